/**
 * The study's game-information words in both UI languages (`t('info.…')`): the labels of the
 * record's headers (by tsshogi's metadata key), the position presets' names (by preset id), and
 * the 手合割 field. English labels keep the Japanese header name in brackets, as KIF names it.
 */
import { RecordMetadataKey } from 'tsshogi';
import { POSITION_PRESETS } from '../../../src-main/shared/study/index';

/** Headers shown only when the record has them, with their English and Japanese names. */
export const EXTRA: [RecordMetadataKey, string, string][] = [
  [RecordMetadataKey.TITLE, 'Title', '表題'],
  [RecordMetadataKey.STRATEGY, 'Opening', '戦型'],
  [RecordMetadataKey.END_DATETIME, 'End', '終了日時'],
  [RecordMetadataKey.DATE, 'Date', '対局日'],
  [RecordMetadataKey.SHITATE_NAME, 'Shitate', '下手'],
  [RecordMetadataKey.UWATE_NAME, 'Uwate', '上手'],
  [RecordMetadataKey.BLACK_SHORT_NAME, 'Black, short', '先手省略名'],
  [RecordMetadataKey.WHITE_SHORT_NAME, 'White, short', '後手省略名'],
  [RecordMetadataKey.BLACK_TIME_LIMIT, "Black's time", '先手の持ち時間'],
  [RecordMetadataKey.WHITE_TIME_LIMIT, "White's time", '後手の持ち時間'],
  [RecordMetadataKey.BYOYOMI, 'Byoyomi', '秒読み'],
  [RecordMetadataKey.TIME_SPENT, 'Time used', '消費時間'],
  [RecordMetadataKey.MAX_MOVES, 'Max moves', '最大手数'],
  [RecordMetadataKey.JISHOGI, 'Jishogi', '持将棋'],
  [RecordMetadataKey.SCOREKEEPER, 'Scorekeeper', '記録係'],
  [RecordMetadataKey.POSTED_ON, 'Posted on', '掲載'],
  [RecordMetadataKey.NOTE, 'Note', '備考'],
  [RecordMetadataKey.SOURCE, 'Source', '出典'],
  [RecordMetadataKey.AUTHOR, 'Author', '作者'],
  [RecordMetadataKey.OPUS_NO, 'Work no.', '作品番号'],
  [RecordMetadataKey.OPUS_NAME, 'Work', '作品名'],
  [RecordMetadataKey.PUBLISHED_BY, 'Published in', '発表誌'],
  [RecordMetadataKey.PUBLISHED_AT, 'Published', '発表年月'],
  [RecordMetadataKey.LENGTH, 'Length', '手数'],
  [RecordMetadataKey.INTEGRITY, 'Integrity', '完全性'],
  [RecordMetadataKey.CATEGORY, 'Category', '分類'],
  [RecordMetadataKey.AWARD, 'Award', '受賞'],
];

/** English names of the presets (the ids are the JKF preset names). */
const PRESET_EN = {
  HIRATE: 'Even',
  KY: 'Lance handicap',
  KY_R: 'Right lance handicap',
  KA: 'Bishop handicap',
  HI: 'Rook handicap',
  HIKY: 'Rook and lance handicap',
  '2': '2-piece handicap',
  '3': '3-piece handicap',
  '4': '4-piece handicap',
  '5': '5-piece handicap',
  '5_L': 'Left 5-piece handicap',
  '6': '6-piece handicap',
  '7_L': 'Left 7-piece handicap',
  '7_R': 'Right 7-piece handicap',
  '8': '8-piece handicap',
  '10': '10-piece handicap',
  EMPTY: 'Empty board',
  TSUME: 'Mate problem',
  TSUME_2KINGS: 'Mate problem, two kings',
};

/** `[key, value]` rows as a table. */
const table = (rows: [string, string][]): Record<string, string> => Object.fromEntries(rows);

const en = {
  ...table(EXTRA.map(([key, en, ja]) => [key, `${en} (${ja})`])),
  ...table(Object.entries(PRESET_EN).map(([id, name]) => [`preset:${id}`, name])),
  handicapOther: 'Other',
  handicapLabel: 'Handicap (手合割)',
};

const ja: typeof en = {
  ...table(EXTRA.map(([key, , ja]) => [key, ja])),
  // Japanese presets are named as KIF writes them (the presets' own names).
  ...table(POSITION_PRESETS.map((p) => [`preset:${p.id}`, p.name])),
  handicapOther: 'その他',
  handicapLabel: '手合割',
};

/** The game-information words (`t('info.…')`). */
export const INFO = { en, ja };
