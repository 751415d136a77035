/**
 * YaneuraOu's PackedSfen: a position in 256 bits (32 bytes), as its public description gives it.
 * Bits are written least significant first (bit i of the stream is bit i % 8 of byte i / 8):
 *
 *   1 bit   side to move (0 black, 1 white)
 *   7 + 7   black's and white's king squares (square = (file − 1) × 9 + (rank − 1))
 *   then each square 0…80 but the kings': a Huffman code (empty 0; pawn 01; lance 0011;
 *           knight 1011; silver 0111; gold 01111; bishop 011111; rook 111111, each code's
 *           lowest bit first), then for a piece a promotion bit (not for gold) and a colour bit
 *   then the hands, black's then white's, pawn lance knight silver bishop rook gold, one piece
 *           at a time: the board code without its lowest bit, a 0 promotion bit (not for gold),
 *           and the colour bit.
 *
 * A position holding all 40 pieces (kings included) fills exactly 256 bits; other positions
 * (handicaps, problems) do not fit this code and are refused. Pure.
 */
import { formatSetup, parseSetup } from '../core/sfen.ts';
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
  colorOf,
  handAdd,
  handCount,
  makePiece,
  rawType,
  typeOf,
  type Color,
  type Hand,
} from '../core/types.ts';

/** Bytes of a packed position. */
export const PACKED_SFEN_BYTES = 32;
const BITS = PACKED_SFEN_BYTES * 8;

/** Huffman code and length by raw piece type (index 0: empty square). */
const CODES: readonly (readonly [number, number])[] = [
  [0x00, 1],
  [0x01, 2], // pawn
  [0x03, 4], // lance
  [0x0b, 4], // knight
  [0x07, 4], // silver
  [0x1f, 6], // bishop
  [0x3f, 6], // rook
  [0x0f, 5], // gold
];
/** Hand order of the stream. */
const HAND_ORDER = [PAWN, LANCE, KNIGHT, SILVER, BISHOP, ROOK, GOLD] as const;
/** Pieces of each raw type in a full set (index by type; kings are 2). */
const FULL_SET = [0, 18, 4, 4, 4, 2, 2, 4, 2];

/** Bit writer over 32 bytes. */
class BitWriter {
  readonly bytes = new Uint8Array(PACKED_SFEN_BYTES);
  at = 0;
  /** Writes the `n` low bits of `v`, lowest first. */
  put(v: number, n: number): void {
    for (let i = 0; i < n; i++, this.at++)
      if ((v >> i) & 1) this.bytes[this.at >> 3]! |= 1 << (this.at & 7);
  }
}

/** Bit reader over 32 bytes; reading past the end throws. */
class BitReader {
  at = 0;
  constructor(private readonly bytes: Uint8Array) {}
  bit(): number {
    if (this.at >= BITS) throw new Error('the packed position runs past 256 bits');
    const b = (this.bytes[this.at >> 3]! >> (this.at & 7)) & 1;
    this.at++;
    return b;
  }
  bits(n: number): number {
    let v = 0;
    for (let i = 0; i < n; i++) v |= this.bit() << i;
    return v;
  }
}

/** The 32 bytes of a SFEN, or an error message (a bad SFEN, or not the full 40 pieces). */
export function packSfen(sfen: string): Uint8Array | string {
  const r = parseSetup(sfen);
  if (!r.ok) return r.error.message;
  const { board, hands, sideToMove } = r.value;
  const count = [...FULL_SET].fill(0);
  const kings: number[] = [-1, -1];
  board.forEach((pc, sq) => {
    if (!pc) return;
    count[rawType(typeOf(pc))]!++;
    if (typeOf(pc) === KING) kings[colorOf(pc)] = sq;
  });
  for (const c of [0, 1] as const) for (const t of HAND_ORDER) count[t]! += handCount(hands[c], t);
  if (count.some((n, t) => n !== FULL_SET[t]))
    return 'only positions holding all 40 pieces can be packed (handicaps and problems cannot)';
  const w = new BitWriter();
  w.put(sideToMove, 1);
  w.put(kings[0]!, 7);
  w.put(kings[1]!, 7);
  board.forEach((pc) => {
    const t = typeOf(pc);
    if (t === KING) return;
    const raw = rawType(t);
    const [code, n] = CODES[raw]!;
    w.put(code, n);
    if (!pc) return;
    if (raw !== GOLD) w.put(t > KING ? 1 : 0, 1);
    w.put(colorOf(pc), 1);
  });
  for (const c of [0, 1] as const)
    for (const t of HAND_ORDER)
      for (let i = handCount(hands[c], t); i > 0; i--) {
        const [code, n] = CODES[t]!;
        w.put(code >> 1, n - 1);
        if (t !== GOLD) w.put(0, 1);
        w.put(c, 1);
      }
  return w.bytes;
}

/** Reads one Huffman code whose table is `codes` (code, length by type); the type. */
function readCode(r: BitReader, codes: readonly (readonly [number, number])[]): number {
  let v = 0;
  for (let n = 1; n <= 6; n++) {
    v |= r.bit() << (n - 1);
    const t = codes.findIndex(([c, len]) => len === n && c === v);
    if (t >= 0) return t;
  }
  throw new Error('an invalid piece code');
}

/** Hand codes: the board codes without their lowest bit (index 0 unused). */
const HAND_CODES = CODES.map(([c, n], t) =>
  t === 0 ? ([-1, 0] as const) : ([c >> 1, n - 1] as const),
);

/** Result of {@link unpackSfen}. */
export type UnpackResult = { ok: true; sfen: string } | { ok: false; message: string };

/** Reads the board part (king squares, then every other square) into `board`; an error or null. */
function readBoard(r: BitReader, board: Uint8Array): string | null {
  for (const c of [0, 1] as const) {
    const sq = r.bits(7);
    if (sq > 80 || board[sq]) return 'a king square is out of the board';
    board[sq] = makePiece(c, KING);
  }
  for (let sq = 0; sq < 81; sq++) {
    if (board[sq]) continue;
    const raw = readCode(r, CODES);
    if (raw === 0) continue;
    const promoted = raw !== GOLD && r.bit() === 1;
    board[sq] = makePiece(r.bit() as Color, promoted ? raw + PROMOTE : raw);
  }
  return null;
}

/**
 * The SFEN of 32 packed bytes with move number `moveNumber`, or why the bits describe no
 * position (a bad code, a promoted piece in hand, or a position the SFEN rules refuse).
 */
export function unpackSfen(bytes: Uint8Array, moveNumber = 1): UnpackResult {
  try {
    const r = new BitReader(bytes);
    const board = new Uint8Array(81);
    const sideToMove = r.bit() as Color;
    const bad = readBoard(r, board);
    if (bad) return { ok: false, message: bad };
    const hands: [Hand, Hand] = [0, 0];
    while (r.at < BITS) {
      const t = readCode(r, HAND_CODES);
      if (t !== GOLD && r.bit() !== 0)
        return { ok: false, message: 'a piece in hand is marked promoted' };
      const c = r.bit() as Color;
      if (handCount(hands[c], t) >= HAND_MASK[t]!)
        return { ok: false, message: 'too many pieces in hand' };
      hands[c] = handAdd(hands[c], t);
    }
    const sfen = formatSetup({ variant: 'shogi', board, hands, sideToMove, moveNumber });
    // Why parse again: the bits may place pieces where no game can (a pawn on the last rank).
    const check = parseSetup(sfen);
    return check.ok ? { ok: true, sfen } : { ok: false, message: check.error.message };
  } catch (e) {
    return { ok: false, message: (e as Error).message };
  }
}
