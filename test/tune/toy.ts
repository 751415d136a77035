/**
 * A toy feature set whose optimum is known: random child vectors, with the expert's move defined
 * as the strict argmax under hidden weights. The hidden weights match every position.
 */
import { MatchSetBuilder, type MatchSet } from '../../src-main/tune/ga/match-set.ts';
import { Prng } from '../../src-main/engine/prng.ts';

export interface Toy {
  set: MatchSet;
  hidden: number[];
  /** Dense vectors per position, for a naive reference. */
  dense: { vectors: number[]; count: number; expert: number }[];
}

/** Builds `positions` toy positions of 5..24 children over the hidden weights. */
export function makeToy(positions: number, hidden: number[], seed = 7): Toy {
  const rng = new Prng(seed);
  const f = hidden.length;
  const builder = new MatchSetBuilder(f);
  const dense: Toy['dense'] = [];
  while (builder.positions < positions) {
    const count = 5 + rng.int(20);
    const vectors: number[] = [];
    for (let i = 0; i < count * f; i++) vectors.push(rng.int(7) - 3);
    const scores = Array.from({ length: count }, (_, c) =>
      hidden.reduce((s, w, j) => s + w * vectors[c * f + j]!, 0),
    );
    const top = Math.max(...scores);
    if (scores.filter((s) => s === top).length > 1) continue;
    const expert = scores.indexOf(top);
    builder.add(vectors, count, expert, 0);
    dense.push({ vectors, count, expert });
  }
  return { set: builder.build(), hidden, dense };
}

/** Naive reference: positions where the expert child is the strict argmax under w. */
export function naiveMatches(toy: Toy, w: ArrayLike<number>): number {
  const f = toy.hidden.length;
  let n = 0;
  for (const { vectors, count, expert } of toy.dense) {
    const s = (c: number): number => {
      let t = 0;
      for (let j = 0; j < f; j++) t += w[j]! * vectors[c * f + j]!;
      return t;
    };
    const se = s(expert);
    let ok = true;
    for (let c = 0; c < count && ok; c++) if (c !== expert && s(c) >= se) ok = false;
    if (ok) n++;
  }
  return n;
}
