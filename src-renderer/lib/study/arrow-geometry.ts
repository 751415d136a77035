/**
 * Where an arrow for a USI move sits in the board overlay's coordinates (cells 10 × 11): its
 * ends (none for a drop, drawn as a ring on the square) and the point for its label. Pure.
 */

/** An arrow's geometry; `from` is absent for a drop. */
export interface ArrowShape {
  from?: [number, number];
  to: [number, number];
  label: [number, number];
}

/** Centre of a USI square (`7g`) on an `n`-file board, seen from Black unless flipped. */
function centre(text: string, n: number, flipped: boolean): [number, number] {
  const file = Number(text[0]);
  const rank = text.charCodeAt(1) - 96;
  const col = flipped ? file - 1 : n - file;
  const row = flipped ? n - rank : rank - 1;
  return [col * 10 + 5, row * 11 + 5.5];
}

/** The arrow for `usi`, or null when it is not a board move or drop. */
export function arrowShape(usi: string, n: number, flipped: boolean): ArrowShape | null {
  if (!/^([1-9][a-i]|[PLNSGBR]\*)[1-9][a-i]\+?$/.test(usi)) return null;
  const to = centre(usi.slice(2, 4), n, flipped);
  // Why the label at 70 % of the shaft: clear of the piece it starts on and of the head.
  if (usi[1] === '*') return { to, label: [to[0], to[1] + 4.6] };
  const from = centre(usi.slice(0, 2), n, flipped);
  const label: [number, number] = [
    from[0] + (to[0] - from[0]) * 0.7,
    from[1] + (to[1] - from[1]) * 0.7,
  ];
  return { from, to, label };
}

/** A head of `length` at `to` for a shaft from `from`: the triangle's points and where the shaft ends. */
export function arrowHead(
  from: [number, number],
  to: [number, number],
  length: number,
): { points: string; end: [number, number] } {
  const d = Math.hypot(to[0] - from[0], to[1] - from[1]) || 1;
  const [ux, uy] = [(to[0] - from[0]) / d, (to[1] - from[1]) / d];
  const base: [number, number] = [to[0] - ux * length, to[1] - uy * length];
  const [px, py] = [-uy * length * 0.5, ux * length * 0.5];
  const pt = (x: number, y: number) => `${x.toFixed(2)},${y.toFixed(2)}`;
  return {
    points: `${pt(to[0], to[1])} ${pt(base[0] + px, base[1] + py)} ${pt(base[0] - px, base[1] - py)}`,
    // Why a little past the base: no gap shows between the shaft's round cap and the head.
    end: [base[0] + ux * 0.3, base[1] + uy * 0.3],
  };
}

/** The box of a USI square (`5e`) in the overlay's coordinates: x, y, width, height. */
export function squareBox(
  text: string,
  n: number,
  flipped: boolean,
): [number, number, number, number] {
  const file = Number(text[0]);
  const rank = text.charCodeAt(1) - 96;
  const col = flipped ? file - 1 : n - file;
  const row = flipped ? n - rank : rank - 1;
  return [col * 10, row * 11, 10, 11];
}

/**
 * The same arrow moved sideways by `by` units, at right angles to it (a drop's ring moves right):
 * several engines' arrows for one move then lie side by side instead of hiding each other. The
 * label stays put (why: the overlay stacks the labels of one move straight down, clear of each
 * other).
 */
export function shiftedShape(shape: ArrowShape, by: number): ArrowShape {
  if (by === 0) return shape;
  const { from, to } = shape;
  const d = from ? Math.hypot(to[0] - from[0], to[1] - from[1]) || 1 : 1;
  const [px, py] = from ? [-(to[1] - from[1]) / d, (to[0] - from[0]) / d] : [1, 0];
  const move = (p: [number, number]): [number, number] => [p[0] + px * by, p[1] + py * by];
  return { from: from && move(from), to: move(to), label: shape.label };
}
