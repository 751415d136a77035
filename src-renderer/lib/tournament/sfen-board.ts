/**
 * The board and hands of an SFEN as plain rows for the small live boards (why not the rules core:
 * a live board only draws, and the host has already checked every move).
 */

/** One square: piece type (PAWN = 1 … DRAGON = 14, as in the rules core) and owner, or null. */
export type MiniSquare = { pt: number; white: boolean } | null;

/** Rows from the top (rank a), each from the left (the highest file). */
export interface MiniBoard {
  rows: MiniSquare[][];
  /** Hand pieces as [piece type, count], black's then white's. */
  hands: [[number, number][], [number, number][]];
  whiteToMove: boolean;
}

const TYPES = 'PLNSBRGK';

/** Row and column (from the top left) of a USI move's destination, for an n×n board. */
export function destination(usi: string, n: number): { row: number; col: number } | null {
  const m = /^(?:[A-Z]\*|\d[a-i])(\d)([a-i])/.exec(usi);
  if (!m) return null;
  return { row: m[2]!.charCodeAt(0) - 97, col: n - Number(m[1]) };
}

/** Parses the board, side-to-move and hand fields of an SFEN. */
export function parseMiniBoard(sfen: string): MiniBoard {
  const [board = '', turn = 'b', hand = '-'] = sfen.replace(/^sfen /, '').split(' ');
  const rows = board.split('/').map((rank) => {
    const row: MiniSquare[] = [];
    let promoted = false;
    for (const ch of rank) {
      if (ch === '+') promoted = true;
      else if (/\d/.test(ch)) for (let i = 0; i < Number(ch); i++) row.push(null);
      else {
        const pt = TYPES.indexOf(ch.toUpperCase()) + 1 + (promoted ? 8 : 0);
        row.push({ pt, white: ch === ch.toLowerCase() });
        promoted = false;
      }
    }
    return row;
  });
  const hands: MiniBoard['hands'] = [[], []];
  for (const m of hand === '-' ? [] : hand.matchAll(/(\d*)([A-Za-z])/g)) {
    const ch = m[2]!;
    const side = ch === ch.toLowerCase() ? 1 : 0;
    hands[side].push([TYPES.indexOf(ch.toUpperCase()) + 1, Number(m[1] || 1)]);
  }
  return { rows, hands, whiteToMove: turn === 'w' };
}
