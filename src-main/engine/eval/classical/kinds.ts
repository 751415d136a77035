/**
 * Piece-type → feature-slot tables shared by the families (the core's type numbering differs
 * from the P L N S G B R order the features use).
 */
import {
  BISHOP,
  DRAGON,
  GOLD,
  HORSE,
  KING,
  KNIGHT,
  LANCE,
  PAWN,
  PRO_KNIGHT,
  PRO_LANCE,
  PRO_PAWN,
  PRO_SILVER,
  ROOK,
  SILVER,
} from '../../../shared/rules/types.ts';

const table = (pairs: ReadonlyArray<readonly [number, number]>): Int8Array => {
  const t = new Int8Array(16).fill(-1);
  for (const [pt, i] of pairs) t[pt] = i;
  return t;
};

/** Base kind slot (P L N S G B R = 0..6) of a piece type, promoted types included; −1 for king. */
export const BASE_SLOT = table([
  [PAWN, 0],
  [LANCE, 1],
  [KNIGHT, 2],
  [SILVER, 3],
  [GOLD, 4],
  [BISHOP, 5],
  [ROOK, 6],
  [PRO_PAWN, 0],
  [PRO_LANCE, 1],
  [PRO_KNIGHT, 2],
  [PRO_SILVER, 3],
  [HORSE, 5],
  [DRAGON, 6],
]);
/** Promotion slot (+P +L +N +S +B +R = 0..5) of a promoted type, −1 otherwise. */
export const PROMO_SLOT = table([
  [PRO_PAWN, 0],
  [PRO_LANCE, 1],
  [PRO_KNIGHT, 2],
  [PRO_SILVER, 3],
  [HORSE, 4],
  [DRAGON, 5],
]);
/** Board kind slot (13 kinds: P L N S G B R +P +L +N +S +B +R), −1 for king. */
export const BOARD_SLOT = table([
  [PAWN, 0],
  [LANCE, 1],
  [KNIGHT, 2],
  [SILVER, 3],
  [GOLD, 4],
  [BISHOP, 5],
  [ROOK, 6],
  [PRO_PAWN, 7],
  [PRO_LANCE, 8],
  [PRO_KNIGHT, 9],
  [PRO_SILVER, 10],
  [HORSE, 11],
  [DRAGON, 12],
]);
/** King-zone attacker group (P L N S G B R +B +R), golds and promoted minors together. */
export const ATTACK_GROUP = table([
  [PAWN, 0],
  [LANCE, 1],
  [KNIGHT, 2],
  [SILVER, 3],
  [GOLD, 4],
  [BISHOP, 5],
  [ROOK, 6],
  [PRO_PAWN, 4],
  [PRO_LANCE, 4],
  [PRO_KNIGHT, 4],
  [PRO_SILVER, 4],
  [HORSE, 7],
  [DRAGON, 8],
]);

/** Moving-piece group (P L N S G B R K), golds and promoted minors together, promoted majors with theirs. */
export const MOVER_GROUP = table([
  [PAWN, 0],
  [LANCE, 1],
  [KNIGHT, 2],
  [SILVER, 3],
  [GOLD, 4],
  [BISHOP, 5],
  [ROOK, 6],
  [KING, 7],
  [PRO_PAWN, 4],
  [PRO_LANCE, 4],
  [PRO_KNIGHT, 4],
  [PRO_SILVER, 4],
  [HORSE, 5],
  [DRAGON, 6],
]);

/** True for gold and the pieces that move like a gold. */
export function isGoldLike(pt: number): boolean {
  return pt === GOLD || (pt >= PRO_PAWN && pt <= PRO_SILVER);
}
