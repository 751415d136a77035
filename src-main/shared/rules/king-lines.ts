/**
 * What stands on the lines to the king of the side to move, written into the position's state
 * for the current ply: the checkers, and the pieces pinned against the king. A search makes most
 * of its moves into nodes that end before any move is generated (a table cut, a stand-pat), so
 * the checkers after a move come from the move alone (the moved piece and the line through the
 * square it left), and the pins are found only when a generator or a legality test asks
 * (`Position.pinCount`).
 */
import type { Position } from './position.ts';
import type { Move } from './types.ts';
import * as types from './types.ts';
import * as attacks from './attacks.ts';
import { MAX_PINS } from './uchifuzume.ts';
import * as attackers from './attackers.ts';
import * as legality from './legality.ts';

// Module-local copies: under tsx, imported bindings are getter calls, too slow per move.
const { SQUARE_NB } = types;
const { DIR_BETWEEN, OPP, SLIDE_MASK } = attacks;
const { attackersOf } = attackers;
const { directCheck } = legality;
/** Scratch for the attackers of the king. */
const ATTACKERS = new Int32Array(32);

/**
 * Every checker of the side to move (a set-up position, where no last move says where a check
 * can come from). Returns the count.
 */
export function scanCheckers(pos: Position): number {
  const k = pos.kingSq[pos.side]!;
  if (k < 0) return 0;
  const n = attackersOf(pos, pos.side ^ 1, k, ATTACKERS);
  // Why at most two: a legal position has no more, and the state keeps two per ply.
  for (let i = 0; i < Math.min(n, 2); i++) pos.stChecker[pos.ply * 2 + i] = ATTACKERS[i]!;
  return n;
}

/**
 * The checkers of the side to move right after `m` was played (the board already updated).
 * Before the move this side was not in check, so a check now comes from the moved piece or from
 * a slider behind the square it left. Returns the count.
 */
export function checkersAfterMove(pos: Position, m: Move): number {
  const q = pos.ply;
  const k = pos.kingSq[pos.side]!;
  if (k < 0) return 0;
  const to = m & 0x7f;
  const from = (m >> 7) & 0x7f;
  let n = 0;
  if (directCheck(pos, pos.board[to]!, from, to, k)) pos.stChecker[q * 2 + n++] = to;
  if (from < SQUARE_NB) {
    const s = discoveredSlider(pos, from, k);
    if (s >= 0 && s !== to) pos.stChecker[q * 2 + n++] = s;
  }
  return n;
}

/**
 * The square of a slider of the side that just moved, now attacking the king k along the line
 * through the vacated square `from`, or −1. The first piece from the king on that line is the
 * only candidate: a piece between was there before the move and did not check then.
 */
function discoveredSlider(pos: Position, from: number, k: number): number {
  const d = DIR_BETWEEN[k * SQUARE_NB + from]!;
  if (d < 0) return -1;
  const board = pos.board;
  const next = pos.geo.next;
  let s = next[k * 8 + d]!;
  while (s >= 0 && board[s] === 0) s = next[s * 8 + d]!;
  if (s < 0) return -1;
  const p = board[s]!;
  return p >> 4 !== pos.side && (SLIDE_MASK[p]! >> OPP[d]!) & 1 ? s : -1;
}

/**
 * The pins of the side to move: an own piece first on a ray from the king with an enemy slider
 * along that ray behind it. Writes stPinSq / stPinDir at the current ply; returns the count.
 */
export function scanPins(pos: Position): number {
  const q = pos.ply;
  const us = pos.side;
  const k = pos.kingSq[us]!;
  let n = 0;
  if (k < 0) return 0;
  const board = pos.board;
  const next = pos.geo.next;
  for (let d = 0; d < 8; d++) {
    let s = next[k * 8 + d]!;
    while (s >= 0 && board[s] === 0) s = next[s * 8 + d]!;
    if (s < 0 || board[s]! >> 4 !== us) continue;
    let t = next[s * 8 + d]!;
    while (t >= 0 && board[t] === 0) t = next[t * 8 + d]!;
    if (t < 0) continue;
    const e = board[t]!;
    if (e >> 4 !== us && (SLIDE_MASK[e]! >> OPP[d]!) & 1) {
      pos.stPinSq[q * MAX_PINS + n] = s;
      pos.stPinDir[q * MAX_PINS + n++] = d;
    }
  }
  return n;
}
