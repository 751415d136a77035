/**
 * The two move-feature sets the learned ordering can use: `ours` (13 features scaled to [0, 1],
 * move-features.ts) and `paper` (the seed paper's 34 unscaled features, paper-features.ts). A
 * centroid file names its features; the set is recognised from those names.
 */
import type { Position } from '../../shared/rules/position.ts';
import type { Move } from '../../shared/rules/types.ts';
import { FEATURE_COUNT, FEATURE_NAMES, moveFeatures } from './move-features.ts';
import { PAPER_FEATURE_COUNT, PAPER_FEATURE_NAMES, paperMoveFeatures } from './paper-features.ts';

/** Name of a feature set (`--features` of the learner). */
export type FeatureSetName = 'ours' | 'paper';

/** A move-feature extractor and how distances to centroids are measured with it. */
export interface FeatureSet {
  name: FeatureSetName;
  /** Features per move. */
  count: number;
  names: readonly string[];
  /** Writes the features of `m` in `pos` at out[at .. at + count). */
  extract(pos: Position, m: Move, out: Float64Array, at: number): void;
  /**
   * True: the score uses squared Euclidean distances, as the paper's code does (its
   * `euclidian` returns the sum of squares); false: plain Euclidean distances (ours).
   */
  squared: boolean;
}

/** Our 13 features. */
export const OURS: FeatureSet = {
  name: 'ours',
  count: FEATURE_COUNT,
  names: FEATURE_NAMES,
  extract: moveFeatures,
  squared: false,
};

/** The paper's 34 features. */
export const PAPER: FeatureSet = {
  name: 'paper',
  count: PAPER_FEATURE_COUNT,
  names: PAPER_FEATURE_NAMES,
  extract: paperMoveFeatures,
  squared: true,
};

/** The feature sets by name. */
export const FEATURE_SETS: Readonly<Record<FeatureSetName, FeatureSet>> = {
  ours: OURS,
  paper: PAPER,
};

/** The set whose feature names are exactly `names`, or null. */
export function featureSetByNames(names: readonly unknown[]): FeatureSet | null {
  const key = names.join(',');
  return Object.values(FEATURE_SETS).find((s) => s.names.join(',') === key) ?? null;
}
