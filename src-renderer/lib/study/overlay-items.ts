/**
 * What the board's arrow overlay draws, whatever the source: the engine's best move, the
 * analysis's scored candidates, the user's drawings or a previewed line. Pure module.
 */
import {
  colorName,
  type Drawings,
  type DrawColor,
} from '../../../src-main/shared/records/drawings';
import { PALETTE } from '../../../src-main/shared/records/diagram/diagram-params';

/** One arrow (a ring for a drop) of the overlay. */
export interface OverlayArrow {
  /** The move in USI (`7g7f`, `P*5e`); a drawing is its two squares (`7g7f`). */
  usi: string;
  /** Text at the arrow (a score, a loss, a move number). */
  label?: string;
  /** The engine's best line: drawn thicker, on top. */
  best?: boolean;
  /** CSS colour; the overlay's mode picks one when absent. */
  color?: string;
  /** The label's outline colour; the overlay's mode picks one when absent. */
  labelColor?: string;
  /** Several engines: the slot of the engine the arrow belongs to (`data-engine`). */
  engine?: number;
  /** Words for a screen reader (`7g7f green`); the usi and label when absent. */
  spoken?: string;
}

/** One marked square of the overlay. */
export interface OverlayMark {
  square: string;
  color: string;
  spoken: string;
}

const css = (c: DrawColor) => PALETTE[colorName(c)];

/** The user's drawings as overlay arrows and marks. */
export function drawnItems(d: Drawings): { arrows: OverlayArrow[]; marks: OverlayMark[] } {
  return {
    arrows: d.arrows.map((a) => ({
      usi: a.from + a.to,
      color: css(a.color),
      spoken: `${a.from}→${a.to} ${colorName(a.color)}`,
    })),
    marks: d.marks.map((m) => ({
      square: m.square,
      color: css(m.color),
      spoken: `${m.square} ${colorName(m.color)}`,
    })),
  };
}

/**
 * How many of a hovered line's moves are drawn. Origin: chosen by eye; past six the arrows of a
 * 9×9 board cross too often to follow.
 */
export const LINE_PREVIEW_MOVES = 6;

/** Colours of a previewed line: the side to move's moves and the reply's. */
const LINE_COLORS = ['rgba(200, 30, 30, 0.75)', 'rgba(30, 90, 200, 0.75)'] as const;

/** A line's first moves as numbered arrows, each side in its own colour. */
export function lineItems(pv: readonly string[]): OverlayArrow[] {
  return pv.map((usi, i) => ({ usi, label: String(i + 1), color: LINE_COLORS[i % 2] }));
}
