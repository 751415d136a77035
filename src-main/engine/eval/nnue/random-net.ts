/**
 * Seeded random networks for tests and benchmarks (no public net can be downloaded here).
 *
 * - `wild`: every weight and bias over its type's full range, so int16 accumulators wrap, layer
 *   sums saturate the clamps and int32 biases are extreme: it exercises every corner of the
 *   arithmetic the backends must agree on.
 * - `realistic`: small weights so accumulators mostly stay in range and about `density` of the
 *   512 first-layer inputs are nonzero, like a trained net; benchmarks use it.
 */
import type { NnueArchitecture } from './format.ts';
import { emptyNet, type NnueNet } from './net.ts';
import { mulberry32Uint } from '../../prng.ts';

export interface RandomNetOptions {
  seed: number;
  architecture?: NnueArchitecture;
  kind?: 'wild' | 'realistic';
  /** realistic only: the wanted share of nonzero first-layer inputs (0..1), default 0.35. */
  density?: number;
}

/** Fills an array with integers uniform in [lo, hi]. */
function fill(
  arr: Int8Array | Int16Array | Int32Array,
  rng: () => number,
  lo: number,
  hi: number,
): void {
  const span = hi - lo + 1;
  for (let i = 0; i < arr.length; i++) arr[i] = lo + (span >= 2 ** 32 ? rng() : rng() % span);
}

/** A network with seeded random weights. */
export function randomNet(options: RandomNetOptions): NnueNet {
  const rng = mulberry32Uint(options.seed);
  const net = emptyNet(options.architecture ?? 'dense');
  if ((options.kind ?? 'realistic') === 'wild') {
    fill(net.ftBias, rng, -32768, 32767);
    fill(net.ftWeights, rng, -32768, 32767);
    for (const b of [net.l1Bias, net.l2Bias]) fill(b, rng, -(2 ** 31), 2 ** 31 - 1);
    for (const w of [net.l1Weights, net.l2Weights, net.outWeights]) fill(w, rng, -128, 127);
    net.outBias = rng() | 0;
    return net;
  }
  // Accumulator ≈ bias + Σ38 rows of uniform[-12, 12] (sd ≈ 43): shifting the bias sets the
  // share of positive accumulators, i.e. the first layer's input density.
  const density = options.density ?? 0.35;
  const centre = Math.round(43 * inverseNormal(density));
  fill(net.ftBias, rng, centre - 16, centre + 16);
  fill(net.ftWeights, rng, -12, 12);
  fill(net.l1Bias, rng, -2000, 2000);
  fill(net.l1Weights, rng, -20, 20);
  fill(net.l2Bias, rng, -2000, 2000);
  fill(net.l2Weights, rng, -40, 40);
  fill(net.outWeights, rng, -127, 127);
  net.outBias = (rng() % 20001) - 10000;
  return net;
}

/** z such that P(N(0,1) < z) = p (a rational approximation, plenty for picking a bias). */
function inverseNormal(p: number): number {
  const q = Math.min(Math.max(p, 0.001), 0.999);
  const t = Math.sqrt(-2 * Math.log(q < 0.5 ? q : 1 - q));
  const z =
    t -
    (2.515517 + 0.802853 * t + 0.010328 * t * t) /
      (1 + 1.432788 * t + 0.189269 * t * t + 0.001308 * t * t * t);
  return q < 0.5 ? -z : z;
}
