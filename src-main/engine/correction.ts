/**
 * Correction history: a learned correction of the static evaluation, keyed by features the net
 * tends to misjudge the same way (the idea of Stockfish's correction history, as described on the
 * Chess Programming Wiki; the shogi keys are ours). After a node whose search result and static
 * evaluation disagree in a trustworthy way, each table moves its entry toward the difference; the
 * evaluation the search prunes with is the raw one plus the average of the tables' entries.
 *
 * Keys: the two hands (hand material is what the evaluation's optimism was seen to overrate), the
 * two king squares (king safety), the opponent's last move (piece and destination), and the pawn
 * structure (Position.pawnKey: where pawns stand decides which files take a drop and where the
 * pieces can advance).
 */
import type { Position } from '../shared/rules/position.ts';
import * as movegen from '../shared/rules/movegen.ts';
import * as types from '../shared/rules/types.ts';
import type { Move } from '../shared/rules/types.ts';
import * as history from './history.ts';
import * as params from './params.ts';
import * as transposition from './tt.ts';

// Module-local copies: under tsx, imported bindings are getter calls, too slow per move.
const { BLACK, MOVE_NONE, WHITE } = types;
const { isCapture } = movegen;
const { pieceTo, PIECE_TO_NB } = history;
const {
  CORRECTION_GRAIN,
  CORRECTION_LIMIT,
  CORRECTION_WEIGHT_MAX,
  VALUE_MATE_IN_MAX_PLY,
  VALUE_NONE,
} = params;
const { BOUND_LOWER, BOUND_UPPER } = transposition;

const HAND_SLOTS = 1 << 14;
const KING_SLOTS = 81 * 81;
const PAWN_SLOTS = 1 << 14;

export class CorrectionHistory {
  private readonly hand = new Int16Array(2 * HAND_SLOTS);
  private readonly kings = new Int16Array(2 * KING_SLOTS);
  private readonly lastMove = new Int16Array(2 * PIECE_TO_NB);
  private readonly pawns = new Int16Array(2 * PAWN_SLOTS);
  private readonly idx = new Int32Array(4);

  /** The four table indices of `pos` (side to move included), written into `out`. */
  private indices(pos: Position, out: Int32Array): void {
    const side = pos.sideToMove;
    // Why the key difference: key() adds the hands' hash to the board's, so this is the hands' hash.
    const handKey = (pos.key() - pos.boardKey()) | 0;
    out[0] = side * HAND_SLOTS + (handKey & (HAND_SLOTS - 1));
    // Why + 81 mod 81: a side without a king (tsume positions) has NO_SQUARE (−1).
    const bk = (pos.kingSquare(BLACK) + 81) % 81;
    const wk = (pos.kingSquare(WHITE) + 81) % 81;
    out[1] = side * KING_SLOTS + bk * 81 + wk;
    out[2] = side * PIECE_TO_NB + pieceTo(pos.lastMove());
    out[3] = side * PAWN_SLOTS + (pos.pawnKey() & (PAWN_SLOTS - 1));
  }

  /** The correction, in centipawns, to add to the raw static evaluation of `pos`. */
  correction(pos: Position): number {
    const idx = this.idx;
    this.indices(pos, idx);
    const sum =
      this.hand[idx[0]!]! + this.kings[idx[1]!]! + this.lastMove[idx[2]!]! + this.pawns[idx[3]!]!;
    return (sum / (4 * CORRECTION_GRAIN)) | 0;
  }

  /**
   * Moves the entries of `pos` toward `diff` (search result − raw evaluation, centipawns), by a
   * weight that grows with the depth: a deeper result is the better estimate.
   */
  update(pos: Position, diff: number, depth: number): void {
    const idx = this.idx;
    this.indices(pos, idx);
    const w = Math.min(depth + 1, CORRECTION_WEIGHT_MAX);
    const target = Math.max(-CORRECTION_LIMIT, Math.min(CORRECTION_LIMIT, diff * CORRECTION_GRAIN));
    blend(this.hand, idx[0]!, target, w);
    blend(this.kings, idx[1]!, target, w);
    blend(this.lastMove, idx[2]!, target, w);
    blend(this.pawns, idx[3]!, target, w);
  }

  /**
   * Learns what a node's search found, when that is a fair verdict on its static evaluation: not
   * in check (`rawEval` VALUE_NONE), not decided by a capture (the evaluation never sees those),
   * not a mate, and with a bound on the right side of the (corrected) evaluation.
   */
  learn(
    pos: Position,
    best: number,
    bound: number,
    bestMove: Move,
    rawEval: number,
    staticEval: number,
    depth: number,
  ): void {
    if (rawEval === VALUE_NONE || Math.abs(best) >= VALUE_MATE_IN_MAX_PLY) return;
    if (bestMove !== MOVE_NONE && isCapture(pos, bestMove)) return;
    if (bound === BOUND_LOWER && best <= staticEval) return;
    if (bound === BOUND_UPPER && best >= staticEval) return;
    this.update(pos, best - rawEval, depth);
  }

  /** Forgets everything. */
  clear(): void {
    this.hand.fill(0);
    this.kings.fill(0);
    this.lastMove.fill(0);
    this.pawns.fill(0);
  }
}

/** A weighted average: the entry keeps (256 − w)/256 of itself and takes w/256 of the target. */
function blend(table: Int16Array, i: number, target: number, w: number): void {
  table[i] = ((table[i]! * (256 - w) + target * w) / 256) | 0;
}
