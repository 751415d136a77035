/**
 * Genetic operators on bit-string chromosomes: selection, crossover, mutation and elitism.
 * Each works on plain Uint8Array bit strings so they are easy to test in isolation.
 */
import type { Prng } from '../../engine/prng.ts';

/** Crossover flavours: one cut point (the paper's), two cut points, or per-bit uniform. */
export type CrossoverKind = 'one-point' | 'two-point' | 'uniform';

/**
 * Crossover of two parents into two children (in place in `c1`, `c2`). Every child bit comes from
 * one of the parents at the same position, so gene boundaries are respected bit by bit.
 */
export function crossover(
  kind: CrossoverKind,
  p1: Uint8Array,
  p2: Uint8Array,
  c1: Uint8Array,
  c2: Uint8Array,
  rng: Prng,
): void {
  const n = p1.length;
  if (kind === 'uniform') {
    for (let i = 0; i < n; i++) {
      const swap = rng.next() < 0.5;
      c1[i] = swap ? p2[i]! : p1[i]!;
      c2[i] = swap ? p1[i]! : p2[i]!;
    }
    return;
  }
  let a = 1 + rng.int(n - 1);
  let b = n;
  if (kind === 'two-point') {
    b = 1 + rng.int(n - 1);
    if (b < a) [a, b] = [b, a];
  }
  for (let i = 0; i < n; i++) {
    const swap = i >= a && i < b;
    c1[i] = swap ? p2[i]! : p1[i]!;
    c2[i] = swap ? p1[i]! : p2[i]!;
  }
}

/** Flips each bit independently with probability `rate`; returns how many bits flipped. */
export function mutate(bits: Uint8Array, rate: number, rng: Prng): number {
  let flips = 0;
  for (let i = 0; i < bits.length; i++) {
    if (rng.next() < rate) {
      bits[i] = bits[i]! ^ 1;
      flips++;
    }
  }
  return flips;
}

/**
 * Tournament selection: the fittest of `size` organisms drawn at random. Unlike roulette
 * selection it does not depend on the scale of the fitness (the paper's fitness is a square).
 */
export function tournamentSelect(fitness: ArrayLike<number>, size: number, rng: Prng): number {
  let best = rng.int(fitness.length);
  for (let k = 1; k < size; k++) {
    const i = rng.int(fitness.length);
    if (fitness[i]! > fitness[best]!) best = i;
  }
  return best;
}

/** Roulette-wheel selection proportional to fitness (uniform when all fitness is zero). */
export function rouletteSelect(fitness: ArrayLike<number>, rng: Prng): number {
  let total = 0;
  for (let i = 0; i < fitness.length; i++) total += fitness[i]!;
  if (total <= 0) return rng.int(fitness.length);
  let r = rng.next() * total;
  for (let i = 0; i < fitness.length; i++) {
    r -= fitness[i]!;
    if (r < 0) return i;
  }
  return fitness.length - 1;
}

/**
 * Indices of the `count` fittest organisms, best first (ties keep the lower index), which
 * elitism copies unchanged into the next generation.
 */
export function eliteIndices(fitness: ArrayLike<number>, count: number): number[] {
  const order = Array.from({ length: fitness.length }, (_, i) => i);
  order.sort((x, y) => fitness[y]! - fitness[x]! || x - y);
  return order.slice(0, Math.max(0, Math.min(count, fitness.length)));
}
