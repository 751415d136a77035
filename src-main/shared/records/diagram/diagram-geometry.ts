/**
 * Where things go in a diagram: the canvas size, the board's corner, each square's centre
 * (flipped or not), and USI square names read and checked. Pure module.
 */
import {
  CELL_H,
  CELL_W,
  FILE_LABEL_H,
  HAND_GAP,
  HAND_W,
  PAD,
  RANK_LABEL_W,
  TITLE_H,
} from './diagram-params.ts';
import { DiagramError } from './diagram-types.ts';

/** The placed parts of a diagram. */
export interface DiagramLayout {
  width: number;
  height: number;
  /** Top-left corner of the 9×9 board. */
  boardX: number;
  boardY: number;
  /** Left edge of the left (top player's) and right (bottom player's) hand columns. */
  leftHandX: number;
  rightHandX: number;
  flip: boolean;
}

/** The layout of a diagram with or without a title line. */
export function layoutDiagram(hasTitle: boolean, flip: boolean): DiagramLayout {
  const boardX = PAD + HAND_W + HAND_GAP;
  const boardY = PAD + (hasTitle ? TITLE_H : 0) + FILE_LABEL_H;
  const rightHandX = boardX + 9 * CELL_W + RANK_LABEL_W + HAND_GAP;
  return {
    width: rightHandX + HAND_W + PAD,
    height: boardY + 9 * CELL_H + PAD,
    boardX,
    boardY,
    leftHandX: PAD,
    rightHandX,
    flip,
  };
}

/** A board square: file 1–9 (right to left from Black), rank 1–9 (top to bottom from Black). */
export interface SquareRef {
  file: number;
  rank: number;
}

/** Reads a USI square name (`7g`); a bad name is a DiagramError naming it and `what` it was for. */
export function parseSquare(name: string, what: string): SquareRef {
  const m = /^([1-9])([a-i])$/.exec(name);
  if (!m)
    throw new DiagramError(`${what}: "${name}" is not a square (write it as in USI, e.g. 7g)`);
  return { file: Number(m[1]), rank: m[2]!.charCodeAt(0) - 96 };
}

/** USI name of a square. */
export function squareName(s: SquareRef): string {
  return `${s.file}${String.fromCharCode(96 + s.rank)}`;
}

/** Column (0 = left) and row (0 = top) of a square as drawn. */
export function cellOf(s: SquareRef, flip: boolean): { col: number; row: number } {
  return flip ? { col: s.file - 1, row: 9 - s.rank } : { col: 9 - s.file, row: s.rank - 1 };
}

/** Centre of a square as drawn. */
export function centreOf(layout: DiagramLayout, s: SquareRef): { x: number; y: number } {
  const { col, row } = cellOf(s, layout.flip);
  return {
    x: layout.boardX + (col + 0.5) * CELL_W,
    y: layout.boardY + (row + 0.5) * CELL_H,
  };
}
