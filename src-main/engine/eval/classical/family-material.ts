/**
 * Material and king-distance features: piece counts by base kind, promotion bonuses, hand
 * bonuses, and each piece kind's summed king-step distance to its own and to the enemy king.
 * These are the cheap families the search's fast evaluator keeps incrementally.
 */
import { HAND_TYPES, KING, colorOf, handCount, typeOf } from '../../../shared/rules/types.ts';
import type { Color } from '../../../shared/rules/types.ts';
import type { BoardView } from './board-view.ts';
import { featureIndex } from './feature-set.ts';
import { DIST, GEOMETRY } from './geometry.ts';
import { BASE_SLOT, BOARD_SLOT, PROMO_SLOT } from './kinds.ts';

const MAT0 = featureIndex('material.P');
const PROMO0 = featureIndex('promotion.+P');
const HAND0 = featureIndex('hand.P');
const OWN0 = featureIndex('ownKingDistance.P');
const ENEMY0 = featureIndex('enemyKingDistance.P');

/** Adds sign × (material and king-distance features of colour c) to out. */
export function addMaterialFeatures(v: BoardView, c: Color, sign: number, out: Int32Array): void {
  const own = v.kings[c];
  const enemy = v.kings[c ^ 1]!;
  for (const sq of GEOMETRY[v.variant].squares) {
    const pc = v.board[sq]!;
    if (pc === 0 || colorOf(pc) !== c) continue;
    const pt = typeOf(pc);
    if (pt === KING) continue;
    out[MAT0 + BASE_SLOT[pt]!]! += sign;
    const promo = PROMO_SLOT[pt]!;
    if (promo >= 0) out[PROMO0 + promo]! += sign;
    const slot = BOARD_SLOT[pt]!;
    if (own >= 0) out[OWN0 + slot]! += sign * DIST[sq * 81 + own]!;
    if (enemy >= 0) out[ENEMY0 + slot]! += sign * DIST[sq * 81 + enemy]!;
  }
  const h = v.hands[c];
  for (const pt of HAND_TYPES) {
    const n = handCount(h, pt);
    if (n === 0) continue;
    out[MAT0 + BASE_SLOT[pt]!]! += sign * n;
    out[HAND0 + BASE_SLOT[pt]!]! += sign * n;
  }
}
