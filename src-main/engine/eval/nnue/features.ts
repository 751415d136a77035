/**
 * HalfKP features of a position, written into the shared slot buffer that both backends read.
 *
 * Slot layout (native/src/nnue.h mirrors it): per ply SLOT_STRIDE int32, one block of SLOT_BLOCK
 * per perspective (0 = Black, 1 = White):
 *   [0] kind: KIND_DELTA or KIND_MOVE (apply to the previous ply's accumulator) or KIND_REFRESH
 *       (from scratch);
 *   KIND_DELTA / KIND_REFRESH: [1] removed / active count (38), [2] added count, [3…] feature
 *       indices (removed first, then added), each kingSquare × 1548 + BonaPiece;
 *   KIND_MOVE: [1] move, [2] captured piece, [3] mover's hand after the move, [4] king square.
 * Deltas come from the move, `capturedPiece()` and the board/hands after the move
 * (docs/engine-core.md, "Incremental evaluation hook"). A perspective whose own king moved is
 * refreshed (YaneuraOu: HalfKP kRefreshTrigger = kFriendKingMoved).
 */
import * as T from '../../core/types.ts';
import type { Color, Hand, Move, Piece, Square, Variant } from '../../core/types.ts';
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
const INDICES = 3;
/** Offset of White's perspective in BOARD_BP. */
const WHITE_TABLE = 32 * 81;

/** What the features need from a position (the rules core's Position provides all of it). */
export interface NnueBoard {
  readonly variant: Variant;
  readonly sideToMove: Color;
  pieceOn(sq: Square): Piece;
  hand(c: Color): Hand;
  kingSquare(c: Color): Square;
  capturedPiece(): Piece;
}

/** Offset of the first feature index of a king square's block of features. */
function kingOffset(board: NnueBoard, persp: Color): number {
  return perspectiveKingSquare(persp, board.kingSquare(persp)) * FE_END;
}

/** Writes all 38 active features of one perspective (missing pieces count as BonaPiece 0). */
export function writeRefresh(slots: Int32Array, ply: number, persp: Color, board: NnueBoard): void {
  refreshBlocks(slots, ply, board, persp === 0, persp === 1);
}

/** Both perspectives from one scan of the board (a new root). */
export function writeRefreshBoth(slots: Int32Array, ply: number, board: NnueBoard): void {
  refreshBlocks(slots, ply, board, true, true);
}

/** Writes the refresh blocks of the wanted perspectives in one pass over board and hands. */
function refreshBlocks(
  slots: Int32Array,
  ply: number,
  board: NnueBoard,
  black: boolean,
  white: boolean,
): void {
  const b0 = ply * SLOT_STRIDE,
    b1 = b0 + SLOT_BLOCK;
  const k0 = kingOffset(board, 0),
    k1 = kingOffset(board, 1);
  let n0 = b0 + INDICES,
    n1 = b1 + INDICES;
  for (let sq = 0; sq < 81; sq++) {
    const pc = board.pieceOn(sq);
    if (pc === 0) continue;
    const bp0 = BOARD_BP[pc * 81 + sq]!;
    if (bp0 < 0) continue; // a king
    if (black) slots[n0++] = k0 + bp0;
    if (white) slots[n1++] = k1 + BOARD_BP[WHITE_TABLE + pc * 81 + sq]!;
  }
  for (let owner = 0 as Color; owner < 2; owner++) {
    const h = board.hand(owner);
    for (const t of HAND_TYPES) {
      const count = handCount(h, t);
      for (let k = 1; k <= count; k++) {
        if (black) slots[n0++] = k0 + handBonaPiece(0, owner as Color, t, k);
        if (white) slots[n1++] = k1 + handBonaPiece(1, owner as Color, t, k);
      }
    }
  }
  if (black) finishRefresh(slots, b0, n0, k0);
  if (white) finishRefresh(slots, b1, n1, k1);
}

/** Pads with BonaPiece 0 up to 38 features and writes the block header. */
function finishRefresh(slots: Int32Array, b: number, n: number, kOff: number): void {
  const end = b + INDICES + MAX_ACTIVE;
  if (n > end)
    throw new Error(
      `NNUE: more than ${MAX_ACTIVE} non-king pieces (checkNnuePosition was skipped)`,
    );
  while (n < end) slots[n++] = kOff;
  slots[b] = KIND_REFRESH;
  slots[b + 1] = MAX_ACTIVE;
  slots[b + 2] = 0;
}

/**
 * Records `m`, which has just been played on `board`: per perspective a move record (KIND_MOVE:
 * the move word, the captured piece, the mover's hand after the move and the perspective's king
 * square), from which the backend derives the feature changes (`decodeMoveBlock`, and
 * native/src/move_delta.cc). A perspective whose own king moved gets its full feature list instead.
 */
export function writeMove(slots: Int32Array, ply: number, board: NnueBoard, m: Move): void {
  const pc = movedPiece(m);
  const us = colorOf(pc);
  const captured = board.capturedPiece();
  const hand = board.hand(us);
  const kingMove = !isDrop(m) && typeOf(pc) === KING;
  for (let persp = 0 as Color; persp < 2; persp++) {
    if (kingMove && persp === us) {
      writeRefresh(slots, ply, persp, board);
      continue;
    }
    const b = ply * SLOT_STRIDE + persp * SLOT_BLOCK;
    slots[b] = KIND_MOVE;
    slots[b + 1] = m;
    slots[b + 2] = captured;
    slots[b + 3] = hand;
    slots[b + 4] = board.kingSquare(persp as Color);
  }
}

/**
 * The feature changes of a KIND_MOVE block at `b` for perspective `persp`: n removed indices in
 * out[0..n), then n added in out[n..2n) (a move removes as many features as it adds: one moved
 * piece, one captured piece); returns n. The TS backend's (and the tests') reading of what
 * native/src/move_delta.cc computes.
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
  // Typed-array counts, no allocation: the search checks every root.
  COUNT.fill(0);
  for (let sq = 0; sq < 81; sq++) COUNT[RAW_NO_KING[typeOf(board.pieceOn(sq))]!]!++;
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
