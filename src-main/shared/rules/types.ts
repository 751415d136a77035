/**
 * The engine's integer data model: colours, pieces, squares, moves and packed hands.
 *
 * This module is pure (no Node, DOM or Electron API) so the renderer may import it.
 * The UI uses tsshogi objects; the two meet at USI/SFEN strings.
 */

/** Side: black (sente, moves first) = 0, white (gote) = 1. */
export type Color = 0 | 1;
export const BLACK: Color = 0;
export const WHITE: Color = 1;

/** Variants the rules core knows. Minishogi is the 5×5 game (Fairy-Stockfish/lishogi `minishogi`). */
export type Variant = 'shogi' | 'minishogi';

// Piece types. Unpromoted types 1..8, promoted = base + PROMOTE. Order follows YaneuraOu so
// tables indexed by piece type read the same as the reference engine's.
export const NO_PIECE_TYPE = 0;
export const PAWN = 1;
export const LANCE = 2;
export const KNIGHT = 3;
export const SILVER = 4;
export const BISHOP = 5;
export const ROOK = 6;
export const GOLD = 7;
export const KING = 8;
export const PRO_PAWN = 9;
export const PRO_LANCE = 10;
export const PRO_KNIGHT = 11;
export const PRO_SILVER = 12;
export const HORSE = 13;
export const DRAGON = 14;
/** Add to an unpromoted type (PAWN..ROOK) to get its promoted type. */
export const PROMOTE = 8;
/** Number of piece-type slots (index 0 unused). */
export const PIECE_TYPE_NB = 15;
/** Piece types that can be held in hand, in hand-field order. */
export const HAND_TYPES = [PAWN, LANCE, KNIGHT, SILVER, GOLD, BISHOP, ROOK] as const;

/** The USI letter of each piece type (index = type; '' for 0), promoted types with a '+'. */
export const TYPE_LETTERS = [
  '',
  ...['P', 'L', 'N', 'S', 'B', 'R', 'G', 'K'],
  ...['+P', '+L', '+N', '+S', '+B', '+R'],
] as const;
/** A piece type named by its USI letter. */
export type TypeLetter = Exclude<(typeof TYPE_LETTERS)[number], ''>;

/**
 * A table indexed by piece type (16 slots) from values named by USI letter, the other types
 * holding `fill`. Why letters: a table reads as its piece names without importing each type.
 */
export function typeTable(
  values: Readonly<Partial<Record<TypeLetter, number>>>,
  fill = 0,
): number[] {
  const t = new Array<number>(16).fill(fill);
  for (let pt = 1; pt < TYPE_LETTERS.length; pt++)
    t[pt] = values[TYPE_LETTERS[pt] as TypeLetter] ?? fill;
  return t;
}

/**
 * A piece on the board: `type | color << 4`; 0 is an empty square.
 * Black pieces are 1..14, white pieces 17..30.
 */
export type Piece = number;
export const NO_PIECE = 0;
export const PIECE_NB = 32;

/** Builds a piece from a colour and a type. */
export function makePiece(c: Color, pt: number): Piece {
  return pt | (c << 4);
}
/** The type of a piece (1..14), 0 for no piece. */
export function typeOf(pc: Piece): number {
  return pc & 15;
}
/** The colour of a non-empty piece. */
export function colorOf(pc: Piece): Color {
  return (pc >> 4) as Color;
}
/** The unpromoted type of a type (HORSE → BISHOP, KING and GOLD unchanged). */
export function rawType(pt: number): number {
  return pt > KING ? pt - PROMOTE : pt;
}
/** True for the types that may promote (PAWN..ROOK). */
export function canPromoteType(pt: number): boolean {
  return pt >= PAWN && pt <= ROOK;
}

/**
 * Squares 0..80: sq = (file − 1) × 9 + (rank − 1), file 1..9 from black's right, rank 1..9
 * from white's side (USI `1a` = 0, `9i` = 80). This matches YaneuraOu's numbering and the
 * BonaPiece square index of HalfKP nets.
 *
 * Minishogi uses the same numbering restricted to files 1..5 and ranks 1..5 (USI `5e`..`1a`),
 * so USI strings and square numbers agree in both variants.
 */
export type Square = number;
export const SQUARE_NB = 81;
export const NO_SQUARE = -1;

/** Square from 1-based file and rank. */
export function makeSquare(file: number, rank: number): Square {
  return (file - 1) * 9 + (rank - 1);
}
/** 1-based file of a square. */
export function fileOf(sq: Square): number {
  return ((sq / 9) | 0) + 1;
}
/** 1-based rank of a square. */
export function rankOf(sq: Square): number {
  return (sq % 9) + 1;
}
/** The square seen from the other side (180° rotation); used by white-perspective tables. */
export function flipSquare(sq: Square): Square {
  return 80 - sq;
}

/**
 * A move packed into a 32-bit integer:
 * - bits 0–6: destination square;
 * - bits 7–13: origin square, or 81 + pieceType − 1 for a drop (so 81..87);
 * - bit 14: promotion;
 * - bits 16–20: the moving piece (with colour) before promotion, or the dropped piece.
 *
 * MOVE_NONE (0) is never a real move. MOVE_NULL is the null move used by null-move pruning.
 */
export type Move = number;
export const MOVE_NONE: Move = 0;
export const MOVE_NULL: Move = (1 << 7) | 1; // from == to: never a real move
export const MOVE_PROMOTE = 1 << 14;
export const DROP_FROM_BASE = 81;

/** Destination square of a move. */
export function moveTo(m: Move): Square {
  return m & 0x7f;
}
/** Origin square of a board move (meaningless for drops). */
export function moveFrom(m: Move): Square {
  return (m >> 7) & 0x7f;
}
/** True if the move is a drop. */
export function isDrop(m: Move): boolean {
  return ((m >> 7) & 0x7f) >= DROP_FROM_BASE;
}
/** Dropped piece type of a drop move (PAWN..GOLD..ROOK as in the type constants). */
export function dropType(m: Move): number {
  return ((m >> 7) & 0x7f) - DROP_FROM_BASE + 1;
}
/** True if the move promotes. */
export function isPromotion(m: Move): boolean {
  return (m & MOVE_PROMOTE) !== 0;
}
/** The moving (or dropped) piece with colour, before promotion. */
export function movedPiece(m: Move): Piece {
  return (m >> 16) & 31;
}
/** Builds a board move. */
export function makeMove(from: Square, to: Square, piece: Piece, promote = false): Move {
  return to | (from << 7) | (promote ? MOVE_PROMOTE : 0) | (piece << 16);
}
/** Builds a drop of `piece` (with colour) on `to`. */
export function makeDrop(piece: Piece, to: Square): Move {
  return to | ((DROP_FROM_BASE + typeOf(piece) - 1) << 7) | (piece << 16);
}

/**
 * A hand packed into one non-negative 32-bit integer, with a spare (borrow) bit above each
 * field so that `(a - b) & HAND_BORROW_MASK` tells whether hand a holds at least hand b:
 * pawn bits 0–4 (+ borrow 5), lance 6–8 (+9), knight 10–12 (+13), silver 14–16 (+17),
 * gold 18–20 (+21), bishop 22–23 (+24), rook 25–26 (+27).
 */
export type Hand = number;
export const HAND_SHIFT: readonly number[] = [0, 0, 6, 10, 14, 22, 25, 18]; // by piece type
export const HAND_MASK: readonly number[] = [0, 0x1f, 0x7, 0x7, 0x7, 0x3, 0x3, 0x7];
export const HAND_BORROW_MASK =
  (1 << 5) | (1 << 9) | (1 << 13) | (1 << 17) | (1 << 21) | (1 << 24) | (1 << 27);

/** Count of `pt` (PAWN..GOLD) in a packed hand. */
export function handCount(h: Hand, pt: number): number {
  return (h >>> HAND_SHIFT[pt]!) & HAND_MASK[pt]!;
}
/** Adds one `pt` to a packed hand. */
export function handAdd(h: Hand, pt: number): Hand {
  return h + (1 << HAND_SHIFT[pt]!);
}
/** Removes one `pt` from a packed hand (the caller ensures there is one). */
export function handSub(h: Hand, pt: number): Hand {
  return h - (1 << HAND_SHIFT[pt]!);
}
/** True if hand a holds at least as many of every type as hand b. */
export function handIsSuperiorOrEqual(a: Hand, b: Hand): boolean {
  return ((a - b) & HAND_BORROW_MASK) === 0;
}

/** Result of a repetition check, from the side to move's point of view. */
export const REP_NONE = 0;
/** Fourfold repetition without perpetual check: a draw (sennichite). */
export const REP_DRAW = 1;
/** The opponent gave perpetual check: the side to move wins. */
export const REP_WIN = 2;
/** The side to move gave perpetual check: the side to move loses. */
export const REP_LOSE = 3;
/** Same board, the side to move has a superior hand (search may score it as good). */
export const REP_SUPERIOR = 4;
/** Same board, the side to move has an inferior hand. */
export const REP_INFERIOR = 5;
export type RepetitionState = 0 | 1 | 2 | 3 | 4 | 5;
