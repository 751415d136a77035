/** Seeded randomness for tournaments: the same seed gives the same opening order on every machine. */
export { mulberry32 } from '../engine/prng.ts';

/** Fisher–Yates shuffle of a copy, driven by `rand`. */
export function shuffled<T>(items: readonly T[], rand: () => number): T[] {
  const a = items.slice();
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [a[i], a[j]] = [a[j]!, a[i]!];
  }
  return a;
}
