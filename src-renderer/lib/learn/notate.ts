/** Moves of a practice card or tsume problem written in the user's notation. */
import { notateUsiLine, squareJa } from '../../../src-main/shared/records/notation';
import { usiToSquare } from '../../../src-main/shared/rules/sfen-text';
import { fill } from './strings';
import { t } from '../text';
import { pieceName } from '../pieces';

/** The moves `usi` played from `sfen`, in Japanese (KIF) or western notation. */
export function notate(
  sfen: string,
  usi: readonly string[],
  notation: 'japanese' | 'western',
): string[] {
  const line = notateUsiLine(sfen, usi);
  return notation === 'japanese' ? line.japanese : line.western;
}

/** A USI square (`7f`) as the user reads it: ７六 in Japanese, 7f in western notation. */
export function squareText(usi: string, notation: 'japanese' | 'western'): string {
  return notation === 'western' ? usi : squareJa(usiToSquare(usi));
}

/** A hint on the move to find: its piece, and where it goes once `to` is given. */
export interface MoveHint {
  piece: number;
  /** The square it moves from (USI), or null for a drop. */
  from: string | null;
  /** The destination (USI), given at the second hint. */
  to?: string;
}

/** The hint in words: "Move the rook on ７四" first, then "… to ７五" (shared by Practice and Tsume). */
export function hintText(h: MoveHint, notation: 'japanese' | 'western'): string {
  const piece = pieceName(h.piece);
  const from = h.from ? squareText(h.from, notation) : '';
  if (!h.to) return fill(h.from ? t('learn.hintPiece') : t('learn.hintDrop'), { piece, from });
  const to = squareText(h.to, notation);
  return fill(h.from ? t('learn.hintSquare') : t('learn.hintDropSquare'), { piece, from, to });
}
