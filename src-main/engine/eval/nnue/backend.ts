/**
 * What an NNUE backend does: keep a per-ply accumulator stack fed from the shared slot buffer
 * (features.ts) and run the network. The native addon and the pure-TS code implement it with
 * bit-identical arithmetic.
 */

export type NnueBackendKind = 'native' | 'ts';

export interface NnueBackend {
  readonly kind: NnueBackendKind;
  /** The shared feature slots (SLOT_STRIDE int32 per ply) this backend reads. */
  readonly slots: Int32Array;
  /** Number of plies of accumulator stack. */
  readonly capacity: number;
  /**
   * Brings the accumulators of plies `from..to` up to date from their slots (each from the
   * previous ply, or from scratch for a refresh block), then returns the raw network output at
   * ply `to` (int32, before the FV_SCALE division) for side to move `stm`.
   */
  evaluate(from: number, to: number, stm: 0 | 1): number;
  /** Native only: CPU ns of `evaluate`'s work without the JS↔C++ crossing (benchmarks). */
  timeKernel?(from: number, to: number, stm: 0 | 1, iterations: number): number;
}
