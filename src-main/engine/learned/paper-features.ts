/**
 * The 34 move features of the paper "Learning move ordering from game records with k-means"
 * (shared seed 004), in its order and, like the paper, unscaled. Where the paper is ambiguous we
 * chose, and say so here:
 *
 * - "weight" is our exchange value in pawns (SEE_VALUES / 90: pawn 1, lance 3.5, knight 4.5,
 *   silver 5.5, gold and promoted minors 6, bishop 9.5, horse 10.5, rook 11, dragon 15.5) and
 *   the king 20 (the paper gives no numbers; the king must outweigh every other piece).
 * - "horizontal from the initial position" is the rank counted from the mover's own back rank
 *   (0 there, 8 on the far rank; the paper: black starts on rank 9, white on rank 1); the
 *   "vertical" is the file, 1..9, as printed. A drop starts nowhere: file 0, rank 0, and every
 *   feature about its origin is 0.
 * - "attacked figures" are the enemy pieces (the king included) that the moved piece attacks
 *   from its destination after the move; "enemy pieces attacking / own pieces protecting the
 *   new position" are counted after the move (so a slider behind the vacated origin counts);
 *   those of the original position before it. An empty set gives 0 total, max, mean and min.
 * - the distances to the kings are |file difference| and |rank difference| from the
 *   destination; a king move has 0 to its own king. "Move number" is the ply of the move
 *   (1 for the first move of the game), from the position's SFEN move number.
 */
import type { Position } from '../../shared/rules/position.ts';
import { attackersOf } from '../../shared/rules/movegen.ts';
import { SLIDE_COUNT, SLIDE_DIRS, STEP_COUNT, STEP_DIRS } from '../../shared/rules/attacks.ts';
import { SEE_VALUES } from '../../shared/rules/see.ts';
import {
  KING,
  KNIGHT,
  SQUARE_NB,
  isDrop,
  isPromotion,
  type Move,
} from '../../shared/rules/types.ts';

/** How many features a move has. */
export const PAPER_FEATURE_COUNT = 34;

/** Feature names in the paper's order (the centroid file names them). */
export const PAPER_FEATURE_NAMES: readonly string[] = [
  'moveWeight',
  'capturedWeight',
  'fromRank',
  'fromFile',
  'toRank',
  'toFile',
  'promoted',
  ...stats('attacked'),
  ...stats('enemyOnFrom'),
  ...stats('enemyOnTo'),
  'enemyOnToCount',
  ...stats('ownOnFrom'),
  ...stats('ownOnTo'),
  'ownOnToCount',
  'enemyKingFiles',
  'enemyKingRanks',
  'ownKingFiles',
  'ownKingRanks',
  'moveNumber',
];

/** The four statistics the paper takes of a set of pieces: total, strongest, mean, weakest. */
function stats(name: string): string[] {
  return [`${name}Total`, `${name}Max`, `${name}Mean`, `${name}Min`];
}

/** The king's weight in pawns (chosen: above a dragon's 15.5). */
const KING_WEIGHT = 20;

/** A piece type's weight in pawns. */
export function paperWeight(pt: number): number {
  return pt === KING ? KING_WEIGHT : SEE_VALUES[pt]! / SEE_VALUES[1]!;
}

const squares = new Int32Array(40);

/** Writes total, max, mean and min of the weights of the pieces on `sqs[0..n)` at `out[at..]`. */
function writeStats(board: Uint8Array, sqs: Int32Array, n: number, out: Float64Array, at: number) {
  let total = 0;
  let max = 0;
  let min = Infinity;
  for (let i = 0; i < n; i++) {
    const w = paperWeight(board[sqs[i]!]! & 15);
    total += w;
    max = Math.max(max, w);
    min = Math.min(min, w);
  }
  out[at] = total;
  out[at + 1] = max;
  out[at + 2] = n > 0 ? total / n : 0;
  out[at + 3] = n > 0 ? min : 0;
}

/**
 * Squares of the enemy pieces that piece `pc` standing on `sq` attacks, into `out`; the square
 * `skip` counts as empty (why: the simple ordering asks before the move, whose origin empties).
 */
export function attackedByPiece(
  pos: Position,
  pc: number,
  sq: number,
  skip: number,
  out: Int32Array,
): number {
  const board = pos.board;
  const next = pos.geo.next;
  const us = pc >> 4;
  let n = 0;
  // Why no helper closure: this runs for every move of every node of the plain search.
  for (let i = 0; i < STEP_COUNT[pc]!; i++) {
    const t = next[sq * 8 + STEP_DIRS[pc * 8 + i]!]!;
    const p = t < 0 || t === skip ? 0 : board[t]!;
    if (p !== 0 && p >> 4 !== us) out[n++] = t;
  }
  for (let i = 0; i < SLIDE_COUNT[pc]!; i++) {
    const d = SLIDE_DIRS[pc * 8 + i]!;
    for (let t = next[sq * 8 + d]!; t >= 0; t = next[t * 8 + d]!) {
      const p = t === skip ? 0 : board[t]!;
      if (p === 0) continue;
      if (p >> 4 !== us) out[n++] = t;
      break;
    }
  }
  if ((pc & 15) === KNIGHT) {
    for (let i = 0; i < 2; i++) {
      const t = pos.geo.knightTo[(us * SQUARE_NB + sq) * 2 + i]!;
      const p = t < 0 || t === skip ? 0 : board[t]!;
      if (p !== 0 && p >> 4 !== us) out[n++] = t;
    }
  }
  return n;
}

/** Rank counted from colour c's back rank: 0 on it, 8 on the far one. */
function rankFromStart(c: number, sq: number): number {
  const rank = (sq % 9) + 1;
  return c === 0 ? 9 - rank : rank - 1;
}

/**
 * Writes the paper's features of the legal move `m` of the side to move into
 * `out[at .. at + PAPER_FEATURE_COUNT)`. The move is made and unmade on `pos` (why: the
 * "new position" features are about the board after the move).
 */
export function paperMoveFeatures(pos: Position, m: Move, out: Float64Array, at = 0): void {
  const us = pos.sideToMove;
  const them = us ^ 1;
  const to = m & 0x7f;
  const from = (m >> 7) & 0x7f;
  const drop = isDrop(m);
  const pt = (m >> 16) & 15;
  const board = pos.board;
  out[at] = paperWeight(pt);
  out[at + 1] = drop || board[to] === 0 ? 0 : paperWeight(board[to]! & 15);
  out[at + 2] = drop ? 0 : rankFromStart(us, from);
  out[at + 3] = drop ? 0 : ((from / 9) | 0) + 1;
  out[at + 4] = rankFromStart(us, to);
  out[at + 5] = ((to / 9) | 0) + 1;
  out[at + 6] = isPromotion(m) ? 1 : 0;
  out[at + 33] = pos.gamePly + 1;
  writeStats(board, squares, drop ? 0 : attackersOf(pos, them, from, squares), out, at + 11);
  writeStats(board, squares, drop ? 0 : attackersOf(pos, us, from, squares), out, at + 20);
  pos.doMove(m);
  writeStats(board, squares, attackedByPiece(pos, board[to]!, to, -1, squares), out, at + 7);
  const enemies = attackersOf(pos, them, to, squares);
  writeStats(board, squares, enemies, out, at + 15);
  out[at + 19] = enemies;
  const own = attackersOf(pos, us, to, squares);
  writeStats(board, squares, own, out, at + 24);
  out[at + 28] = own;
  const eKing = pos.kingSquare(them as 0 | 1);
  const oKing = pos.kingSquare(us);
  out[at + 29] = eKing < 0 ? 0 : Math.abs(((to / 9) | 0) - ((eKing / 9) | 0));
  out[at + 30] = eKing < 0 ? 0 : Math.abs((to % 9) - (eKing % 9));
  out[at + 31] = oKing < 0 ? 0 : Math.abs(((to / 9) | 0) - ((oKing / 9) | 0));
  out[at + 32] = oKing < 0 ? 0 : Math.abs((to % 9) - (oKing % 9));
  pos.undoMove(m);
}
