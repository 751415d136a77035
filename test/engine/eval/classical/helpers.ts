/** Test helpers: feature vectors of hand-made SFEN positions, by feature name. */
import { parseSfen } from '../../../../src-main/shared/rules/sfen.ts';
import type { Position } from '../../../../src-main/shared/rules/position.ts';
import type { Variant } from '../../../../src-main/shared/rules/types.ts';
import { fillBoardView } from '../../../../src-main/engine/eval/classical/board-view.ts';
import { FeatureExtractor } from '../../../../src-main/engine/eval/classical/extract.ts';
import {
  FEATURE_COUNT,
  featureIndex,
} from '../../../../src-main/engine/eval/classical/feature-set.ts';
import type { MoveContext } from '../../../../src-main/engine/eval/classical/family-threat.ts';

/** A position from SFEN (throws on a typo in the test). */
export function position(sfen: string, variant: Variant = 'shogi'): Position {
  const r = parseSfen(sfen, variant);
  if (!r.ok) throw new Error(`${sfen}: ${r.error.message}`);
  return r.position;
}

/** Feature vector of a position (mover = the side NOT to move), read by name. */
export function features(sfen: string, ctx: MoveContext | null = null): (name: string) => number {
  const out = new Int32Array(FEATURE_COUNT);
  const pos = position(sfen);
  new FeatureExtractor().extract(fillBoardView(pos), ctx, out, pos);
  return (name) => out[featureIndex(name)]!;
}
