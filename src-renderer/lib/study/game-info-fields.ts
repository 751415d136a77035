/**
 * The game-information panel's fields: the usual ones always, and every other standard header
 * the record holds (a CSA $EVENT is read as 表題, $OPENING as 戦型: without them the panel hid
 * both), in the UI's language.
 */
import { RecordMetadataKey } from 'tsshogi';
import type { Lang } from '../../../src-main/ipc/contract';

/** Headers shown only when the record has them, with their English and Japanese names. */
const EXTRA: [RecordMetadataKey, string, string][] = [
  [RecordMetadataKey.TITLE, 'Title', '表題'],
  [RecordMetadataKey.STRATEGY, 'Opening', '戦型'],
  [RecordMetadataKey.END_DATETIME, 'End', '終了日時'],
  [RecordMetadataKey.DATE, 'Date', '対局日'],
  [RecordMetadataKey.SHITATE_NAME, 'Shitate', '下手'],
  [RecordMetadataKey.UWATE_NAME, 'Uwate', '上手'],
  [RecordMetadataKey.MAX_MOVES, 'Max moves', '最大手数'],
  [RecordMetadataKey.JISHOGI, 'Jishogi', '持将棋'],
  [RecordMetadataKey.SCOREKEEPER, 'Scorekeeper', '記録係'],
  [RecordMetadataKey.NOTE, 'Note', '備考'],
  [RecordMetadataKey.SOURCE, 'Source', '出典'],
  [RecordMetadataKey.AUTHOR, 'Author', '作者'],
  [RecordMetadataKey.OPUS_NAME, 'Work', '作品名'],
];

/** One field of the panel. */
export interface InfoField {
  key: RecordMetadataKey;
  label: string;
}

/** The extra fields a record holds (`has` tells whether its header has a value). */
export function extraFields(lang: Lang, has: (key: RecordMetadataKey) => boolean): InfoField[] {
  return EXTRA.filter(([key]) => has(key)).map(([key, en, ja]) => ({
    key,
    label: lang === 'ja' ? ja : `${en} (${ja})`,
  }));
}
