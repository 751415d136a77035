/**
 * The project's one seeded pseudo-random generator, mulberry32 (public-domain algorithm): the
 * same seed gives the same sequence on every machine, for random test nets and games, opening
 * order in tournaments, self-play data, the GA and reproducible tests. Math.random cannot be
 * seeded, hence this file. Pure: the renderer could use it too.
 */

/** A generator of 32-bit unsigned integers from a 32-bit seed. */
export function mulberry32Uint(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) | 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return (t ^ (t >>> 14)) >>> 0;
  };
}

/** A generator of uniform floats in [0, 1) from a 32-bit seed (the same stream divided by 2^32). */
export function mulberry32(seed: number): () => number {
  const next = mulberry32Uint(seed);
  return () => next() / 4294967296;
}

/** The same generator as an object, for code that passes one stream around (the GA, gensfen). */
export class Prng {
  private readonly step: () => number;

  /** Seeds the stream (why a class: one stream shared by several callers stays reproducible). */
  constructor(seed: number) {
    this.step = mulberry32Uint(seed);
  }

  /** Next 32-bit unsigned integer. */
  nextUint32(): number {
    return this.step();
  }

  /** Uniform float in [0, 1). */
  next(): number {
    return this.step() / 4294967296;
  }

  /** Uniform integer in [0, n). */
  int(n: number): number {
    return Math.floor(this.next() * n);
  }
}
