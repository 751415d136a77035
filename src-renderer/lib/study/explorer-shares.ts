/**
 * The result shares of one explorer move as whole percentages that add up to 100: Black's wins,
 * draws, White's wins, and the games whose record gives no result (their own share, so nothing
 * is counted without being shown).
 */
import type { ExplorerMoveRow as ExplorerMove } from '../../../src-main/shared/contract';

/** The four shares of a move, in percent. */
export interface ResultShares {
  black: number;
  draw: number;
  white: number;
  none: number;
}

/**
 * Rounds the four counts to percentages by largest remainder (why: plain rounding of 1/3 each
 * gives 33 + 33 + 33 = 99). All zero when the move has no game.
 */
export function resultShares(m: ExplorerMove): ResultShares {
  const none = Math.max(0, m.games - m.blackWins - m.draws - m.whiteWins);
  const counts = [m.blackWins, m.draws, m.whiteWins, none];
  const total = counts.reduce((a, b) => a + b, 0);
  if (total === 0) return { black: 0, draw: 0, white: 0, none: 0 };
  const exact = counts.map((c) => (100 * c) / total);
  const whole = exact.map(Math.floor);
  const order = exact.map((x, i) => [x - whole[i]!, i] as const).sort((a, b) => b[0] - a[0]);
  for (let left = 100 - whole.reduce((a, b) => a + b, 0), k = 0; left > 0; left--, k++)
    whole[order[k]![1]]!++;
  const [black, draw, white, rest] = whole as [number, number, number, number];
  return { black, draw, white, none: rest };
}
