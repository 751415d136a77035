/**
 * The NNUE Evaluator the search uses. do/undo hooks only record feature deltas in the shared slot
 * buffer (a few table look-ups; a full feature list when a king moves); the accumulators are
 * brought up to date lazily in `evaluate`, from the deepest ply still valid on the current line.
 */
import type { Evaluator } from '../evaluator.ts';
import type { Position } from '../../../shared/rules/position.ts';
import type { Move } from '../../../shared/rules/types.ts';
import type { NnueBackend } from './backend.ts';
import * as features from './features.ts';
import type { NnueBoard, NnuePositionCheck } from './features.ts';
import * as params from './params.ts';

// Module-local copies: under tsx, imported bindings are getter calls, too slow per move.
const { checkNnuePosition, writeMove, writeNullMove, writeRefreshBoth } = features;
const { FV_SCALE, NNUE_MAX_EVAL } = params;

/** Which backend evaluates, and why that one (for a USI `info string`). */
export interface NnueBackendInfo {
  name: 'nnue-native' | 'nnue-ts';
  /** The native kernel in use ('avx512vnni', 'avx2', 'sse2', 'neon-dotprod', 'neon', 'scalar'); null for the TS backend. */
  kernel: string | null;
  reason: string;
}

/** Network output → centipawns: truncating division by FV_SCALE, clamped to ±NNUE_MAX_EVAL. */
export function toCentipawns(raw: number): number {
  const v = (raw / FV_SCALE) | 0;
  return v > NNUE_MAX_EVAL ? NNUE_MAX_EVAL : v < -NNUE_MAX_EVAL ? -NNUE_MAX_EVAL : v;
}

export class NnueEvaluator implements Evaluator {
  readonly name: 'nnue-native' | 'nnue-ts';
  /** Current ply relative to the last reset (the accumulator stack index). */
  private ply = 0;
  /** Accumulators of plies 0..computedTo are valid for the current line. */
  private computedTo = -1;
  /** Evaluator used from a root NNUE cannot evaluate (set with `setFallback`). */
  private fallback: Evaluator | null = null;
  /** True while the current root is handled by the fallback. */
  private delegating = false;
  /** Why the last root went to the fallback (for an `info string`), or null. */
  lastRefusal: Extract<NnuePositionCheck, { ok: false }>['error'] | null = null;

  constructor(
    private readonly backend: NnueBackend,
    readonly info: NnueBackendInfo,
  ) {
    this.name = info.name;
  }

  /** One line for `info string`: evaluator, kernel and why this backend. */
  describe(): string {
    return `${this.info.name}${this.info.kernel ? ` (${this.info.kernel})` : ''}: ${this.info.reason}`;
  }

  /**
   * Hands roots NNUE cannot evaluate (minishogi, a missing king, more than standard material) to
   * `fallback` (e.g. the classical evaluator) until the next reset; `lastRefusal` says why.
   */
  setFallback(fallback: Evaluator | null): void {
    this.fallback = fallback;
  }

  /**
   * Starts from a new root. A position NNUE cannot evaluate goes to the fallback evaluator;
   * without one it throws (callers can ask `checkNnuePosition` first for a typed error).
   */
  reset(pos: Position): void {
    const check = checkNnuePosition(pos);
    this.delegating = !check.ok;
    this.lastRefusal = check.ok ? null : check.error;
    if (!check.ok) {
      if (!this.fallback) throw new Error(`${check.error.code}: ${check.error.message}`);
      this.fallback.reset(pos);
      return;
    }
    this.ply = 0;
    this.computedTo = -1;
    writeRefreshBoth(this.backend.slots, 0, pos);
  }

  onDoMove(pos: Position, m: Move): void {
    if (this.delegating) return this.fallback!.onDoMove(pos, m);
    this.push();
    writeMove(this.backend.slots, this.ply, pos, m);
  }

  onUndoMove(pos: Position, m: Move): void {
    if (this.delegating) return this.fallback!.onUndoMove(pos, m);
    this.pop();
  }

  onDoNullMove(pos: Position): void {
    if (this.delegating) return this.fallback!.onDoNullMove(pos);
    this.push();
    writeNullMove(this.backend.slots, this.ply);
  }

  onUndoNullMove(pos: Position): void {
    if (this.delegating) return this.fallback!.onUndoNullMove(pos);
    this.pop();
  }

  evaluate(pos: Position): number {
    if (this.delegating) return this.fallback!.evaluate(pos);
    return toCentipawns(this.rawOutput(pos));
  }

  /**
   * Recomputes both perspectives of the current ply from the board (as a king move does for one)
   * and evaluates: the benchmark's "full refresh", and the tests' yardstick for incremental updates.
   */
  refreshAndEvaluate(pos: Position): number {
    writeRefreshBoth(this.backend.slots, this.ply, pos);
    if (this.computedTo >= this.ply) this.computedTo = this.ply - 1;
    return this.evaluate(pos);
  }

  /**
   * Native backend only (null otherwise): CPU ns of the kernels alone, repeated on the current
   * position with its weight rows hot in cache: the update from the previous ply plus propagation
   * (the last move's deltas; call after evaluating the parent), then a refresh of both sides.
   */
  timeKernels(pos: Position, iterations: number): { update: number; refresh: number } | null {
    const time = this.backend.timeKernel?.bind(this.backend);
    if (!time || this.ply === 0) return null;
    this.rawOutput(pos);
    const update = time(this.ply, this.ply, pos.sideToMove, iterations);
    this.refreshAndEvaluate(pos);
    const refresh = time(this.ply, this.ply, pos.sideToMove, iterations);
    return { update, refresh };
  }

  /** The network's int32 output (before FV_SCALE) for the side to move; tests compare backends on it. */
  rawOutput(pos: NnueBoard): number {
    const raw = this.backend.evaluate(this.computedTo + 1, this.ply, pos.sideToMove);
    this.computedTo = this.ply;
    return raw;
  }

  /** Enters the next ply; its slot is about to be rewritten, so its accumulator is stale. */
  private push(): void {
    this.ply++;
    if (this.ply >= this.backend.capacity)
      throw new Error(`NNUE: more than ${this.backend.capacity - 1} plies without reset`);
    if (this.computedTo >= this.ply) this.computedTo = this.ply - 1;
  }

  private pop(): void {
    this.ply--;
    if (this.computedTo > this.ply) this.computedTo = this.ply;
  }
}
