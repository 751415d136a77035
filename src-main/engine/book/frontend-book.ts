/**
 * The "frontend book" choice: a book chosen in the app answers for whichever engine is to move
 * (tournaments and Play use this one implementation). Among a position's book moves that are
 * legal and not marked "never play" it keeps those within `margin` centipawns of the best score
 * (all of them when the book has no scores), then draws one by softmax over score / temperature
 * or in proportion to count. Pure: the caller gives the moves, the legality check and the random
 * numbers.
 */
import type { BookMove } from './db2016.ts';

/** How the book chooses among its moves. */
export type FrontendPick = 'softmax' | 'count';

/** The settings the choice needs. */
export interface FrontendChoice {
  pick: FrontendPick;
  /** Softmax temperature in centipawns (higher: more even choices). */
  temperature: number;
  /** Moves scoring more than this below the position's best book move are never played. */
  margin: number;
}

/**
 * The move to play among `moves` (a position's book moves), or undefined when none is usable.
 * `rng` gives uniform floats in [0, 1).
 */
export function chooseFrontendMove(
  moves: readonly BookMove[],
  o: FrontendChoice,
  isLegal: (usi: string) => boolean,
  rng: () => number,
): BookMove | undefined {
  const legal = moves.filter((m) => !m.never && isLegal(m.move));
  const near = withinMargin(legal, o.margin);
  if (near.length === 0) return undefined;
  return o.pick === 'count' ? byCount(near, rng) : softmax(near, o.temperature, rng);
}

/** The moves within `margin` of the best score; every move when none has a score. */
function withinMargin(moves: readonly BookMove[], margin: number): readonly BookMove[] {
  const values = moves.flatMap((m) => (m.value === null ? [] : [m.value]));
  if (values.length === 0) return moves;
  const top = Math.max(...values);
  return moves.filter((m) => m.value !== null && m.value >= top - margin);
}

/** Draws index i with probability weights[i] / sum (the last one on rounding). */
function draw<T>(items: readonly T[], weights: readonly number[], rng: () => number): T {
  const total = weights.reduce((a, b) => a + b, 0);
  if (!(total > 0)) return items[Math.floor(rng() * items.length)]!;
  let r = rng() * total;
  for (const [i, w] of weights.entries()) {
    r -= w;
    if (r < 0) return items[i]!;
  }
  return items[items.length - 1]!;
}

/** Softmax over score / temperature (uniform when the book has no scores). */
function softmax(moves: readonly BookMove[], temperature: number, rng: () => number): BookMove {
  const top = Math.max(...moves.map((m) => m.value ?? 0));
  // Why minus top: exp of large scores overflows; the shift leaves the probabilities unchanged.
  return draw(
    moves,
    moves.map((m) => Math.exp(((m.value ?? 0) - top) / temperature)),
    rng,
  );
}

/** In proportion to how often each move was played. */
function byCount(moves: readonly BookMove[], rng: () => number): BookMove {
  return draw(
    moves,
    moves.map((m) => m.count),
    rng,
  );
}
