/**
 * History tables: what refuted nodes so far, kept per search thread for move ordering, reductions
 * and pruning (the ideas are the Chess Programming Wiki's "History Heuristic", "Countermove
 * Heuristic" and continuation history, in the shape most alpha-beta engines use today).
 *
 * - butterfly history (side, origin or drop, destination) for quiets;
 * - continuation history: a quiet's (piece, destination) after the (piece, destination) of a move
 *   1, 2 or 4 plies earlier;
 * - capture history: (piece, destination, captured type);
 * - the counter-move: the quiet that last refuted a given (piece, destination).
 *
 * Every table saturates with Stockfish-style gravity, so old results fade instead of piling up.
 */
import * as types from '../shared/rules/types.ts';
import type { Color, Move } from '../shared/rules/types.ts';
import * as params from './params.ts';

// Module-local copies: under tsx, imported bindings are getter calls, too slow per move.
const { isPromotion, moveFrom, moveTo, movedPiece, MOVE_NONE } = types;
const { HISTORY_MAX } = params;

const FROM_NB = 88; // 81 squares + 7 drop origins
const TO_NB = 81;
/** (piece after the move, destination) pairs: 32 piece codes × 81 squares. */
export const PIECE_TO_NB = 32 * TO_NB;

/**
 * The (piece after the move, destination) index of a move: the context continuation history and
 * the counter-move are keyed by. MOVE_NONE and the null move map to harmless slots of their own.
 */
export function pieceTo(m: Move): number {
  const piece = movedPiece(m) + (isPromotion(m) ? 8 : 0);
  return piece * TO_NB + moveTo(m);
}

/** Gravity update: v moves toward ±max by `bonus`, less the closer it already is. */
function gravity(table: Int16Array | Int32Array, i: number, bonus: number, max: number): void {
  const clamped = Math.max(-max, Math.min(max, bonus));
  const v = table[i]!;
  table[i] = (v + clamped - (v * Math.abs(clamped)) / max) | 0;
}

/** Butterfly history: how often a quiet move (by side, origin or drop, destination) cut off. */
export class History {
  private readonly table = new Int32Array(2 * FROM_NB * TO_NB);

  /** Score of a quiet move for the side to move. */
  get(side: Color, m: Move): number {
    return this.table[(side * FROM_NB + moveFrom(m)) * TO_NB + moveTo(m)]!;
  }

  /** Rewards (bonus > 0) or punishes (bonus < 0) a move; gravity keeps |value| ≤ HISTORY_MAX. */
  update(side: Color, m: Move, bonus: number): void {
    gravity(this.table, (side * FROM_NB + moveFrom(m)) * TO_NB + moveTo(m), bonus, HISTORY_MAX);
  }

  /** Forgets everything (new game, bench positions). */
  clear(): void {
    this.table.fill(0);
  }
}

/**
 * Continuation history: [context][piece-to of this move], where the context is the piece-to of a
 * move some plies earlier. One table serves every distance (1, 2 and 4 plies back), as in the
 * engines that introduced it: a pair that follows well at one distance tends to at others.
 */
export class ContinuationHistory {
  private readonly table = new Int16Array(PIECE_TO_NB * PIECE_TO_NB);

  /** The row offset of a context move (pass it to get/update). */
  static row(prev: Move): number {
    return pieceTo(prev) * PIECE_TO_NB;
  }

  /** Score of `m` after the context whose row is `row`. */
  get(row: number, m: Move): number {
    return this.table[row + pieceTo(m)]!;
  }

  /** Rewards or punishes `m` after the context `row`. */
  update(row: number, m: Move, bonus: number): void {
    gravity(this.table, row + pieceTo(m), bonus, HISTORY_MAX);
  }

  /** Forgets everything. */
  clear(): void {
    this.table.fill(0);
  }
}

/** Capture history: (piece, destination, captured type), for ordering captures beyond MVV-LVA. */
export class CaptureHistory {
  private readonly table = new Int16Array(PIECE_TO_NB * 16);

  /** Score of capture `m` taking a piece of type `captured`. */
  get(m: Move, captured: number): number {
    return this.table[pieceTo(m) * 16 + captured]!;
  }

  /** Rewards or punishes a capture. */
  update(m: Move, captured: number, bonus: number): void {
    gravity(this.table, pieceTo(m) * 16 + captured, bonus, HISTORY_MAX);
  }

  /** Forgets everything. */
  clear(): void {
    this.table.fill(0);
  }
}

/** Counter-moves: the quiet that last refuted each (piece, destination) of the opponent. */
export class CounterMoves {
  private readonly table = new Int32Array(PIECE_TO_NB);

  /** The counter-move to the opponent's `prev`, or MOVE_NONE. */
  get(prev: Move): Move {
    return this.table[pieceTo(prev)]!;
  }

  /** Remembers `m` as the answer to `prev`. */
  set(prev: Move, m: Move): void {
    this.table[pieceTo(prev)] = m;
  }

  /** Forgets everything. */
  clear(): void {
    this.table.fill(MOVE_NONE);
  }
}
