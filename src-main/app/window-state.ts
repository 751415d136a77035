/**
 * Remembered window size and position. Bounds from a monitor that is gone are dropped
 * (why: a window restored off-screen looks like an app that does not start).
 */

/** A rectangle in screen coordinates. */
export interface Bounds {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** What is stored. */
export interface WindowState {
  bounds: Bounds;
  maximized: boolean;
}

/** The default size of a first start. */
export const DEFAULT_WINDOW: WindowState = {
  bounds: { x: -1, y: -1, width: 1200, height: 820 },
  maximized: false,
};

function isBounds(v: unknown): v is Bounds {
  const b = v as Bounds;
  return (
    !!b &&
    [b.x, b.y, b.width, b.height].every((n) => Number.isFinite(n)) &&
    b.width >= 400 &&
    b.height >= 300
  );
}

function overlaps(a: Bounds, b: Bounds): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** The state to restore: the saved one if it is sane and visible on some display, else null. */
export function restorableState(saved: unknown, workAreas: Bounds[]): WindowState | null {
  const s = saved as WindowState;
  if (!s || !isBounds(s.bounds)) return null;
  if (!workAreas.some((w) => overlaps(s.bounds, w))) return null;
  return { bounds: s.bounds, maximized: s.maximized === true };
}
