/**
 * Static exchange evaluation on the destination square of a move: the material balance of the
 * best capture sequence where each side may stop, least valuable attacker first. X-rays are
 * seen because captured-with pieces are lifted off the board before the next attacker search.
 * Pins are ignored and only the first move's promotion is counted (the usual approximations).
 */
import * as types from './types.ts';
import type { Move } from './types.ts';
import type { Position } from './position.ts';
import * as attackers from './attackers.ts';

// Module-local copies: under tsx, imported bindings are getter calls, too slow per move.
const { KING, SQUARE_NB, MOVE_PROMOTE, typeTable } = types;
const { leastValuableAttacker } = attackers;

/** Exchange values by piece type (centipawn scale); the king is "infinite". */
export const SEE_VALUES: readonly number[] = typeTable({
  P: 90,
  L: 315,
  N: 405,
  S: 495,
  G: 540,
  B: 855,
  R: 990,
  '+P': 540,
  '+L': 540,
  '+N': 540,
  '+S': 540,
  '+B': 945,
  '+R': 1395,
  K: 15000,
});

const gains = new Int32Array(40);
const lifted = new Int32Array(40);
const liftedPiece = new Int32Array(40);

/** The exchange value of m from the mover's point of view. */
export function see(pos: Position, m: Move): number {
  const to = m & 0x7f;
  const from = (m >> 7) & 0x7f;
  const pc = (m >> 16) & 31;
  const board = pos.board;
  const promote = (m & MOVE_PROMOTE) !== 0;
  gains[0] = firstGain(pos, m);
  let onSquare = placedValue(m);
  let nLifted = 0;
  if (from < SQUARE_NB) {
    lifted[nLifted] = from;
    liftedPiece[nLifted++] = pc;
    board[from] = 0;
  }
  const savedTo = board[to]!;
  board[to] = promote ? pc + 8 : pc;
  let side = (pc >> 4) ^ 1;
  let d = 0;
  while (d < 38) {
    const a = leastValuableAttacker(pos, side, to, SEE_VALUES);
    if (a < 0) break;
    const apc = board[a]!;
    // A king may only recapture when the other side has no attacker left.
    if ((apc & 15) === KING) {
      board[a] = 0;
      const defended = leastValuableAttacker(pos, side ^ 1, to, SEE_VALUES) >= 0;
      board[a] = apc;
      if (defended) break;
    }
    d++;
    gains[d] = onSquare - gains[d - 1]!;
    onSquare = SEE_VALUES[apc & 15]!;
    lifted[nLifted] = a;
    liftedPiece[nLifted++] = apc;
    board[a] = 0;
    side ^= 1;
  }
  for (let i = nLifted - 1; i >= 0; i--) board[lifted[i]!] = liftedPiece[i]!;
  board[to] = savedTo;
  while (d > 0) {
    gains[d - 1] = -Math.max(-gains[d - 1]!, gains[d]!);
    d--;
  }
  return gains[0]!;
}

/**
 * What the `seeGe` tests of one move on one board found out about its exchange value: it lies in
 * [lo, hi]. Each test that the bounds cannot answer runs the early-stopping exchange once and
 * narrows them, so a second test of the move (another threshold) is often free.
 */
/** Beyond any exchange value (small integers keep the memo's fields V8 small integers). */
const SEE_BOUND = 1 << 30;

export class SeeMemo {
  /** The move the bounds are about (0 = none: MOVE_NONE is never tested). */
  move = 0;
  lo = 0;
  hi = 0;
}

/**
 * True if the static exchange value of m is at least `threshold`. The exchange is worth at most
 * what m takes and at least that less the piece m puts on the square, so most calls (quiet moves
 * against a modest margin, captures of more than the threshold) are answered without the swap loop.
 * With `memo`, what the swap loop found is kept as bounds on the value, so a second test of the same
 * move on the same board is answered from them when they decide it; the caller clears `memo.move`
 * whenever the board may have changed.
 */
export function seeGe(pos: Position, m: Move, threshold: number, memo?: SeeMemo): boolean {
  const first = firstGain(pos, m);
  if (first < threshold) return false;
  if (first - placedValue(m) >= threshold) return true;
  if (memo === undefined) return seeAtLeast(pos, m, threshold, first);
  if (memo.move !== m) {
    memo.move = m;
    memo.lo = -SEE_BOUND;
    memo.hi = SEE_BOUND;
  }
  if (memo.lo >= threshold) return true;
  if (memo.hi < threshold) return false;
  const atLeast = seeAtLeast(pos, m, threshold, first);
  if (atLeast) memo.lo = threshold;
  else memo.hi = threshold - 1;
  return atLeast;
}

/**
 * `see(pos, m) >= threshold`, stopping the exchange as soon as the answer is known. The swap
 * list's value is min(a0, max(a1, min(a2, …))) with a_k = ±gain_k (+ when the mover captured), so
 * a term of the mover's below the threshold decides "no", one of the opponent's at or above it
 * "yes", and a list that ends after term k answers "yes" exactly when k is the mover's. The next
 * gain is known before its capture is found (the piece on the square is what it takes), so when
 * it would decide as the list's end would, the attacker search is skipped. The same attackers in
 * the same order as `see`, so the same answer; `first` is firstGain (≥ threshold).
 */
function seeAtLeast(pos: Position, m: Move, threshold: number, first: number): boolean {
  const to = m & 0x7f;
  const from = (m >> 7) & 0x7f;
  const pc = (m >> 16) & 31;
  const board = pos.board;
  let gain = first;
  let onSquare = placedValue(m);
  let nLifted = 0;
  if (from < SQUARE_NB) {
    lifted[nLifted] = from;
    liftedPiece[nLifted++] = pc;
    board[from] = 0;
  }
  const savedTo = board[to]!;
  board[to] = (m & MOVE_PROMOTE) !== 0 ? pc + 8 : pc;
  let side = (pc >> 4) ^ 1;
  let d = 0;
  let result = true;
  for (;;) {
    // Term d was the mover's (d even) or the opponent's: if the list ends here, that decides.
    result = (d & 1) === 0;
    if (d >= 38) break;
    const next = onSquare - gain;
    // Why before the attacker search: a decisive next term answers as the list's end would.
    if (result ? -next >= threshold : next < threshold) break;
    const a = leastValuableAttacker(pos, side, to, SEE_VALUES);
    if (a < 0) break;
    const apc = board[a]!;
    if ((apc & 15) === KING) {
      board[a] = 0;
      const defended = leastValuableAttacker(pos, side ^ 1, to, SEE_VALUES) >= 0;
      board[a] = apc;
      if (defended) break;
    }
    d++;
    gain = next;
    onSquare = SEE_VALUES[apc & 15]!;
    lifted[nLifted] = a;
    liftedPiece[nLifted++] = apc;
    board[a] = 0;
    side ^= 1;
  }
  for (let i = nLifted - 1; i >= 0; i--) board[lifted[i]!] = liftedPiece[i]!;
  board[to] = savedTo;
  return result;
}

/** What m wins outright: the piece it takes plus its promotion gain. */
function firstGain(pos: Position, m: Move): number {
  const from = (m >> 7) & 0x7f;
  const pt = (m >> 16) & 15;
  const taken = from < SQUARE_NB ? SEE_VALUES[pos.board[m & 0x7f]! & 15]! : 0;
  return taken + ((m & MOVE_PROMOTE) !== 0 ? SEE_VALUES[pt + 8]! - SEE_VALUES[pt]! : 0);
}

/** The exchange value of the piece m leaves on its destination. */
function placedValue(m: Move): number {
  const pt = (m >> 16) & 15;
  return SEE_VALUES[(m & MOVE_PROMOTE) !== 0 ? pt + 8 : pt]!;
}
