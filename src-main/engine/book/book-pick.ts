/**
 * Choosing a book move in a position: only legal moves count, a depth limit drops moves searched
 * too shallowly, and the policy picks among the rest (USI option `BookPick`):
 * - `best`: the highest value, then the most played (a count-only book plays its main line);
 * - `weighted`: at random, in proportion to how often each move was played;
 * - `random`: uniformly among the moves within `margin` centipawns of the best value (every
 *   move when the book has no values).
 */
import type { Position } from '../../shared/rules/position.ts';
import { parseUsiMove } from '../../shared/rules/sfen.ts';
import { MOVE_NONE } from '../../shared/rules/types.ts';
import type { BookMove } from './db2016.ts';

/** What the prober reads: a book in memory (book.ts) or one read on demand (book-source.ts). */
export interface BookProbe {
  probe(sfen: string): readonly BookMove[] | undefined;
}

/** How a move is chosen among the book's moves. */
export type BookPickPolicy = 'best' | 'weighted' | 'random';

/** What the prober needs from the options. */
export interface BookPickOptions {
  policy: BookPickPolicy;
  /** The book is used up to this ply (the SFEN move number of the position); 0 = never. */
  maxPly: number;
  /** Moves with a known depth below this are skipped (0 = no limit). */
  depthLimit: number;
  /** For `random`: how far below the best value a move may be (centipawns). */
  margin: number;
}

/** The chosen move, its expected reply and the candidates it was chosen from. */
export interface BookChoice {
  move: string;
  ponder: string | null;
  chosen: BookMove;
  candidates: readonly BookMove[];
}

/** Value used for ordering when a move has none (below any real value). */
const NO_VALUE = -1e9;

/** Book moves that are legal here, pass the depth limit and are not marked "never play". */
function candidates(pos: Position, moves: readonly BookMove[], depthLimit: number): BookMove[] {
  return moves.filter(
    (m) =>
      !m.never &&
      (depthLimit <= 0 || m.depth === null || m.depth >= depthLimit) &&
      parseUsiMove(pos, m.move) !== MOVE_NONE,
  );
}

/** The best move: highest value, then highest count (why both: count-only books have no values). */
function best(moves: readonly BookMove[]): BookMove {
  return moves.reduce((a, b) => {
    const va = a.value ?? NO_VALUE;
    const vb = b.value ?? NO_VALUE;
    return vb > va || (vb === va && b.count > a.count) ? b : a;
  });
}

/** A move drawn in proportion to its count (moves with count 0 only when all are 0). */
function weighted(moves: readonly BookMove[], rng: () => number): BookMove {
  const total = moves.reduce((t, m) => t + m.count, 0);
  if (total <= 0) return moves[Math.floor(rng() * moves.length)]!;
  let r = rng() * total;
  for (const m of moves) {
    r -= m.count;
    if (r < 0) return m;
  }
  return moves[moves.length - 1]!;
}

/** A move drawn uniformly among those within `margin` of the best value. */
function withinMargin(moves: readonly BookMove[], margin: number, rng: () => number): BookMove {
  const top = best(moves).value;
  const near =
    top === null ? moves : moves.filter((m) => m.value !== null && m.value >= top - margin);
  return near[Math.floor(rng() * near.length)]!;
}

/**
 * The book's answer in `pos`, or null when the position is past `maxPly`, not in the book, or
 * none of its moves is usable. `rng` gives uniform floats in [0, 1).
 */
export function pickBookMove(
  book: BookProbe,
  pos: Position,
  opts: BookPickOptions,
  rng: () => number,
): BookChoice | null {
  if (pos.gamePly + 1 > opts.maxPly) return null;
  const moves = book.probe(pos.sfen());
  if (!moves) return null;
  const usable = candidates(pos, moves, opts.depthLimit);
  if (usable.length === 0) return null;
  const chosen =
    opts.policy === 'best'
      ? best(usable)
      : opts.policy === 'weighted'
        ? weighted(usable, rng)
        : withinMargin(usable, opts.margin, rng);
  return { move: chosen.move, ponder: chosen.ponder, chosen, candidates: usable };
}
