/**
 * Fits the fast classical evaluation to a teacher's scores (labels.ts). The fast evaluation is
 * linear in its parameters once the attack terms are read as numbers: board value and own/enemy
 * king-distance weights per board kind, hand value per hand type, and one multiplier each for
 * king danger, threats and mobility plus the tempo. So each position becomes a feature vector,
 * and the parameters minimise the squared difference of the two win rates (Texel's method, with
 * the teacher's search score in place of the game result).
 */
import { isCapture } from '../../shared/rules/movegen.ts';
import { Position } from '../../shared/rules/position.ts';
import { parseSfen, parseUsiMove } from '../../shared/rules/sfen.ts';
import {
  HAND_TYPES,
  KING,
  MOVE_NONE,
  colorOf,
  handCount,
  typeOf,
} from '../../shared/rules/types.ts';
import type { Variant } from '../../shared/rules/types.ts';
import { FastAttackMap } from '../../engine/eval/classical/fast-attack-map.ts';
import {
  DIST,
  KREL_SIZE,
  kingRelative,
  ownerSquare,
} from '../../engine/eval/classical/geometry.ts';
import {
  KREL_LENGTH,
  KREL_TABLE,
  PSQT_KING,
  PSQT_NAMES,
} from '../../engine/eval/classical/weights.ts';
import { BASE_KINDS, BOARD_KINDS } from '../../engine/eval/classical/feature-set.ts';
import { kingDangerBalance } from '../../engine/eval/classical/king-danger.ts';
import { threatScore } from '../../engine/eval/classical/threats.ts';
import { BOARD_SLOT } from '../../engine/eval/classical/kinds.ts';
import type { Label } from './labels.ts';

/**
 * Parameter layout: 13 board values, 13 own- and 13 enemy-distance weights, 7 hand values, then
 * king danger, threats and mobility in percent and the tempo in centipawns.
 */
export const P_BOARD = 0;
export const P_OWN = 13;
export const P_ENEMY = 26;
export const P_HAND = 39;
export const P_DANGER = 46;
export const P_THREAT = 47;
export const P_MOBILITY = 48;
export const P_TEMPO = 49;
/** Then the piece-square tables: PSQT_NAMES.length kinds × 81 owner-view squares. */
export const P_PSQT = 50;
/** Then the king-relative tables (weights.ts kingRel: own king, then enemy king). */
export const P_KREL = P_PSQT + PSQT_NAMES.length * 81;
export const PARAM_COUNT = P_KREL + KREL_LENGTH;

/** Board kind of each board slot's piece type, for names: P L N S G B R +P +L +N +S +B +R. */
export const BOARD_NAMES: readonly string[] = BOARD_KINDS;
export const HAND_NAMES: readonly string[] = BASE_KINDS;

/** A feature row kept sparse: the indexes of its non-zero features and their values. */
export interface SparseRow {
  idx: Int32Array;
  val: Float64Array;
}

/** Positions as feature rows (side to move's view) with the teacher's scores. */
export interface FitData {
  rows: SparseRow[];
  targets: Float64Array;
}

/** What the filter left out. */
export interface FitFilterCounts {
  kept: number;
  mate: number;
  large: number;
  check: number;
  capture: number;
  bad: number;
}

const map = new FastAttackMap();

/** The non-zero entries of a dense row. */
export function sparse(row: Float64Array): SparseRow {
  const idx: number[] = [];
  row.forEach((x, i) => x !== 0 && idx.push(i));
  return { idx: Int32Array.from(idx), val: Float64Array.from(idx, (i) => row[i]!) };
}

/** The feature row of `pos` from the side to move's view (see the layout above). */
export function featureRow(pos: Position): Float64Array {
  const f = new Float64Array(PARAM_COUNT);
  const stm = pos.sideToMove;
  for (let sq = 0; sq < 81; sq++) {
    const pc = pos.pieceOn(sq);
    if (pc === 0 || typeOf(pc) === KING) continue;
    const c = colorOf(pc);
    const sign = c === stm ? 1 : -1;
    const slot = BOARD_SLOT[typeOf(pc)]!;
    const own = pos.kingSquare(c);
    const enemy = pos.kingSquare(c === 0 ? 1 : 0);
    f[P_BOARD + slot]! += sign;
    f[P_PSQT + slot * 81 + ownerSquare(pos.variant, c, sq)]! += sign;
    const row = P_KREL + slot * KREL_SIZE;
    if (own >= 0) {
      f[P_OWN + slot]! += sign * DIST[sq * 81 + own]!;
      f[row + kingRelative(pos.variant, c, sq, own)]! += sign;
    }
    if (enemy >= 0) {
      f[P_ENEMY + slot]! += sign * DIST[sq * 81 + enemy]!;
      f[KREL_TABLE + row + kingRelative(pos.variant, c, sq, enemy)]! += sign;
    }
  }
  for (const c of [0, 1] as const) {
    const k = pos.kingSquare(c);
    if (k >= 0) f[P_PSQT + PSQT_KING * 81 + ownerSquare(pos.variant, c, k)]! += c === stm ? 1 : -1;
  }
  HAND_TYPES.forEach((pt, i) => {
    f[P_HAND + i] = handCount(pos.hand(stm), pt) - handCount(pos.hand(stm === 0 ? 1 : 0), pt);
  });
  map.build(pos);
  // Why: the three multipliers are fitted in percent, so one Adam step moves each by about 1 %.
  f[P_DANGER] = kingDangerBalance(pos, map, stm) / 100;
  f[P_THREAT] = threatScore(pos, map) / 100;
  f[P_MOBILITY] = (map.mobility[stm]! - map.mobility[stm ^ 1]!) / 100;
  f[P_TEMPO] = 1;
  return f;
}

/**
 * Feature rows of the quiet labels: no mate score, |score| ≤ maxScore, side to move not in
 * check, and the teacher's best move not a capture (a static evaluation cannot see an exchange
 * in progress).
 */
export function buildFitData(
  labels: readonly Label[],
  variant: Variant,
  maxScore: number,
): { data: FitData; counts: FitFilterCounts } {
  const counts: FitFilterCounts = { kept: 0, mate: 0, large: 0, check: 0, capture: 0, bad: 0 };
  const rows: SparseRow[] = [];
  const targets: number[] = [];
  for (const l of labels) {
    if (l.score === undefined) counts.mate++;
    else if (Math.abs(l.score) > maxScore) counts.large++;
    else {
      const parsed = parseSfen(l.sfen, variant);
      if (!parsed.ok) counts.bad++;
      else if (parsed.position.inCheck()) counts.check++;
      else if (capturesUsi(parsed.position, l.best)) counts.capture++;
      else {
        rows.push(sparse(featureRow(parsed.position)));
        targets.push(l.score);
        counts.kept++;
      }
    }
  }
  return { data: { rows, targets: Float64Array.from(targets) }, counts };
}

/** Whether the USI move captures in pos (false for an unreadable move). */
function capturesUsi(pos: Position, usi: string): boolean {
  const m = parseUsiMove(pos, usi);
  return m !== MOVE_NONE && isCapture(pos, m);
}

const sigmoid = (x: number): number => 1 / (1 + Math.exp(-x));

/** Mean squared win-rate error of parameters `w` over `data` (scale: centipawns per logit). */
export function fitLoss(
  w: Float64Array,
  data: FitData,
  scale: number,
  pick?: (i: number) => boolean,
): number {
  let sum = 0;
  let n = 0;
  data.rows.forEach((row, i) => {
    if (pick && !pick(i)) return;
    const d = sigmoid(dotRow(w, row) / scale) - sigmoid(data.targets[i]! / scale);
    sum += d * d;
    n++;
  });
  return n > 0 ? sum / n : 0;
}

const dotRow = (w: Float64Array, row: SparseRow): number => {
  let s = 0;
  for (let j = 0; j < row.idx.length; j++) s += w[row.idx[j]!]! * row.val[j]!;
  return s;
};

/** Options of `fitParameters`. */
export interface FitOptions {
  scale: number;
  epochs: number;
  /** Adam step, in parameter units (centipawns or percent-of-one). */
  lr: number;
  /** Rows used for training (the rest are held out). */
  train: (i: number) => boolean;
  /**
   * L2 penalty on the piece-square and king-relative values (summed squared error + l2·Σw²):
   * rare squares stay near 0.
   */
  l2?: number;
  /** Fit the king-relative tables too (else they keep their initial values). */
  kingRelative?: boolean;
}

/** Full-batch Adam from `init`, its step decaying linearly to zero; returns the fitted parameters. */
export function fitParameters(init: Float64Array, data: FitData, opt: FitOptions): Float64Array {
  const w = Float64Array.from(init);
  const m = new Float64Array(PARAM_COUNT);
  const v = new Float64Array(PARAM_COUNT);
  const g = new Float64Array(PARAM_COUNT);
  for (let t = 1; t <= opt.epochs; t++) {
    g.fill(0);
    const lr = opt.lr * (1 - (t - 1) / opt.epochs);
    data.rows.forEach((row, i) => {
      if (!opt.train(i)) return;
      const p = sigmoid(dotRow(w, row) / opt.scale);
      // d/dw (p − q)² = 2 (p − q) p (1 − p) / scale · row
      const k = (2 * (p - sigmoid(data.targets[i]! / opt.scale)) * p * (1 - p)) / opt.scale;
      for (let j = 0; j < row.idx.length; j++) g[row.idx[j]!]! += k * row.val[j]!;
    });
    const l2 = opt.l2 ?? 0;
    // Why only up to `end`: frozen king-relative values take no step, so their penalty is moot.
    const end = opt.kingRelative ? PARAM_COUNT : P_KREL;
    for (let j = P_PSQT; j < end; j++) g[j]! += 2 * l2 * w[j]!;
    for (let j = 0; j < end; j++) {
      m[j] = 0.9 * m[j]! + 0.1 * g[j]!;
      v[j] = 0.999 * v[j]! + 0.001 * g[j]! * g[j]!;
      const mh = m[j]! / (1 - 0.9 ** t);
      const vh = v[j]! / (1 - 0.999 ** t);
      // Why: a parameter no position uses (a lance in minishogi) has no gradient and stays put.
      if (vh > 0) w[j]! -= (lr * mh) / (Math.sqrt(vh) + 1e-12);
    }
  }
  return w;
}
