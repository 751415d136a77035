/**
 * The position editor's preset names in the UI language: the KIF names (平手, 香落ち, …) in
 * Japanese, English names otherwise (`info-strings.ts`).
 */
import { t, type TextKey } from '../text';

/** A preset's name in the UI language (its own KIF name when the table has none). */
export function presetLabel(p: { id: string; name: string }): string {
  const key = `info.preset:${p.id}` as TextKey;
  const text = t(key);
  return text === key ? p.name : text;
}
