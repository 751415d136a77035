/**
 * Messages between the main search thread (helper-pool.ts) and a Lazy SMP helper thread
 * (helper-worker.ts), structured-clone objects. Shared memory travels in `workerData` and in
 * `configure` (the table is replaced when USI_Hash changes).
 */
import type { PositionSpec } from '../engine.ts';
import type { EngineOptions } from '../options.ts';
import type { GoParams } from '../../shared/usi-protocol.ts';

/** A helper's start-up data. */
export interface HelperInit {
  /** 1-based helper number. */
  index: number;
  /** The USI signal words, shared with the front-end and the main search thread. */
  signals: SharedArrayBuffer;
  /** Float64 node counts, one slot per thread. */
  nodes: SharedArrayBuffer;
  /** The result board (result-board.ts). */
  results: SharedArrayBuffer;
  /** The transposition table's generation word. */
  ttState: SharedArrayBuffer;
  /** The transposition table. */
  ttTable: SharedArrayBuffer;
}

/** Main search thread → helper. */
export type HelperRequest =
  /** `sharedNet`: the main thread's native net (the weights are shared, not loaded again). */
  | { type: 'configure'; options: EngineOptions; ttTable: SharedArrayBuffer; sharedNet?: number }
  | { type: 'newgame' }
  | { type: 'go'; position: PositionSpec; params: GoParams };

/** Helper → main search thread: one reply per configure and per go (its results are on the board). */
export type HelperReply = { type: 'configured' } | { type: 'done' };
