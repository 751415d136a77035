/**
 * The pure-TypeScript NNUE backend: the reference arithmetic, bit-identical to native/src:
 * int16 wrapping accumulators (Int16Array stores wrap), L1 input clamp(acc, 0, 127) with the
 * side to move first, hidden layers clamp((b + W·x) >> 6, 0, 127) with int32 wrapping sums, and
 * the raw output b + w·h.
 *
 * The arithmetic follows YaneuraOu (github.com/yaneurao/YaneuraOu, source/eval/nnue/), read for
 * facts only: `nnue_feature_transformer.h` Transform — perspectives {side to move, other}, each
 * accumulator packed with signed saturation to int8 then max(·, 0), i.e. clamp(acc, 0, 127);
 * the accumulator is int16 (BiasType/WeightType int16_t) updated with add/sub_epi16, which wrap;
 * `layers/clipped_relu.h` — clamp(x >> kWeightScaleBits, 0, 127) with kWeightScaleBits = 6;
 * `layers/affine_transform.h` — int32 bias + Σ int8 weight × uint8 input; `evaluate_nnue.cpp`
 * ComputeScore — output[0] / FV_SCALE (C++ integer division truncates toward zero).
 */
import type { NnueBackend } from './backend.ts';
import * as format from './format.ts';
import * as features from './features.ts';
import type { NnueNet } from './net.ts';
import { RefreshCache } from './refresh-cache.ts';

// Module-local copies: under tsx, imported bindings are getter calls, far too slow in hot loops.
const HALF_DIMS = format.HALF_DIMS;
const L1_IN = format.L1_IN;
const L1_OUT = format.L1_OUT;
const L2_OUT = format.L2_OUT;
const KIND_REFRESH = features.KIND_REFRESH;
const KIND_MOVE = features.KIND_MOVE;
const KIND_BOARD = features.KIND_BOARD;
const decodeBoardBlock = features.decodeBoardBlock;
const decodeMoveBlock = features.decodeMoveBlock;
const SLOT_BLOCK = features.SLOT_BLOCK;
const SLOT_STRIDE = features.SLOT_STRIDE;
const WEIGHT_SHIFT = 6;

/**
 * Two int8 weights per float64: output o and o + 16 of input i as w[o+16]·2^26 + w[o]. A sum of
 * up to 512 products x·w (|x| ≤ 127, |w| ≤ 128) stays below 2^23 in magnitude, so both halves
 * add up exactly in one double (< 2^53) and split apart again without rounding: half the
 * multiply-adds of the plain loop.
 */
const PACK = 2 ** 26;

/** Packs output-major [32][nIn] int8 weights as input-major [nIn][16] pairs. */
function packColumns(rows: Int8Array, nIn: number): Float64Array {
  const packed = new Float64Array(nIn * 16);
  for (let i = 0; i < nIn; i++)
    for (let k = 0; k < 16; k++)
      packed[i * 16 + k] = rows[(k + 16) * nIn + i]! * PACK + rows[k * nIn + i]!;
  return packed;
}

export class TsBackend implements NnueBackend {
  readonly kind = 'ts';
  readonly capacity: number;
  private readonly acc: Int16Array;
  private readonly ftBias: Int16Array;
  private readonly ftWeights: Int16Array;
  private readonly l1Bias: Int32Array;
  private readonly l1Packed: Float64Array;
  private readonly l2Bias: Int32Array;
  private readonly l2Packed: Float64Array;
  private readonly outBias: number;
  private readonly outWeights: Int8Array;
  private readonly input = new Int32Array(L1_IN);
  private readonly nonzero = new Int32Array(L1_IN);
  private readonly cache: RefreshCache;
  private readonly sums = new Float64Array(16);
  private readonly hidden1 = new Int32Array(L1_OUT);
  private readonly hidden2 = new Int32Array(L2_OUT);
  /** Feature changes decoded from a move record (removed, then added). */
  private readonly delta = new Int32Array(4);
  /** Active features decoded from a board record. */
  private readonly active = new Int32Array(format.MAX_ACTIVE);

  constructor(
    net: NnueNet,
    readonly slots: Int32Array,
  ) {
    this.capacity = Math.floor(slots.length / SLOT_STRIDE);
    this.acc = new Int16Array(this.capacity * 2 * HALF_DIMS);
    this.ftBias = net.ftBias;
    this.ftWeights = net.ftWeights;
    this.cache = new RefreshCache(net.ftWeights, net.ftBias);
    this.l1Bias = net.l1Bias;
    this.l1Packed = packColumns(net.l1Weights, L1_IN);
    this.l2Bias = net.l2Bias;
    this.l2Packed = packColumns(net.l2Weights, L1_OUT);
    this.outBias = net.outBias;
    this.outWeights = net.outWeights;
  }

  evaluate(from: number, to: number, stm: 0 | 1): number {
    if (to < 0 || to >= this.capacity)
      throw new RangeError(`NNUE: ply ${to} outside the accumulator stack`);
    for (let r = Math.max(from, 0); r <= to; r++) {
      this.applyBlock(r, 0);
      this.applyBlock(r, 1);
    }
    return this.propagate(to, stm);
  }

  /** Updates one perspective's accumulator at ply r from its slot block. */
  private applyBlock(r: number, c: number): void {
    const slots = this.slots,
      acc = this.acc,
      w = this.ftWeights;
    const b = r * SLOT_STRIDE + c * SLOT_BLOCK;
    const dst = (r * 2 + c) * HALF_DIMS;
    if (slots[b] === KIND_REFRESH) {
      this.cache.build(c, slots.subarray(b + 3, b + 3 + slots[b + 1]!), acc, dst);
      return;
    }
    if (slots[b] === KIND_BOARD) {
      decodeBoardBlock(slots, b, c as 0 | 1, this.active);
      this.cache.build(c, this.active, acc, dst);
      return;
    }
    if (r === 0) throw new Error('NNUE: ply 0 needs a refresh slot');
    let removed: number, added: number, idx: Int32Array, first: number;
    if (slots[b] === KIND_MOVE) {
      // A move record: derive the feature changes first.
      removed = added = decodeMoveBlock(slots, b, c as 0 | 1, this.delta);
      idx = this.delta;
      first = 0;
    } else {
      removed = slots[b + 1]!;
      added = slots[b + 2]!;
      idx = slots;
      first = b + 3;
    }
    acc.copyWithin(dst, dst - 2 * HALF_DIMS, dst - HALF_DIMS);
    if (removed === 1 && added === 1) {
      // The common quiet move: one fused pass.
      const rr = idx[first]! * HALF_DIMS,
        ra = idx[first + 1]! * HALF_DIMS;
      for (let j = 0; j < HALF_DIMS; j++) acc[dst + j] = acc[dst + j]! - w[rr + j]! + w[ra + j]!;
      return;
    }
    for (let i = 0; i < removed + added; i++) {
      const row = idx[first + i]! * HALF_DIMS;
      if (i < removed)
        for (let j = 0; j < HALF_DIMS; j++) acc[dst + j] = acc[dst + j]! - w[row + j]!;
      else for (let j = 0; j < HALF_DIMS; j++) acc[dst + j] = acc[dst + j]! + w[row + j]!;
    }
  }

  /** Runs the three layers on the accumulators of ply r. */
  private propagate(r: number, stm: 0 | 1): number {
    const acc = this.acc,
      input = this.input;
    const us = (r * 2 + stm) * HALF_DIMS,
      them = (r * 2 + (stm ^ 1)) * HALF_DIMS;
    // Clamp to the first-layer input and list the nonzero inputs (the layer only visits those).
    const nz = this.nonzero;
    let n = 0;
    for (let j = 0; j < HALF_DIMS; j++) {
      const a = acc[us + j]!;
      const v = a < 0 ? 0 : a > 127 ? 127 : a;
      input[j] = v;
      nz[n] = j;
      n += v === 0 ? 0 : 1;
    }
    for (let j = 0; j < HALF_DIMS; j++) {
      const b = acc[them + j]!;
      const v = b < 0 ? 0 : b > 127 ? 127 : b;
      input[HALF_DIMS + j] = v;
      nz[n] = HALF_DIMS + j;
      n += v === 0 ? 0 : 1;
    }
    this.affine(input, nz, n, this.l1Packed, this.l1Bias, this.hidden1);
    n = 0;
    for (let j = 0; j < L1_OUT; j++) {
      nz[n] = j;
      n += this.hidden1[j] === 0 ? 0 : 1;
    }
    this.affine(this.hidden1, nz, n, this.l2Packed, this.l2Bias, this.hidden2);
    let sum = 0;
    for (let i = 0; i < L2_OUT; i++) sum += this.outWeights[i]! * this.hidden2[i]!;
    return (this.outBias + sum) | 0;
  }

  /** out = clamp((bias + W·x) >> 6, 0, 127) for 32 outputs, over the listed nonzero inputs. */
  private affine(
    x: Int32Array,
    nonzero: Int32Array,
    count: number,
    w: Float64Array,
    bias: Int32Array,
    out: Int32Array,
  ): void {
    // Sixteen named accumulators keep the sums in registers (a loop over an array does not).
    let s0 = 0,
      s1 = 0,
      s2 = 0,
      s3 = 0,
      s4 = 0,
      s5 = 0,
      s6 = 0,
      s7 = 0;
    let s8 = 0,
      s9 = 0,
      s10 = 0,
      s11 = 0,
      s12 = 0,
      s13 = 0,
      s14 = 0,
      s15 = 0;
    for (let t = 0; t < count; t++) {
      const i = nonzero[t]!;
      const xi = x[i]!;
      const b = i * 16;
      s0 += xi * w[b]!;
      s1 += xi * w[b + 1]!;
      s2 += xi * w[b + 2]!;
      s3 += xi * w[b + 3]!;
      s4 += xi * w[b + 4]!;
      s5 += xi * w[b + 5]!;
      s6 += xi * w[b + 6]!;
      s7 += xi * w[b + 7]!;
      s8 += xi * w[b + 8]!;
      s9 += xi * w[b + 9]!;
      s10 += xi * w[b + 10]!;
      s11 += xi * w[b + 11]!;
      s12 += xi * w[b + 12]!;
      s13 += xi * w[b + 13]!;
      s14 += xi * w[b + 14]!;
      s15 += xi * w[b + 15]!;
    }
    const sums = this.sums;
    sums[0] = s0;
    sums[1] = s1;
    sums[2] = s2;
    sums[3] = s3;
    sums[4] = s4;
    sums[5] = s5;
    sums[6] = s6;
    sums[7] = s7;
    sums[8] = s8;
    sums[9] = s9;
    sums[10] = s10;
    sums[11] = s11;
    sums[12] = s12;
    sums[13] = s13;
    sums[14] = s14;
    sums[15] = s15;
    for (let k = 0; k < 16; k++) {
      const packed = sums[k]!;
      const high = Math.round(packed / PACK);
      out[k] = clippedRelu(bias[k]!, packed - high * PACK);
      out[k + 16] = clippedRelu(bias[k + 16]!, high);
    }
  }
}

/** clamp((bias + sum) >> 6, 0, 127) with the int32 wrap-around of the native sums. */
function clippedRelu(bias: number, sum: number): number {
  const v = ((bias + sum) | 0) >> WEIGHT_SHIFT;
  return v < 0 ? 0 : v > 127 ? 127 : v;
}
