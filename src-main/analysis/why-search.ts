/**
 * Explains a labelled move with the df-pn mate solver added to the checks of `explainMove`: a
 * short bounded solve of the position after the move (did it allow a mate the search score did
 * not show?) and before it (was there a mate the move let go?). Plain Node (the solver is the
 * engine's); cheap enough to run at every labelled move of a review.
 */
import { solveMate } from '../engine/mate/dfpn.ts';
import { parseSfen, parseUsiMove } from '../shared/rules/sfen.ts';
import { MOVE_NONE } from '../shared/rules/types.ts';
import { explainMove, type WhyInput } from '../shared/study/why-facts.ts';
import type { Why } from '../shared/study/why-types.ts';
import type { PositionEval } from '../shared/study/review-types.ts';
import { WHY_KINDS_NOT_GIVEN, WHY_MATE_MAX_NODES, WHY_MATE_MAX_MS } from './analysis-params.ts';

/** Plies of a mate the side to move of `sfen` (after `moves`) forces, or null (none found in budget). */
export function mateLength(sfen: string, moves: readonly string[]): number | null {
  const parsed = parseSfen(sfen, 'shogi', { allowNifu: true });
  if (!parsed.ok) return null;
  const pos = parsed.position;
  for (const usi of moves) {
    const m = parseUsiMove(pos, usi);
    if (m === MOVE_NONE) return null;
    pos.doMove(m);
  }
  const r = solveMate(pos, { timeMs: WHY_MATE_MAX_MS, maxNodes: WHY_MATE_MAX_NODES });
  return r.kind === 'mate' ? r.moves.length : null;
}

/**
 * The why of a move, with mates searched where the scores do not already tell: the opponent's
 * after the move, and the mover's before it when the move played is not the best. A kind of
 * `WHY_KINDS_NOT_GIVEN` gives no sentence (why: a deeper search too often disagrees with it).
 */
export function explainWithMates(input: WhyInput): Why | null {
  const why = explainChecked(input);
  return why && !WHY_KINDS_NOT_GIVEN.includes(why.kind) ? why : null;
}

/** `explainMove` with the two bounded mate solves. */
function explainChecked(input: WhyInput): Why | null {
  const scoreShowsMate = input.after.kind === 'mate' || input.before.kind === 'mate';
  if (scoreShowsMate) return explainMove(input);
  const mateAfter = mateLength(input.sfen, [input.played]);
  const mateBefore =
    mateAfter === null && input.played !== input.best ? mateLength(input.sfen, []) : null;
  return explainMove({ ...input, mateAfter, mateBefore });
}

/**
 * True unless `why` is "hangs" and its capture is not the engine's reply at every look the
 * review took at the position after the move: the first move of `shallow`'s line (the search at
 * the review's budget) and the best move of `after`'s previous iteration (`after` is the search
 * whose line gave the sentence). Why: when the deeper search (8×) did not confirm a hanging piece,
 * it mostly chose another reply, and so had one of these looks (docs/learning.md, "The
 * why-sentence").
 */
export function replySettled(why: Why, after: PositionEval, shallow: PositionEval): boolean {
  if (why.kind !== 'hangs') return true;
  const reply = why.reply.usi;
  const previous = after.previous?.best ?? reply;
  return (shallow.pv?.[0] ?? shallow.best) === reply && previous === reply;
}
