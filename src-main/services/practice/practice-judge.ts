/**
 * Judging a practice answer with the engine at the time of answer: the position after the
 * answer and after the card's best move are searched with the same budget, as is the position
 * itself, and the answer counts when the mover's win rate is within the margin of the better of
 * the two (the stored best move's and the engine's own best now). Plain Node.
 */
import type { PositionAnalyser } from '../../analysis/position-analyser.ts';
import type { PracticeCard, RepertoireFacts } from '../../shared/study/practice-card.ts';
import type { ReviewLimit } from '../../shared/study/review-types.ts';
import { winRate } from '../../shared/study/win-rate.ts';
import type { UsiResult } from '../../usi/usi-engine.ts';

/** The engine's verdict on an answer. */
export interface Judgement {
  correct: boolean;
  /** Win-rate points the answer loses against the best move (0 or more). */
  loss: number;
}

/** The mover's win rate after `usi` (the engine scores it for the opponent, who is to move). */
async function moverWinAfter(
  analyser: PositionAnalyser,
  card: PracticeCard,
  usi: string,
  limit: ReviewLimit,
): Promise<UsiResult<number>> {
  const r = await analyser.evaluate(card.sfen, [usi], limit);
  return r.ok ? { ok: true, value: 100 - winRate(r.value.score) } : r;
}

/**
 * Judges `usi` (a legal move of the card's position). The best move itself is right and the
 * game's move wrong without a search (why: the card exists because the review measured that
 * move's loss); any other move is searched against the best.
 */
export async function judgeAnswer(
  analyser: () => Promise<UsiResult<PositionAnalyser>>,
  card: PracticeCard,
  usi: string,
  limit: ReviewLimit,
  margin: number,
): Promise<UsiResult<Judgement>> {
  if (usi === card.best) return { ok: true, value: { correct: true, loss: 0 } };
  if (usi === card.played) return { ok: true, value: { correct: false, loss: card.loss } };
  const opened = await analyser();
  if (!opened.ok) return opened;
  const mine = await moverWinAfter(opened.value, card, usi, limit);
  if (!mine.ok) return mine;
  const best = await moverWinAfter(opened.value, card, card.best, limit);
  if (!best.ok) return best;
  const root = await opened.value.evaluate(card.sfen, [], limit);
  if (!root.ok) return root;
  // Why the root search too: a card's stored best may be weak, and a bad answer must not pass
  // for being as bad as it; the better of the two is the yardstick.
  const top = Math.max(best.value, winRate(root.value.score));
  const loss = Math.max(0, top - mine.value);
  return { ok: true, value: { correct: loss <= margin, loss } };
}

/**
 * Judges a repertoire card's answer by the user's book, without an engine: any of the book's
 * playable moves there is right (why: the card asks what the user plays, not what is best).
 */
export function judgeByBook(facts: RepertoireFacts, usi: string): Judgement {
  return { correct: facts.moves.some((m) => m.usi === usi), loss: 0 };
}
