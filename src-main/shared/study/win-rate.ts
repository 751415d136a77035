/**
 * The review's evaluation model: engine scores → win rate (logistic in centipawns), the drop in
 * win rate a move causes → label, and the per-move accuracy. Pure module; constants live in
 * `study-params.ts`.
 */
import {
  ACCURACY_A,
  ACCURACY_B,
  ACCURACY_C,
  DEFAULT_THRESHOLDS,
  WIN_RATE_SCALE_CP,
} from './study-params.ts';

/** An engine score from one side's point of view: centipawns, or plies to mate (negative = being mated). */
export interface EvalScore {
  kind: 'cp' | 'mate';
  value: number;
}

/** Labels, from mild to severe. `null` = no label. */
export type MoveLabel = 'inaccuracy' | 'dubious' | 'mistake' | 'blunder';
export const MOVE_LABELS: readonly MoveLabel[] = ['inaccuracy', 'dubious', 'mistake', 'blunder'];

/** Win-rate drops (percentage points) at or above which each label applies. A user setting. */
export interface LabelThresholds {
  inaccuracy: number;
  dubious: number;
  mistake: number;
  blunder: number;
}

/** The thresholds a new user starts with. */
export function defaultThresholds(): LabelThresholds {
  return { ...DEFAULT_THRESHOLDS };
}

/** Win rate in % (0..100) from centipawns for the side whose score it is. */
export function winRateFromCp(cp: number): number {
  return 100 / (1 + Math.exp(-cp / WIN_RATE_SCALE_CP));
}

/** Win rate in % for the side to move. A mate score wins (100) when positive, loses (0) otherwise (`mate 0` = mated). */
export function winRate(score: EvalScore): number {
  if (score.kind === 'mate') return score.value > 0 ? 100 : 0;
  return winRateFromCp(score.value);
}

/** A score from Black's (sente's) point of view, as reviews store and graphs draw it. */
export type BlackScore =
  { kind: 'cp'; cp: number } | { kind: 'mate'; plies: number; winner: 'black' | 'white' };

/** Turns a side-to-move score into Black's point of view. */
export function toBlackScore(score: EvalScore, sideToMove: 'black' | 'white'): BlackScore {
  const other = sideToMove === 'black' ? 'white' : 'black';
  if (score.kind === 'cp')
    return { kind: 'cp', cp: sideToMove === 'black' ? score.value : -score.value };
  return {
    kind: 'mate',
    plies: Math.abs(score.value),
    winner: score.value > 0 ? sideToMove : other,
  };
}

/** Black's win rate in % for a Black-view score. */
export function blackWinRate(score: BlackScore): number {
  if (score.kind === 'mate') return score.winner === 'black' ? 100 : 0;
  return winRateFromCp(score.cp);
}

/** `+120`, `-45`, `0`; mates `M+7` (Black mates in 7 plies) / `M-7` (White mates). */
export function formatBlackScore(score: BlackScore): string {
  if (score.kind === 'mate') return `M${score.winner === 'black' ? '+' : '-'}${score.plies}`;
  return score.cp > 0 ? `+${score.cp}` : String(score.cp);
}

/** Parses `formatBlackScore` text; null if malformed. */
export function parseBlackScore(text: string): BlackScore | null {
  const mate = /^M([+-])(\d+)$/.exec(text);
  if (mate)
    return { kind: 'mate', plies: Number(mate[2]), winner: mate[1] === '+' ? 'black' : 'white' };
  return /^[+-]?\d+$/.test(text) ? { kind: 'cp', cp: Number(text) } : null;
}

/** The label for a win-rate drop in percentage points, or null when below every threshold. */
export function labelForLoss(loss: number, t: LabelThresholds): MoveLabel | null {
  for (const label of [...MOVE_LABELS].reverse()) if (loss >= t[label]) return label;
  return null;
}

/**
 * The label for a verified loss: like `labelForLoss`, but mistake and blunder need the loss to
 * reach their threshold plus `margin` points, and an inaccuracy its threshold plus
 * `inaccuracyMargin`; short of it the move gets the next label down (or none).
 */
export function labelWithMargin(
  loss: number,
  t: LabelThresholds,
  margin: number,
  inaccuracyMargin = 0,
): MoveLabel | null {
  const extra = (l: MoveLabel) =>
    l === 'mistake' || l === 'blunder' ? margin : l === 'inaccuracy' ? inaccuracyMargin : 0;
  for (const label of [...MOVE_LABELS].reverse()) if (loss >= t[label] + extra(label)) return label;
  return null;
}

/** Per-move accuracy in % for a win-rate drop in percentage points (lichess-style curve). */
export function moveAccuracy(loss: number): number {
  const a = ACCURACY_A * Math.exp(-ACCURACY_B * Math.max(0, loss)) - ACCURACY_C;
  return Math.min(100, Math.max(0, a));
}

/** Checks thresholds a user typed: finite, non-negative and non-decreasing from inaccuracy to blunder. */
export function checkThresholds(t: LabelThresholds): { ok: true } | { ok: false; message: string } {
  const values = MOVE_LABELS.map((l) => t[l]);
  if (values.some((v) => !Number.isFinite(v) || v < 0 || v > 100))
    return { ok: false, message: 'thresholds are percentages between 0 and 100' };
  for (let i = 1; i < values.length; i++) {
    if (values[i]! < values[i - 1]!)
      return { ok: false, message: `${MOVE_LABELS[i]} must be at least ${MOVE_LABELS[i - 1]}` };
  }
  return { ok: true };
}
