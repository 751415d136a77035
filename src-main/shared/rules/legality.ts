/**
 * Per-move checks for moves that did not come from the legal generator (TT moves, killers,
 * user input): pseudo-legality of any 32-bit value, full legality, and whether a move checks.
 */
import * as types from './types.ts';
import type { Move } from './types.ts';
import type { Position } from './position.ts';
import * as attacks from './attacks.ts';
import * as attackers from './attackers.ts';
import * as uchifuzume from './uchifuzume.ts';

// Module-local copies: under tsx, imported bindings are getter calls, too slow per move.
const {
  DROP_FROM_BASE,
  HAND_MASK,
  HAND_SHIFT,
  GOLD,
  KING,
  KNIGHT,
  LANCE,
  MOVE_PROMOTE,
  PAWN,
  ROOK,
  SQUARE_NB,
  isDrop,
  moveTo,
} = types;
const { DIR_BETWEEN, NEAR_MASK, OPP, SLIDE_MASK } = attacks;
const { attackedBy } = attackers;
const { isPawnDropMate, pawnFilesOf, pinDirOf } = uchifuzume;

/** True for a board move onto an occupied square (a drop never captures). */
export function isCapture(pos: Position, m: Move): boolean {
  return !isDrop(m) && pos.pieceOn(moveTo(m)) !== 0;
}

/** True if `from`'s piece reaches `to` by its own movement on the current board. */
function reaches(pos: Position, pc: number, from: number, to: number): boolean {
  const d = DIR_BETWEEN[from * SQUARE_NB + to]!;
  if ((pc & 15) === KNIGHT) {
    const kt = pos.geo.knightTo;
    const base = ((pc >> 4) * SQUARE_NB + from) * 2;
    return kt[base] === to || kt[base + 1] === to;
  }
  if (d < 0) return false;
  const next = pos.geo.next;
  const first = next[from * 8 + d]!;
  if (first === to && (STEP_MASKS(pc) >> d) & 1) return true;
  if (((SLIDE_MASK[pc]! >> d) & 1) === 0) return false;
  for (let s = first; s >= 0; s = next[s * 8 + d]!) {
    if (s === to) return true;
    if (pos.board[s] !== 0) return false;
  }
  return false;
}

/** Step and slide directions that reach an adjacent square. */
function STEP_MASKS(pc: number): number {
  return NEAR_MASK[pc]!;
}

/**
 * True if `m` (any 32-bit value) is a pseudo-legal move here: well-formed, the right piece,
 * a reachable empty or enemy destination, allowed promotion, and for drops a held piece on an
 * empty square without nifu or a dead piece. King safety and uchifuzume are `isLegalMove`'s.
 */
export function isPseudoLegalMove(pos: Position, m: Move): boolean {
  if ((m & ~0x1f7fff) !== 0) return false;
  const to = m & 0x7f;
  const from = (m >> 7) & 0x7f;
  const pc = (m >> 16) & 31;
  const us = pos.side;
  const geo = pos.geo;
  if (to >= SQUARE_NB || geo.onBoard[to] === 0 || pc >> 4 !== us) return false;
  const pt = pc & 15;
  const target = pos.board[to]!;
  if (from >= SQUARE_NB) {
    if (from - DROP_FROM_BASE + 1 !== pt || pt > GOLD || (m & MOVE_PROMOTE) !== 0 || target !== 0)
      return false;
    if (((pos.hands[us]! >>> HAND_SHIFT[pt]!) & HAND_MASK[pt]!) === 0) return false;
    const rel = geo.relRank[us * SQUARE_NB + to]!;
    if ((pt <= LANCE && rel === 1) || (pt === KNIGHT && rel <= 2)) return false;
    return pt !== PAWN || ((pawnFilesOf(pos, us) >> ((to / 9) | 0)) & 1) === 0;
  }
  if (from === to || geo.onBoard[from] === 0 || pos.board[from] !== pc) return false;
  if (target !== 0 && target >> 4 === us) return false;
  if (!reaches(pos, pc, from, to)) return false;
  if ((m & MOVE_PROMOTE) !== 0) {
    return pt <= ROOK && (geo.zone[us * SQUARE_NB + from]! | geo.zone[us * SQUARE_NB + to]!) !== 0;
  }
  const rel = geo.relRank[us * SQUARE_NB + to]!;
  return !((pt === PAWN || pt === LANCE) && rel === 1) && !(pt === KNIGHT && rel <= 2);
}

/**
 * True if, after m is played on the board, `side`'s king is attacked by the other colour
 * (false when `side` has no king). Only the board is touched, and it is restored.
 */
function kingAttackedAfter(pos: Position, m: Move, side: number): boolean {
  const board = pos.board;
  const to = m & 0x7f;
  const from = (m >> 7) & 0x7f;
  const pc = (m >> 16) & 31;
  const np = (m & MOVE_PROMOTE) !== 0 ? pc + 8 : pc;
  const saved = board[to]!;
  const drop = from >= SQUARE_NB;
  if (!drop) board[from] = 0;
  board[to] = np;
  const k = (pc & 15) === KING && pc >> 4 === side ? to : pos.kingSq[side]!;
  const attacked = k >= 0 && attackedBy(pos, side ^ 1, k);
  board[to] = saved;
  if (!drop) board[from] = pc;
  return attacked;
}

/**
 * In check, whether a move or drop to `to` by a piece other than the king answers the check:
 * it takes the only checker or lands between it and the king. With pins (the caller's test) that
 * is the whole of legality: a pinned piece never answers a check, since its line from the king
 * and the checker's meet only at the king.
 */
function answersCheck(pos: Position, to: number): boolean {
  const q = pos.ply;
  if (pos.stCheckN[q] !== 1) return false; // a double check: only the king can move
  const checker = pos.stChecker[q * 2]!;
  if (to === checker) return true;
  const k = pos.kingSq[pos.side]!;
  const d = DIR_BETWEEN[k * SQUARE_NB + checker]!;
  return (
    d >= 0 && DIR_BETWEEN[k * SQUARE_NB + to] === d && DIR_BETWEEN[to * SQUARE_NB + checker] === d
  );
}

/** For a pseudo-legal move: the mover's king is not left attacked, and no uchifuzume. */
export function isLegalMove(pos: Position, m: Move): boolean {
  const from = (m >> 7) & 0x7f;
  const to = m & 0x7f;
  const us = pos.side;
  const inCheck = pos.stCheckN[pos.ply] !== 0;
  if (from >= SQUARE_NB) {
    if (inCheck && !answersCheck(pos, to)) return false;
    return ((m >> 16) & 15) !== PAWN || !isPawnDropMate(pos, to);
  }
  const k = pos.kingSq[us]!;
  if (k < 0) return true;
  // King moves are tried on the board; other moves must answer a check, and then only pins matter.
  if (from === k) return !kingAttackedAfter(pos, m, us);
  if (inCheck && !answersCheck(pos, to)) return false;
  const nPins = pos.pinCount();
  if (nPins === 0) return true;
  const pinDir = pinDirOf(pos, from, nPins);
  return pinDir < 0 || DIR_BETWEEN[k * SQUARE_NB + to] === pinDir;
}

/**
 * True if the pseudo-legal move m checks the opponent's king (direct or discovered). Only the two
 * lines that can change are read: the moved piece's line to the king, and the king's line through
 * the vacated square.
 */
export function moveGivesCheck(pos: Position, m: Move): boolean {
  const k = pos.kingSq[pos.side ^ 1]!;
  if (k < 0) return false;
  const to = m & 0x7f;
  const from = (m >> 7) & 0x7f;
  const pc = (m >> 16) & 31;
  const np = (m & MOVE_PROMOTE) !== 0 ? pc + 8 : pc;
  if (directCheck(pos, np, from, to, k)) return true;
  return from < SQUARE_NB && discoveredCheck(pos, from, to, k);
}

/** The piece np, arriving on `to` from `from` (vacated), attacks the king square k. */
export function directCheck(
  pos: Position,
  np: number,
  from: number,
  to: number,
  k: number,
): boolean {
  if ((np & 15) === KNIGHT) {
    const kt = pos.geo.knightTo;
    const base = ((np >> 4) * SQUARE_NB + to) * 2;
    return kt[base] === k || kt[base + 1] === k;
  }
  const d = DIR_BETWEEN[to * SQUARE_NB + k]!;
  if (d < 0) return false;
  const next = pos.geo.next;
  let s = next[to * 8 + d]!;
  if (s === k) return ((NEAR_MASK[np]! >> d) & 1) !== 0;
  if (((SLIDE_MASK[np]! >> d) & 1) === 0) return false;
  // Why: the square the piece left is empty now, even when it lies between `to` and the king.
  for (; s !== k; s = next[s * 8 + d]!) if (pos.board[s] !== 0 && s !== from) return false;
  return true;
}

/** Leaving `from` (for a square off the king's line through it) uncovers a slider of the mover's. */
function discoveredCheck(pos: Position, from: number, to: number, k: number): boolean {
  const d = DIR_BETWEEN[k * SQUARE_NB + from]!;
  if (d < 0 || DIR_BETWEEN[k * SQUARE_NB + to] === d) return false;
  const next = pos.geo.next;
  const board = pos.board;
  let s = next[k * 8 + d]!;
  for (; s !== from; s = next[s * 8 + d]!) if (board[s] !== 0) return false;
  for (s = next[from * 8 + d]!; s >= 0; s = next[s * 8 + d]!) {
    const p = board[s]!;
    if (p !== 0) return p >> 4 === pos.side && ((SLIDE_MASK[p]! >> OPP[d]!) & 1) !== 0;
  }
  return false;
}
