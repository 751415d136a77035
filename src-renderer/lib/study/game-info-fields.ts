/**
 * The game-information panel's fields: the usual ones always, every other standard header the
 * record holds, its 手合割 (read from the start position), and any other header as free text,
 * in the UI's language.
 */
import { RecordMetadataKey, type ImmutableRecord } from 'tsshogi';
import type { Lang } from '../../../src-main/shared/contract';
import { presetBySfen } from '../../../src-main/shared/records/index';
import { presetLabel } from './preset-names';

/** Headers shown only when the record has them, with their English and Japanese names. */
const EXTRA: [RecordMetadataKey, string, string][] = [
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

/** One field of the panel: a standard header, or (`custom`) a header by its own name. */
export interface InfoField {
  key: RecordMetadataKey | string;
  label: string;
  custom?: boolean;
}

/** The extra fields a record holds (`has` tells whether its header has a value). */
export function extraFields(lang: Lang, has: (key: RecordMetadataKey) => boolean): InfoField[] {
  return EXTRA.filter(([key]) => has(key)).map(([key, en, ja]) => ({
    key,
    label: lang === 'ja' ? ja : `${en} (${ja})`,
  }));
}

/** The record's headers outside the standard ones, labelled with their own names. */
export function customFields(record: ImmutableRecord): InfoField[] {
  return [...record.metadata.customMetadataKeys].map((key) => ({ key, label: key, custom: true }));
}

/**
 * The 手合割 of the record's start position: the preset's name, or "Other" (その他) for a set-up
 * position (why derived, not a header: tsshogi keeps the start position, and writes 手合割 from it).
 */
export function handicapText(record: ImmutableRecord, lang: Lang): string {
  const preset = presetBySfen(record.initialPosition.sfen);
  if (!preset) return lang === 'ja' ? 'その他' : 'Other';
  return presetLabel({ id: preset.jkf, name: preset.kif }, lang);
}

/** The handicap field's label. */
export const handicapLabel = (lang: Lang): string =>
  lang === 'ja' ? '手合割' : 'Handicap (手合割)';
