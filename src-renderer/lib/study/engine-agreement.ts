/**
 * Where the engines analysing at once agree: the move that most of them rank first, when at least
 * two do. Pure module.
 */

/** A move several engines rank first. */
export interface Agreement {
  /** The move in USI. */
  usi: string;
  /** The slots of the engines that rank it first, in slot order. */
  slots: number[];
}

/**
 * The agreed move from each slot's first move (undefined: no line yet), or null when no two
 * engines rank the same move first. A tie goes to the move of the lowest slot.
 */
export function agreement(firstMoves: readonly (string | undefined)[]): Agreement | null {
  let found: Agreement | null = null;
  firstMoves.forEach((usi, slot) => {
    if (!usi || firstMoves.indexOf(usi) !== slot) return;
    const slots = firstMoves.flatMap((m, i) => (m === usi ? [i] : []));
    if (slots.length >= 2 && slots.length > (found?.slots.length ?? 0)) found = { usi, slots };
  });
  return found;
}
