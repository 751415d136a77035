/**
 * Arrows and square marks of a diagram (the user's own, or an engine's candidates), drawn as
 * plain shapes (a polygon per arrow, no SVG markers) so every renderer draws them the same.
 * Pure module.
 */
import { ARROW_HEAD, ARROW_W, CELL_H, CELL_W, PALETTE } from './diagram-params.ts';
import { DiagramError, type DiagramArrow, type DiagramMark } from './diagram-types.ts';
import { centreOf, cellOf, parseSquare, type DiagramLayout } from './diagram-geometry.ts';

/** The colour to draw: a palette name or `#rrggbb`; anything else is a DiagramError. */
export function resolveColor(color: string | undefined, fallback: string, what: string): string {
  if (color === undefined) return fallback;
  if (color in PALETTE) return PALETTE[color as keyof typeof PALETTE];
  if (/^#[0-9a-fA-F]{6}$/.test(color)) return color.toLowerCase();
  throw new DiagramError(
    `${what}: "${color}" is not a colour (use red, green, blue, yellow or #rrggbb)`,
  );
}

/** A shaded square (last move or a mark), under the pieces. */
export function squareShade(
  layout: DiagramLayout,
  square: string,
  fill: string,
  what: string,
  opacity = 1,
): string {
  const { col, row } = cellOf(parseSquare(square, what), layout.flip);
  const x = layout.boardX + col * CELL_W;
  const y = layout.boardY + row * CELL_H;
  return `<rect ${what === 'last move' ? 'data-last-move' : 'data-mark'}="${square}" x="${x}" y="${y}" width="${CELL_W}" height="${CELL_H}" fill="${fill}" fill-opacity="${opacity}"/>`;
}

/** The marks, each a translucent square in its colour. */
export function marksSvg(layout: DiagramLayout, marks: readonly DiagramMark[]): string {
  return marks
    .map((m) =>
      squareShade(
        layout,
        m.square,
        resolveColor(m.color, PALETTE.yellow, `mark ${m.square}`),
        'mark',
        0.45,
      ),
    )
    .join('');
}

/** One arrow from centre to centre, shortened so its head stops inside the target square. */
function arrowSvg(layout: DiagramLayout, arrow: DiagramArrow): string {
  const what = `arrow ${arrow.from}${arrow.to}`;
  const a = centreOf(layout, parseSquare(arrow.from, what));
  const b = centreOf(layout, parseSquare(arrow.to, what));
  const color = resolveColor(arrow.color, PALETTE.green, what);
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const len = Math.hypot(dx, dy);
  if (len === 0) throw new DiagramError(`${what}: an arrow needs two different squares`);
  const ux = dx / len;
  const uy = dy / len;
  const end = len - CELL_H * 0.25; // the head's tip, short of the centre
  const neck = end - ARROW_HEAD;
  const at = (t: number, side: number): string =>
    `${(a.x + ux * t - uy * side).toFixed(1)},${(a.y + uy * t + ux * side).toFixed(1)}`;
  const w = ARROW_W / 2;
  const points = [
    at(0, w),
    at(neck, w),
    at(neck, ARROW_HEAD * 0.6),
    at(end, 0),
    at(neck, -ARROW_HEAD * 0.6),
    at(neck, -w),
    at(0, -w),
  ].join(' ');
  return `<polygon data-arrow="${arrow.from}${arrow.to}" points="${points}" fill="${color}" fill-opacity="0.75"/>`;
}

/** The arrows, above the pieces. */
export function arrowsSvg(layout: DiagramLayout, arrows: readonly DiagramArrow[]): string {
  return arrows.map((a) => arrowSvg(layout, a)).join('');
}
