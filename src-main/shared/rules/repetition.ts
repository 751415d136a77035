/**
 * Repetition over a position's history: the search view (first repetition, hand superiority)
 * and the game rule (4th occurrence, perpetual check). Reads Position's state stack.
 */
import * as types from './types.ts';
import type { RepetitionState } from './types.ts';
import type { Position } from './position.ts';

// Module-local copies: under tsx, imported bindings are getter calls, too slow per move.
const {
  BLACK,
  HAND_BORROW_MASK,
  MOVE_NULL,
  REP_DRAW,
  REP_INFERIOR,
  REP_LOSE,
  REP_NONE,
  REP_SUPERIOR,
  REP_WIN,
} = types;

/**
 * Repetition of the current position in the history (including moves played before the
 * search root), looking back at most `maxPly` plies (default: the whole history) and never
 * across a null move.
 *
 * With `occurrences = 2` (the default, for search) the most recent earlier position with the
 * same board and side to move decides: same hands → REP_DRAW, or REP_WIN / REP_LOSE when one
 * side checked with every move of the cycle; different hands → REP_SUPERIOR / REP_INFERIOR.
 * With `occurrences = 4` it applies the game rule (sennichite): REP_NONE until the same
 * position (board, hands, side) occurs for the 4th time, then REP_DRAW, or REP_WIN / REP_LOSE
 * when all moves of one side since the first of the four occurrences were checks.
 */
export function repetitionOf(pos: Position, maxPly = Infinity, occurrences = 2): RepetitionState {
  const q = pos.ply;
  const lo = pos.stKeyLo[q]!;
  const hi = pos.stKeyHi[q]!;
  const h0 = pos.stHand0[q]!;
  const h1 = pos.stHand1[q]!;
  const limit = Math.min(maxPly, q);
  let found = 1;
  for (let i = 2; i <= limit; i += 2) {
    const j = q - i;
    if (pos.stMove[j + 1] === MOVE_NULL || pos.stMove[j + 2] === MOVE_NULL) break;
    if (pos.stKeyLo[j] !== lo || pos.stKeyHi[j] !== hi) continue;
    const same = pos.stHand0[j] === h0 && pos.stHand1[j] === h1;
    if (!same) {
      if (occurrences > 2) continue;
      return handComparison(pos, j);
    }
    if (++found < occurrences) continue;
    return perpetualCheckVerdict(pos, j);
  }
  return REP_NONE;
}

/** REP_SUPERIOR / REP_INFERIOR by comparing the side to move's hand now and at ply j. */
function handComparison(pos: Position, j: number): RepetitionState {
  const now = pos.side === BLACK ? pos.stHand0[pos.ply]! : pos.stHand1[pos.ply]!;
  const then = pos.side === BLACK ? pos.stHand0[j]! : pos.stHand1[j]!;
  if (((now - then) & HAND_BORROW_MASK) === 0 && now !== then) return REP_SUPERIOR;
  if (((then - now) & HAND_BORROW_MASK) === 0 && now !== then) return REP_INFERIOR;
  return REP_NONE;
}

/** Decides a repetition cycle from ply j to now: perpetual check by one side, else draw. */
function perpetualCheckVerdict(pos: Position, j: number): RepetitionState {
  const q = pos.ply;
  let themAll = true;
  let usAll = true;
  // The position at ply t is in check iff the move played at ply t gave check; the moves at
  // plies q, q−2, … were played by the opponent of the side to move.
  for (let t = q; t > j; t--) {
    if (pos.stCheckN[t] !== 0) continue;
    if ((q - t) % 2 === 0) themAll = false;
    else usAll = false;
  }
  if (themAll) return REP_WIN;
  if (usAll) return REP_LOSE;
  return REP_DRAW;
}
