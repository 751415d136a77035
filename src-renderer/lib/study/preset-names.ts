/**
 * The position editor's preset names in the UI language: the KIF names (平手, 香落ち, …) in
 * Japanese, English names otherwise.
 */
import type { Lang } from '../../../src-main/shared/contract';

/** English names of the presets (the ids are the JKF preset names). */
const PRESET_EN: Record<string, string> = {
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

/** A preset's name in `lang`. */
export function presetLabel(p: { id: string; name: string }, lang: Lang): string {
  return lang === 'ja' ? p.name : (PRESET_EN[p.id] ?? p.name);
}
