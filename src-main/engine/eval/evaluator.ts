/**
 * The one interface every static evaluation implements (classical, NNUE native, NNUE TS).
 *
 * The search owns one Evaluator and calls the hooks around every do/undo, so an evaluator can
 * keep incremental state (NNUE accumulators, material counters) per ply. Hooks are called
 * AFTER `pos.doMove(m)` and BEFORE `pos.undoMove(m)`, so the evaluator sees the position the
 * change belongs to. Lazy evaluators may only record the change and do the work in `evaluate`.
 */
import type { Position } from '../../shared/rules/position.ts';
import type { Move } from '../../shared/rules/types.ts';

/** Names reported by the `eval` USI command (`info string eval <cp> evaluator <name>`). */
export type EvaluatorName = 'classical' | 'nnue-native' | 'nnue-ts' | 'material';

export interface Evaluator {
  /** Which evaluation this is, as shown to the user. */
  readonly name: EvaluatorName;
  /** Forget all incremental state and start from `pos` (a new root). */
  reset(pos: Position): void;
  /** `pos.doMove(m)` has just been played. */
  onDoMove(pos: Position, m: Move): void;
  /** `pos.undoMove(m)` is about to be played (pos is still the position after m). */
  onUndoMove(pos: Position, m: Move): void;
  /** A null move has just been made (side to move flipped, board unchanged). */
  onDoNullMove(pos: Position): void;
  /** The null move is about to be undone. */
  onUndoNullMove(pos: Position): void;
  /** Static score in centipawns from the side to move's point of view. */
  evaluate(pos: Position): number;
}

/**
 * Plays `m`, evaluates the child through the hooks and takes it back, as the search does at a
 * leaf; with no evaluator only the move is made and unmade (the benchmarks' do/undo baseline).
 */
export function evaluateChild(pos: Position, m: Move, ev: Evaluator | null): number {
  pos.doMove(m);
  let score = 0;
  if (ev) {
    ev.onDoMove(pos, m);
    score = ev.evaluate(pos);
    ev.onUndoMove(pos, m);
  }
  pos.undoMove(m);
  return score;
}
