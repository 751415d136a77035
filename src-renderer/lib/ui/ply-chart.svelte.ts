/**
 * What the per-ply charts (the evaluation chart, the time chart) share around uPlot: uPlot loaded
 * on first use, a redraw when the light/dark theme changes, the chart on screen, a click that
 * jumps to the ply under the pointer, the common options and the cursor line. Each chart keeps
 * only its data, series and axes.
 */
import type uPlot from 'uplot';

/** Options every per-ply chart has: no legend, no y cursor, no drag-zoom. */
export const PLY_CHART_BASE = {
  legend: { show: false },
  cursor: { y: false, points: { show: false }, drag: { x: false, y: false } },
} satisfies Partial<uPlot.Options>;

/**
 * A per-ply chart's host; construct it while the component initialises (its effects load uPlot
 * and watch the theme).
 */
export class PlyChartHost {
  /** uPlot, once loaded (why lazily: the board must be interactive before charts are needed). */
  UPlot: typeof uPlot | null = $state.raw(null);
  /** Bumped when the light/dark theme changes: read it in the drawing effect to redraw. */
  themeTick = $state(0);
  /** The chart on screen (it is rebuilt when its data change, so clicks are taken on the host). */
  #current: uPlot | null = null;

  constructor() {
    $effect(() => {
      void import('uplot').then((m) => (this.UPlot = m.default));
    });
    $effect(() => {
      const bump = () => this.themeTick++;
      const media = matchMedia('(prefers-color-scheme: dark)');
      media.addEventListener('change', bump);
      const observer = new MutationObserver(bump);
      observer.observe(document.documentElement, { attributeFilter: ['data-theme'] });
      return () => {
        media.removeEventListener('change', bump);
        observer.disconnect();
      };
    });
  }

  /** Shows `chart`; returns the effect's clean-up, which destroys it. */
  show(chart: uPlot): () => void {
    this.#current = chart;
    return () => {
      this.#current = null;
      chart.destroy();
    };
  }

  /** A click on the plot goes to the ply under the pointer (keyboard users have the move list). */
  jump(e: MouseEvent, onjump: ((ply: number) => void) | undefined): void {
    const chart = this.#current;
    const over = chart?.over.getBoundingClientRect();
    if (!chart || !over || !onjump || e.clientX < over.left || e.clientX > over.right) return;
    onjump(Math.round(chart.posToVal(e.clientX - over.left, 'x')));
  }
}

/** Draws the board's ply as a vertical line across the plot, in `colour`. */
export function drawCursorLine(u: uPlot, ply: number, colour: string): void {
  const ctx = u.ctx;
  const x = u.valToPos(ply, 'x', true);
  ctx.strokeStyle = colour;
  ctx.beginPath();
  ctx.moveTo(x, u.bbox.top);
  ctx.lineTo(x, u.bbox.top + u.bbox.height);
  ctx.stroke();
}
