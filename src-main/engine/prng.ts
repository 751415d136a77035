/**
 * mulberry32, a small seeded pseudo-random generator (public-domain algorithm): the same seed
 * gives the same sequence on every machine, for random test nets and games, opening order in
 * tournaments, and reproducible tests. Pure: the renderer could use it too.
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
