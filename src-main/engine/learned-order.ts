/**
 * Learned move ordering after "Learning move ordering from game records with k-means": the moves
 * experts played (P) and a sample of those they did not (N) were clustered separately with
 * k-means (src-main/tune/learn-ordering.ts); a move's score is its distance to the nearest N
 * centroid minus its distance to the nearest P centroid, so higher means more expert-like.
 * The features are ours (learned/move-features.ts) or the paper's 34 (learned/paper-features.ts);
 * the centroid file's feature names say which.
 *
 * The centroids live in resources/ordering/centroids.json. Loading never throws on bad input:
 * it returns a typed error with a code.
 */
import { readFileSync } from 'node:fs';
import { bundledResource } from './resources.ts';
import type { Position } from '../shared/rules/position.ts';
import type { Move } from '../shared/rules/types.ts';
import { FEATURE_SETS, OURS, featureSetByNames, type FeatureSet } from './learned/feature-sets.ts';

/** The `format` field of a centroid file. */
export const CENTROID_FORMAT = 'banmen-learned-order';

/** What a centroid file holds (as written by the learner). */
export interface CentroidFile {
  format: typeof CENTROID_FORMAT;
  version: 1;
  /** Feature names in order; must be those of a feature set (learned/feature-sets.ts). */
  features: string[];
  /** Centroids of the played moves, one array of one number per feature each. */
  played: number[][];
  /** Centroids of the moves not played. */
  notPlayed: number[][];
  /** Free text: data, k, seed, date. */
  note?: string;
}

/** Why a centroid file could not be used. */
export interface LearnedOrderError {
  code: 'UNREADABLE' | 'BAD_JSON' | 'BAD_FORMAT' | 'FEATURE_MISMATCH' | 'BAD_CENTROIDS';
  message: string;
}

/** Result of parsing or loading centroids. */
export type LearnedOrderResult =
  { ok: true; order: LearnedOrder } | { ok: false; error: LearnedOrderError };

/** Scores moves by their distances to the played and not-played centroids. */
export class LearnedOrder {
  private readonly f: Float64Array;

  /** Centroids flat, `set.count` numbers each (set: ours unless named). */
  constructor(
    readonly played: Float64Array,
    readonly notPlayed: Float64Array,
    readonly set: FeatureSet = OURS,
  ) {
    this.f = new Float64Array(set.count);
  }

  /** Expert-likeness of a legal move of the side to move: higher is more expert-like. */
  score(pos: Position, m: Move): number {
    this.set.extract(pos, m, this.f, 0);
    return this.scoreFeatures(this.f);
  }

  /** The same score from a feature vector (the learner evaluates stored features with it). */
  scoreFeatures(f: ArrayLike<number>, at = 0): number {
    const dim = this.set.count;
    const bad = nearest(this.notPlayed, dim, f, at);
    const good = nearest(this.played, dim, f, at);
    return this.set.squared ? bad - good : Math.sqrt(bad) - Math.sqrt(good);
  }
}

/** Squared Euclidean distance from the vector at f[at..] to the nearest of the flat centroids. */
function nearest(c: Float64Array, dim: number, f: ArrayLike<number>, at: number): number {
  let best = Infinity;
  for (let j = 0; j < c.length; j += dim) {
    let s = 0;
    for (let d = 0; d < dim; d++) {
      const x = c[j + d]! - f[at + d]!;
      s += x * x;
    }
    if (s < best) best = s;
  }
  return best;
}

/** Checks a parsed JSON value and builds the scorer. */
export function parseCentroids(value: unknown): LearnedOrderResult {
  const bad = (code: LearnedOrderError['code'], message: string): LearnedOrderResult => ({
    ok: false,
    error: { code, message },
  });
  if (typeof value !== 'object' || value === null) return bad('BAD_FORMAT', 'not an object');
  const v = value as Partial<CentroidFile>;
  if (v.format !== CENTROID_FORMAT || v.version !== 1)
    return bad('BAD_FORMAT', `expected format "${CENTROID_FORMAT}" version 1`);
  const set = Array.isArray(v.features) ? featureSetByNames(v.features) : null;
  if (set === null) {
    const sets = Object.values(FEATURE_SETS).map((s) => `${s.name}: ${s.names.join(', ')}`);
    return bad('FEATURE_MISMATCH', `features must be those of a known set (${sets.join('; ')})`);
  }
  const p = flatten(v.played, set.count);
  const n = flatten(v.notPlayed, set.count);
  if (p === null || n === null)
    return bad(
      'BAD_CENTROIDS',
      `played and notPlayed must be non-empty lists of ${set.count} finite numbers`,
    );
  return { ok: true, order: new LearnedOrder(p, n, set) };
}

/** A non-empty list of `dim`-number rows as one flat array, or null. */
function flatten(rows: unknown, dim: number): Float64Array | null {
  if (!Array.isArray(rows) || rows.length === 0) return null;
  const out = new Float64Array(rows.length * dim);
  for (let i = 0; i < rows.length; i++) {
    const r: unknown = rows[i];
    if (!Array.isArray(r) || r.length !== dim) return null;
    for (let d = 0; d < dim; d++) {
      const x: unknown = r[d];
      if (typeof x !== 'number' || !Number.isFinite(x)) return null;
      out[i * dim + d] = x;
    }
  }
  return out;
}

/** Reads a centroid file. */
export function loadCentroids(path: string): LearnedOrderResult {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (e) {
    return {
      ok: false,
      error: { code: 'UNREADABLE', message: `${path}: ${(e as Error).message}` },
    };
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    return { ok: false, error: { code: 'BAD_JSON', message: `${path}: ${(e as Error).message}` } };
  }
  const r = parseCentroids(json);
  return r.ok ? r : { ok: false, error: { ...r.error, message: `${path}: ${r.error.message}` } };
}

/**
 * The shipped centroid file, or null when this build has none: ours, or (`paper`) the one learned
 * with the seed paper's 34 features and rating labels.
 */
export function bundledCentroidsPath(which: 'ours' | 'paper' = 'ours'): string | null {
  return bundledResource(
    which === 'paper' ? 'ordering/centroids-paper.json' : 'ordering/centroids.json',
  );
}
