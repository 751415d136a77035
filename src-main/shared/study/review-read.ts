/**
 * Reading a review back from a record's comments (a saved reviewed file, a half-done review to
 * resume) and assembling summaries. Pure module.
 */
import { Color, Move, type ImmutableRecord } from 'tsshogi';
import { moveEntry } from './record-views.ts';
import { findMoveLine, mainLineMoves } from './review-comment.ts';
import { summarizeSide } from './review-compute.ts';
import { blackWinRate } from './win-rate.ts';
import type { MoveReview, ReviewSettings, ReviewSummary } from './review-types.ts';

/** The main-line moves that carry a review line, as move reviews (worst moves, graph, resume). */
export function readMoveReviews(record: ImmutableRecord): MoveReview[] {
  return mainLineMoves(record).flatMap((node) => {
    const line = findMoveLine(node.comment);
    if (!line || !(node.move instanceof Move)) return [];
    const color = node.prev!.nextColor === Color.BLACK ? 'black' : 'white';
    const mover = (w: number) => (color === 'black' ? w : 100 - w);
    const review: MoveReview = {
      ply: node.ply,
      color,
      usi: node.move.usi,
      japanese: moveEntry(node).japanese,
      before: line.before,
      score: line.score,
      best: line.best,
      bestJapanese: line.bestJapanese,
      moverWinBefore: mover(blackWinRate(line.before)),
      moverWinAfter: mover(blackWinRate(line.score)),
      loss: line.loss,
      label: line.label,
      ...(line.pv ? { pv: line.pv } : {}),
      ...(line.why ? { why: line.why } : {}),
    };
    return [review];
  });
}

/** A summary of reviewed moves; `total` is the number of moves in the requested range. */
export function buildSummary(
  engine: string,
  settings: ReviewSettings,
  total: number,
  moves: readonly MoveReview[],
): ReviewSummary {
  return {
    engine,
    settings,
    total,
    done: moves.length,
    black: summarizeSide(moves, 'black'),
    white: summarizeSide(moves, 'white'),
  };
}
