/**
 * Start positions the position editor offers: the even game, every handicap of the Kakinoki/JKF
 * lists (from the records module, which also knows the ones tsshogi lacks) and the tsume set-ups.
 * Pure module.
 */
import { InitialPositionSFEN } from 'tsshogi';
import { HANDICAP_PRESETS } from '../records/handicap.ts';

/** One preset. */
export interface PositionPreset {
  /** Stable id: the JKF preset name (`HIRATE`, `KY`, … `10`) or `EMPTY`, `TSUME`, `TSUME_2KINGS`. */
  id: string;
  /** Japanese name as KIF writes it (平手, 香落ち, …, 十枚落ち). */
  name: string;
  sfen: string;
}

/** Every preset, even game first. */
export const POSITION_PRESETS: readonly PositionPreset[] = [
  ...HANDICAP_PRESETS.map((p) => ({ id: p.jkf, name: p.kif, sfen: p.sfen })),
  { id: 'EMPTY', name: '空', sfen: InitialPositionSFEN.EMPTY },
  { id: 'TSUME', name: '詰将棋', sfen: InitialPositionSFEN.TSUME_SHOGI },
  { id: 'TSUME_2KINGS', name: '双玉詰将棋', sfen: InitialPositionSFEN.TSUME_SHOGI_2KINGS },
];

/** The preset with an id, if any. */
export function presetById(id: string): PositionPreset | undefined {
  return POSITION_PRESETS.find((p) => p.id === id);
}
