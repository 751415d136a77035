/**
 * Right-button drawing on the board, as on Lishogi: right-drag from one square to another draws
 * an arrow, right-click on a square marks it; doing it again in the same colour removes it. The
 * modifier keys pick the colour: none green, Shift red, Alt blue, Ctrl (⌘ on a Mac) yellow.
 */
import type { DrawColor } from '../../../src-main/shared/records/drawings';
import type { BoardModel } from '../study/board-model';
import type { OverlayArrow } from '../study/overlay-items';
import { PALETTE } from '../../../src-main/shared/records/diagram/diagram-params';
import { colorName } from '../../../src-main/shared/records/drawings';

/** The colour the held modifier keys pick (Shift wins over Alt over Ctrl). */
export function colorOf(e: {
  shiftKey: boolean;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
}): DrawColor {
  if (e.shiftKey) return 'R';
  if (e.altKey) return 'B';
  if (e.ctrlKey || e.metaKey) return 'Y';
  return 'G';
}

/** The gesture in progress on one board. */
export class DrawInput {
  private from: string | null = $state(null);
  private to: string | null = $state(null);
  private color: DrawColor = $state('G');

  constructor(private readonly board: () => BoardModel) {}

  /** A button went down on `square`; true when it was the right button and drawing is offered. */
  down(e: PointerEvent, square: string): boolean {
    if (e.button !== 2 || !this.board().draw) return false;
    this.from = square;
    this.to = square;
    this.color = colorOf(e);
    return true;
  }

  /** The pointer entered `square`: the arrow being drawn follows it. */
  over(e: PointerEvent, square: string): void {
    if (this.from !== null && (e.buttons & 2) !== 0) this.to = square;
  }

  /** The right button came up on `square`: the arrow or mark is drawn (or removed). */
  up(e: PointerEvent, square: string): void {
    if (e.button !== 2 || this.from === null) return;
    const from = this.from;
    this.from = this.to = null;
    this.board().draw?.(from, square, this.color);
  }

  /** The arrow shown while the right button is held over another square. */
  get pending(): OverlayArrow | null {
    if (this.from === null || this.to === null || this.from === this.to) return null;
    return { usi: this.from + this.to, color: PALETTE[colorName(this.color)] };
  }
}
