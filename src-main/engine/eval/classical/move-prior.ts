/**
 * A learnt move prior: how often experts play a move of a given category when one is legal,
 * as a log-ratio to the average (in 1/16 nat). Five tables, keyed by the moving piece and:
 * - its destination square;
 * - the destination relative to the enemy king, and relative to its own king;
 * - what it captures, and whether it can then be taken for nothing;
 * - the most valuable piece it attacks, and whether it can then be taken for nothing.
 * Squares are seen from the mover. The tables come from training records only
 * (src-main/tune/move-prior.ts) and do not depend on the weights, so the GA can still cache
 * feature vectors.
 */
import { SQUARE_NB, dropType, isDrop, isPromotion, moveFrom, movedPiece, moveTo, typeOf } from '../../core/types.ts';
import type { Color } from '../../core/types.ts';
import type { BoardView } from './board-view.ts';
import { BASE_SLOT, MOVER_GROUP } from './kinds.ts';
import type { MoveContext } from './family-threat.ts';
import shipped from '../../../../resources/classical/move-prior.json' with { type: 'json' };

/** The prior's tables, in feature order. */
export const PRIOR_TABLES = ['pieceTo', 'enemyKing', 'ownKing', 'capture', 'target', 'pieceFrom', 'loss'] as const;
/** One table name. */
export type PriorTable = (typeof PRIOR_TABLES)[number];
/** Clipped king offsets: −3..3 files and ranks. */
const REL = 7;
/** Entries of each table: 35 move kinds × 81 squares; 15 piece groups × 7 × 7 offsets. */
export const PRIOR_SIZE: Readonly<Record<PriorTable, number>> = {
  pieceTo: 35 * SQUARE_NB,
  enemyKing: 15 * REL * REL,
  ownKing: 15 * REL * REL,
  capture: 35 * 8 * 2,
  target: 35 * 9 * 2,
  pieceFrom: 35 * SQUARE_NB,
  loss: 35 * 8 * 9,
};

/** A move prior: one Int16Array per table. */
export type MovePrior = Record<PriorTable, Int16Array>;

/** A prior of zeros (no preference). */
export function emptyMovePrior(): MovePrior {
  return Object.fromEntries(PRIOR_TABLES.map((t) => [t, new Int16Array(PRIOR_SIZE[t])])) as MovePrior;
}

/** The prior shipped in resources/classical/move-prior.json (zeros if it is malformed: a bug caught by tests). */
export function defaultMovePrior(): MovePrior {
  const p = emptyMovePrior();
  const tables = (shipped as { tables?: Record<string, number[]> }).tables ?? {};
  for (const t of PRIOR_TABLES) {
    if (tables[t]?.length === PRIOR_SIZE[t]) p[t].set(tables[t]);
  }
  return p;
}

/**
 * Writes the table keys of the move just played by `mover` (`v` is the position after it) into
 * keys[0..5), in PRIOR_TABLES order; `toLoss` is the static exchange loss of the moved piece,
 * `target` what it attacks most (0 none, 1..7 base kinds P..R, 8 the king).
 * Returns false for minishogi, which has no prior.
 */
export function priorKeys(v: BoardView, mover: Color, ctx: MoveContext, toLoss: number, target: number, keys: Int32Array): boolean {
  const m = ctx.move;
  if (v.variant !== 'shogi') return false;
  const norm = (sq: number): number => (mover === 0 ? sq : 80 - sq);
  const to = norm(moveTo(m));
  let kind: number;
  let group: number;
  if (isDrop(m)) {
    kind = 28 + dropType(m) - 1;
    group = 8 + dropType(m) - 1;
  } else {
    const pt = typeOf(movedPiece(m));
    kind = pt - 1 + (isPromotion(m) ? 14 : 0);
    group = MOVER_GROUP[pt]!;
  }
  keys[0] = kind * SQUARE_NB + to;
  keys[1] = group * REL * REL + relative(to, v.kings[mover ^ 1], norm);
  keys[2] = group * REL * REL + relative(to, v.kings[mover], norm);
  const captured = ctx.captured === 0 ? 0 : BASE_SLOT[typeOf(ctx.captured)]! + 1;
  keys[3] = (kind * 8 + captured) * 2 + (toLoss === 0 ? 1 : 0);
  keys[4] = (kind * 9 + target) * 2 + (toLoss === 0 ? 1 : 0);
  keys[5] = kind * SQUARE_NB + (isDrop(m) ? 0 : norm(moveFrom(m)));
  keys[6] = (kind * 8 + Math.min(7, toLoss)) * 9 + target;
  return true;
}

/** Offset of `to` from king square k (both seen from the mover), clipped to ±3; centre when no king. */
function relative(to: number, k: number, norm: (sq: number) => number): number {
  if (k < 0) return 3 * REL + 3;
  const ks = norm(k);
  const clip = (d: number): number => Math.max(-3, Math.min(3, d)) + 3;
  return clip(((to / 9) | 0) - ((ks / 9) | 0)) * REL + clip((to % 9) - (ks % 9));
}
