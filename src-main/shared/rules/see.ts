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

/** A move's exchange value, kept between the `seeGe` tests of one position. */
export class SeeMemo {
  /** The move whose value `value` is (0 = none: MOVE_NONE is never tested). */
  move = 0;
  value = 0;
}

/**
 * True if the static exchange value of m is at least `threshold`. The exchange is worth at most
 * what m takes and at least that less the piece m puts on the square, so most calls (quiet moves
 * against a modest margin, captures of more than the threshold) are answered without the swap loop.
 * With `memo`, a value the swap loop computed is kept, so a second test of the same move on the
 * same board (another threshold) costs nothing; the caller clears `memo.move` whenever the board
 * may have changed.
 */
export function seeGe(pos: Position, m: Move, threshold: number, memo?: SeeMemo): boolean {
  const first = firstGain(pos, m);
  if (first < threshold) return false;
  if (first - placedValue(m) >= threshold) return true;
  if (memo === undefined) return see(pos, m) >= threshold;
  if (memo.move !== m) {
    memo.value = see(pos, m);
    memo.move = m;
  }
  return memo.value >= threshold;
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
