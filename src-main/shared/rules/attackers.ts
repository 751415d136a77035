/**
 * Board queries about attacks: does a colour attack a square, and which pieces do. Every piece
 * captures the way it moves, so "attackers of s" is also "pieces that can move to s".
 */
import * as types from './types.ts';
import type { Color } from './types.ts';
import type { Position } from './position.ts';
import * as attacks from './attacks.ts';

// Module-local copies: under tsx, imported bindings are getter calls, too slow per move.
const { KNIGHT, SQUARE_NB, makePiece } = types;
const { NEAR_MASK, OPP, SLIDE_MASK } = attacks;

/** True if colour c attacks square s on the current board. */
export function attackedBy(pos: Position, c: number, s: number): boolean {
  const board = pos.board;
  const next = pos.geo.next;
  for (let d = 0; d < 8; d++) {
    let t = next[s * 8 + d]!;
    if (t < 0) continue;
    let p = board[t]!;
    if (p !== 0) {
      if (p >> 4 === c && (NEAR_MASK[p]! >> OPP[d]!) & 1) return true;
      continue;
    }
    t = next[t * 8 + d]!;
    while (t >= 0) {
      p = board[t]!;
      if (p !== 0) {
        if (p >> 4 === c && (SLIDE_MASK[p]! >> OPP[d]!) & 1) return true;
        break;
      }
      t = next[t * 8 + d]!;
    }
  }
  const kt = pos.geo.knightTo;
  const kn = makePiece(c as Color, KNIGHT);
  const base = ((c ^ 1) * SQUARE_NB + s) * 2;
  const a = kt[base]!;
  const b = kt[base + 1]!;
  return (a >= 0 && board[a] === kn) || (b >= 0 && board[b] === kn);
}

/** Writes the squares of colour c's pieces attacking s into `out`; returns the count. */
export function attackersOf(pos: Position, c: number, s: number, out: Int32Array): number {
  const board = pos.board;
  const next = pos.geo.next;
  let n = 0;
  for (let d = 0; d < 8; d++) {
    let t = next[s * 8 + d]!;
    if (t < 0) continue;
    let p = board[t]!;
    if (p !== 0) {
      if (p >> 4 === c && (NEAR_MASK[p]! >> OPP[d]!) & 1) out[n++] = t;
      continue;
    }
    t = next[t * 8 + d]!;
    while (t >= 0) {
      p = board[t]!;
      if (p !== 0) {
        if (p >> 4 === c && (SLIDE_MASK[p]! >> OPP[d]!) & 1) out[n++] = t;
        break;
      }
      t = next[t * 8 + d]!;
    }
  }
  const kt = pos.geo.knightTo;
  const kn = makePiece(c as Color, KNIGHT);
  for (let i = 0; i < 2; i++) {
    const t = kt[((c ^ 1) * SQUARE_NB + s) * 2 + i]!;
    if (t >= 0 && board[t] === kn) out[n++] = t;
  }
  return n;
}

/**
 * The least valuable attacker of `to` for colour c on the current board, by `values` (piece type
 * → value; −1 if none): of equal values, the first in attackersOf's order (the eight directions,
 * then the knight squares). The same scan as attackersOf, in one pass without listing the
 * attackers first: SEE runs it at every step of every exchange.
 */
export function leastValuableAttacker(
  pos: Position,
  c: number,
  to: number,
  values: readonly number[],
): number {
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
    const v = values[p & 15]!;
    if (v < bestValue) {
      bestValue = v;
      best = t;
    }
  }
  const kt = pos.geo.knightTo;
  const kn = makePiece(c as Color, KNIGHT);
  for (let i = 0; i < 2; i++) {
    const t = kt[((c ^ 1) * SQUARE_NB + to) * 2 + i]!;
    if (t >= 0 && board[t] === kn && values[KNIGHT]! < bestValue) {
      bestValue = values[KNIGHT]!;
      best = t;
    }
  }
  return best;
}
