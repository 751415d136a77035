/**
 * The board and hands of an SFEN as plain rows for the small live boards (why not the rules core:
 * a live board only draws, and the host has already checked every move).
 */

import { HAND_ORDER, parseSetup } from '../../../src-main/shared/rules/sfen-text';
import { NO_PIECE, WHITE, colorOf, handCount, typeOf } from '../../../src-main/shared/rules/types';

/** One square: piece type (PAWN = 1 … DRAGON = 14, as in the rules core) and owner, or null. */
export type MiniSquare = { pt: number; white: boolean } | null;

/** Rows from the top (rank a), each from the left (the highest file). */
export interface MiniBoard {
  rows: MiniSquare[][];
  /** Hand pieces as [piece type, count], black's then white's. */
  hands: [[number, number][], [number, number][]];
  whiteToMove: boolean;
}

/** Row and column (from the top left) of a USI move's destination, for an n×n board. */
export function destination(usi: string, n: number): { row: number; col: number } | null {
  const m = /^(?:[A-Z]\*|\d[a-i])(\d)([a-i])/.exec(usi);
  if (!m) return null;
  return { row: m[2]!.charCodeAt(0) - 97, col: n - Number(m[1]) };
}

/**
 * The board, side to move and hands of an SFEN, read by the rules core's SFEN parser (one parser
 * per side: the renderer's is the core's); an SFEN the core refuses gives an empty board.
 */
export function parseMiniBoard(sfen: string): MiniBoard {
  const text = sfen.replace(/^sfen /, '');
  // Why count ranks: the live board is told only the SFEN, and five ranks mean minishogi.
  const n = text.split(' ')[0]!.split('/').length === 5 ? 5 : 9;
  const parsed = parseSetup(text, n === 5 ? 'minishogi' : 'shogi');
  if (!parsed.ok) return { rows: [], hands: [[], []], whiteToMove: false };
  const { board, hands, sideToMove } = parsed.value;
  const rows = Array.from({ length: n }, (_, r) =>
    Array.from({ length: n }, (_, c): MiniSquare => {
      const pc = board[(n - c - 1) * 9 + r]!;
      return pc === NO_PIECE ? null : { pt: typeOf(pc), white: colorOf(pc) === WHITE };
    }),
  );
  const inHand = (side: 0 | 1): [number, number][] =>
    HAND_ORDER.filter((pt) => handCount(hands[side], pt) > 0).map((pt) => [
      pt,
      handCount(hands[side], pt),
    ]);
  return { rows, hands: [inHand(0), inHand(1)], whiteToMove: sideToMove === WHITE };
}
