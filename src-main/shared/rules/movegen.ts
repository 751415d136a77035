/**
 * Move generation: fully legal (`generateLegal`) and the staged pseudo-legal generators the
 * search's move picker uses (`generateCaptures`, `generateQuiets`, `generateEvasions`).
 * Per-move checks live in legality.ts, attack queries in attackers.ts, uchifuzume in
 * uchifuzume.ts; they are re-exported here so callers have one import.
 *
 * Works on the mailbox board with direction tables (attacks.ts). Not in check, legality needs
 * only the pins (`Position.pinCount`, found on first use) and king-destination attacks; in
 * check, moves are generated towards the checker (capture, interposition) or by the king.
 */
import * as types from './types.ts';
import type { Move } from './types.ts';
import type { Position } from './position.ts';
import * as attacks from './attacks.ts';
import * as attackers from './attackers.ts';
import * as uchifuzume from './uchifuzume.ts';

export { attackedBy, attackersOf } from './attackers.ts';
export { isPawnDropMate } from './uchifuzume.ts';
export { isCapture, isLegalMove, isPseudoLegalMove, moveGivesCheck } from './legality.ts';

// Module-local copies: under tsx, imported bindings are getter calls, too slow per move.
const {
  DROP_FROM_BASE,
  HAND_MASK,
  HAND_SHIFT,
  KING,
  BISHOP,
  KNIGHT,
  LANCE,
  MOVE_PROMOTE,
  PAWN,
  ROOK,
  SQUARE_NB,
} = types;
const { DIR_BETWEEN, OPP, SLIDE_COUNT, SLIDE_DIRS } = attacks;
const { attackedBy, attackersOf } = attackers;
const { isPawnDropMate, pawnChecksKing, pawnFilesOf, pinDirOf } = uchifuzume;

/** Which moves a generator emits. */
const ALL = 0;
const CAPTURES = 1;
const QUIETS = 2;
/** The `kind` bits above; a generator compares `kind & KIND_MASK`. */
const KIND_MASK = 3;
/**
 * A flag on `kind` for the search's generators: leave out the non-promotions the same move's
 * promotion dominates (a pawn, bishop or rook that may promote, a lance stopping on its
 * second-last rank): the promoted piece moves as the plain one and more. YaneuraOu's generator
 * leaves out the same moves by default.
 */
const NO_DOMINATED = 4;
/** Hand types other than pawn, lance, knight (no rank restriction on drops). */
const FREE_DROP_TYPES = [4, 7, 5, 6]; // SILVER, GOLD, BISHOP, ROOK
/** Scratch for attacker lists. */
const ATTACKERS = new Int32Array(32);

/** Output buffers are typed arrays in hot paths; plain arrays are accepted for convenience. */
type MoveBuffer = Int32Array | number[];

/**
 * Emits a board move with its promotion options: promotion when allowed, the plain move
 * unless the piece could never move again. `kind` filters for the staged generators
 * (captures stage also takes non-capturing pawn promotions).
 */
function emit(
  pos: Position,
  out: MoveBuffer,
  n: number,
  from: number,
  to: number,
  pc: number,
  capture: boolean,
  flags: number,
): number {
  const kind = flags & KIND_MASK;
  const pt = pc & 15;
  const base = to | (from << 7) | (pc << 16);
  const us = pc >> 4;
  const geo = pos.geo;
  if (pt > ROOK || (geo.zone[us * SQUARE_NB + from]! | geo.zone[us * SQUARE_NB + to]!) === 0) {
    if (kind === ALL || (kind === CAPTURES) === capture) out[n++] = base;
    return n;
  }
  if (kind === ALL || (kind === CAPTURES ? capture || pt === PAWN : !capture && pt !== PAWN)) {
    out[n++] = base | MOVE_PROMOTE;
  }
  const rel = geo.relRank[us * SQUARE_NB + to]!;
  if (rel === 1 ? pt <= KNIGHT : rel === 2 && pt === KNIGHT) return n;
  if (flags >= NO_DOMINATED && (pt === PAWN || pt >= BISHOP || (pt === LANCE && rel === 2)))
    return n;
  if (kind === ALL || (kind === CAPTURES) === capture) out[n++] = base;
  return n;
}

/**
 * The side to move's drops without their destination (scratch of `dropTemplates`): pawn, lance
 * and knight (0 when none is in hand), then the free drop types in hand.
 */
const DROPS = new Int32Array(7);

/** Fills DROPS from the hand once per generator call; returns how many free drop types follow. */
function dropTemplates(us: number, hand: number): number {
  const colorBits = us << 20;
  DROPS[0] = (hand & 0x1f) !== 0 ? (DROP_FROM_BASE << 7) | (PAWN << 16) | colorBits : 0;
  DROPS[1] = (hand & (7 << 6)) !== 0 ? ((DROP_FROM_BASE + 1) << 7) | (LANCE << 16) | colorBits : 0;
  DROPS[2] =
    (hand & (7 << 10)) !== 0 ? ((DROP_FROM_BASE + 2) << 7) | (KNIGHT << 16) | colorBits : 0;
  let nFree = 0;
  for (let i = 0; i < 4; i++) {
    const pt = FREE_DROP_TYPES[i]!;
    if (((hand >>> HAND_SHIFT[pt]!) & HAND_MASK[pt]!) !== 0)
      DROPS[3 + nFree++] = ((DROP_FROM_BASE + pt - 1) << 7) | (pt << 16) | colorBits;
  }
  return nFree;
}

/**
 * Emits the drops on one empty square `to` from DROPS (`nFree` as `dropTemplates` returned).
 * `legal` enables the uchifuzume test.
 */
function dropsAt(
  pos: Position,
  out: MoveBuffer,
  n: number,
  to: number,
  nFree: number,
  pawnFiles: number,
  legal: boolean,
): number {
  const us = pos.side;
  const rel = pos.geo.relRank[us * SQUARE_NB + to]!;
  if (rel > 1) {
    const pawn = DROPS[0]!;
    if (pawn !== 0 && ((pawnFiles >> ((to / 9) | 0)) & 1) === 0) {
      if (!(legal && pawnChecksKing(pos, us, to) && isPawnDropMate(pos, to))) out[n++] = to | pawn;
    }
    if (DROPS[1] !== 0) out[n++] = to | DROPS[1]!;
    if (rel > 2 && DROPS[2] !== 0) out[n++] = to | DROPS[2]!;
  }
  for (let i = 3; i < 3 + nFree; i++) out[n++] = to | DROPS[i]!;
  return n;
}

/** Emits every drop of the side to move on every empty square, the hand read once. */
function generateDrops(
  pos: Position,
  out: MoveBuffer,
  n: number,
  pawnFiles: number,
  legal: boolean,
): number {
  const hand = pos.hands[pos.side]!;
  if (hand === 0) return n;
  const nFree = dropTemplates(pos.side, hand);
  const occ = pos.occ;
  const mask = pos.geo.wordMask;
  for (let w = 0; w < 3; w++) {
    let bits = ~(occ[w]! | occ[3 + w]!) & mask[w]!;
    while (bits !== 0) {
      const lsb = bits & -bits;
      bits ^= lsb;
      n = dropsAt(pos, out, n, w * 27 + 31 - Math.clz32(lsb), nFree, pawnFiles, legal);
    }
  }
  return n;
}

/** King moves; with `legal`, only to squares the opponent does not attack. */
function kingMoves(
  pos: Position,
  out: MoveBuffer,
  n: number,
  from: number,
  pc: number,
  legal: boolean,
  kind: number,
): number {
  const next = pos.geo.next;
  const board = pos.board;
  const us = pc >> 4;
  const k = kind & KIND_MASK;
  for (let d = 0; d < 8; d++) {
    const to = next[from * 8 + d]!;
    if (to < 0) continue;
    const t = board[to]!;
    if (t !== 0 ? t >> 4 === us || k === QUIETS : k === CAPTURES) continue;
    if (legal && attackedBy(pos, us ^ 1, to)) continue;
    out[n++] = to | (from << 7) | (pc << 16);
  }
  return n;
}

/**
 * One-step moves and knight jumps of a non-king piece; `pinDir` ≥ 0 keeps it on its pin line
 * (no knight jump ever lands on the line through its square, so a pinned knight has none).
 */
function stepMoves(
  pos: Position,
  out: MoveBuffer,
  n: number,
  from: number,
  pc: number,
  pinDir: number,
  kind: number,
): number {
  const stepTo = pos.geo.stepTo;
  const board = pos.board;
  const us = pc >> 4;
  const ksq = pos.kingSq[us]!;
  const at = pc * SQUARE_NB + from;
  const count = pos.geo.stepCount[at]!;
  // Why: emit would drop these anyway; a non-capture is a capture-stage move only as a pawn promotion.
  const pawn = (pc & 15) === PAWN;
  const k = kind & KIND_MASK;
  for (let i = 0; i < count; i++) {
    const to = stepTo[at * 8 + i]!;
    const t = board[to]!;
    if (t !== 0 ? t >> 4 === us || k === QUIETS : k === CAPTURES && !pawn) continue;
    if (pinDir >= 0 && DIR_BETWEEN[ksq * SQUARE_NB + to] !== pinDir) continue;
    n = emit(pos, out, n, from, to, pc, t !== 0, kind);
  }
  return n;
}

/** Sliding moves of a piece; a pinned slider keeps to the pin line (both ways). */
function slideMoves(
  pos: Position,
  out: MoveBuffer,
  n: number,
  from: number,
  pc: number,
  pinDir: number,
  kind: number,
): number {
  const next = pos.geo.next;
  const board = pos.board;
  const us = pc >> 4;
  // Why: the captures stage takes no non-capturing slide (emit keeps only pawn pushes that promote).
  const wantQuiet = (kind & KIND_MASK) !== CAPTURES;
  const wantCapture = (kind & KIND_MASK) !== QUIETS;
  const lc = SLIDE_COUNT[pc]!;
  for (let i = 0; i < lc; i++) {
    const d = SLIDE_DIRS[pc * 8 + i]!;
    if (pinDir >= 0 && d !== pinDir && d !== OPP[pinDir]) continue;
    let to = next[from * 8 + d]!;
    while (to >= 0) {
      const t = board[to]!;
      if (t === 0) {
        if (wantQuiet) n = emit(pos, out, n, from, to, pc, false, kind);
      } else {
        if (wantCapture && t >> 4 !== us) n = emit(pos, out, n, from, to, pc, true, kind);
        break;
      }
      to = next[to * 8 + d]!;
    }
  }
  return n;
}

/**
 * Moves when not in check. With `legal`, king moves avoid attacked squares and pinned pieces
 * stay on their pin line; otherwise the moves are pseudo-legal.
 */
function generateNonEvasions(
  pos: Position,
  out: MoveBuffer,
  n: number,
  legal: boolean,
  kind: number,
): number {
  const board = pos.board;
  const us = pos.side;
  const nPins = legal ? pos.pinCount() : 0;
  let pawnFiles = 0;
  for (let w = 0; w < 3; w++) {
    let bits = pos.occ[us * 3 + w]!;
    while (bits !== 0) {
      const lsb = bits & -bits;
      bits ^= lsb;
      const from = w * 27 + 31 - Math.clz32(lsb);
      const pc = board[from]!;
      const pt = pc & 15;
      if (pt === KING) {
        n = kingMoves(pos, out, n, from, pc, legal, kind);
        continue;
      }
      if (pt === PAWN) pawnFiles |= 1 << ((from / 9) | 0);
      const pinDir = nPins === 0 ? -1 : pinDirOf(pos, from, nPins);
      n = stepMoves(pos, out, n, from, pc, pinDir, kind);
      if (SLIDE_COUNT[pc] !== 0) n = slideMoves(pos, out, n, from, pc, pinDir, kind);
    }
  }
  if ((kind & KIND_MASK) !== CAPTURES) n = generateDrops(pos, out, n, pawnFiles, legal);
  return n;
}

/**
 * Moves when in check: king moves, captures of a single checker, and interpositions (moves and
 * drops) against a distant slider. With `legal`, king moves avoid attacked squares (the king
 * removed from the board so it cannot shield itself) and pinned pieces do not move.
 */
function generateCheckEvasions(
  pos: Position,
  out: MoveBuffer,
  n: number,
  legal: boolean,
  flags = 0,
): number {
  const board = pos.board;
  const next = pos.geo.next;
  const us = pos.side;
  const them = us ^ 1;
  const k = pos.kingSq[us]!;
  const kpc = board[k]!;
  board[k] = 0;
  for (let d = 0; d < 8; d++) {
    const to = next[k * 8 + d]!;
    if (to < 0) continue;
    const t = board[to]!;
    if (t !== 0 && t >> 4 === us) continue;
    if (legal && attackedBy(pos, them, to)) continue;
    out[n++] = to | (k << 7) | (kpc << 16);
  }
  board[k] = kpc;
  if (pos.stCheckN[pos.ply]! > 1) return n;
  const checker = pos.stChecker[pos.ply * 2]!;
  const nPins = legal ? pos.pinCount() : 0;
  const dir = DIR_BETWEEN[k * SQUARE_NB + checker]!;
  const hand = pos.hands[us]!;
  const pawnFiles = hand === 0 ? 0 : pawnFilesOf(pos, us);
  const nFree = hand === 0 ? 0 : dropTemplates(us, hand);
  // Walk from the checker towards the king: the checker square, then interposition squares.
  let target = checker;
  const back = dir >= 0 ? OPP[dir]! : -1;
  while (target !== k) {
    const cnt = attackersOf(pos, us, target, ATTACKERS);
    const capture = target === checker;
    for (let i = 0; i < cnt; i++) {
      const from = ATTACKERS[i]!;
      if (from === k) continue;
      if (legal && nPins !== 0 && pinDirOf(pos, from, nPins) >= 0) continue;
      n = emit(pos, out, n, from, target, board[from]!, capture, ALL | flags);
    }
    if (!capture && hand !== 0) n = dropsAt(pos, out, n, target, nFree, pawnFiles, legal);
    if (back < 0) break;
    target = next[target * 8 + back]!;
  }
  return n;
}

/**
 * All legal moves of the side to move into `out` from `start`; returns the end index. With
 * `dominated` false, the non-promotions a promotion dominates are left out (NO_DOMINATED), as the
 * engine's root wants them; the staged generators below take the same flag.
 */
export function generateLegal(pos: Position, out: MoveBuffer, start = 0, dominated = true): number {
  const flags = dominated ? 0 : NO_DOMINATED;
  if (pos.stCheckN[pos.ply] !== 0) return generateCheckEvasions(pos, out, start, true, flags);
  return generateNonEvasions(pos, out, start, true, ALL | flags);
}

/**
 * Pseudo-legal captures (every promotion option) plus non-capturing pawn promotions, for a
 * side NOT in check. Together with `generateQuiets` this is every pseudo-legal move once.
 */
export function generateCaptures(
  pos: Position,
  out: MoveBuffer,
  start = 0,
  dominated = true,
): number {
  return generateNonEvasions(pos, out, start, false, CAPTURES | (dominated ? 0 : NO_DOMINATED));
}

/** Pseudo-legal non-captures (drops included) except pawn promotions, for a side NOT in check. */
export function generateQuiets(
  pos: Position,
  out: MoveBuffer,
  start = 0,
  dominated = true,
): number {
  return generateNonEvasions(pos, out, start, false, QUIETS | (dominated ? 0 : NO_DOMINATED));
}

/** Pseudo-legal check evasions (king moves, captures of the checker, interpositions); in check only. */
export function generateEvasions(
  pos: Position,
  out: MoveBuffer,
  start = 0,
  dominated = true,
): number {
  return generateCheckEvasions(pos, out, start, false, dominated ? 0 : NO_DOMINATED);
}

/** Every legal move as an array (convenience; allocates). */
export function legalMoves(pos: Position): Move[] {
  const buf = new Int32Array(1024);
  const n = generateLegal(pos, buf, 0);
  return Array.from(buf.subarray(0, n));
}
