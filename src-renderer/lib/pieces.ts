/**
 * Piece names and glyphs for the board, the hands, accessible names and notation.
 * Indexed by the rules core's piece types (PAWN = 1 … DRAGON = 14).
 */
import { PIECE_NAME_JA } from '../../src-main/shared/records/notation';
import {
  PIECE_KANJI_BY_CORE,
  PIECE_NAME_EN_BY_CORE,
} from '../../src-main/shared/records/piece-kanji';
import { t, type TextKey } from './text';

/** Japanese names, for accessible names in Japanese (the notation's names). */
export { PIECE_NAME_JA };

/** English names, for accessible names ("black pawn"), in the rules core's order (from the one table). */
export const PIECE_NAME_EN: readonly string[] = PIECE_NAME_EN_BY_CORE;

/** Traditional two-character piece faces (kanji style). Black's king reads 玉将, white's 王将. */
export const KANJI_FACE = [
  '',
  '歩兵',
  '香車',
  '桂馬',
  '銀将',
  '角行',
  '飛車',
  '金将',
  '玉将',
  'と金',
  '成香',
  '成桂',
  '成銀',
  '龍馬',
  '龍王',
] as const;

/** One-character faces (one-char style), from the one kanji table. */
export const ONE_CHAR_FACE: readonly string[] = PIECE_KANJI_BY_CORE;

/** The face of a piece type in a style; `white` picks 王将 for the upper king. */
export function pieceFace(pt: number, style: 'kanji' | 'one-char', white: boolean): string {
  if (pt === 8) return style === 'kanji' ? (white ? '王将' : '玉将') : white ? '王' : '玉';
  return style === 'kanji' ? KANJI_FACE[pt]! : ONE_CHAR_FACE[pt]!;
}

/** A piece type's name in the UI language ("pawn" / 歩). */
export function pieceName(pt: number): string {
  return t(`game.piece${pt}` as TextKey);
}

/** "black pawn" / "先手 歩". */
export function pieceLabel(color: 0 | 1, pt: number): string {
  return t(`game.pieceOf${color}`, { piece: pieceName(pt) });
}
