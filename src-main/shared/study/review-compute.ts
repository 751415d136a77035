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
  winRate,
  type LabelThresholds,
  type MoveLabel,
} from './win-rate.ts';
import type { MoveReview, PositionEval, ReviewSettings, SideSummary } from './review-types.ts';
import type { EvalScore } from './win-rate.ts';
import { REVIEW_MATE_KEPT_WIN } from './study-params.ts';

/** What is known about a move when its two positions are evaluated. */
export interface MoveFacts {
  ply: number;
  color: 'black' | 'white';
  usi: string;
  japanese: string;
  bestJapanese?: string;
}

/**
 * The score a position is judged by. `steady`: the mean of the last two iterations' scores when
 * both are centipawns (why: an iterative search's score swings between odd and even depths, and
 * one iteration's swing labelled opening moves that a deeper search does not); else the final one.
 */
export function judgedScore(e: PositionEval, method: ReviewSettings['method']): EvalScore {
  const p = e.previous?.score;
  if (method === 'last' || !p || p.kind !== 'cp' || e.score.kind !== 'cp') return e.score;
  return { kind: 'cp', value: Math.round((p.value + e.score.value) / 2) };
}

/** True if the engine chose `usi` itself: its best move, or with `steady` the previous iteration's. */
function engineChoice(
  usi: string,
  before: PositionEval,
  method: ReviewSettings['method'],
): boolean {
  return before.best === usi || (method !== 'last' && before.previous?.best === usi);
}

/**
 * Reviews one move from the evaluation of the position before it (mover to move) and after it
 * (opponent to move). A move the engine chose loses nothing (why: two searches of neighbouring
 * positions disagree slightly, which must not label the engine's own choice).
 */
export function reviewMove(
  facts: MoveFacts,
  before: PositionEval,
  after: PositionEval,
  t: LabelThresholds,
  method: ReviewSettings['method'] = 'steady',
): MoveReview {
  const opponent = facts.color === 'black' ? 'white' : 'black';
  const b = toBlackScore(judgedScore(before, method), facts.color);
  const a = toBlackScore(judgedScore(after, method), opponent);
  const moverWin = (wBlack: number) => (facts.color === 'black' ? wBlack : 100 - wBlack);
  const moverWinBefore = moverWin(blackWinRate(b));
  const moverWinAfter = moverWin(blackWinRate(a));
  const chosen = engineChoice(facts.usi, before, method);
  const loss = chosen ? 0 : Math.max(0, moverWinBefore - moverWinAfter);
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

/**
 * Judges a reviewed move again like for like: `afterBest` (the position after the engine's best
 * move) and `afterPlayed` (after the move played) were searched with the same budget, and that
 * loss is the mover's win rate after the best move minus after the move played (0 when the move
 * played is the best, `afterBest` null). The move keeps the smaller of this loss and its own
 * (`m`: root against child, `reviewMove`). Why: a root score and a child score come from searches
 * one ply apart, and that odd/even swing labels moves a deeper search does not; two children
 * searched alike share it. A label stands only if both readings show the loss. Measured in
 * docs/learning.md ("Labels a player can trust").
 */
export function reviewAgainstBest(
  m: MoveReview,
  afterBest: PositionEval | null,
  afterPlayed: PositionEval,
  t: LabelThresholds,
  method: ReviewSettings['method'] = 'steady',
): MoveReview {
  // Both positions have the opponent to move: the mover's win rate is the opponent's complement.
  const moverWin = (e: PositionEval) => 100 - winRate(judgedScore(e, method));
  if (!afterBest) return { ...m, loss: 0, label: null };
  const moverWinBefore = moverWin(afterBest);
  const moverWinAfter = moverWin(afterPlayed);
  const loss = Math.max(0, moverWinBefore - moverWinAfter);
  if (loss >= m.loss) return m;
  return { ...m, moverWinBefore, moverWinAfter, loss, label: labelForLoss(loss, t) };
}

/**
 * A missed mate that keeps a won game is at most "dubious": the position before is a mate for the
 * mover, the position after a centipawn score that still gives the mover `REVIEW_MATE_KEPT_WIN` %
 * or more. Why: a mate reads 100 % and a won game's centipawn score 80–90 %, a gap a deeper
 * search does not confirm as a mistake; the why-sentence still names the missed mate.
 */
export function capMissedMate(m: MoveReview): MoveReview {
  const rank = m.label ? MOVE_LABELS.indexOf(m.label) : -1;
  if (rank <= MOVE_LABELS.indexOf('dubious')) return m;
  const hadMate = m.before.kind === 'mate' && m.before.winner === m.color;
  if (!hadMate || m.score.kind !== 'cp') return m;
  const w = blackWinRate(m.score);
  const kept = m.color === 'black' ? w : 100 - w;
  return kept >= REVIEW_MATE_KEPT_WIN ? { ...m, label: 'dubious' } : m;
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
