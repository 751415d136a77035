/**
 * HalfKP features of a position, written into the shared slot buffer that both backends read.
 *
 * Slot layout (native/src/nnue.h mirrors it): per ply SLOT_STRIDE int32, one block of SLOT_BLOCK
 * per perspective (0 = Black, 1 = White):
 *   [0] kind: KIND_DELTA or KIND_MOVE (apply to the previous ply's accumulator), KIND_REFRESH or
 *       KIND_BOARD (from scratch);
 *   KIND_DELTA / KIND_REFRESH: [1] removed / active count (38), [2] added count, [3…] feature
 *       indices (removed first, then added), each kingSquare × 1548 + BonaPiece;
 *   KIND_MOVE: [1] move, [2] captured piece, [3] mover's hand after the move, [4] king square;
 *   KIND_BOARD: [1] Black's hand, [2] White's hand, [3] king square, [4…] the 81 board bytes.
 * The engine writes KIND_MOVE and KIND_BOARD (compact, no feature arithmetic in JS); KIND_DELTA
 * (null moves) and KIND_REFRESH remain for explicit feature lists.
 * Deltas come from the move, `capturedPiece()` and the board/hands after the move
 * (docs/engine-core.md, "Incremental evaluation hook"). A perspective whose own king moved is
 * refreshed (YaneuraOu: HalfKP kRefreshTrigger = kFriendKingMoved).
 */
import * as T from '../../../shared/rules/types.ts';
import type { Color, Hand, Move, Piece, Square, Variant } from '../../../shared/rules/types.ts';
import * as bona from './bona-piece.ts';
import * as format from './format.ts';

// Module-local copies: under tsx, imported bindings are getter calls, too slow per move.
const {
  HAND_TYPES,
  KING,
  colorOf,
  handCount,
  PROMOTE,
  isDrop,
  isPromotion,
  moveFrom,
  moveTo,
  movedPiece,
  rawType,
  typeOf,
} = T;
const { BOARD_BP, handBonaPiece, perspectiveKingSquare } = bona;
const { FE_END, MAX_ACTIVE } = format;

export const SLOT_BLOCK = 48;
export const SLOT_STRIDE = 2 * SLOT_BLOCK;
export const KIND_DELTA = 0;
export const KIND_REFRESH = 1;
/** A move record (see `writeMove`); the backend derives the feature changes. */
export const KIND_MOVE = 2;
/** A board record (see `writeRefresh`); the backend lists the active features. */
export const KIND_BOARD = 3;
/** First int32 of a board record's 81 board bytes. */
const BOARD_BYTES = 4;

/** What the features need from a position (the rules core's Position provides all of it). */
export interface NnueBoard {
  readonly variant: Variant;
  readonly sideToMove: Color;
  /** The 81 squares' pieces, square 0 first (the rules core's own array). */
  readonly board: Uint8Array;
  pieceOn(sq: Square): Piece;
  hand(c: Color): Hand;
  kingSquare(c: Color): Square;
  capturedPiece(): Piece;
}

/**
 * Records the board for a refresh of one perspective (KIND_BOARD: both hands, the perspective's
 * king square and the 81 board bytes, copied in one call); the backend lists the 38 active
 * features itself (`decodeBoardBlock`, native/src/slot_records.cc). A JS loop listing them cost
 * about 360 ns, paid at every king move.
 */
export function writeRefresh(slots: Int32Array, ply: number, persp: Color, board: NnueBoard): void {
  const b = ply * SLOT_STRIDE + persp * SLOT_BLOCK;
  slots[b] = KIND_BOARD;
  slots[b + 1] = board.hand(0);
  slots[b + 2] = board.hand(1);
  slots[b + 3] = board.kingSquare(persp);
  bytesOf(slots).set(board.board, (b + BOARD_BYTES) * 4);
}

/** Both perspectives (a new root). */
export function writeRefreshBoth(slots: Int32Array, ply: number, board: NnueBoard): void {
  writeRefresh(slots, ply, 0, board);
  writeRefresh(slots, ply, 1, board);
}

/** Byte view of the last slot buffer written (kept: a new view per refresh would allocate). */
let viewOf: Int32Array | null = null;
let view: Uint8Array = new Uint8Array(0);
function bytesOf(slots: Int32Array): Uint8Array {
  if (viewOf !== slots) {
    view = new Uint8Array(slots.buffer, slots.byteOffset, slots.byteLength);
    viewOf = slots;
  }
  return view;
}

/**
 * The 38 active features of perspective `persp` from the KIND_BOARD block at `b`, into out[0..38)
 * (pieces missing from the game, as in handicaps, count as BonaPiece 0). The TS backend's (and
 * the tests') reading of what native/src/slot_records.cc computes.
 */
export function decodeBoardBlock(
  slots: Int32Array,
  b: number,
  persp: Color,
  out: Int32Array,
): void {
  const bytes = bytesOf(slots),
    first = (b + BOARD_BYTES) * 4;
  const kOff = perspectiveKingSquare(persp, slots[b + 3]!) * FE_END;
  const table = persp * 32 * 81;
  let n = 0;
  for (let sq = 0; sq < 81; sq++) {
    const pc = bytes[first + sq]!;
    if (pc === 0) continue;
    const bp = BOARD_BP[table + pc * 81 + sq]!;
    if (bp < 0) continue; // a king
    if (n === MAX_ACTIVE) throw new Error(`NNUE: more than ${MAX_ACTIVE} non-king pieces`);
    out[n++] = kOff + bp;
  }
  for (let owner = 0 as Color; owner < 2; owner++) {
    const h = slots[b + 1 + owner]!;
    for (const t of HAND_TYPES) {
      const count = handCount(h, t);
      for (let k = 1; k <= count; k++) {
        if (n === MAX_ACTIVE) throw new Error(`NNUE: more than ${MAX_ACTIVE} non-king pieces`);
        out[n++] = kOff + handBonaPiece(persp, owner as Color, t, k);
      }
    }
  }
  while (n < MAX_ACTIVE) out[n++] = kOff;
}

/**
 * Records `m`, which has just been played on `board`: per perspective a move record (KIND_MOVE:
 * the move word, the captured piece, the mover's hand after the move and the perspective's king
 * square), from which the backend derives the feature changes (`decodeMoveBlock`, and
 * native/src/slot_records.cc). A perspective whose own king moved gets its full feature list instead.
 */
export function writeMove(slots: Int32Array, ply: number, board: NnueBoard, m: Move): void {
  const pc = movedPiece(m);
  const us = colorOf(pc);
  const captured = board.capturedPiece();
  const hand = board.hand(us);
  const b = ply * SLOT_STRIDE;
  if (!isDrop(m) && typeOf(pc) === KING) {
    writeRefresh(slots, ply, us, board);
    const them = (us ^ 1) as Color;
    writeMoveRecord(slots, b + them * SLOT_BLOCK, m, captured, hand, board.kingSquare(them));
    return;
  }
  writeMoveRecord(slots, b, m, captured, hand, board.kingSquare(0));
  writeMoveRecord(slots, b + SLOT_BLOCK, m, captured, hand, board.kingSquare(1));
}

/** One perspective's KIND_MOVE block at `b`. */
function writeMoveRecord(
  slots: Int32Array,
  b: number,
  m: Move,
  captured: Piece,
  hand: Hand,
  king: Square,
): void {
  slots[b] = KIND_MOVE;
  slots[b + 1] = m;
  slots[b + 2] = captured;
  slots[b + 3] = hand;
  slots[b + 4] = king;
}

/**
 * The feature changes of a KIND_MOVE block at `b` for perspective `persp`: n removed indices in
 * out[0..n), then n added in out[n..2n) (a move removes as many features as it adds: one moved
 * piece, one captured piece); returns n. The TS backend's (and the tests') reading of what
 * native/src/slot_records.cc computes.
 */
export function decodeMoveBlock(
  slots: Int32Array,
  b: number,
  persp: Color,
  out: Int32Array,
): number {
  const m = slots[b + 1]!,
    captured = slots[b + 2]!,
    hand = slots[b + 3]!;
  const kOff = perspectiveKingSquare(persp, slots[b + 4]!) * FE_END;
  const table = persp * 32 * 81;
  const pc = movedPiece(m),
    us = colorOf(pc),
    to = moveTo(m);
  if (isDrop(m)) {
    const t = typeOf(pc);
    out[0] = kOff + handBonaPiece(persp, us, t, handCount(hand, t) + 1);
    out[1] = kOff + BOARD_BP[table + pc * 81 + to]!;
    return 1;
  }
  let n = 0;
  let r0 = 0,
    a0 = 0;
  if (typeOf(pc) !== KING) {
    const after = isPromotion(m) ? pc + PROMOTE : pc;
    r0 = kOff + BOARD_BP[table + pc * 81 + moveFrom(m)]!;
    a0 = kOff + BOARD_BP[table + after * 81 + to]!;
    n = 1;
  }
  if (captured === 0) {
    out[0] = r0;
    out[1] = a0;
    return n;
  }
  const t = rawType(typeOf(captured));
  const rc = kOff + BOARD_BP[table + captured * 81 + to]!;
  const ac = kOff + handBonaPiece(persp, us, t, handCount(hand, t));
  if (n === 0) {
    out[0] = rc;
    out[1] = ac;
    return 1;
  }
  out[0] = r0;
  out[1] = rc;
  out[2] = a0;
  out[3] = ac;
  return 2;
}

/** A null move changes no feature: both perspectives copy the previous ply. */
export function writeNullMove(slots: Int32Array, ply: number): void {
  for (let persp = 0; persp < 2; persp++) {
    const b = ply * SLOT_STRIDE + persp * SLOT_BLOCK;
    slots[b] = KIND_DELTA;
    slots[b + 1] = 0;
    slots[b + 2] = 0;
  }
}

/** Standard shogi material per unpromoted type (pawn … rook by type number; gold = 7). */
const MATERIAL: readonly number[] = [0, 18, 4, 4, 4, 2, 2, 4];

export type NnuePositionErrorCode = 'NNUE_VARIANT' | 'NNUE_NO_KING' | 'NNUE_MATERIAL';
export type NnuePositionCheck =
  { ok: true } | { ok: false; error: { code: NnuePositionErrorCode; message: string } };

/** Piece counts of `checkNnuePosition` by unpromoted type (index 0 collects the kings). */
const COUNT = new Int32Array(8);
/** Unpromoted type by piece type, the king counted at 0. */
const RAW_NO_KING: readonly number[] = [0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 0];
/** Squares by piece code (32 spare cells for empty squares). */
const HISTOGRAM = new Int32Array(40);

/** Whether a HalfKP net can evaluate `board`: standard shogi, both kings, at most the standard material. */
export function checkNnuePosition(board: NnueBoard): NnuePositionCheck {
  if (board.variant !== 'shogi')
    return {
      ok: false,
      error: {
        code: 'NNUE_VARIANT',
        message: `NNUE evaluates standard shogi only, not ${board.variant}`,
      },
    };
  if (board.kingSquare(0) < 0 || board.kingSquare(1) < 0)
    return {
      ok: false,
      error: { code: 'NNUE_NO_KING', message: 'NNUE needs both kings on the board' },
    };
  // A histogram of piece codes, no allocation (the search checks every root). Empty squares are
  // spread over eight spare cells: counting them all in one cell chained every store to the last.
  const bd = board.board;
  HISTOGRAM.fill(0);
  for (let sq = 0; sq < 81; sq++) {
    const pc = bd[sq]!;
    HISTOGRAM[pc === 0 ? 32 + (sq & 7) : pc]!++;
  }
  COUNT.fill(0);
  for (let pc = 1; pc < 32; pc++) COUNT[RAW_NO_KING[pc & 15]!]! += HISTOGRAM[pc]!;
  for (let c = 0 as Color; c < 2; c++) {
    const h = board.hand(c);
    for (let i = 0; i < HAND_TYPES.length; i++)
      COUNT[HAND_TYPES[i]!]! += handCount(h, HAND_TYPES[i]!);
  }
  for (let i = 0; i < HAND_TYPES.length; i++) {
    const t = HAND_TYPES[i]!;
    if (COUNT[t]! > MATERIAL[t]!)
      return {
        ok: false,
        error: {
          code: 'NNUE_MATERIAL',
          message: `more pieces of type ${t} than standard shogi has (${COUNT[t]} > ${MATERIAL[t]})`,
        },
      };
  }
  return OK;
}

const OK: NnuePositionCheck = { ok: true };
