/**
 * Drag-and-drop of pieces from the board or a hand. A press that does not move is left to
 * click-click; a press that moves shows a ghost piece under the pointer and drops on release.
 */
import type { Pick } from '../game/moves';
import type { BoardModel } from '../study/board-model';

/** The piece drawn under the pointer while dragging. */
export interface Ghost {
  pt: number;
  white: boolean;
  x: number;
  y: number;
  size: number;
}

const THRESHOLD_PX = 4;

/** The square under a point, from the cells' data-sq attributes. */
function squareAt(x: number, y: number): number | null {
  const el = document.elementFromPoint(x, y)?.closest('[data-sq]');
  return el ? Number((el as HTMLElement).dataset.sq) : null;
}

/** Drag tracking shared by the board and the hands. */
export class DragController {
  ghost: Ghost | null = $state(null);

  constructor(private readonly play: BoardModel) {}

  /**
   * Starts tracking a press on a piece. `pt`/`white` describe the ghost; `size` is the cell size.
   * `wasPicked` says the piece was already selected, so a plain click unselects it.
   */
  press(e: PointerEvent, pick: Pick, ghost: Omit<Ghost, 'x' | 'y'>, wasPicked: boolean): void {
    this.play.dragFrom(pick);
    if (!this.play.pick) return;
    const x0 = e.clientX;
    const y0 = e.clientY;
    let moved = false;
    const move = (ev: PointerEvent) => {
      if (!moved && Math.hypot(ev.clientX - x0, ev.clientY - y0) < THRESHOLD_PX) return;
      moved = true;
      this.ghost = { ...ghost, x: ev.clientX, y: ev.clientY };
    };
    const up = (ev: PointerEvent) => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
      this.ghost = null;
      if (moved) {
        const sq = squareAt(ev.clientX, ev.clientY);
        if (sq !== null) this.play.dropAt(sq);
      } else if (wasPicked) {
        this.play.pick = null;
      }
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
  }
}
