/**
 * The game-information panel's fields: the usual ones always, every other standard header the
 * record holds, its 手合割 (read from the start position), and any other header as free text,
 * in the UI's language.
 */
import { RecordMetadataKey, type ImmutableRecord } from 'tsshogi';
import { presetBySfen } from '../../../src-main/shared/records/index';
import { presetLabel } from './preset-names';
import { t, type TextKey } from '../text';

import { EXTRA } from './info-strings';

/** One field of the panel: a standard header, or (`custom`) a header by its own name. */
export interface InfoField {
  key: RecordMetadataKey | string;
  label: string;
  custom?: boolean;
}

/** The extra fields a record holds (`has` tells whether its header has a value). */
export function extraFields(has: (key: RecordMetadataKey) => boolean): InfoField[] {
  return EXTRA.filter(([key]) => has(key)).map(([key]) => ({
    key,
    label: t(`info.${key}` as TextKey),
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
export function handicapText(record: ImmutableRecord): string {
  const preset = presetBySfen(record.initialPosition.sfen);
  if (!preset) return t('info.handicapOther');
  return presetLabel({ id: preset.jkf, name: preset.kif });
}
