/**
 * The search of the seed paper's test ("Learning move ordering from game records with k-means"):
 * a plain fixed-depth alpha-beta (negamax) with no transposition table, no pruning beyond the
 * alpha-beta cut, no quiescence and no extensions, that counts its recursive calls. Leaves are
 * scored by material (board and hands, our exchange values). Moves are sorted by the paper's
 * "simple heuristics", the weight of what the move attacks: the captured piece first, then the
 * total weight of the enemy pieces the moved piece attacks from its destination. Optionally the
 * root moves (the paper: "for the first move") or the moves at every node are ordered by a
 * learned score instead.
 */
import type { Position } from '../shared/rules/position.ts';
import { generateLegal } from '../shared/rules/movegen.ts';
import { SEE_VALUES } from '../shared/rules/see.ts';
import {
  HAND_TYPES,
  KING,
  handCount,
  isDrop,
  isPromotion,
  type Move,
} from '../shared/rules/types.ts';
import { attackedByPiece, paperWeight } from '../engine/learned/paper-features.ts';

/** Scores a legal move of the side to move; higher is searched first. */
export type MoveScorer = (pos: Position, m: Move) => number;

/** Where the learned score replaces the simple ordering. */
export type LearnedScope = 'none' | 'root' | 'all';

/** What one search found. */
export interface PlainResult {
  /** Value for the side to move at the root (material units, mate ±MATE). */
  value: number;
  best: Move;
  /** Recursive calls of the alpha-beta procedure, the root included. */
  calls: number;
}

/** Mate score; larger than any material sum. */
export const MATE = 1_000_000;

const targets = new Int32Array(40);

/** The paper's simple ordering key: captured weight × 100 + weight of the attacked pieces. */
export function simpleScore(pos: Position, m: Move): number {
  const to = m & 0x7f;
  const from = (m >> 7) & 0x7f;
  const drop = isDrop(m);
  const board = pos.board;
  const pc = drop ? (pos.sideToMove << 4) | ((m >> 16) & 15) : board[from]!;
  const moved = (m >> 14) & 1 ? pc | 8 : pc; // a promotion attacks as the promoted piece
  const captured = drop || board[to] === 0 ? 0 : paperWeight(board[to]! & 15);
  const n = attackedByPiece(pos, moved, to, drop ? -1 : from, targets);
  let attacked = 0;
  for (let i = 0; i < n; i++) attacked += paperWeight(board[targets[i]!]! & 15);
  return captured * 100 + attacked;
}

/** Material of the side to move minus the opponent's, board and hands. */
export function material(pos: Position): number {
  const us = pos.sideToMove;
  let s = 0;
  for (let sq = 0; sq < 81; sq++) {
    const p = pos.board[sq]!;
    if (p === 0 || (p & 15) === KING) continue;
    s += p >> 4 === us ? SEE_VALUES[p & 15]! : -SEE_VALUES[p & 15]!;
  }
  for (const pt of HAND_TYPES) {
    const own = handCount(pos.hand(us), pt);
    s += (own - handCount(pos.hand((us ^ 1) as 0 | 1), pt)) * SEE_VALUES[pt]!;
  }
  return s;
}

/**
 * What `m` adds to the mover's material: the captured piece leaves the board and its unpromoted
 * kind enters the hand; a promotion upgrades the piece; a drop changes nothing.
 */
export function materialGain(pos: Position, m: Move): number {
  if (isDrop(m)) return 0;
  const board = pos.board;
  const to = m & 0x7f;
  const pt = board[(m >> 7) & 0x7f]! & 15;
  let g = isPromotion(m) ? SEE_VALUES[pt | 8]! - SEE_VALUES[pt]! : 0;
  const cap = board[to]! & 15;
  if (cap !== 0) g += SEE_VALUES[cap]! + SEE_VALUES[cap & 7]!; // & 7 unpromotes (13 → 5, 14 → 6)
  return g;
}

/** Room for the moves of one ply (the most legal moves of a shogi position is 593). */
const PLY_MOVES = 600;

/**
 * Writes the legal moves into `moves` sorted by `score`, highest first; stable, so equal keys
 * keep generation order (insertion sort: why, no allocation per node). Returns the count.
 */
function ordered(pos: Position, score: MoveScorer, moves: Int32Array, keys: Float64Array): number {
  const n = generateLegal(pos, moves, 0);
  for (let i = 0; i < n; i++) {
    const m = moves[i]!;
    const k = score(pos, m);
    let j = i;
    for (; j > 0 && keys[j - 1]! < k; j--) {
      moves[j] = moves[j - 1]!;
      keys[j] = keys[j - 1]!;
    }
    moves[j] = m;
    keys[j] = k;
  }
  return n;
}

/** A depth-limited alpha-beta that counts its calls. */
export class PlainAlphaBeta {
  calls = 0;
  private readonly moves: Int32Array[] = [];
  private readonly keys: Float64Array[] = [];

  constructor(
    private readonly learned: MoveScorer | null = null,
    private readonly scope: LearnedScope = 'none',
  ) {}

  /** Searches `pos` to `depth` plies from a full window. */
  search(pos: Position, depth: number): PlainResult {
    this.calls = 0;
    const best = { move: 0 };
    const value = this.node(pos, depth, -MATE - 1, MATE + 1, 0, best);
    return { value, best: best.move, calls: this.calls };
  }

  /** Negamax with alpha-beta; `best` receives the root's best move. */
  private node(
    pos: Position,
    depth: number,
    alpha: number,
    beta: number,
    ply: number,
    best: { move: Move },
  ): number {
    this.calls++;
    if (depth === 0) return material(pos);
    const useLearned =
      this.learned !== null && (this.scope === 'all' || (this.scope === 'root' && ply === 0));
    if (this.moves.length <= ply) {
      this.moves.push(new Int32Array(PLY_MOVES));
      this.keys.push(new Float64Array(PLY_MOVES));
    }
    const moves = this.moves[ply]!;
    const n = ordered(pos, useLearned ? this.learned! : simpleScore, moves, this.keys[ply]!);
    if (n === 0) return -MATE + ply; // mated (shogi has no stalemate)
    let bestValue = -MATE - 1;
    const here = depth === 1 ? material(pos) : 0;
    for (let i = 0; i < n; i++) {
      const m = moves[i]!;
      let v: number;
      if (depth === 1) {
        // Why no doMove: a leaf is scored by material, which the move changes by a known amount;
        // it is still one call of the procedure and counted as such.
        this.calls++;
        v = here + materialGain(pos, m);
      } else {
        pos.doMove(m);
        v = -this.node(pos, depth - 1, -beta, -alpha, ply + 1, best);
        pos.undoMove(m);
      }
      if (v > bestValue) {
        bestValue = v;
        if (ply === 0) best.move = m;
      }
      if (v > alpha) alpha = v;
      if (alpha >= beta) break;
    }
    return bestValue;
  }
}
