/**
 * The map between classical weights and the fit's parameters (fit.ts layout): a board kind's value
 * is its base material plus its promotion bonus, a hand piece's is its material plus its hand
 * bonus; the attack-term multipliers are the file's `fastScales`.
 */
import { FI } from '../../engine/eval/classical/feature-set.ts';
import type { ClassicalWeights } from '../../engine/eval/classical/weights.ts';
import { TEMPO_CP } from '../../engine/eval/classical/params.ts';
import {
  BOARD_NAMES,
  HAND_NAMES,
  PARAM_COUNT,
  P_BOARD,
  P_DANGER,
  P_ENEMY,
  P_HAND,
  P_KREL,
  P_MOBILITY,
  P_OWN,
  P_PSQT,
  P_TEMPO,
  P_THREAT,
} from './fit.ts';

const baseOf = (kind: string): string => kind.replace('+', '');

/** The parameters weights `base` imply (fit.ts layout). */
export function initialParameters(base: ClassicalWeights): Float64Array {
  const fast = base.fast ?? base.values;
  const wt = (name: string): number => fast[FI[name]!]!;
  const p = new Float64Array(PARAM_COUNT);
  BOARD_NAMES.forEach((k, i) => {
    p[P_BOARD + i] = wt(`material.${baseOf(k)}`) + (k.startsWith('+') ? wt(`promotion.${k}`) : 0);
    p[P_OWN + i] = wt(`ownKingDistance.${k}`);
    p[P_ENEMY + i] = wt(`enemyKingDistance.${k}`);
  });
  HAND_NAMES.forEach((k, i) => (p[P_HAND + i] = wt(`material.${k}`) + wt(`hand.${k}`)));
  const s = base.scales;
  p[P_DANGER] = s?.kingDanger ?? 100;
  p[P_THREAT] = s?.threats ?? 100;
  p[P_MOBILITY] = s?.mobility ?? 100;
  p[P_TEMPO] = s?.tempo ?? TEMPO_CP;
  if (base.psqt) p.set(base.psqt, P_PSQT);
  if (base.kingRel) p.set(base.kingRel, P_KREL);
  return p;
}

/** Fitted parameters written back into `base`'s fast weights (material, promotion, hand, distances). */
export function toFastWeights(p: Float64Array, base: ClassicalWeights): Int32Array {
  const out = Int32Array.from(base.fast ?? base.values);
  const set = (name: string, v: number): void => void (out[FI[name]!] = Math.round(v));
  BOARD_NAMES.forEach((k, i) => {
    if (!k.startsWith('+')) set(`material.${k}`, p[P_BOARD + i]!);
    set(`ownKingDistance.${k}`, p[P_OWN + i]!);
    set(`enemyKingDistance.${k}`, p[P_ENEMY + i]!);
  });
  BOARD_NAMES.forEach((k, i) => {
    if (k.startsWith('+'))
      set(`promotion.${k}`, p[P_BOARD + i]! - out[FI[`material.${baseOf(k)}`]!]!);
  });
  HAND_NAMES.forEach((k, i) => set(`hand.${k}`, p[P_HAND + i]! - out[FI[`material.${k}`]!]!));
  return out;
}

/** The fitted piece-square tables, rounded (the weights file's `fastPsqt`). */
export function toPsqt(p: Float64Array): Int32Array {
  return Int32Array.from(p.subarray(P_PSQT, P_KREL), (x) => Math.round(x));
}

/** The fitted king-relative tables, rounded (the weights file's `fastKingRelative`). */
export function toKingRel(p: Float64Array): Int32Array {
  return Int32Array.from(p.subarray(P_KREL), (x) => Math.round(x));
}
