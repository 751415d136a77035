/**
 * Pawn-drop mate (uchifuzume), the one drop rule that needs a look-ahead: a pawn drop may not
 * checkmate. Also the helpers for pins and pawn files that both the generator and the
 * legality checks use.
 */
import * as types from './types.ts';
import type { Color } from './types.ts';
import type { Position } from './position.ts';
import * as attackers from './attackers.ts';

// Module-local copies: under tsx, imported bindings are getter calls, too slow per move.
const { PAWN, makePiece } = types;
const { attackedBy, attackersOf } = attackers;

/** At most this many pinned pieces per side (one per ray from the king). */
export const MAX_PINS = 8;
/** Scratch for attacker lists. */
const ATTACKERS = new Int32Array(32);

/** Direction of the pin on `from` (−1 if not pinned), from the current state's pin list. */
export function pinDirOf(pos: Position, from: number, nPins: number): number {
  const off = pos.ply * MAX_PINS;
  for (let i = 0; i < nPins; i++) if (pos.stPinSq[off + i] === from) return pos.stPinDir[off + i]!;
  return -1;
}

/** True if a pawn of colour `us` on `to` attacks the enemy king (it stands right in front). */
export function pawnChecksKing(pos: Position, us: number, to: number): boolean {
  const ek = pos.kingSq[us ^ 1]!;
  return ek >= 0 && ek === to + (us === 0 ? -1 : 1) && ((ek / 9) | 0) === ((to / 9) | 0);
}

/**
 * True if the side to move dropping a pawn on the empty square `to` would checkmate
 * (uchifuzume); false when the drop would not even give check.
 */
export function isPawnDropMate(pos: Position, to: number): boolean {
  const us = pos.side;
  const them = us ^ 1;
  const ek = pos.kingSq[them]!;
  const board = pos.board;
  if (board[to] !== 0 || !pawnChecksKing(pos, us, to)) return false;
  const pawn = makePiece(us, PAWN);
  board[to] = pawn;
  let mate = true;
  const n = attackersOf(pos, them, to, ATTACKERS);
  for (let i = 0; i < n && mate; i++) {
    const a = ATTACKERS[i]!;
    if (a === ek) continue;
    const pc = board[a]!;
    board[a] = 0;
    board[to] = pc;
    if (!attackedBy(pos, us, ek)) mate = false;
    board[to] = pawn;
    board[a] = pc;
  }
  if (mate) {
    const kpc = board[ek]!;
    const next = pos.geo.next;
    board[ek] = 0;
    for (let d = 0; d < 8 && mate; d++) {
      const s = next[ek * 8 + d]!;
      if (s < 0) continue;
      const t = board[s]!;
      if (t !== 0 && t >> 4 === them) continue;
      if (!attackedBy(pos, us, s)) mate = false;
    }
    board[ek] = kpc;
  }
  board[to] = 0;
  return mate;
}

/** Bit mask of files (bit f−1) holding an unpromoted pawn of colour c. */
export function pawnFilesOf(pos: Position, c: number): number {
  let files = 0;
  const pawn = makePiece(c as Color, PAWN);
  const board = pos.board;
  for (let w = 0; w < 3; w++) {
    let bits = pos.occ[c * 3 + w]!;
    while (bits !== 0) {
      const lsb = bits & -bits;
      bits ^= lsb;
      const sq = w * 27 + 31 - Math.clz32(lsb);
      if (board[sq] === pawn) files |= 1 << ((sq / 9) | 0);
    }
  }
  return files;
}
