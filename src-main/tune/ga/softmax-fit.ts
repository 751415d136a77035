/**
 * A quick fit of the classical weights on a MatchSet before the GA: conditional-logit (softmax
 * over each position's children) maximum likelihood of the expert's child, by full-batch Adam.
 * The GA starts around its result instead of around the hand-set weights: a 130-weight GA from
 * the hand-set weights moves slowly, while the likelihood is smooth and fits in seconds. The GA
 * then refines the exact fitness (strict matches), which the likelihood only approximates.
 */
import type { ChromosomeLayout } from './chromosome.ts';
import type { MatchSet } from './match-set.ts';

/** Options of fitSoftmax. */
export interface SoftmaxFitOptions {
  /** Full-batch Adam steps (default 800). */
  steps?: number;
  /** Adam step size, in weight steps (default 1.5). */
  rate?: number;
  /** L2 pull towards the start weights, per position and squared weight step (default 0). */
  l2?: number;
}

/**
 * Fits the free weights (genes with step > 0) of `layout`, starting from `start`; frozen genes
 * keep their value and fix the scale, a learnt temperature sets the softness. Returns weights
 * clamped and rounded to the layout's representable values.
 */
export function fitSoftmax(
  set: MatchSet,
  layout: ChromosomeLayout,
  start: ArrayLike<number>,
  opt: SoftmaxFitOptions = {},
): Int32Array {
  const steps = opt.steps ?? 800;
  const rate = opt.rate ?? 1.5;
  const l2 = opt.l2 ?? 0;
  const f = set.featureCount;
  const w = Float64Array.from({ length: f }, (_, i) => start[i]!);
  const scale = Float64Array.from(layout.genes, (g) => g.step);
  const adam = { m: new Float64Array(f + 1), v: new Float64Array(f + 1) };
  let logT = Math.log(1 / 100);
  const grad = new Float64Array(f + 1);
  const matchable = countMatchable(set);
  for (let t = 1; t <= steps; t++) {
    gradient(set, w, Math.exp(logT), grad);
    for (let i = 0; i < f; i++) {
      grad[i] =
        grad[i]! / matchable + (l2 * (w[i]! - start[i]!)) / Math.max(1, scale[i]! * scale[i]!);
    }
    grad[f] = grad[f]! / matchable;
    for (let i = 0; i <= f; i++) {
      const step = i < f ? scale[i]! * rate : 0.05;
      if (step === 0) continue;
      adam.m[i] = 0.9 * adam.m[i]! + 0.1 * grad[i]!;
      adam.v[i] = 0.999 * adam.v[i]! + 0.001 * grad[i]! * grad[i]!;
      const mh = adam.m[i]! / (1 - 0.9 ** t);
      const vh = adam.v[i]! / (1 - 0.999 ** t);
      const d = (step * mh) / (Math.sqrt(vh) + 1e-12);
      if (i === f) logT -= d;
      else w[i] = Math.min(layout.maxOf(i), Math.max(layout.genes[i]!.min, w[i]! - d));
    }
  }
  return layout.decode(layout.encode(w));
}

/** Positions whose expert child can be matched. */
function countMatchable(set: MatchSet): number {
  let n = 0;
  for (let p = 0; p < set.positions; p++) if (set.expertChild[p]! >= 0) n++;
  return Math.max(1, n);
}

/**
 * Gradient of the summed negative log-likelihood with scores T·(w·d): grad[0..f) for the weights,
 * grad[f] for log T.
 */
function gradient(set: MatchSet, w: Float64Array, temp: number, grad: Float64Array): void {
  const { childStart, expertChild, entryStart, featIdx, featVal } = set;
  const f = set.featureCount;
  grad.fill(0);
  let scores = new Float64Array(256);
  for (let p = 0; p < set.positions; p++) {
    const e = expertChild[p]!;
    if (e < 0) continue;
    const c0 = childStart[p]!;
    const n = childStart[p + 1]! - c0;
    if (scores.length < n) scores = new Float64Array(n * 2);
    let max = -Infinity;
    for (let c = 0; c < n; c++) {
      let s = 0;
      for (let k = entryStart[c0 + c]!; k < entryStart[c0 + c + 1]!; k++)
        s += w[featIdx[k]!]! * featVal[k]!;
      scores[c] = s;
      if (s * temp > max) max = s * temp;
    }
    let z = 0;
    for (let c = 0; c < n; c++) z += Math.exp(scores[c]! * temp - max);
    for (let c = 0; c < n; c++) {
      const q = Math.exp(scores[c]! * temp - max) / z - (c0 + c === e ? 1 : 0);
      if (q === 0) continue;
      for (let k = entryStart[c0 + c]!; k < entryStart[c0 + c + 1]!; k++)
        grad[featIdx[k]!]! += q * temp * featVal[k]!;
      grad[f]! += q * temp * scores[c]!;
    }
  }
}
