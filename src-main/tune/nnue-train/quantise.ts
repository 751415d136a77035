/**
 * Float trainer weights ⇄ YaneuraOu's integer halfkp_256x2-32-32 layout (net.ts / writeNnue).
 *
 * The float net's units (native/src/train/float_net.h) make the integer arithmetic of
 * ts-backend.ts compute the same function:
 * - feature transformer: int16 = round(127 w); an accumulator of 1.0 is 127, the clipped input;
 * - hidden layers: int8 weight = round(64 w), int32 bias = round(64 · 127 b), so that
 *   (b + W·x) >> 6 = 127 (b_f + W_f·x_f);
 * - output: the float output y is eval / 600 and the engine's eval is raw / FV_SCALE (16), so
 *   raw = 9600 y: int8 weight = round(w · 9600 / 127), int32 bias = round(9600 b).
 * - the hidden layers' `>> 6` floors: half a step (32) goes into their int32 biases so that it
 *   rounds to nearest (`dequantise` takes it out again).
 * Values beyond their type's range are clipped to it and counted (`QuantiseReport`).
 */
import {
  FE_END,
  FEATURE_COUNT,
  HALF_DIMS,
  L1_IN,
  L1_OUT,
  L2_OUT,
} from '../../engine/eval/nnue/format.ts';
import {
  applyFactorBase,
  FACTOR_ROWS,
  relativeRow,
  type NetFactors,
} from '../../engine/eval/nnue/packed-net.ts';
import { FV_SCALE } from '../../engine/eval/nnue/params.ts';
import { emptyNet, type NnueNet } from '../../engine/eval/nnue/net.ts';
import type { FloatWeights } from './train-addon.ts';

/** The float output y is eval / OUTPUT_SCALE (the loss is on sigmoid(eval / 600)). */
export const OUTPUT_SCALE = 600;
const FT_SCALE = 127;
const HIDDEN_SCALE = 64;
const HIDDEN_SHIFT = 6;
const OUT_WEIGHT_SCALE = (OUTPUT_SCALE * FV_SCALE) / FT_SCALE;
const OUT_BIAS_SCALE = OUTPUT_SCALE * FV_SCALE;

/** Clipped values per tensor (each with the tensor's size). */
export interface QuantiseReport {
  tensors: { name: string; clipped: number; size: number }[];
  totalClipped: number;
}

/** Offsets of the dense tensors in FloatWeights.dense for the standard shape. */
const W1 = 0;
const B1 = W1 + L1_IN * L1_OUT;
const W2 = B1 + L1_OUT;
const B2 = W2 + L1_OUT * L2_OUT;
const W3 = B2 + L2_OUT;
const B3 = W3 + L2_OUT;
export const DENSE_SIZE = B3 + 1;
/** Half of the hidden layers' shift step, in float bias units (32 / (64 · 127)). */
const ROUNDING = (1 << (HIDDEN_SHIFT - 1)) / (HIDDEN_SCALE * FT_SCALE);

/** Rounds v·scale into [lo, hi], counting clipped values. */
function quant(v: number, scale: number, lo: number, hi: number, count: { n: number }): number {
  const q = Math.round(v * scale);
  if (q < lo || q > hi) {
    count.n++;
    return q < lo ? lo : hi;
  }
  return q;
}

/** The integer net for float weights of the standard shape (256, 32, 32). */
export function quantise(w: FloatWeights): { net: NnueNet; report: QuantiseReport } {
  if (w.ftBias.length !== HALF_DIMS || w.dense.length !== DENSE_SIZE)
    throw new Error('quantise: weights are not of the halfkp_256x2-32-32 shape');
  const net = emptyNet('dense');
  const tensors: QuantiseReport['tensors'] = [];
  const run = (name: string, size: number, fill: (c: { n: number }) => void): void => {
    const c = { n: 0 };
    fill(c);
    tensors.push({ name, clipped: c.n, size });
  };
  const I16 = [-32768, 32767] as const,
    I8 = [-128, 127] as const,
    I32 = [-(2 ** 31), 2 ** 31 - 1] as const;
  run('feature weights', FEATURE_COUNT * HALF_DIMS, (c) => {
    // 32 M values: a plain loop (through `quant` it took seconds).
    const src = w.ftWeights,
      dst = net.ftWeights;
    let clipped = 0;
    for (let i = 0; i < src.length; i++) {
      const q = Math.round(src[i]! * FT_SCALE);
      if (q > 32767 || q < -32768) clipped++;
      dst[i] = q > 32767 ? 32767 : q < -32768 ? -32768 : q;
    }
    c.n = clipped;
  });
  run('feature biases', HALF_DIMS, (c) => {
    for (let j = 0; j < HALF_DIMS; j++) net.ftBias[j] = quant(w.ftBias[j]!, FT_SCALE, ...I16, c);
  });
  // Float weights are input-major (w[i][o]); the file is output-major (w[o][i]).
  const layer = (at: number, nIn: number, nOut: number, out: Int8Array, c: { n: number }): void => {
    for (let i = 0; i < nIn; i++)
      for (let o = 0; o < nOut; o++)
        out[o * nIn + i] = quant(w.dense[at + i * nOut + o]!, HIDDEN_SCALE, ...I8, c);
  };
  run('layer-1 weights', L1_IN * L1_OUT, (c) => layer(W1, L1_IN, L1_OUT, net.l1Weights, c));
  run('layer-2 weights', L1_OUT * L2_OUT, (c) => layer(W2, L1_OUT, L2_OUT, net.l2Weights, c));
  // The hidden layers shift right by 6, which floors; half a step (32) added to the bias makes
  // it round to nearest, removing a bias of half an activation step per layer.
  run('hidden biases', L1_OUT + L2_OUT, (c) => {
    for (let o = 0; o < L1_OUT; o++)
      net.l1Bias[o] = quant(w.dense[B1 + o]! + ROUNDING, HIDDEN_SCALE * FT_SCALE, ...I32, c);
    for (let o = 0; o < L2_OUT; o++)
      net.l2Bias[o] = quant(w.dense[B2 + o]! + ROUNDING, HIDDEN_SCALE * FT_SCALE, ...I32, c);
  });
  run('output weights', L2_OUT, (c) => {
    for (let i = 0; i < L2_OUT; i++)
      net.outWeights[i] = quant(w.dense[W3 + i]!, OUT_WEIGHT_SCALE, ...I8, c);
  });
  run('output bias', 1, (c) => {
    net.outBias = quant(w.dense[B3]!, OUT_BIAS_SCALE, ...I32, c);
  });
  return { net, report: { tensors, totalClipped: tensors.reduce((s, t) => s + t.clipped, 0) } };
}

/** Float weights of an integer net (`--init`): the inverse of `quantise` up to rounding. */
export function dequantise(net: NnueNet): FloatWeights {
  const ftWeights = new Float32Array(FEATURE_COUNT * HALF_DIMS);
  for (let i = 0; i < ftWeights.length; i++) ftWeights[i] = net.ftWeights[i]! / FT_SCALE;
  return { ftWeights, ...dequantiseRest(net) };
}

/** The feature biases and dense layers of an integer net in float units (both `--init` forms). */
function dequantiseRest(net: NnueNet): Pick<FloatWeights, 'ftBias' | 'dense'> {
  const ftBias = Float32Array.from(net.ftBias, (v) => v / FT_SCALE);
  const dense = new Float32Array(DENSE_SIZE);
  const layer = (at: number, nIn: number, nOut: number, src: Int8Array): void => {
    for (let i = 0; i < nIn; i++)
      for (let o = 0; o < nOut; o++) dense[at + i * nOut + o] = src[o * nIn + i]! / HIDDEN_SCALE;
  };
  layer(W1, L1_IN, L1_OUT, net.l1Weights);
  layer(W2, L1_OUT, L2_OUT, net.l2Weights);
  for (let o = 0; o < L1_OUT; o++)
    dense[B1 + o] = net.l1Bias[o]! / (HIDDEN_SCALE * FT_SCALE) - ROUNDING;
  for (let o = 0; o < L2_OUT; o++)
    dense[B2 + o] = net.l2Bias[o]! / (HIDDEN_SCALE * FT_SCALE) - ROUNDING;
  for (let i = 0; i < L2_OUT; i++) dense[W3 + i] = net.outWeights[i]! / OUT_WEIGHT_SCALE;
  dense[B3] = net.outBias / OUT_BIAS_SCALE;
  return { ftBias, dense };
}

/**
 * Every trainer row of a packed net with factor rows (`--init` of a generation): the HalfKP
 * residuals over the factor base, then P, K and R, in the trainer's float units. Why not the
 * coalesced sums: the net keeps learning through its factors, and the residuals stay small, so
 * the next generation still packs small. A residual whose base was clamped is off by the clamp.
 */
export function dequantiseRows(net: NnueNet, factors: NetFactors): FloatWeights {
  const residual = Int16Array.from(net.ftWeights);
  applyFactorBase(residual, factors, -1);
  const h = HALF_DIMS;
  const rows = new Float32Array(
    (FEATURE_COUNT + FACTOR_ROWS.p + FACTOR_ROWS.k + FACTOR_ROWS.r) * h,
  );
  let at = 0;
  for (const part of [residual, factors.p, factors.k, factors.r]) {
    for (let i = 0; i < part.length; i++) rows[at + i] = part[i]! / FT_SCALE;
    at += part.length;
  }
  return { ftWeights: rows, ...dequantiseRest(net) };
}

/**
 * The feature weights of a factorised float net (every trainer row: HalfKP, then P, K, R; see
 * native/src/train/float_net.h) quantised part by part: each factor row and each HalfKP row is
 * rounded on its own, and a HalfKP weight is clamp16(H + P + K + R) of the rounded parts. This is
 * within 2 units of rounding the sum at once, and it lets a packed net (packed-net.ts) store the
 * factor rows and the small HalfKP residuals instead of 64 MB of sums.
 */
export function quantiseFactorised(rows: Float32Array): {
  ftWeights: Int16Array;
  factors: NetFactors;
  clipped: number;
} {
  const h = HALF_DIMS;
  const pAt = FEATURE_COUNT * h,
    kAt = pAt + FACTOR_ROWS.p * h,
    rAt = kAt + FACTOR_ROWS.k * h;
  if (rows.length !== rAt + FACTOR_ROWS.r * h)
    throw new Error('quantiseFactorised: rows are not the halfkp_256x2-32-32 trainer rows');
  let clipped = 0;
  const q16 = (from: number, count: number): Int16Array => {
    const out = new Int16Array(count);
    for (let i = 0; i < count; i++) {
      const q = Math.round(rows[from + i]! * FT_SCALE);
      if (q > 32767 || q < -32768) clipped++;
      out[i] = q > 32767 ? 32767 : q < -32768 ? -32768 : q;
    }
    return out;
  };
  const factors: NetFactors = {
    p: q16(pAt, FACTOR_ROWS.p * h),
    k: q16(kAt, FACTOR_ROWS.k * h),
    r: q16(rAt, FACTOR_ROWS.r * h),
  };
  const ftWeights = new Int16Array(FEATURE_COUNT * h);
  for (let f = 0; f < FEATURE_COUNT; f++) {
    // Why per part: the packed net rebuilds exactly these sums from the stored parts.
    const k = Math.floor(f / FE_END),
      bp = f % FE_END,
      rel = relativeRow(k, bp);
    for (let j = 0; j < h; j++) {
      const s =
        Math.round(rows[f * h + j]! * FT_SCALE) +
        factors.p[bp * h + j]! +
        factors.k[k * h + j]! +
        (rel < 0 ? 0 : factors.r[rel * h + j]!);
      if (s > 32767 || s < -32768) clipped++;
      ftWeights[f * h + j] = s > 32767 ? 32767 : s < -32768 ? -32768 : s;
    }
  }
  return { ftWeights, factors, clipped };
}
