/**
 * Deterministic k-means (Lloyd's iterations after k-means++ seeding) for the learned move
 * ordering: the same points and seed give the same centroids on every machine.
 */
import { Prng } from '../engine/prng.ts';

/** Points in one flat array: point i is data[i*dim .. (i+1)*dim). */
export interface PointSet {
  data: Float64Array;
  dim: number;
}

/** The result of a k-means run. */
export interface KMeansResult {
  /** k centroids, flat like the points. */
  centroids: Float64Array;
  k: number;
  /** Cluster of each point. */
  assignment: Int32Array;
  /** Points per cluster. */
  sizes: Int32Array;
  /** Sum of squared distances of the points to their centroids. */
  inertia: number;
  iterations: number;
}

/** Options of kmeans. */
export interface KMeansOptions {
  k: number;
  seed: number;
  /** Stop after this many Lloyd iterations at the latest. */
  maxIterations?: number;
}

/** Squared Euclidean distance between point i of `a` and point j of `b`. */
function dist2(a: Float64Array, i: number, b: Float64Array, j: number, dim: number): number {
  let s = 0;
  for (let d = 0; d < dim; d++) {
    const x = a[i * dim + d]! - b[j * dim + d]!;
    s += x * x;
  }
  return s;
}

/**
 * k-means++ seeding: each next centre is drawn with probability proportional to the squared
 * distance to the nearest chosen one, so the start already spreads over the clusters.
 */
function seedCentroids(p: PointSet, k: number, rng: Prng): Float64Array {
  const n = p.data.length / p.dim;
  const c = new Float64Array(k * p.dim);
  const near = new Float64Array(n).fill(Infinity);
  let pick = rng.int(n);
  for (let j = 0; j < k; j++) {
    c.set(p.data.subarray(pick * p.dim, (pick + 1) * p.dim), j * p.dim);
    let total = 0;
    for (let i = 0; i < n; i++) {
      near[i] = Math.min(near[i]!, dist2(p.data, i, c, j, p.dim));
      total += near[i]!;
    }
    if (total === 0) pick = rng.int(n);
    else {
      let r = rng.next() * total;
      pick = 0;
      while (pick < n - 1 && r >= near[pick]!) r -= near[pick++]!;
    }
  }
  return c;
}

/** Assigns each point to its nearest centroid; returns the inertia and whether anything moved. */
function assign(p: PointSet, c: Float64Array, k: number, out: Int32Array): [number, boolean] {
  const n = p.data.length / p.dim;
  let inertia = 0;
  let changed = false;
  for (let i = 0; i < n; i++) {
    let best = 0;
    let bestD = Infinity;
    for (let j = 0; j < k; j++) {
      const d = dist2(p.data, i, c, j, p.dim);
      if (d < bestD) [best, bestD] = [j, d];
    }
    if (out[i] !== best) changed = true;
    out[i] = best;
    inertia += bestD;
  }
  return [inertia, changed];
}

/** Moves each centroid to the mean of its points (an empty cluster keeps its centre). */
function update(p: PointSet, c: Float64Array, k: number, a: Int32Array, sizes: Int32Array): void {
  const sum = new Float64Array(k * p.dim);
  sizes.fill(0);
  for (let i = 0; i < a.length; i++) {
    const j = a[i]!;
    sizes[j]!++;
    for (let d = 0; d < p.dim; d++) sum[j * p.dim + d]! += p.data[i * p.dim + d]!;
  }
  for (let j = 0; j < k; j++) {
    if (sizes[j] === 0) continue;
    for (let d = 0; d < p.dim; d++) c[j * p.dim + d] = sum[j * p.dim + d]! / sizes[j]!;
  }
}

/** Clusters `points` into `opt.k` groups (k is capped at the number of points). */
export function kmeans(points: PointSet, opt: KMeansOptions): KMeansResult {
  const n = points.data.length / points.dim;
  if (n === 0 || points.dim <= 0) throw new Error('bug: kmeans needs at least one point');
  const k = Math.max(1, Math.min(opt.k, n));
  const rng = new Prng(opt.seed);
  const centroids = seedCentroids(points, k, rng);
  const assignment = new Int32Array(n).fill(-1);
  const sizes = new Int32Array(k);
  let inertia = 0;
  let iterations = 0;
  for (; iterations < (opt.maxIterations ?? 100); iterations++) {
    const [e, changed] = assign(points, centroids, k, assignment);
    inertia = e;
    if (!changed) break;
    update(points, centroids, k, assignment, sizes);
  }
  update(points, centroids, k, assignment, sizes);
  return { centroids, k, assignment, sizes, inertia, iterations };
}
