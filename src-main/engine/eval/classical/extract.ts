/**
 * The full classical feature vector of a position, seen from the side that just moved.
 * "Both sides" families add (mover − side to move); threat and move families are one-sided.
 * Used by the GA cache (once per child position) and by the evaluator's full mode.
 */
import type { Color } from '../../../shared/rules/types.ts';
import { AttackMap } from './attack-map.ts';
import type { BoardView } from './board-view.ts';
import { FEATURE_COUNT, featureIndex } from './feature-set.ts';
import { addMaterialFeatures } from './family-material.ts';
import { addCampFeatures, addCastleFeatures, addKingFeatures } from './family-king.ts';
import { addShapeFeatures } from './family-shape.ts';
import { addMoveFeatures, addThreatFeatures, type MoveContext } from './family-threat.ts';
import { addMateFeatures } from './family-mate.ts';
import { addExchangeFeatures, lastTarget } from './family-exchange.ts';
import { PRIOR_TABLES, defaultMovePrior, priorKeys, type MovePrior } from './move-prior.ts';
import type { Position } from '../../../shared/rules/position.ts';

/** Computes feature vectors, reusing its attack map between calls. */
export class FeatureExtractor {
  readonly attacks = new AttackMap();
  /** Prior table keys of the last extracted move (valid when `hasKeys`). */
  readonly keys = new Int32Array(PRIOR_TABLES.length);
  hasKeys = false;
  private readonly priorBase = featureIndex('prior.pieceTo');

  /** `prior`: the learnt move prior the prior features read (default: the shipped one). */
  constructor(private readonly prior: MovePrior = defaultMovePrior()) {}

  /**
   * Writes the feature vector of `v` (mover = the side not to move) into out[0..FEATURE_COUNT).
   * The mate family needs the position itself (`pos`, the same position as `v`); without it
   * those features stay 0.
   */
  extract(v: BoardView, ctx: MoveContext | null, out: Int32Array, pos?: Position): Int32Array {
    out.fill(0, 0, FEATURE_COUNT);
    const mover = (v.sideToMove ^ 1) as Color;
    const other = v.sideToMove;
    this.attacks.build(v);
    this.addBothSides(v, mover, 1, out);
    this.addBothSides(v, other, -1, out);
    addThreatFeatures(v, this.attacks, mover, out);
    if (ctx) addMoveFeatures(v, this.attacks, mover, ctx, out);
    const toLoss = addExchangeFeatures(v, this.attacks, mover, ctx, out);
    this.hasKeys =
      ctx !== null && priorKeys(v, this.attacks, mover, ctx, toLoss, lastTarget, this.keys);
    if (this.hasKeys) this.addPrior(out);
    if (pos) addMateFeatures(pos, out);
    return out;
  }

  /** The learnt prior of the move just made (one value per table). */
  private addPrior(out: Int32Array): void {
    PRIOR_TABLES.forEach((t, i) => (out[this.priorBase + i]! += this.prior[t][this.keys[i]!]!));
  }

  /** The families that are computed for each colour and subtracted. */
  private addBothSides(v: BoardView, c: Color, sign: number, out: Int32Array): void {
    addMaterialFeatures(v, c, sign, out);
    addKingFeatures(v, this.attacks, c, sign, out);
    addCampFeatures(v, this.attacks, c, sign, out);
    addCastleFeatures(v, c, sign, out);
    addShapeFeatures(v, this.attacks, c, sign, out);
  }
}

/** Dot product of weights and a feature vector. */
export function dot(w: ArrayLike<number>, f: ArrayLike<number>): number {
  let s = 0;
  for (let i = 0; i < FEATURE_COUNT; i++) s += w[i]! * f[i]!;
  return s;
}
