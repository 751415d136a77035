/**
 * The per-move features of the learned move ordering (learned-order.ts), each scaled to about
 * [0, 1]. The paper the method comes from ("Learning move ordering from game records with
 * k-means") could not be read on the machine this was written on, so the feature set is ours,
 * chosen in its spirit: cheap numbers about a move that an expert's choice depends on.
 *
 *  0 MOVED     value of the moving (or dropped) piece before promotion, / a dragon
 *  1 DROP      1 for a drop
 *  2 CAPTURED  value of the captured piece, / a dragon
 *  3 PROMOTES  1 for a promotion
 *  4 CHECK     1 if the move gives check
 *  5 TO_EKING  Chebyshev distance of the destination to the enemy king, / 8
 *  6 TO_OKING  Chebyshev distance of the destination to the own king, / 8 (0 for king moves)
 *  7 FROM_EKING Chebyshev distance of the origin to the enemy king, / 8 (0 for drops)
 *  8 RANK      destination rank counted from the mover's own back rank (0) to the far one (1)
 *  9 ATTACKED  1 if the enemy attacks the destination (before the move)
 * 10 DEFENDED  own pieces other than the mover that attack the destination, at most 3, / 3
 * 11 SEE_OK    1 if the static exchange of the move is ≥ 0
 * 12 ESCAPE    1 if the enemy attacked the moving piece before the move (0 for drops)
 */
import type { Position } from '../../shared/rules/position.ts';
import { attackedBy, attackersOf } from '../../shared/rules/movegen.ts';
import { SEE_VALUES, see } from '../../shared/rules/see.ts';
import {
  KING,
  NO_SQUARE,
  SQUARE_NB,
  isDrop,
  isPromotion,
  type Move,
} from '../../shared/rules/types.ts';

/** How many features a move has. */
export const FEATURE_COUNT = 13;

/** Feature names in index order, for the learner's report and the centroid file. */
export const FEATURE_NAMES: readonly string[] = [
  'moved',
  'drop',
  'captured',
  'promotes',
  'check',
  'toEnemyKing',
  'toOwnKing',
  'fromEnemyKing',
  'rank',
  'attacked',
  'defended',
  'seeOk',
  'escape',
];

/** The largest piece value that scales the value features (a dragon). */
const VALUE_SCALE = SEE_VALUES[14]!;
/** Defenders counted before the feature saturates. */
const MAX_DEFENDERS = 3;

const attackers = new Int32Array(32);

/** Chebyshev (king-step) distance between two squares on the 9×9 indexing, / 8; 1 when `b` is absent. */
function kingDistance(a: number, b: number): number {
  if (b === NO_SQUARE || b < 0) return 1;
  const df = Math.abs(((a / 9) | 0) - ((b / 9) | 0));
  const dr = Math.abs((a % 9) - (b % 9));
  return Math.max(df, dr) / 8;
}

/** A piece type's value on the [0, 1] scale; the king counts as the largest. */
function valueOf(pt: number): number {
  return pt === KING ? 1 : Math.min(1, SEE_VALUES[pt]! / VALUE_SCALE);
}

/**
 * Writes the features of the pseudo-legal move `m` in `pos` (side to move = mover) into
 * `out[at .. at + FEATURE_COUNT)`. Why one flat buffer: the learner stores tens of thousands.
 */
export function moveFeatures(pos: Position, m: Move, out: Float64Array, at = 0): void {
  const us = pos.sideToMove;
  const them = us ^ 1;
  const to = m & 0x7f;
  const from = (m >> 7) & 0x7f;
  const drop = isDrop(m);
  const pt = (m >> 16) & 15;
  const board = pos.board;
  const eKing = pos.kingSquare(them as 0 | 1);
  const oKing = pos.kingSquare(us);
  out[at] = valueOf(pt);
  out[at + 1] = drop ? 1 : 0;
  out[at + 2] = drop ? 0 : valueOf(board[to]! & 15); // an empty square has value 0
  out[at + 3] = isPromotion(m) ? 1 : 0;
  out[at + 4] = pos.givesCheck(m) ? 1 : 0;
  out[at + 5] = kingDistance(to, eKing);
  out[at + 6] = pt === KING ? 0 : kingDistance(to, oKing);
  out[at + 7] = drop ? 0 : kingDistance(from, eKing);
  const rank0 = to % 9; // 0 = rank 1, black's far side
  out[at + 8] = us === 0 ? (8 - rank0) / 8 : rank0 / 8;
  out[at + 9] = attackedBy(pos, them, to) ? 1 : 0;
  out[at + 10] = defenders(pos, us, to, drop ? -1 : from) / MAX_DEFENDERS;
  out[at + 11] = see(pos, m) >= 0 ? 1 : 0;
  out[at + 12] = !drop && from < SQUARE_NB && attackedBy(pos, them, from) ? 1 : 0;
}

/** Own pieces other than the one on `skip` that attack `to`, capped at MAX_DEFENDERS. */
function defenders(pos: Position, us: number, to: number, skip: number): number {
  const n = attackersOf(pos, us, to, attackers);
  let d = 0;
  for (let i = 0; i < n; i++) if (attackers[i] !== skip) d++;
  return Math.min(d, MAX_DEFENDERS);
}
