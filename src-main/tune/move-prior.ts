/**
 * Trains the classical evaluation's move prior (engine/eval/classical/move-prior.ts) from expert
 * positions: for every table key, how many legal moves had it (available) and how many of those
 * the expert played, smoothed towards the average rate and stored as a log-ratio in 1/16 nat.
 * Only training positions may go in (never the validation split).
 */
import { FeatureExtractor, dot } from '../engine/eval/classical/extract.ts';
import { FEATURE_COUNT } from '../engine/eval/classical/feature-set.ts';
import { ExpertChildren } from './expert-children.ts';
import {
  PRIOR_SIZE,
  PRIOR_TABLES,
  emptyMovePrior,
  type MovePrior,
  type PriorTable,
} from '../engine/eval/classical/move-prior.ts';
import type { ExpertPosition } from './expert-positions.ts';
import { foldOf } from './folds.ts';

/** Pseudo-count pulling a key's rate towards the table's average rate. */
const SMOOTHING = 20;
/** Units per nat of the stored log-ratios. */
const SCALE = 16;

/** Every legal move's table keys, position by position, and which move the expert played. */
export interface PriorSamples {
  /** keys[(child * PRIOR_TABLES.length) + t]. */
  keys: Int32Array;
  /** Children of position p: childStart[p] .. childStart[p+1]. */
  childStart: Int32Array;
  /** Expert child (global index) of each position. */
  expert: Int32Array;
  positions: number;
  /** Each child's score under the given linear weights (prior features 0), in centipawns; null without weights. */
  offset: Float32Array | null;
  /** Weight of each position in the fit (1 unless the caller weighs sources). */
  weight: Float32Array;
  /** Index in the input positions of each sample position (invalid ones are left out). */
  input: Int32Array;
}

/**
 * Plays every legal move of every position once and records its prior keys; with `weights`,
 * also each child's score under them, so the tables can be fitted on top of that evaluation.
 */
export function collectSamples(
  positions: readonly ExpertPosition[],
  weights?: ArrayLike<number>,
  weightOf: (ep: ExpertPosition) => number = () => 1,
): PriorSamples {
  const T = PRIOR_TABLES.length;
  let keys = new Int32Array(1 << 20);
  const childStart = [0];
  const expertAt: number[] = [];
  const walker = new ExpertChildren();
  // The empty prior leaves the prior features 0, so the offset is the rest of the evaluation.
  const extractor = new FeatureExtractor(emptyMovePrior());
  const features = new Int32Array(FEATURE_COUNT);
  let children = 0;
  const offsets: number[] = [];
  const positionWeights: number[] = [];
  const inputs: number[] = [];
  const visit = (i: number): void => {
    if (weights) offsets.push(dot(weights, features));
    if (keys.length < (children + i + 1) * T) keys = grown(keys);
    keys.set(extractor.keys, (children + i) * T);
  };
  for (const [index, ep] of positions.entries()) {
    // The position-dependent families only matter to the offset.
    const node = walker.walk(ep, extractor, () => features, visit, weights !== undefined);
    if (!node) continue;
    expertAt.push(node.expertChild < 0 ? -1 : children + node.expertChild);
    children += node.children;
    childStart.push(children);
    positionWeights.push(weightOf(ep));
    inputs.push(index);
  }
  const offset = weights ? Float32Array.from(offsets) : null;
  return {
    keys,
    childStart: Int32Array.from(childStart),
    expert: Int32Array.from(expertAt),
    positions: expertAt.length,
    offset,
    weight: Float32Array.from(positionWeights),
    input: Int32Array.from(inputs),
  };
}

/** The same keys in a buffer twice as long. */
function grown(keys: Int32Array): Int32Array<ArrayBuffer> {
  const bigger = new Int32Array(keys.length * 2);
  bigger.set(keys);
  return bigger;
}

/**
 * The samples with the positions of fold `fold` (of `folds`, see folds.ts) weighted 0, so a prior
 * fitted on them has not seen that fold's games; `positions` are those the samples were collected from.
 */
export function withoutFold(
  s: PriorSamples,
  positions: readonly ExpertPosition[],
  fold: number,
  folds: number,
): PriorSamples {
  const weight = Float32Array.from(s.weight, (w, p) =>
    foldOf(positions[s.input[p]!]!, folds) === fold ? 0 : w,
  );
  return { ...s, weight };
}

/** How the tables are made from the samples. */
export type PriorMethod = 'counts' | 'logit';

/**
 * Trains the prior: 'counts' gives each key its smoothed log rate ratio, table by table;
 * 'logit' fits all tables jointly as one softmax (conditional logit) over each position's
 * moves, with an L2 penalty, so keys that say the same thing are not counted twice.
 */
export function trainMovePrior(
  positions: readonly ExpertPosition[],
  method: PriorMethod = 'counts',
  logit: LogitOptions = {},
): { prior: MovePrior; positions: number } {
  const samples = collectSamples(positions);
  // Only the training positions go in; the validation split never does.
  return { prior: fitPrior(samples, method, logit).prior, positions: samples.positions };
}

/** Options of the 'logit' method: Adam steps, L2 penalty, and the tables to fit (the others stay 0). */
export interface LogitOptions {
  steps?: number;
  l2?: number;
  tables?: readonly PriorTable[];
}

/**
 * Fits a prior to collected samples; `temp` is the fitted nats per centipawn of the samples'
 * offsets (0 without them, or with the 'counts' method).
 */
export function fitPrior(
  samples: PriorSamples,
  method: PriorMethod,
  logit: LogitOptions = {},
): { prior: MovePrior; temp: number } {
  const prior = emptyMovePrior();
  if (method === 'counts') return (countRatios(samples, prior), { prior, temp: 0 });
  return { prior, temp: fitLogit(samples, prior, logit.steps, 0.05, logit.l2, logit.tables) };
}

/**
 * How many positions the prior picks the expert's move in (the strict best sum of the tables,
 * plus temp × offset when the samples have offsets; a tie never counts), to compare priors on
 * positions they were not fitted on.
 */
export function priorMatches(s: PriorSamples, prior: MovePrior, temp = 0): number {
  const T = PRIOR_TABLES.length;
  let matched = 0;
  for (let p = 0; p < s.positions; p++) {
    const e = s.expert[p]!;
    let best = -Infinity;
    let ties = 0;
    let arg = -1;
    for (let c = s.childStart[p]!; c < s.childStart[p + 1]!; c++) {
      let v = s.offset ? SCALE * temp * s.offset[c]! : 0;
      for (let t = 0; t < T; t++) v += prior[PRIOR_TABLES[t]!][s.keys[c * T + t]!]!;
      if (v > best) [best, arg, ties] = [v, c, 0];
      else if (v === best) ties++;
    }
    if (e >= 0 && arg === e && ties === 0) matched++;
  }
  return matched;
}

/** The 'counts' method: available and played moves per key, as smoothed log-ratios. */
function countRatios(s: PriorSamples, prior: MovePrior): void {
  const T = PRIOR_TABLES.length;
  const avail = PRIOR_TABLES.map((t) => new Float64Array(PRIOR_SIZE[t]));
  const played = PRIOR_TABLES.map((t) => new Float64Array(PRIOR_SIZE[t]));
  const children = s.childStart[s.positions]!;
  const isExpert = new Uint8Array(children);
  for (const e of s.expert) if (e >= 0) isExpert[e] = 1;
  for (let c = 0; c < children; c++) {
    for (let t = 0; t < T; t++) {
      avail[t]![s.keys[c * T + t]!]! += 1;
      if (isExpert[c]) played[t]![s.keys[c * T + t]!]! += 1;
    }
  }
  PRIOR_TABLES.forEach((t, i) => toLogRatios(avail[i]!, played[i]!, prior[t]));
}

/**
 * The 'logit' method: full-batch Adam on the summed log-likelihood of the expert moves. With
 * offsets, each child's score is temp × offset + its tables, temp fitted too (as log temp), so
 * the tables learn what the linear evaluation misses. Returns temp (nats per centipawn, 0 without offsets).
 */
function fitLogit(
  s: PriorSamples,
  prior: MovePrior,
  steps = 150,
  rate = 0.05,
  l2 = 1,
  tables: readonly PriorTable[] = PRIOR_TABLES,
): number {
  const T = PRIOR_TABLES.length;
  // Tables left out of the fit keep no gradient, so they stay 0.
  const fitted = Uint8Array.from(PRIOR_TABLES, (t) => (tables.includes(t) ? 1 : 0));
  const base = [0];
  PRIOR_TABLES.forEach((t) => base.push(base.at(-1)! + PRIOR_SIZE[t]));
  const size = base[T]!;
  // theta[size] is log temp, fitted only with offsets.
  const theta = new Float64Array(size + 1);
  theta[size] = Math.log(1 / 100);
  const grad = new Float64Array(size + 1);
  const m1 = new Float64Array(size + 1);
  const m2 = new Float64Array(size + 1);
  let score = new Float64Array(1024);
  for (let step = 1; step <= steps; step++) {
    grad.fill(0);
    const temp = s.offset ? Math.exp(theta[size]!) : 0;
    for (let p = 0; p < s.positions; p++) {
      const e = s.expert[p]!;
      if (e < 0) continue;
      const c0 = s.childStart[p]!;
      const n = s.childStart[p + 1]! - c0;
      if (score.length < n) score = new Float64Array(n * 2);
      let max = -Infinity;
      for (let i = 0; i < n; i++) {
        let v = s.offset ? temp * s.offset[c0 + i]! : 0;
        for (let t = 0; t < T; t++) v += theta[base[t]! + s.keys[(c0 + i) * T + t]!]!;
        score[i] = v;
        if (v > max) max = v;
      }
      let z = 0;
      for (let i = 0; i < n; i++) z += score[i] = Math.exp(score[i]! - max);
      for (let i = 0; i < n; i++) {
        const q = (score[i]! / z - (c0 + i === e ? 1 : 0)) * s.weight[p]!;
        for (let t = 0; t < T; t++) if (fitted[t]) grad[base[t]! + s.keys[(c0 + i) * T + t]!]! += q;
        if (s.offset) grad[size]! += q * temp * s.offset[c0 + i]!;
      }
    }
    adamStep(theta, grad, m1, m2, step, rate, l2, size);
  }
  PRIOR_TABLES.forEach((t, i) => {
    for (let k = 0; k < PRIOR_SIZE[t]; k++)
      prior[t][k] = Math.max(-32000, Math.min(32000, Math.round(SCALE * theta[base[i]! + k]!)));
  });
  return s.offset ? Math.exp(theta[size]!) : 0;
}

/** One Adam update of theta; entries below `penalised` get the L2 penalty (log temp does not). */
function adamStep(
  theta: Float64Array,
  grad: Float64Array,
  m1: Float64Array,
  m2: Float64Array,
  step: number,
  rate: number,
  l2: number,
  penalised: number,
): void {
  for (let k = 0; k < theta.length; k++) {
    const g = grad[k]! + (k < penalised ? l2 * theta[k]! : 0);
    m1[k] = 0.9 * m1[k]! + 0.1 * g;
    m2[k] = 0.999 * m2[k]! + 0.001 * g * g;
    theta[k] =
      theta[k]! -
      (rate * (m1[k]! / (1 - 0.9 ** step))) / (Math.sqrt(m2[k]! / (1 - 0.999 ** step)) + 1e-9);
  }
}

/** Smoothed log(rate / average rate) of every key, in 1/16 nat. */
function toLogRatios(avail: Float64Array, played: Float64Array, out: Int16Array): void {
  const totalA = avail.reduce((a, b) => a + b, 0);
  const totalP = played.reduce((a, b) => a + b, 0);
  if (totalA === 0 || totalP === 0) return;
  const p0 = totalP / totalA;
  for (let k = 0; k < out.length; k++) {
    const rate = (played[k]! + SMOOTHING * p0) / (avail[k]! + SMOOTHING);
    out[k] = Math.max(-32000, Math.min(32000, Math.round(SCALE * Math.log(rate / p0))));
  }
}

/** The prior as the JSON text of resources/classical/move-prior.json. */
export function formatMovePrior(prior: MovePrior, meta: Record<string, unknown>): string {
  const tables = Object.fromEntries(PRIOR_TABLES.map((t) => [t, Array.from(prior[t])]));
  return `${JSON.stringify({ format: 'banmen-move-prior', version: 1, meta, tables })}\n`;
}
