/**
 * The last move of a live tournament game in the notation the user chose, written by the one
 * notation module (shared/records/notation.ts) like every other move in the app (issue #20).
 */
import type { Settings } from '../../../src-main/shared/contract';
import { notateUsiLine } from '../../../src-main/shared/records/notation';

/** What a live board knows of its last move. */
export interface LastMove {
  /** The move (USI), empty before the first. */
  lastMove: string;
  /** The SFEN before it, and after it. */
  before: string;
  sfen: string;
  /** The move before it (USI, may be empty), for 同 on a recapture. */
  previousMove: string;
}

/** The board, side and hands fields of an SFEN (without the `sfen` word and move number). */
function placement(sfen: string): string {
  return sfen
    .replace(/^sfen\s+/, '')
    .split(/\s+/)
    .slice(0, 3)
    .join(' ');
}

/**
 * The last move in Japanese or western notation; its USI when the position before it is not
 * known or does not lead to the board shown (why: a missed event must not name a wrong piece).
 */
export function lastMoveText(g: LastMove, notation: Settings['notation']): string {
  if (!g.lastMove || !g.before) return g.lastMove;
  const line = notateUsiLine(g.before, [g.lastMove], g.previousMove || undefined);
  if (line.sfens[0] === undefined || placement(line.sfens[0]) !== placement(g.sfen))
    return g.lastMove;
  return (notation === 'japanese' ? line.japanese[0] : line.western[0]) ?? g.lastMove;
}
