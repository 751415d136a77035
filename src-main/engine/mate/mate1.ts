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
/** At most five contact drops on each of eight squares, and two knight drops. */
const CAND_MAX = 8 * 5 + 2;
/**
 * Scratch list of candidate drops: the square, its direction from the king (−1 for a knight), the
 * piece, and the king's squares it leaves uncovered.
 */
const CAND_SQ = new Int32Array(CAND_MAX);
const CAND_DIR = new Int32Array(CAND_MAX);
const CAND_PC = new Int32Array(CAND_MAX);
const CAND_NEED = new Int32Array(CAND_MAX);
/**
 * COVER[pc * 8 + side]: the king's neighbours (a bit per direction) that `pc`, standing on the
 * king's neighbour in direction `side`, attacks once the king is lifted.
 */
const COVER = buildCover();
/** Per call: whether the king's neighbour in direction d is a safe square (0 not known yet, 1 safe, 2 not). */
const SAFE = new Uint8Array(8);
/** Per call: whether we attack the king's neighbour in direction d (0 not known yet, 1 yes, 2 no). */
const GUARDED = new Uint8Array(8);
/** Per call: whether a defender can take a contact checker dropped in direction d (0 not known, 1 yes, 2 no). */
const TAKEN = new Uint8Array(8);
/**
 * Per call, [d * 8 + e]: whether neighbour e is a flight once direction d is filled (0 not known, 1
 * yes, 2 no); a row is cleared when TAKEN[d] is first set.
 */
const FLIGHT = new Uint8Array(64);

/**
 * A move of the side to move that mates at once, or MOVE_NONE. Call only when not in check.
 * `boardMoves` false tries drops alone: the cheap half, for quiescence, whose captures already
 * find the mates that take a piece.
 */
export function mateIn1(pos: Position, boardMoves: boolean): Move {
  const us = pos.side;
  const ek = pos.kingSq[us ^ 1]!;
  if (ek < 0) return MOVE_NONE;
  if ((pos.hands[us]! & NON_PAWN_HAND) === 0 && !boardMoves) return MOVE_NONE;
  // Why reset here: the caches hold answers about this position only.
  for (let d = 0; d < 8; d++) SAFE[d] = GUARDED[d] = TAKEN[d] = 0;
  const drop = dropMate(pos, ek);
  if (drop !== MOVE_NONE || !boardMoves) return drop;
  const next = pos.geo.next;
  for (let d = 0; d < 8; d++) {
    const to = next[ek * 8 + d]!;
    if (to < 0) continue;
    const m = contactMoveMate(pos, to, d);
    if (m !== MOVE_NONE) return m;
  }
  const kt = pos.geo.knightTo;
  for (let i = 0; i < 2; i++) {
    const to = kt[((us ^ 1) * SQUARE_NB + ek) * 2 + i]!;
    if (to < 0) continue;
    const m = knightMoveMate(pos, to);
    if (m !== MOVE_NONE) return m;
  }
  return MOVE_NONE;
}

/**
 * A drop that mates: contact drops next to the king, then knight drops. Each candidate lists the
 * king's squares it leaves uncovered, which must all be unsafe already (a drop only adds its own
 * attacks); a square every candidate leaves uncovered is tested first, once for them all.
 */
function dropMate(pos: Position, ek: number): Move {
  const us = pos.side;
  const hand = pos.hands[us]! & NON_PAWN_HAND;
  if (hand === 0) return MOVE_NONE;
  const board = pos.board;
  const next = pos.geo.next;
  let open = 0;
  let empty = 0;
  for (let d = 0; d < 8; d++) {
    const s = next[ek * 8 + d]!;
    if (s < 0) continue;
    const t = board[s]!;
    if (t === 0) empty |= 1 << d;
    if (t === 0 || t >> 4 === us) open |= 1 << d;
  }
  let n = 0;
  let common = 0xff;
  for (let d = 0; d < 8; d++) {
    if (((empty >> d) & 1) === 0) continue;
    for (let i = 0; i < CONTACT_DROPS.length; i++) {
      const pc = makePiece(us, CONTACT_DROPS[i]!);
      if (handCount(hand, CONTACT_DROPS[i]!) === 0 || ((NEAR_MASK[pc]! >> OPP[d]!) & 1) === 0)
        continue;
      const need = open & ~(1 << d) & ~COVER[pc * 8 + d]!;
      common &= need;
      CAND_SQ[n] = next[ek * 8 + d]!;
      CAND_DIR[n] = d;
      CAND_PC[n] = pc;
      CAND_NEED[n++] = need;
    }
  }
  if (handCount(hand, KNIGHT) !== 0) {
    const kt = pos.geo.knightTo;
    for (let i = 0; i < 2; i++) {
      const to = kt[((us ^ 1) * SQUARE_NB + ek) * 2 + i]!;
      if (to < 0 || board[to] !== 0) continue;
      common &= open;
      CAND_SQ[n] = to;
      CAND_DIR[n] = -1;
      CAND_PC[n] = makePiece(us, KNIGHT);
      CAND_NEED[n++] = open;
    }
  }
  if (n === 0 || anySafe(pos, common)) return MOVE_NONE;
  for (let i = 0; i < n; i++) {
    const to = CAND_SQ[i]!;
    const pc = CAND_PC[i]!;
    if (anySafe(pos, CAND_NEED[i]!)) continue;
    const d = CAND_DIR[i]!;
    if (d < 0 ? checkerHolds(pos, -1, to, pc, 0) : contactDropHolds(pos, d, to, CAND_NEED[i]!))
      return makeDrop(pc, to);
  }
  return MOVE_NONE;
}

/**
 * checkerHolds for a contact drop on `to`, the king's neighbour in direction d, whose piece leaves
 * the squares `need` uncovered (all unsafe before it). Why per square, not per piece: with the
 * piece's own reach set aside, whether a defender can take it and which of those squares it
 * unblocks do not depend on what was dropped, so the drops onto one square share the work.
 */
function contactDropHolds(pos: Position, d: number, to: number, need: number): boolean {
  // The king guards every square next to it, so a contact checker needs a second guard; a guarded
  // checker stays guarded when the king steps onto it.
  if (!isGuarded(pos, d)) return false;
  const board = pos.board;
  const us = pos.side;
  const ek = pos.kingSq[us ^ 1]!;
  // A piece of theirs stands in for the checker: it blocks as the checker does and attacks nothing of ours.
  board[to] = makePiece((us ^ 1) as Color, GOLD);
  if (TAKEN[d] === 0) {
    TAKEN[d] = checkerCapturable(pos, to, ek, us, us ^ 1) ? 1 : 2;
    // Why here: the first visit of d in this call, so its row of the flight cache is stale.
    for (let e = 0; e < 8; e++) FLIGHT[d * 8 + e] = 0;
  }
  let holds = TAKEN[d] === 2;
  if (holds) {
    const king = board[ek]!;
    board[ek] = 0;
    for (let bits = need; bits !== 0 && holds; bits &= bits - 1) {
      const e = 31 - Math.clz32(bits & -bits);
      const k = d * 8 + e;
      if (FLIGHT[k] === 0) FLIGHT[k] = attackedBy(pos, us, pos.geo.next[ek * 8 + e]!) ? 2 : 1;
      holds = FLIGHT[k] === 2;
    }
    board[ek] = king;
  }
  board[to] = 0;
  return holds;
}

/** True if one of the king's neighbours in the direction set `dirs` is a safe square. */
function anySafe(pos: Position, dirs: number): boolean {
  for (let bits = dirs; bits !== 0; bits &= bits - 1)
    if (isSafe(pos, 31 - Math.clz32(bits & -bits))) return true;
  return false;
}

/** Board moves onto `to`, the enemy king's neighbour in direction `side`. */
function contactMoveMate(pos: Position, to: number, side: number): Move {
  const us = pos.side;
  const target = pos.board[to]!;
  if (target !== 0 && target >> 4 === us) return MOVE_NONE;
  // The king guards every square next to it, so the checker needs a second guard.
  if (!isGuarded(pos, side)) return MOVE_NONE;
  const n = attackersOf(pos, us, to, MOVERS);
  for (let i = 0; i < n; i++) {
    const m = boardMoveMate(pos, MOVERS[i]!, to, side);
    if (m !== MOVE_NONE) return m;
  }
  return MOVE_NONE;
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
    const covered = COVER[promoted * 8 + side]!;
    if (
      (NEAR_MASK[promoted]! >> dir) & 1 &&
      legal(pos, m) &&
      checkerHolds(pos, from, to, promoted, covered)
    )
      return m;
  }
  const m = makeMove(from, to, pc, false);
  const covered = COVER[pc * 8 + side]!;
  if ((NEAR_MASK[pc]! >> dir) & 1 && legal(pos, m) && checkerHolds(pos, from, to, pc, covered))
    return m;
  return MOVE_NONE;
}

/** A knight move onto `to`, from where a knight checks the enemy king. */
function knightMoveMate(pos: Position, to: number): Move {
  const us = pos.side;
  const board = pos.board;
  const target = board[to]!;
  if (target !== 0 && target >> 4 === us) return MOVE_NONE;
  const knight = makePiece(us, KNIGHT);
  const n = attackersOf(pos, us, to, MOVERS);
  for (let i = 0; i < n; i++) {
    const from = MOVERS[i]!;
    if (board[from] !== knight) continue;
    const m = makeMove(from, to, knight, false);
    if (legal(pos, m) && checkerHolds(pos, from, to, knight, 0)) return m;
  }
  return MOVE_NONE;
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
      if (safe) GUARDED[d] = 2;
    }
    SAFE[d] = safe ? 1 : 2;
  }
  return SAFE[d] === 1;
}

/** Whether we attack the king's neighbour in direction d now (cached per call). */
function isGuarded(pos: Position, d: number): boolean {
  if (GUARDED[d] === 0) {
    const s = pos.geo.next[pos.kingSq[pos.side ^ 1]! * 8 + d]!;
    GUARDED[d] = attackedBy(pos, pos.side, s) ? 1 : 2;
    // Why: lifting the king only adds attacks, so a guarded square is no flight either.
    if (GUARDED[d] === 1) SAFE[d] = 2;
  }
  return GUARDED[d] === 1;
}

/** The COVER table (see its declaration) from the direction vectors and the pieces' reaches. */
function buildCover(): Uint8Array {
  const cover = new Uint8Array(32 * 8);
  for (let pc = 0; pc < 32; pc++)
    for (let side = 0; side < 8; side++)
      for (let e = 0; e < 8; e++) {
        if (e === side) continue;
        const df = DIR_FILE[e]! - DIR_FILE[side]!;
        const dr = DIR_RANK[e]! - DIR_RANK[side]!;
        // Why through the king: it is lifted when its flight is judged, so a slider reaches past.
        let reach = e === OPP[side] && ((SLIDE_MASK[pc]! >> OPP[side]!) & 1) !== 0;
        for (let d = 0; d < 8; d++)
          if (DIR_FILE[d] === df && DIR_RANK[d] === dr) reach = ((NEAR_MASK[pc]! >> d) & 1) !== 0;
        if (reach) cover[pc * 8 + side]! |= 1 << e;
      }
  return cover;
}

/** Why both tests: a move built here may break a promotion rule or expose our own king. */
function legal(pos: Position, m: Move): boolean {
  return pos.isPseudoLegal(m) && pos.isLegal(m);
}

/**
 * With `pc` placed on `to` (moved from `from`, or dropped when `from` is −1) and checking the enemy
 * king from a square where it cannot be blocked: true if no capture of it ends the check and the
 * king has no square we do not attack. `covered` holds the king's neighbours (a bit per direction)
 * known to be attacked after the move, which are not tested again. The board is restored.
 */
function checkerHolds(
  pos: Position,
  from: number,
  to: number,
  pc: number,
  covered: number,
): boolean {
  const board = pos.board;
  const us = pos.side;
  const them = us ^ 1;
  const ek = pos.kingSq[them]!;
  const captured = board[to]!;
  const moving = from >= 0 ? board[from]! : 0;
  if (from >= 0) board[from] = 0;
  board[to] = pc;
  const mate =
    !checkerCapturable(pos, to, ek, us, them) && !kingEscapes(pos, ek, us, them, covered);
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

/**
 * True if the king, lifted so that sliders see through it, has a square we do not attack, among
 * its neighbours outside `covered`.
 */
function kingEscapes(
  pos: Position,
  ek: number,
  us: number,
  them: number,
  covered: number,
): boolean {
  const board = pos.board;
  const next = pos.geo.next;
  const king = board[ek]!;
  board[ek] = 0;
  let escapes = false;
  for (let d = 0; d < 8 && !escapes; d++) {
    const s = next[ek * 8 + d]!;
    if (s < 0 || (covered >> d) & 1) continue;
    const t = board[s]!;
    if (t !== 0 && t >> 4 === them) continue;
    escapes = !attackedBy(pos, us, s);
  }
  board[ek] = king;
  return escapes;
}
