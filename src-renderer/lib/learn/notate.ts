/** Moves of a practice card or tsume problem written in the user's notation. */
import { notateUsiLine, PIECE_NAME_JA, squareJa } from '../../../src-main/records/core/notation';
import { usiToSquare } from '../../../src-main/engine/core/sfen-text';
import { PIECE_NAME_EN } from '../../../src-main/study/index';
import type { Lang } from '../../../src-main/ipc/contract';

/** The moves `usi` played from `sfen`, in Japanese (KIF) or western notation. */
export function notate(
  sfen: string,
  usi: readonly string[],
  notation: 'japanese' | 'western',
): string[] {
  const line = notateUsiLine(sfen, usi);
  return notation === 'japanese' ? line.japanese : line.western;
}

/** A piece type's name in the UI language. */
export function pieceName(piece: number, lang: Lang): string {
  return (lang === 'ja' ? PIECE_NAME_JA[piece] : PIECE_NAME_EN[piece]) ?? '';
}

/** A USI square (`7f`) as the user reads it: ７六 in Japanese, 7f in western notation. */
export function squareText(usi: string, notation: 'japanese' | 'western'): string {
  return notation === 'western' ? usi : squareJa(usiToSquare(usi));
}
