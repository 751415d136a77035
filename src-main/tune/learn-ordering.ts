/**
 * Learns the centroids of the learned move ordering (engine/learned-order.ts): every training
 * position's expert move goes into the played set P, a seeded sample of its other legal moves
 * into the not-played set N; k-means clusters P and N separately. Also measures, on held-out
 * positions, where the expert move ranks among all legal moves under the learned score.
 * collectLabelledSamples takes the paper's labels instead (rated-moves.ts): good moves into P,
 * bad moves into N.
 */
import { legalMoves } from '../shared/rules/movegen.ts';
import { parseSfen, parseUsiMove } from '../shared/rules/sfen.ts';
import type { Position } from '../shared/rules/position.ts';
import { MOVE_NONE, type Move } from '../shared/rules/types.ts';
import { CENTROID_FORMAT, LearnedOrder, type CentroidFile } from '../engine/learned-order.ts';
import { OURS, type FeatureSet } from '../engine/learned/feature-sets.ts';
import { Prng } from '../engine/prng.ts';
import type { ExpertPosition } from './expert-positions.ts';
import { kmeans, type KMeansResult } from './kmeans.ts';

/** Feature vectors of the played and not-played moves, flat. */
export interface OrderingSamples {
  played: Float64Array;
  notPlayed: Float64Array;
  /** Positions used (the expert move parsed and legal). */
  positions: number;
  /** The features the vectors hold. */
  set: FeatureSet;
}

/** Growable flat buffer of feature vectors. */
class Rows {
  data: Float64Array;
  n = 0;

  constructor(readonly dim: number) {
    this.data = new Float64Array(dim * 1024);
  }

  /** Room for one more row; returns its offset (why: one allocation per doubling, not per move). */
  reserve(): number {
    if ((this.n + 1) * this.dim > this.data.length) {
      const bigger = new Float64Array(this.data.length * 2);
      bigger.set(this.data);
      this.data = bigger;
    }
    return this.n++ * this.dim;
  }

  /** The rows written so far. */
  done(): Float64Array {
    return this.data.slice(0, this.n * this.dim);
  }
}

/** The positions whose SFEN and expert move both parse, with the move decoded (others are skipped). */
function* parsedExperts(
  list: readonly ExpertPosition[],
): Generator<{ pos: Position; expert: Move }> {
  for (const ep of list) {
    const parsed = parseSfen(ep.sfen, 'shogi');
    if (!parsed.ok) continue;
    const expert = parseUsiMove(parsed.position, ep.move);
    // Why skip, not fail: a record set may hold a move our rules reject; one bad line costs one sample.
    if (expert !== MOVE_NONE) yield { pos: parsed.position, expert };
  }
}

/**
 * Builds P and N from expert positions; `negatives` other legal moves per position are drawn
 * without replacement with a seeded generator (why sampled: all ~100 would drown P's size and
 * cost memory without describing "not played" better).
 */
export function collectOrderingSamples(
  list: readonly ExpertPosition[],
  negatives: number,
  seed: number,
  set: FeatureSet = OURS,
): OrderingSamples {
  const rng = new Prng(seed);
  const p = new Rows(set.count);
  const n = new Rows(set.count);
  let used = 0;
  for (const { pos, expert } of parsedExperts(list)) {
    used++;
    set.extract(pos, expert, p.data, p.reserve());
    const others = legalMoves(pos).filter((m) => m !== expert);
    for (let i = 0; i < Math.min(negatives, others.length); i++) {
      const j = i + rng.int(others.length - i);
      [others[i], others[j]] = [others[j]!, others[i]!];
      set.extract(pos, others[i]!, n.data, n.reserve());
    }
  }
  return { played: p.done(), notPlayed: n.done(), positions: used, set };
}

/** The paper's samples: every good move into P, every bad move into N (no sampling). */
export function collectLabelledSamples(
  good: readonly ExpertPosition[],
  bad: readonly ExpertPosition[],
  set: FeatureSet,
): OrderingSamples {
  const rows = (list: readonly ExpertPosition[]): Rows => {
    const r = new Rows(set.count);
    for (const { pos, expert } of parsedExperts(list))
      set.extract(pos, expert, r.data, r.reserve());
    return r;
  };
  const p = rows(good);
  const n = rows(bad);
  return { played: p.done(), notPlayed: n.done(), positions: p.n + n.n, set };
}

/** The two k-means runs and the file that stores their centroids. */
export interface LearnedCentroids {
  played: KMeansResult;
  notPlayed: KMeansResult;
  file: CentroidFile;
}

/** Clusters P and N (k each, seeded) and packs the centroids into the file format. */
export function learnCentroids(
  s: OrderingSamples,
  k: number,
  seed: number,
  note: string,
): LearnedCentroids {
  const dim = s.set.count;
  const played = kmeans({ data: s.played, dim }, { k, seed });
  const notPlayed = kmeans({ data: s.notPlayed, dim }, { k, seed: seed + 1 });
  const rows = (c: Float64Array): number[][] => {
    const out: number[][] = [];
    // Why rounded: 4 decimals keep the file a few KB and change no score beyond 1e-4.
    for (let i = 0; i < c.length; i += dim)
      out.push(Array.from(c.subarray(i, i + dim), (x) => Math.round(x * 1e4) / 1e4));
    return out;
  };
  return {
    played,
    notPlayed,
    file: {
      format: CENTROID_FORMAT,
      version: 1,
      features: [...s.set.names],
      played: rows(played.centroids),
      notPlayed: rows(notPlayed.centroids),
      note,
    },
  };
}

/** How well a scorer ranks the expert move among all legal moves of held-out positions. */
export interface RankReport {
  positions: number;
  /** Expert move ranked first / in the first five. */
  top1: number;
  top5: number;
  /** Mean fraction of the other legal moves ranked above the expert move (0.5 = random). */
  meanAbove: number;
}

/** Ranks every legal move of each position by the learned score (ties count half). */
export function rankReport(order: LearnedOrder, list: readonly ExpertPosition[]): RankReport {
  const r: RankReport = { positions: 0, top1: 0, top5: 0, meanAbove: 0 };
  for (const { pos, expert } of parsedExperts(list)) {
    const moves = legalMoves(pos);
    if (moves.length < 2) continue;
    const e = order.score(pos, expert);
    let above = 0;
    for (const m of moves) {
      if (m === expert) continue;
      const s = order.score(pos, m);
      above += s > e ? 1 : s === e ? 0.5 : 0;
    }
    r.positions++;
    if (above < 1) r.top1++;
    if (above < 5) r.top5++;
    r.meanAbove += above / (moves.length - 1);
  }
  if (r.positions > 0) r.meanAbove /= r.positions;
  return r;
}
