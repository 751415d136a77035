/**
 * YaneuraOu's `PackedSfen`: one shogi position in exactly 256 bits (32 bytes), the position part
 * of the `PackedSfenValue` training record that YaneuraOu's learner and the shogi forks of
 * nnue-pytorch read.
 *
 * Facts from YaneuraOu `source/extra/sfen_packer.cpp` (BitStream, huffman_table, SfenPacker::pack):
 * - Bits are written least significant first: stream bit i is bit (i & 7) of byte (i >> 3); an
 *   n-bit value is written from its bit 0 up.
 * - Layout: side to move (1 bit, 0 = black); black king square (7 bits); white king square
 *   (7 bits); then every square 0..80 in order except the two king squares, one Huffman-coded
 *   piece each; then the pieces in hand, black's then white's, by piece type PAWN, LANCE, KNIGHT,
 *   SILVER, BISHOP, ROOK, GOLD (YaneuraOu's type order 1..7), one code per piece held.
 * - Board codes (value, length; written LSB first): empty 0/1, pawn 0x01/2, lance 0x03/4,
 *   knight 0x0b/4, silver 0x07/4, bishop 0x1f/6, rook 0x3f/6, gold 0x0f/5. A non-empty piece is
 *   followed by a promotion bit (not for gold) and a colour bit (1 = white).
 * - Hand codes are the board code shifted right by one (one bit shorter), then a promotion bit
 *   that is always 0 (not for gold) and the colour bit.
 * - With the 40 pieces of a standard set the total is exactly 256 bits wherever the pieces are,
 *   so only positions with a standard set (one king each) can be packed. The reader reads hand
 *   pieces until the cursor reaches bit 256.
 * Squares are numbered as in YaneuraOu (SQ_11 = 0, SQ_12 = 1, …, SQ_99 = 80), which is our
 * numbering (types.ts), and the piece types 1..8 and +8 for promoted pieces are also the same.
 */
import type { Position } from './position.ts';
import { formatSetup, parseSfen } from './sfen.ts';
import type { PositionSetup } from './sfen-text.ts';
import {
  BISHOP,
  GOLD,
  HAND_MASK,
  KING,
  KNIGHT,
  LANCE,
  PAWN,
  PROMOTE,
  ROOK,
  SILVER,
  SQUARE_NB,
  colorOf,
  handAdd,
  handCount,
  makePiece,
  rawType,
  typeOf,
} from './types.ts';
import type { Color, Hand } from './types.ts';

/** Bytes of one packed position. */
export const PACKED_SFEN_SIZE = 32;
const TOTAL_BITS = PACKED_SFEN_SIZE * 8;

/** Why a position cannot be packed or some bytes cannot be unpacked. */
export type PackedSfenErrorCode =
  | 'PSFEN_VARIANT' // not standard shogi
  | 'PSFEN_KINGS' // a side without exactly one king, or a king square outside the board
  | 'PSFEN_PIECES' // not the 40 pieces of a standard set, or a hand count too large
  | 'PSFEN_LENGTH' // fewer than 32 bytes
  | 'PSFEN_BITS' // the codes do not end exactly at bit 256
  | 'PSFEN_RULES'; // decodes, but our SFEN rules reject it (nifu, a dead piece, side not to move in check)

/** A typed failure with a message saying what and where. */
export interface PackedSfenError {
  code: PackedSfenErrorCode;
  message: string;
}

/** Result of `packSfen`: the 32 bytes written. */
export type PackResult = { ok: true; bytes: Uint8Array } | { ok: false; error: PackedSfenError };
/** Result of `unpackSfen`. */
export type UnpackSetupResult =
  { ok: true; setup: PositionSetup } | { ok: false; error: PackedSfenError };
/** Result of `unpackPosition`. */
export type UnpackPositionResult =
  { ok: true; position: Position } | { ok: false; error: PackedSfenError };

/** Board Huffman code value and length by raw piece type (index 0 = empty square, 8 = king unused). */
const CODE = [0x00, 0x01, 0x03, 0x0b, 0x07, 0x1f, 0x3f, 0x0f, 0];
const CODE_BITS = [1, 2, 4, 4, 4, 6, 6, 5, 0];
/** Hand order of the packed stream (YaneuraOu's piece-type order). */
const PACK_HAND_ORDER = [PAWN, LANCE, KNIGHT, SILVER, BISHOP, ROOK, GOLD] as const;
/** Pieces of each raw type in a standard set (both sides together). */
const STANDARD_SET = [0, 18, 4, 4, 4, 2, 2, 4, 2];
const PIECE_LETTERS = ' PLNSBRGK';

const fail = (
  code: PackedSfenErrorCode,
  message: string,
): { ok: false; error: PackedSfenError } => ({
  ok: false,
  error: { code, message },
});

/**
 * Packs a position (its board, hands and side to move; the move number is not stored) into
 * `out[offset..offset+32)`, which is cleared first.
 */
export function packSfen(
  pos: Position | PositionSetup,
  out = new Uint8Array(PACKED_SFEN_SIZE),
  offset = 0,
): PackResult {
  const setup = 'setup' in pos ? pos.setup() : pos;
  const bad = checkStandardSet(setup);
  if (bad) return { ok: false, error: bad };
  const w = new BitWriter(out, offset);
  const kings = kingSquares(setup.board);
  w.write(setup.sideToMove, 1);
  w.write(kings[0], 7);
  w.write(kings[1], 7);
  for (let sq = 0; sq < SQUARE_NB; sq++) {
    const pc = setup.board[sq]!;
    if (typeOf(pc) === KING) continue;
    writeBoardPiece(w, pc);
  }
  for (const c of [0, 1] as const) {
    for (const pt of PACK_HAND_ORDER) {
      for (let i = handCount(setup.hands[c], pt); i > 0; i--) writeHandPiece(w, c, pt);
    }
  }
  if (w.cursor !== TOTAL_BITS)
    throw new Error(`bug: packed ${w.cursor} bits, expected ${TOTAL_BITS}`);
  return { ok: true, bytes: out.subarray(offset, offset + PACKED_SFEN_SIZE) };
}

/**
 * Unpacks 32 bytes at `offset` into a position description (move number `moveNumber`). Checks the
 * code structure, the king squares and the piece set, not the rules (see `unpackPosition`).
 */
export function unpackSfen(bytes: Uint8Array, offset = 0, moveNumber = 1): UnpackSetupResult {
  if (bytes.length - offset < PACKED_SFEN_SIZE) {
    return fail(
      'PSFEN_LENGTH',
      `need ${PACKED_SFEN_SIZE} bytes, have ${Math.max(0, bytes.length - offset)}`,
    );
  }
  const r = new BitReader(bytes, offset);
  const side = r.read(1) as Color;
  const board = new Uint8Array(SQUARE_NB);
  const bk = r.read(7);
  const wk = r.read(7);
  if (bk >= SQUARE_NB || wk >= SQUARE_NB || bk === wk) {
    return fail(
      'PSFEN_KINGS',
      `king squares ${bk} and ${wk}: each must be a different square 0..80`,
    );
  }
  board[bk] = makePiece(0, KING);
  board[wk] = makePiece(1, KING);
  for (let sq = 0; sq < SQUARE_NB; sq++) {
    if (sq === bk || sq === wk) continue;
    const pc = readBoardPiece(r);
    if (pc < 0)
      return fail('PSFEN_BITS', `the board codes run past bit ${TOTAL_BITS} at square ${sq}`);
    board[sq] = pc;
  }
  const hands: [Hand, Hand] = [0, 0];
  while (r.cursor < TOTAL_BITS) {
    const h = readHandPiece(r);
    if (h < 0) return fail('PSFEN_BITS', `a hand code runs past bit ${TOTAL_BITS}`);
    const c = h >> 4;
    const pt = h & 15;
    if (handCount(hands[c]!, pt) === HAND_MASK[pt])
      return fail('PSFEN_PIECES', `too many ${PIECE_LETTERS[pt]} in hand`);
    hands[c] = handAdd(hands[c]!, pt);
  }
  const setup: PositionSetup = {
    variant: 'shogi',
    board,
    hands,
    sideToMove: side,
    moveNumber: Math.max(1, moveNumber),
  };
  const bad = checkStandardSet(setup);
  return bad ? { ok: false, error: bad } : { ok: true, setup };
}

/**
 * Unpacks 32 bytes into a `Position`, also applying our SFEN rules (nifu, pieces that could never
 * move, the side not to move in check), so the result is a position the engine may search.
 */
export function unpackPosition(
  bytes: Uint8Array,
  offset = 0,
  moveNumber = 1,
): UnpackPositionResult {
  const u = unpackSfen(bytes, offset, moveNumber);
  if (!u.ok) return u;
  // Why through text: parseSfen owns the rule checks; decoding is not on a hot path.
  const p = parseSfen(formatSetup(u.setup));
  return p.ok ? { ok: true, position: p.position } : fail('PSFEN_RULES', p.error.message);
}

/** Null if the setup holds exactly a standard set with one king per side, else the reason. */
function checkStandardSet(setup: PositionSetup): PackedSfenError | null {
  if (setup.variant !== 'shogi')
    return { code: 'PSFEN_VARIANT', message: 'only standard shogi positions can be packed' };
  const count = new Array<number>(9).fill(0);
  const kings = [0, 0];
  for (let sq = 0; sq < SQUARE_NB; sq++) {
    const pc = setup.board[sq]!;
    if (pc === 0) continue;
    count[rawType(typeOf(pc))]!++;
    if (typeOf(pc) === KING) kings[colorOf(pc)]!++;
  }
  if (kings[0] !== 1 || kings[1] !== 1) {
    return {
      code: 'PSFEN_KINGS',
      message: `black has ${kings[0]} kings and white ${kings[1]}; need one each`,
    };
  }
  for (const pt of PACK_HAND_ORDER)
    count[pt]! += handCount(setup.hands[0], pt) + handCount(setup.hands[1], pt);
  for (let pt = PAWN; pt < KING; pt++) {
    if (count[pt] !== STANDARD_SET[pt]) {
      return {
        code: 'PSFEN_PIECES',
        message: `${count[pt]} ${PIECE_LETTERS[pt]} on board and in hand; a standard set has ${STANDARD_SET[pt]}`,
      };
    }
  }
  return null;
}

/** The black and white king squares (the caller checked there is one each). */
function kingSquares(board: Uint8Array): [number, number] {
  const k: [number, number] = [0, 0];
  for (let sq = 0; sq < SQUARE_NB; sq++)
    if (typeOf(board[sq]!) === KING) k[colorOf(board[sq]!)] = sq;
  return k;
}

/** One board square: the code of the raw type, then promotion (not gold) and colour bits. */
function writeBoardPiece(w: BitWriter, pc: number): void {
  const raw = rawType(typeOf(pc));
  w.write(CODE[raw]!, CODE_BITS[raw]!);
  if (pc === 0) return;
  if (raw !== GOLD) w.write(typeOf(pc) > KING ? 1 : 0, 1);
  w.write(colorOf(pc), 1);
}

/** One piece in hand: the board code without its lowest bit, a 0 promotion bit (not gold), colour. */
function writeHandPiece(w: BitWriter, c: Color, pt: number): void {
  w.write(CODE[pt]! >> 1, CODE_BITS[pt]! - 1);
  if (pt !== GOLD) w.write(0, 1);
  w.write(c, 1);
}

/** Reads one board square: a piece (0 = empty), or −1 when the codes run past the end. */
function readBoardPiece(r: BitReader): number {
  const raw = readCode(r, 0);
  if (raw < 0) return raw;
  if (raw === 0) return 0;
  if (r.cursor + (raw === GOLD ? 1 : 2) > TOTAL_BITS) return -1;
  const promoted = raw !== GOLD && r.read(1) === 1;
  const c = r.read(1) as Color;
  return makePiece(c, raw + (promoted ? PROMOTE : 0));
}

/** Reads one piece in hand as `type | colour << 4`, or −1 when the codes run past the end. */
function readHandPiece(r: BitReader): number {
  const pt = readCode(r, 1);
  if (pt < 0) return pt;
  if (r.cursor + (pt === GOLD ? 1 : 2) > TOTAL_BITS) return -1;
  if (pt !== GOLD) r.read(1); // the always-0 promotion bit of a hand piece
  return pt | (r.read(1) << 4);
}

/**
 * Reads bits until they form a code: board codes (`shift` 0, empty included) or hand codes
 * (`shift` 1: every board code but the empty one, one bit shorter). Returns the raw type or −1.
 */
function readCode(r: BitReader, shift: 0 | 1): number {
  let code = 0;
  for (let bits = 1; bits <= 6 - shift; bits++) {
    if (r.cursor >= TOTAL_BITS) return -1;
    code |= r.read(1) << (bits - 1);
    for (let pt = shift; pt < KING; pt++) {
      if (CODE_BITS[pt]! - shift === bits && CODE[pt]! >> shift === code) return pt;
    }
  }
  // Why unreachable: the codes are a complete prefix code (six 1-bits are a rook).
  throw new Error('bug: incomplete Huffman table');
}

/** Writes values LSB first into a zeroed 32-byte window. */
class BitWriter {
  cursor = 0;
  constructor(
    private readonly out: Uint8Array,
    private readonly offset: number,
  ) {
    out.fill(0, offset, offset + PACKED_SFEN_SIZE);
  }
  /** Appends the low `n` bits of `v`, bit 0 first. */
  write(v: number, n: number): void {
    for (let i = 0; i < n; i++, this.cursor++) {
      if ((v >> i) & 1) this.out[this.offset + (this.cursor >> 3)]! |= 1 << (this.cursor & 7);
    }
  }
}

/** Reads values LSB first from a 32-byte window (callers keep the cursor below bit 256). */
class BitReader {
  cursor = 0;
  constructor(
    private readonly bytes: Uint8Array,
    private readonly offset: number,
  ) {}
  /** The next `n` bits as a number, the first read bit as bit 0. */
  read(n: number): number {
    let v = 0;
    for (let i = 0; i < n; i++, this.cursor++) {
      v |= ((this.bytes[this.offset + (this.cursor >> 3)]! >> (this.cursor & 7)) & 1) << i;
    }
    return v;
  }
}

/** Piece types in the packed stream's hand order (for tests and tools that explain a record). */
export const PACKED_HAND_ORDER: readonly number[] = PACK_HAND_ORDER;
/** The Huffman code (value, bit length, LSB first) of a raw type on the board; 0 = empty square. */
export function boardCode(rawPieceType: number): { code: number; bits: number } {
  return { code: CODE[rawPieceType]!, bits: CODE_BITS[rawPieceType]! };
}
