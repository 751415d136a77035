/**
 * Move generation: fully legal (`generateLegal`) and the staged pseudo-legal generators the
 * search's move picker uses (`generateCaptures`, `generateQuiets`, `generateEvasions`), plus the
 * per-move checks `isPseudoLegalMove`, `isLegalMove` and `moveGivesCheck`.
 *
 * Works on the mailbox board with direction tables (attacks.ts). Not in check, legality needs
 * only the pins and king-destination attacks computed by `Position.scanKing`; in check, moves
 * are generated towards the checker (capture, interposition) or by the king.
 */
import {
  DROP_FROM_BASE, GOLD, KING, KNIGHT, LANCE, MOVE_PROMOTE, PAWN, ROOK, SQUARE_NB, makePiece,
} from './types.ts';
import type { Color, Move } from './types.ts';
import type { Position } from './position.ts';
import {
  DIR_BETWEEN, NEAR_MASK, OPPOSITE, SLIDE_COUNT, SLIDE_DIRS, SLIDE_MASK, STEP_COUNT, STEP_DIRS,
} from './attacks.ts';

const OPP = Int8Array.from(OPPOSITE);
/** Which moves a generator emits. */
const ALL = 0;
const CAPTURES = 1;
const QUIETS = 2;
const MAX_PINS = 8;
const HAND_SHIFTS = [0, 0, 6, 10, 14, 22, 25, 18];
const HAND_MASKS = [0, 0x1f, 7, 7, 7, 3, 3, 7];
/** Hand types other than pawn, lance, knight (no rank restriction on drops). */
const FREE_DROP_TYPES = [4, 7, 5, 6]; // SILVER, GOLD, BISHOP, ROOK
/** Scratch for attacker lists. */
const ATTACKERS = new Int32Array(32);

/** Output buffers are typed arrays in hot paths; plain arrays are accepted for convenience. */
type MoveBuffer = Int32Array | number[];

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
 * Emits a board move with its promotion options: promotion when allowed, the plain move
 * unless the piece could never move again. `kind` filters for the staged generators
 * (captures stage also takes non-capturing pawn promotions).
 */
function emit(pos: Position, out: MoveBuffer, n: number, from: number, to: number, pc: number, capture: boolean, kind: number): number {
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
  if (kind === ALL || (kind === CAPTURES) === capture) out[n++] = base;
  return n;
}

/** Direction of the pin on `from` (−1 if not pinned), from the current state's pin list. */
function pinDirOf(pos: Position, from: number, nPins: number): number {
  const off = pos.ply * MAX_PINS;
  for (let i = 0; i < nPins; i++) if (pos.stPinSq[off + i] === from) return pos.stPinDir[off + i]!;
  return -1;
}

/** True if a pawn of colour `us` on `to` attacks the enemy king (it stands right in front). */
function pawnChecksKing(pos: Position, us: number, to: number): boolean {
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
function pawnFilesOf(pos: Position, c: number): number {
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

/**
 * Emits the drops on one empty square `to`. `legal` enables the uchifuzume test.
 * `types` lists the free drop types in hand; the pawn/lance/knight flags are passed apart.
 */
function dropsAt(pos: Position, out: MoveBuffer, n: number, to: number, hand: number, pawnFiles: number, legal: boolean): number {
  const us = pos.side;
  const rel = pos.geo.relRank[us * SQUARE_NB + to]!;
  const colorBits = us << 20;
  if (rel > 1) {
    if ((hand & 0x1f) !== 0 && ((pawnFiles >> ((to / 9) | 0)) & 1) === 0) {
      if (!(legal && pawnChecksKing(pos, us, to) && isPawnDropMate(pos, to))) out[n++] = to | (DROP_FROM_BASE << 7) | (PAWN << 16) | colorBits;
    }
    if ((hand & (7 << 6)) !== 0) out[n++] = to | ((DROP_FROM_BASE + 1) << 7) | (LANCE << 16) | colorBits;
    if (rel > 2 && (hand & (7 << 10)) !== 0) out[n++] = to | ((DROP_FROM_BASE + 2) << 7) | (KNIGHT << 16) | colorBits;
  }
  for (let i = 0; i < 4; i++) {
    const pt = FREE_DROP_TYPES[i]!;
    if (((hand >>> HAND_SHIFTS[pt]!) & HAND_MASKS[pt]!) !== 0) {
      out[n++] = to | ((DROP_FROM_BASE + pt - 1) << 7) | (pt << 16) | colorBits;
    }
  }
  return n;
}

/** Emits every drop of the side to move on every empty square. */
function generateDrops(pos: Position, out: MoveBuffer, n: number, pawnFiles: number, legal: boolean): number {
  const hand = pos.hands[pos.side]!;
  if (hand === 0) return n;
  const occ = pos.occ;
  const mask = pos.geo.wordMask;
  for (let w = 0; w < 3; w++) {
    let bits = ~(occ[w]! | occ[3 + w]!) & mask[w]!;
    while (bits !== 0) {
      const lsb = bits & -bits;
      bits ^= lsb;
      n = dropsAt(pos, out, n, w * 27 + 31 - Math.clz32(lsb), hand, pawnFiles, legal);
    }
  }
  return n;
}

/**
 * Moves when not in check. With `legal`, king moves avoid attacked squares and pinned pieces
 * stay on their pin line; otherwise the moves are pseudo-legal.
 */
function generateNonEvasions(pos: Position, out: MoveBuffer, n: number, legal: boolean, kind: number): number {
  const board = pos.board;
  const next = pos.geo.next;
  const knightTo = pos.geo.knightTo;
  const us = pos.side;
  const them = us ^ 1;
  const ksq = pos.kingSq[us]!;
  const nPins = legal ? pos.stPinN[pos.ply]! : 0;
  const wantQuiet = kind !== CAPTURES;
  let pawnFiles = 0;
  for (let w = 0; w < 3; w++) {
    let bits = pos.occ[us * 3 + w]!;
    while (bits !== 0) {
      const lsb = bits & -bits;
      bits ^= lsb;
      const from = w * 27 + 31 - Math.clz32(lsb);
      const pc = board[from]!;
      const pt = pc & 15;
      if (pt === PAWN) pawnFiles |= 1 << ((from / 9) | 0);
      if (pt === KING) {
        for (let d = 0; d < 8; d++) {
          const to = next[from * 8 + d]!;
          if (to < 0) continue;
          const t = board[to]!;
          if (t !== 0 ? t >> 4 === us || kind === QUIETS : kind === CAPTURES) continue;
          if (legal && attackedBy(pos, them, to)) continue;
          out[n++] = to | (from << 7) | (pc << 16);
        }
        continue;
      }
      const pinDir = nPins === 0 ? -1 : pinDirOf(pos, from, nPins);
      const sc = STEP_COUNT[pc]!;
      for (let i = 0; i < sc; i++) {
        const to = next[from * 8 + STEP_DIRS[pc * 8 + i]!]!;
        if (to < 0) continue;
        const t = board[to]!;
        if (t !== 0 && t >> 4 === us) continue;
        if (pinDir >= 0 && DIR_BETWEEN[ksq * SQUARE_NB + to] !== pinDir) continue;
        n = emit(pos, out, n, from, to, pc, t !== 0, kind);
      }
      if (pt === KNIGHT) {
        if (pinDir >= 0) continue;
        for (let i = 0; i < 2; i++) {
          const to = knightTo[(us * SQUARE_NB + from) * 2 + i]!;
          if (to < 0) continue;
          const t = board[to]!;
          if (t !== 0 && t >> 4 === us) continue;
          n = emit(pos, out, n, from, to, pc, t !== 0, kind);
        }
        continue;
      }
      const lc = SLIDE_COUNT[pc]!;
      for (let i = 0; i < lc; i++) {
        const d = SLIDE_DIRS[pc * 8 + i]!;
        if (pinDir >= 0 && d !== pinDir && d !== OPP[pinDir]) continue;
        let to = next[from * 8 + d]!;
        while (to >= 0) {
          const t = board[to]!;
          if (t === 0) {
            if (wantQuiet || pt === LANCE) n = emit(pos, out, n, from, to, pc, false, kind);
          } else {
            if (t >> 4 !== us) n = emit(pos, out, n, from, to, pc, true, kind);
            break;
          }
          to = next[to * 8 + d]!;
        }
      }
    }
  }
  if (wantQuiet) n = generateDrops(pos, out, n, pawnFiles, legal);
  return n;
}

/**
 * Moves when in check: king moves, captures of a single checker, and interpositions (moves and
 * drops) against a distant slider. With `legal`, king moves avoid attacked squares (the king
 * removed from the board so it cannot shield itself) and pinned pieces do not move.
 */
function generateCheckEvasions(pos: Position, out: MoveBuffer, n: number, legal: boolean): number {
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
  const nPins = pos.stPinN[pos.ply]!;
  const dir = DIR_BETWEEN[k * SQUARE_NB + checker]!;
  const hand = pos.hands[us]!;
  const pawnFiles = hand === 0 ? 0 : pawnFilesOf(pos, us);
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
      n = emit(pos, out, n, from, target, board[from]!, capture, ALL);
    }
    if (!capture && hand !== 0) n = dropsAt(pos, out, n, target, hand, pawnFiles, legal);
    if (back < 0) break;
    target = next[target * 8 + back]!;
  }
  return n;
}

/** All legal moves of the side to move into `out` from `start`; returns the end index. */
export function generateLegal(pos: Position, out: MoveBuffer, start = 0): number {
  if (pos.stCheckN[pos.ply] !== 0) return generateCheckEvasions(pos, out, start, true);
  return generateNonEvasions(pos, out, start, true, ALL);
}

/**
 * Pseudo-legal captures (every promotion option) plus non-capturing pawn promotions, for a
 * side NOT in check. Together with `generateQuiets` this is every pseudo-legal move once.
 */
export function generateCaptures(pos: Position, out: MoveBuffer, start = 0): number {
  return generateNonEvasions(pos, out, start, false, CAPTURES);
}

/** Pseudo-legal non-captures (drops included) except pawn promotions, for a side NOT in check. */
export function generateQuiets(pos: Position, out: MoveBuffer, start = 0): number {
  return generateNonEvasions(pos, out, start, false, QUIETS);
}

/** Pseudo-legal check evasions (king moves, captures of the checker, interpositions); in check only. */
export function generateEvasions(pos: Position, out: MoveBuffer, start = 0): number {
  return generateCheckEvasions(pos, out, start, false);
}

/** Every legal move as an array (convenience; allocates). */
export function legalMoves(pos: Position): Move[] {
  const buf = new Int32Array(1024);
  const n = generateLegal(pos, buf, 0);
  return Array.from(buf.subarray(0, n));
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
    if (from - DROP_FROM_BASE + 1 !== pt || pt > GOLD || (m & MOVE_PROMOTE) !== 0 || target !== 0) return false;
    if (((pos.hands[us]! >>> HAND_SHIFTS[pt]!) & HAND_MASKS[pt]!) === 0) return false;
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

/** Plays m on the board only, runs `test`, and restores the board. */
function withBoardMove(pos: Position, m: Move, test: (kingSq: number) => boolean, side: number): boolean {
  const board = pos.board;
  const to = m & 0x7f;
  const from = (m >> 7) & 0x7f;
  const pc = (m >> 16) & 31;
  const np = (m & MOVE_PROMOTE) !== 0 ? pc + 8 : pc;
  const saved = board[to]!;
  const drop = from >= SQUARE_NB;
  if (!drop) board[from] = 0;
  board[to] = np;
  const k = (pc & 15) === KING && (pc >> 4) === side ? to : pos.kingSq[side]!;
  const result = test(k);
  board[to] = saved;
  if (!drop) board[from] = pc;
  return result;
}

/** For a pseudo-legal move: the mover's king is not left attacked, and no uchifuzume. */
export function isLegalMove(pos: Position, m: Move): boolean {
  const from = (m >> 7) & 0x7f;
  const to = m & 0x7f;
  const us = pos.side;
  const them = us ^ 1;
  if (from >= SQUARE_NB) {
    if (pos.stCheckN[pos.ply] !== 0 && !withBoardMove(pos, m, (k) => k < 0 || !attackedBy(pos, them, k), us)) return false;
    return ((m >> 16) & 15) !== PAWN || !isPawnDropMate(pos, to);
  }
  const k = pos.kingSq[us]!;
  if (k < 0) return true;
  if (from === k) {
    const kpc = pos.board[k]!;
    pos.board[k] = 0;
    const ok = !attackedBy(pos, them, to);
    pos.board[k] = kpc;
    return ok;
  }
  if (pos.stCheckN[pos.ply] !== 0) return withBoardMove(pos, m, (kk) => !attackedBy(pos, them, kk), us);
  const nPins = pos.stPinN[pos.ply]!;
  if (nPins === 0) return true;
  const pinDir = pinDirOf(pos, from, nPins);
  return pinDir < 0 || DIR_BETWEEN[k * SQUARE_NB + to] === pinDir;
}

/** True if the pseudo-legal move m checks the opponent's king (direct or discovered). */
export function moveGivesCheck(pos: Position, m: Move): boolean {
  const them = pos.side ^ 1;
  if (pos.kingSq[them]! < 0) return false;
  return withBoardMove(pos, m, (k) => attackedBy(pos, pos.side, k), them);
}
