/**
 * Options and errors of the board-diagram renderer (SVG, and PNG through the main process).
 * Pure module: no Node, DOM or Electron API.
 */

/** Look of a diagram: `book` as printed in books (kanji only, kanji and numeral coordinates, hands written out), `board` as the app's board (wood colour, piece outlines, western coordinates). */
export type DiagramStyle = 'book' | 'board';

/** A named colour of the palette, or `#rrggbb`. */
export type DiagramColor = 'red' | 'green' | 'blue' | 'yellow' | `#${string}`;

/** An arrow between two squares, in USI square names (`7g` → `7f`). */
export interface DiagramArrow {
  from: string;
  to: string;
  color?: DiagramColor;
}

/** A highlighted square (USI name, e.g. `5e`). */
export interface DiagramMark {
  square: string;
  color?: DiagramColor;
}

/** What to draw besides the position. */
export interface DiagramOptions {
  /** Default `book`. */
  style?: DiagramStyle;
  /** Draw the board from White's side (White's pieces upright, file 1 on the left). */
  flip?: boolean;
  /** The last move's destination square (USI name), shaded; none when absent. */
  lastMove?: string;
  arrows?: readonly DiagramArrow[];
  marks?: readonly DiagramMark[];
  /** One line above the board (players, move number); none when absent or empty. */
  title?: string;
}

/** A diagram request the renderer refuses (a bad square name or colour, a bad SFEN): says what. */
export class DiagramError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DiagramError';
  }
}
