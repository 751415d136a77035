/**
 * Piece-type → feature-slot tables shared by the families (the core's type numbering differs
 * from the P L N S G B R order the features use). Built with the rules' `typeTable`.
 */
import { GOLD, PRO_PAWN, PRO_SILVER, typeTable } from '../../../shared/rules/types.ts';
import type { TypeLetter } from '../../../shared/rules/types.ts';

/** A slot table: the types named in `letters` get 0, 1, 2, … in order (or `slots`), others −1. */
const slots = (letters: readonly TypeLetter[], at: readonly number[] = []): Int8Array =>
  Int8Array.from(typeTable(Object.fromEntries(letters.map((l, i) => [l, at[i] ?? i])), -1));

const BASE: readonly TypeLetter[] = ['P', 'L', 'N', 'S', 'G', 'B', 'R'];
const PROMOTED: readonly TypeLetter[] = ['+P', '+L', '+N', '+S', '+B', '+R'];

/** Base kind slot (P L N S G B R = 0..6) of a piece type, promoted types included; −1 for king. */
export const BASE_SLOT = slots([...BASE, ...PROMOTED], [0, 1, 2, 3, 4, 5, 6, 0, 1, 2, 3, 5, 6]);
/** Promotion slot (+P +L +N +S +B +R = 0..5) of a promoted type, −1 otherwise. */
export const PROMO_SLOT = slots(PROMOTED);
/** Board kind slot (13 kinds: P L N S G B R +P +L +N +S +B +R), −1 for king. */
export const BOARD_SLOT = slots([...BASE, ...PROMOTED]);
/** King-zone attacker group (P L N S G B R +B +R), golds and promoted minors together. */
export const ATTACK_GROUP = slots([...BASE, ...PROMOTED], [0, 1, 2, 3, 4, 5, 6, 4, 4, 4, 4, 7, 8]);
/** Moving-piece group (P L N S G B R K), golds and promoted minors together, promoted majors with theirs. */
export const MOVER_GROUP = slots(
  [...BASE, 'K', ...PROMOTED],
  [0, 1, 2, 3, 4, 5, 6, 7, 4, 4, 4, 4, 5, 6],
);

/** True for gold and the pieces that move like a gold. */
export function isGoldLike(pt: number): boolean {
  return pt === GOLD || (pt >= PRO_PAWN && pt <= PRO_SILVER);
}
