/**
 * Mate in one for the search: a board-level test, without making the move, of the checks that
 * most often mate in shogi. A contact check (a drop or a board move onto a square next to the
 * enemy king, including sliders that check from there) or a knight check cannot be blocked, so
 * it mates when no defender but the king can take the checker safely and the king, lifted off the
 * board so that sliders see through it, has no safe square. Distant checks, which could be blocked,
 * are not tried: the answer is sound (never a false mate) and incomplete. YaneuraOu asks a
 * mate-in-one routine at every main-search and quiescence node its table does not know (facts
 * from its documentation and published notes; nothing copied).
 */
import type { Position } from '../../shared/rules/position.ts';
import * as attackers from '../../shared/rules/attackers.ts';
import * as attacks from '../../shared/rules/attacks.ts';
import * as types from '../../shared/rules/types.ts';
import type { Color, Move } from '../../shared/rules/types.ts';

// Module-local copies: under tsx, imported bindings are getter calls, too slow per move.
const { attackedBy, attackersOf } = attackers;
const { DIR_FILE, DIR_RANK, NEAR_MASK, OPP, SLIDE_MASK } = attacks;
const { GOLD, KNIGHT, LANCE, MOVE_NONE, PROMOTE, SILVER, BISHOP, ROOK, SQUARE_NB } = types;
const { canPromoteType, handCount, makeDrop, makeMove, makePiece, typeOf } = types;

/** Hand pieces whose drop next to the king may mate (a pawn-drop mate is illegal). */
const CONTACT_DROPS = [ROOK, BISHOP, GOLD, SILVER, LANCE] as const;
/** The hand's fields but the pawns' (types.ts packs pawns in bits 0–4, with a borrow bit 5). */
const NON_PAWN_HAND = ~0x3f;
/** Scratch lists of attackers: the checker's capturers, and our pieces that reach a square. */
const DEFENDERS = new Int32Array(32);
const MOVERS = new Int32Array(32);
/**
 * REL[a * 8 + b]: for the king's neighbours in directions a and b, the direction from the first to
 * the second when they touch, −2 when they lie on opposite sides of the king, else −1.
 */
const REL = buildRel();
/** Per call: whether the king's neighbour in direction d is a safe square (0 not known yet, 1 safe, 2 not). */
const SAFE = new Uint8Array(8);

/**
 * A move of the side to move that mates at once, or MOVE_NONE. Call only when not in check.
 * `boardMoves` false tries drops alone: the cheap half, for quiescence, whose captures already
 * find the mates that take a piece.
 */
export function mateIn1(pos: Position, boardMoves: boolean): Move {
  const us = pos.side;
  const ek = pos.kingSq[us ^ 1]!;
  if (ek < 0) return MOVE_NONE;
  const hand = pos.hands[us]! & NON_PAWN_HAND;
  if (hand === 0 && !boardMoves) return MOVE_NONE;
  SAFE.fill(0);
  const next = pos.geo.next;
  for (let d = 0; d < 8; d++) {
    const to = next[ek * 8 + d]!;
    if (to < 0) continue;
    const m = contactMate(pos, to, d, hand, boardMoves);
    if (m !== MOVE_NONE) return m;
  }
  if (!boardMoves && handCount(hand, KNIGHT) === 0) return MOVE_NONE;
  const kt = pos.geo.knightTo;
  for (let i = 0; i < 2; i++) {
    const to = kt[((us ^ 1) * SQUARE_NB + ek) * 2 + i]!;
    if (to < 0) continue;
    const m = knightMate(pos, to, boardMoves);
    if (m !== MOVE_NONE) return m;
  }
  return MOVE_NONE;
}

/** Drops and board moves onto `to`, the enemy king's neighbour in direction `side`. */
function contactMate(
  pos: Position,
  to: number,
  side: number,
  hand: number,
  boardMoves: boolean,
): Move {
  const dir = OPP[side]!;
  const us = pos.side;
  const target = pos.board[to]!;
  if (target !== 0 && target >> 4 === us) return MOVE_NONE;
  let drops = target === 0 ? dropCandidates(us, hand, dir) : 0;
  // Why the cached escape test first: most kings keep a square a single drop cannot cover.
  for (let i = 0; i < CONTACT_DROPS.length; i++)
    if ((drops >> i) & 1 && leavesSafeSquare(pos, side, makePiece(us, CONTACT_DROPS[i]!)))
      drops &= ~(1 << i);
  if (drops === 0 && !boardMoves) return MOVE_NONE;
  // The king guards every square next to it, so the checker needs a second guard.
  if (!attackedBy(pos, us, to)) return MOVE_NONE;
  for (let i = 0; i < CONTACT_DROPS.length; i++) {
    if (((drops >> i) & 1) === 0) continue;
    const pc = makePiece(us, CONTACT_DROPS[i]!);
    if (checkerHolds(pos, -1, to, pc)) return makeDrop(pc, to);
  }
  if (!boardMoves) return MOVE_NONE;
  const n = attackersOf(pos, us, to, MOVERS);
  for (let i = 0; i < n; i++) {
    const m = boardMoveMate(pos, MOVERS[i]!, to, side);
    if (m !== MOVE_NONE) return m;
  }
  return MOVE_NONE;
}

/** Bit i set when the hand holds CONTACT_DROPS[i] and it would check from the side `dir` points from. */
function dropCandidates(us: Color, hand: number, dir: number): number {
  let bits = 0;
  for (let i = 0; i < CONTACT_DROPS.length; i++) {
    const pt = CONTACT_DROPS[i]!;
    if (handCount(hand, pt) !== 0 && (NEAR_MASK[makePiece(us, pt)]! >> dir) & 1) bits |= 1 << i;
  }
  return bits;
}

/** A board move from `from` onto the contact square `to` that mates, promoted or not. */
function boardMoveMate(pos: Position, from: number, to: number, side: number): Move {
  const us = pos.side;
  const dir = OPP[side]!;
  const pc = pos.board[from]!;
  const pt = typeOf(pc);
  if (from === pos.kingSq[us]) return MOVE_NONE;
  const zone = pos.geo.zone;
  if (canPromoteType(pt) && (zone[us * SQUARE_NB + from] || zone[us * SQUARE_NB + to])) {
    const promoted = makePiece(us, pt + PROMOTE);
    const m = makeMove(from, to, pc, true);
    if ((NEAR_MASK[promoted]! >> dir) & 1 && legal(pos, m) && checkerHolds(pos, from, to, promoted))
      return m;
  }
  const m = makeMove(from, to, pc, false);
  if ((NEAR_MASK[pc]! >> dir) & 1 && legal(pos, m) && checkerHolds(pos, from, to, pc)) return m;
  return MOVE_NONE;
}

/** A knight drop or knight move onto `to`, from where a knight checks the enemy king. */
function knightMate(pos: Position, to: number, boardMoves: boolean): Move {
  const us = pos.side;
  const board = pos.board;
  const target = board[to]!;
  if (target !== 0 && target >> 4 === us) return MOVE_NONE;
  const knight = makePiece(us, KNIGHT);
  if (target === 0 && handCount(pos.hands[us]!, KNIGHT) > 0 && checkerHolds(pos, -1, to, knight))
    return makeDrop(knight, to);
  if (!boardMoves) return MOVE_NONE;
  const n = attackersOf(pos, us, to, MOVERS);
  for (let i = 0; i < n; i++) {
    const from = MOVERS[i]!;
    if (board[from] !== knight) continue;
    const m = makeMove(from, to, knight, false);
    if (legal(pos, m) && checkerHolds(pos, from, to, knight)) return m;
  }
  return MOVE_NONE;
}

/**
 * A cheap necessary test before the exact one: true if some square next to the king that we do
 * not attack now (the king lifted) stays out of reach of `pc` dropped on its neighbour `side`. A new
 * piece can only add its own attacks (and block others), so such a square stays an escape.
 */
function leavesSafeSquare(pos: Position, side: number, pc: number): boolean {
  for (let d = 0; d < 8; d++) {
    if (d === side) continue;
    const rel = REL[side * 8 + d]!;
    const covered =
      rel >= 0
        ? ((NEAR_MASK[pc]! >> rel) & 1) !== 0
        : rel === -2 && ((SLIDE_MASK[pc]! >> OPP[side]!) & 1) !== 0;
    if (!covered && isSafe(pos, d)) return true;
  }
  return false;
}

/** Whether the king's neighbour in direction d is a square it could step to now (cached per call). */
function isSafe(pos: Position, d: number): boolean {
  if (SAFE[d] === 0) {
    const us = pos.side;
    const ek = pos.kingSq[us ^ 1]!;
    const s = pos.geo.next[ek * 8 + d]!;
    const t = s < 0 ? 0 : pos.board[s]!;
    let safe = false;
    if (s >= 0 && (t === 0 || t >> 4 === us)) {
      const king = pos.board[ek]!;
      pos.board[ek] = 0;
      safe = !attackedBy(pos, us, s);
      pos.board[ek] = king;
    }
    SAFE[d] = safe ? 1 : 2;
  }
  return SAFE[d] === 1;
}

/** The REL table (see its declaration) from the direction vectors. */
function buildRel(): Int8Array {
  const rel = new Int8Array(64).fill(-1);
  for (let a = 0; a < 8; a++)
    for (let b = 0; b < 8; b++) {
      const df = DIR_FILE[b]! - DIR_FILE[a]!;
      const dr = DIR_RANK[b]! - DIR_RANK[a]!;
      if (b === OPP[a]) rel[a * 8 + b] = -2;
      for (let d = 0; d < 8 && a !== b; d++)
        if (DIR_FILE[d] === df && DIR_RANK[d] === dr) rel[a * 8 + b] = d;
    }
  return rel;
}

/** Why both tests: a move built here may break a promotion rule or expose our own king. */
function legal(pos: Position, m: Move): boolean {
  return pos.isPseudoLegal(m) && pos.isLegal(m);
}

/**
 * With `pc` placed on `to` (moved from `from`, or dropped when `from` is −1) and checking the enemy
 * king from a square where it cannot be blocked: true if no capture of it ends the check and the
 * king has no square we do not attack. The board is restored before returning.
 */
function checkerHolds(pos: Position, from: number, to: number, pc: number): boolean {
  const board = pos.board;
  const us = pos.side;
  const them = us ^ 1;
  const ek = pos.kingSq[them]!;
  const captured = board[to]!;
  const moving = from >= 0 ? board[from]! : 0;
  if (from >= 0) board[from] = 0;
  board[to] = pc;
  const mate = !checkerCapturable(pos, to, ek, us, them) && !kingEscapes(pos, ek, us, them);
  board[to] = captured;
  if (from >= 0) board[from] = moving;
  return mate;
}

/** True if a defender other than the king takes the checker on `to` and is then out of check. */
function checkerCapturable(
  pos: Position,
  to: number,
  ek: number,
  us: number,
  them: number,
): boolean {
  const board = pos.board;
  const checker = board[to]!;
  const n = attackersOf(pos, them, to, DEFENDERS);
  let escapes = false;
  for (let i = 0; i < n && !escapes; i++) {
    const a = DEFENDERS[i]!;
    if (a === ek) continue;
    const defender = board[a]!;
    board[a] = 0;
    board[to] = defender;
    escapes = !attackedBy(pos, us, ek);
    board[to] = checker;
    board[a] = defender;
  }
  return escapes;
}

/** True if the king, lifted so that sliders see through it, has a square we do not attack. */
function kingEscapes(pos: Position, ek: number, us: number, them: number): boolean {
  const board = pos.board;
  const next = pos.geo.next;
  const king = board[ek]!;
  board[ek] = 0;
  let escapes = false;
  for (let d = 0; d < 8 && !escapes; d++) {
    const s = next[ek * 8 + d]!;
    if (s < 0) continue;
    const t = board[s]!;
    if (t !== 0 && t >> 4 === them) continue;
    escapes = !attackedBy(pos, us, s);
  }
  board[ek] = king;
  return escapes;
}
