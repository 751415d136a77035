/**
 * The late-move reduction table (origin: Stockfish's log·log shape, facts only): how far a late
 * move is reduced by depth and move number before the search's adjustments (search.ts).
 */
import { LMR_UNIT } from './params.ts';

/**
 * LMR table in 1/LMR_UNIT plies: reductions grow with log(depth)·log(moveCount); `div100` is
 * LMR_DIV in hundredths. Kept fractional: the one rounding is where the reduction is used.
 */
export function buildLmrTable(div100: number): Int32Array {
  const t = new Int32Array(64 * 64);
  const div = div100 / 100;
  for (let d = 1; d < 64; d++)
    for (let m = 1; m < 64; m++)
      t[d * 64 + m] = Math.round((LMR_UNIT * Math.log(d) * Math.log(m)) / div);
  return t;
}
