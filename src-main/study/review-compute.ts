/**
 * The review arithmetic: two position evaluations around a move → the move's scores, win-rate
 * loss and label; a list of move reviews → per-side summary. Pure module.
 */
import {
  MOVE_LABELS,
  blackWinRate,
  labelForLoss,
  moveAccuracy,
  toBlackScore,
  type LabelThresholds,
  type MoveLabel,
} from './win-rate.ts';
import type { MoveReview, PositionEval, SideSummary } from './review-types.ts';

/** What is known about a move when its two positions are evaluated. */
export interface MoveFacts {
  ply: number;
  color: 'black' | 'white';
  usi: string;
  japanese: string;
  bestJapanese?: string;
}

/**
 * Reviews one move from the evaluation of the position before it (mover to move) and after it
 * (opponent to move). A move equal to the engine's best loses nothing (why: two searches of
 * neighbouring positions disagree slightly, which must not label the engine's own choice).
 */
export function reviewMove(
  facts: MoveFacts,
  before: PositionEval,
  after: PositionEval,
  t: LabelThresholds,
): MoveReview {
  const opponent = facts.color === 'black' ? 'white' : 'black';
  const b = toBlackScore(before.score, facts.color);
  const a = toBlackScore(after.score, opponent);
  const moverWin = (wBlack: number) => (facts.color === 'black' ? wBlack : 100 - wBlack);
  const moverWinBefore = moverWin(blackWinRate(b));
  const moverWinAfter = moverWin(blackWinRate(a));
  const loss = before.best === facts.usi ? 0 : Math.max(0, moverWinBefore - moverWinAfter);
  return {
    ...facts,
    before: b,
    score: a,
    best: before.best,
    ...(before.best ? { pv: linePlayed(before.best, before.pv) } : {}),
    moverWinBefore,
    moverWinAfter,
    loss,
    label: labelForLoss(loss, t),
  };
}

/** Per-side summary of the reviewed moves of one colour. */
export function summarizeSide(moves: readonly MoveReview[], color: 'black' | 'white'): SideSummary {
  const own = moves.filter((m) => m.color === color);
  const counts = Object.fromEntries(MOVE_LABELS.map((l) => [l, 0])) as { [l in MoveLabel]: number };
  for (const m of own) if (m.label) counts[m.label]++;
  const mean = (xs: number[]) => (xs.length === 0 ? 0 : xs.reduce((s, x) => s + x, 0) / xs.length);
  const worst = own
    .filter((m) => m.loss > 0)
    .sort((x, y) => y.loss - x.loss || x.ply - y.ply)
    .slice(0, 3)
    .map((m) => ({ ply: m.ply, japanese: m.japanese, loss: m.loss, label: m.label }));
  return {
    color,
    moves: own.length,
    averageLoss: mean(own.map((m) => m.loss)),
    accuracy: own.length === 0 ? 0 : mean(own.map((m) => moveAccuracy(m.loss))),
    counts,
    worst,
  };
}

/** How many moves of the engine's line a review keeps (enough to see the idea, short to store). */
const PV_KEPT = 10;

/** The engine's line from a position, when it starts with its best move (else the best move alone). */
function linePlayed(best: string, pv: readonly string[] | undefined): string[] {
  return pv?.[0] === best ? pv.slice(0, PV_KEPT) : [best];
}
