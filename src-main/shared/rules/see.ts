/**
 * Static exchange evaluation on the destination square of a move: the material balance of the
 * best capture sequence where each side may stop, least valuable attacker first. X-rays are
 * seen because captured-with pieces are lifted off the board before the next attacker search.
 * Pins are ignored and only the first move's promotion is counted (the usual approximations).
 */
import { KING, KNIGHT, SQUARE_NB, MOVE_PROMOTE, makePiece, typeTable } from './types.ts';
import type { Color, Move } from './types.ts';
import type { Position } from './position.ts';
import { NEAR_MASK, OPP, SLIDE_MASK } from './attacks.ts';

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

/**
 * The least valuable attacker of `to` for colour c on the current board (−1 if none): of equal
 * values, the first in attackersOf's order (the eight directions, then the knight squares). Found
 * in one scan, without listing the attackers first: this runs at every step of every exchange.
 */
function leastValuableAttacker(pos: Position, c: number, to: number): number {
  const board = pos.board;
  const next = pos.geo.next;
  let best = -1;
  let bestValue = Infinity;
  for (let d = 0; d < 8; d++) {
    let t = next[to * 8 + d]!;
    if (t < 0) continue;
    let p = board[t]!;
    if (p !== 0) {
      if (p >> 4 !== c || ((NEAR_MASK[p]! >> OPP[d]!) & 1) === 0) continue;
    } else {
      do t = next[t * 8 + d]!;
      while (t >= 0 && board[t] === 0);
      if (t < 0) continue;
      p = board[t]!;
      if (p >> 4 !== c || ((SLIDE_MASK[p]! >> OPP[d]!) & 1) === 0) continue;
    }
    const v = SEE_VALUES[p & 15]!;
    if (v < bestValue) {
      bestValue = v;
      best = t;
    }
  }
  const kt = pos.geo.knightTo;
  const kn = makePiece(c as Color, KNIGHT);
  for (let i = 0; i < 2; i++) {
    const t = kt[((c ^ 1) * SQUARE_NB + to) * 2 + i]!;
    if (t >= 0 && board[t] === kn && SEE_VALUES[KNIGHT]! < bestValue) {
      bestValue = SEE_VALUES[KNIGHT]!;
      best = t;
    }
  }
  return best;
}

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
    const a = leastValuableAttacker(pos, side, to);
    if (a < 0) break;
    const apc = board[a]!;
    // A king may only recapture when the other side has no attacker left.
    if ((apc & 15) === KING) {
      board[a] = 0;
      const defended = leastValuableAttacker(pos, side ^ 1, to) >= 0;
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
 * True if the static exchange value of m is at least `threshold`. The exchange is worth at most
 * what m takes and at least that less the piece m puts on the square, so most calls (quiet moves
 * against a modest margin, captures of more than the threshold) are answered without the swap loop.
 */
export function seeGe(pos: Position, m: Move, threshold: number): boolean {
  const first = firstGain(pos, m);
  if (first < threshold) return false;
  if (first - placedValue(m) >= threshold) return true;
  return see(pos, m) >= threshold;
}

/** A move's exchange value, kept between the `seeGeMemo` tests of one position. */
export class SeeMemo {
  /** The move whose value `value` is (0 = none: MOVE_NONE is never tested). */
  move = 0;
  value = 0;
}

/**
 * `seeGe`, keeping the exchange value of m in `memo` when it has to be computed, so a second test
 * of the same move on the same board (another threshold) costs nothing. The caller clears
 * `memo.move` whenever the board may have changed.
 */
export function seeGeMemo(pos: Position, m: Move, threshold: number, memo: SeeMemo): boolean {
  const first = firstGain(pos, m);
  if (first < threshold) return false;
  if (first - placedValue(m) >= threshold) return true;
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
