/**
 * Builds the GA's feature-vector cache (a MatchSet) from expert positions: every legal move of
 * every position is played once, the child's classical feature vector is computed once, and the
 * vectors go into flat typed arrays. Nothing is ever evaluated again during the GA.
 */
import { Position } from '../../shared/rules/position.ts';
import { isDrop, isPromotion, moveTo, type Move, type Variant } from '../../shared/rules/types.ts';
import { FeatureExtractor } from '../../engine/eval/classical/extract.ts';
import { FEATURE_COUNT } from '../../engine/eval/classical/feature-set.ts';
import type { MovePrior } from '../../engine/eval/classical/move-prior.ts';
import type { ExpertPosition } from '../expert-positions.ts';
import { ExpertChildren } from '../expert-children.ts';
import { foldOf } from '../folds.ts';
import {
  KIND_CAPTURE,
  KIND_DROP,
  KIND_PROMOTION,
  MatchSetBuilder,
  type MatchSet,
} from './match-set.ts';

/** Kind bits of a legal move in pos (before it is played). */
export function moveKind(pos: Position, m: Move): number {
  if (isDrop(m)) return KIND_DROP;
  return (isPromotion(m) ? KIND_PROMOTION : 0) | (pos.pieceOn(moveTo(m)) !== 0 ? KIND_CAPTURE : 0);
}

/** Progress of a cache build. */
export interface CacheProgress {
  done: number;
  total: number;
}

/** The cache and what was left out of it. */
export interface FeatureCache {
  set: MatchSet;
  /** Positions whose SFEN or expert move was invalid (not in the set). */
  skipped: number;
  /** Total children (legal moves) over all positions. */
  children: number;
}

/** Options of buildFeatureCache. */
export interface FeatureCacheOptions {
  variant?: Variant;
  onProgress?: (p: CacheProgress) => void;
  /**
   * Cross-fitted move priors, one per fold (folds.ts): a position of fold k reads the prior
   * fitted without fold k, so the GA sees the prior as it is on unseen games. Default: the
   * shipped prior for every position.
   */
  foldPriors?: readonly MovePrior[];
}

/** Computes every child's feature vector; calls onProgress every 256 positions. */
export function buildFeatureCache(
  positions: readonly ExpertPosition[],
  options: FeatureCacheOptions = {},
): FeatureCache {
  const builder = new MatchSetBuilder(FEATURE_COUNT);
  const folds = options.foldPriors ?? [];
  const extractors =
    folds.length > 0 ? folds.map((p) => new FeatureExtractor(p)) : [new FeatureExtractor()];
  const walker = new ExpertChildren(options.variant ?? 'shogi');
  // Room for the most legal moves a shogi position can have (593).
  const vectors = new Int32Array(FEATURE_COUNT * 1024);
  const kinds = new Uint8Array(1024);
  let skipped = 0;
  let children = 0;
  positions.forEach((ep, index) => {
    if (index % 256 === 0) options.onProgress?.({ done: index, total: positions.length });
    const extractor = extractors[extractors.length > 1 ? foldOf(ep, extractors.length) : 0]!;
    const node = walker.walk(
      ep,
      extractor,
      (i) => vectors.subarray(i * FEATURE_COUNT, (i + 1) * FEATURE_COUNT),
      (i, m, pos) => void (kinds[i] = moveKind(pos, m)),
    );
    if (!node) return void skipped++;
    children += node.children;
    const expertKind = moveKind(node.pos, node.expert);
    builder.add(vectors, node.children, node.expertChild, expertKind, kinds);
  });
  options.onProgress?.({ done: positions.length, total: positions.length });
  return { set: builder.build(), skipped, children };
}
