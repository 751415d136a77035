/**
 * The colours and marks that tell Study's engines apart when several analyse at once (issue 44
 * item 3), by slot: 0 is the first engine (its arrows keep the single-engine look), 1–3 the
 * engines added beside it. Pure data.
 *
 * Origin: chosen by eye against the board's wood in light and dark themes, away from the red,
 * green, blue and yellow of the user's own arrows (records/core/diagram/diagram-params.ts); the
 * circled number on every label tells the engines apart without colour.
 */

/** How one engine's arrows and lines are coloured. */
export interface EngineColor {
  /** Arrow shafts and heads (translucent, so the pieces stay visible). */
  shaft: string;
  /** The outline of the arrow labels (opaque, so the scores stay readable). */
  label: string;
  /** The swatch beside the engine's name in the panel. */
  swatch: string;
}

/** By slot; slot 0's shaft is the single-engine best arrow's red. */
export const ENGINE_COLORS: readonly EngineColor[] = [
  { shaft: 'rgba(200, 30, 30, 0.8)', label: 'rgba(170, 20, 20, 0.95)', swatch: '#c81e1e' },
  { shaft: 'rgba(130, 60, 190, 0.75)', label: 'rgba(105, 40, 165, 0.95)', swatch: '#823cbe' },
  { shaft: 'rgba(230, 110, 0, 0.8)', label: 'rgba(180, 80, 0, 0.95)', swatch: '#e66e00' },
  { shaft: 'rgba(0, 150, 140, 0.8)', label: 'rgba(0, 110, 100, 0.95)', swatch: '#00968c' },
];

/** The mark of each slot, written on its arrows and beside its name. */
export const ENGINE_MARKS: readonly string[] = ['①', '②', '③', '④'];

/**
 * How far (overlay units; a square is 10 wide) each slot's arrows lie beside the first engine's,
 * so that engines ranking the same move show side by side. Origin: by eye, just over a shaft's
 * width apart, alternating sides.
 */
export const ENGINE_SHIFT: readonly number[] = [0, 1.6, -1.6, 3.2];
