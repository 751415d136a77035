/**
 * BonaPiece numbering of HalfKP features (YaneuraOu `source/evaluate.h`, enum BonaPiece, the
 * Apery-style layout used by NNUE nets): a number per (piece as seen by one side, square) and per
 * (hand piece, count). "Friend" = the perspective's own pieces, "enemy" = the opponent's.
 *
 * - Hand (friend/enemy): pawn 1/20, lance 39/44, knight 49/54, silver 59/64, gold 69/74,
 *   bishop 79/82, rook 85/88; fe_hand_end = 90. The k-th piece of a kind in hand (k = 1, 2, …)
 *   is base + k − 1 (evaluate.h: "the constant is the index of the first piece"; EvalList
 *   `put_piece(piece_no, c, pt, i)` sets base + i for the (i+1)-th piece).
 * - Board (friend/enemy), + square: pawn 90/171, lance 252/333, knight 414/495, silver 576/657,
 *   gold 738/819 (promoted pawn, lance, knight and silver count as gold), bishop 900/981,
 *   horse 1062/1143, rook 1224/1305, dragon 1386/1467; fe_end = 1548.
 * - From White's side (`kpp_board_index[pc].fw + Inv(sq)`), colours swap and a board square
 *   becomes 80 − sq; the king square of White's perspective is 80 − sq too (half_kp.cpp takes the
 *   king square from the same fw piece list). Kings themselves are not features.
 * - Pieces missing from a position (handicap games) stay at BONA_PIECE_ZERO = 0, so every
 *   perspective always has 38 active features (half_kp.cpp `AppendActiveIndices` pushes all 38).
 */
import { typeTable, type Color } from '../../../shared/rules/types.ts';

/** Friend hand bases by piece type (index = type; 0 and KING unused). */
const HAND_FRIEND: readonly number[] = [0, 1, 39, 49, 59, 79, 85, 69];
const HAND_ENEMY: readonly number[] = [0, 20, 44, 54, 64, 82, 88, 74];

/** Friend board bases by piece type (KING is not a feature: −1). */
const BOARD_FRIEND: readonly number[] = typeTable(
  {
    P: 90,
    L: 252,
    N: 414,
    S: 576,
    G: 738,
    // Promoted pawn, lance, knight and silver count as gold.
    '+P': 738,
    '+L': 738,
    '+N': 738,
    '+S': 738,
    B: 900,
    '+B': 1062,
    R: 1224,
    '+R': 1386,
  },
  -1,
);
/** Enemy board bases are the friend bases + 81 (one block of 81 squares each). */
const ENEMY_OFFSET = 81;

/**
 * BOARD_BP[(perspective × 32 + piece) × 81 + sq] = BonaPiece of `piece` (with colour) on `sq`
 * seen from `perspective`; −1 for kings and empty squares.
 */
export const BOARD_BP: Int16Array = (() => {
  const t = new Int16Array(2 * 32 * 81).fill(-1);
  for (let persp = 0; persp < 2; persp++) {
    for (let piece = 1; piece < 32; piece++) {
      const type = piece & 15,
        color = piece >> 4;
      const base = type < 15 ? BOARD_FRIEND[type]! : -1;
      if (base < 0) continue;
      const own = color === persp;
      for (let sq = 0; sq < 81; sq++)
        t[(persp * 32 + piece) * 81 + sq] =
          base + (own ? 0 : ENEMY_OFFSET) + (persp === 0 ? sq : 80 - sq);
    }
  }
  return t;
})();

/** BonaPiece of `piece` on `sq` seen from `perspective` (−1 for a king). */
export function boardBonaPiece(perspective: Color, piece: number, sq: number): number {
  return BOARD_BP[(perspective * 32 + piece) * 81 + sq]!;
}

/** BonaPiece of the `k`-th (1-based) hand piece of `type` owned by `owner`, seen from `perspective`. */
export function handBonaPiece(perspective: Color, owner: Color, type: number, k: number): number {
  return (owner === perspective ? HAND_FRIEND[type]! : HAND_ENEMY[type]!) + k - 1;
}

/** The king square as HalfKP indexes it for a perspective (White's is rotated). */
export function perspectiveKingSquare(perspective: Color, kingSq: number): number {
  return perspective === 0 ? kingSq : 80 - kingSq;
}
