/**
 * The genetic algorithm: a population of Gray-coded chromosomes evolved by tournament selection,
 * crossover, bit-flip mutation and elitism, with the paper's fitness (matches²). It knows nothing
 * of shogi: the caller supplies the match counter, so the toy tests and the real tuner share it.
 */
import type { ChromosomeLayout } from './chromosome.ts';
import { fitnessOf } from './fitness.ts';
import {
  crossover,
  eliteIndices,
  mutate,
  tournamentSelect,
  type CrossoverKind,
} from './operators.ts';
import { Prng } from '../../engine/prng.ts';

/** GA parameters; every one is a CLI option. Defaults are the issue's. */
export interface GaOptions {
  population: number;
  generations: number;
  crossoverRate: number;
  /** Per-bit flip probability. */
  mutationRate: number;
  /** Organisms copied unchanged into the next generation. */
  elitism: number;
  tournamentSize: number;
  crossover: CrossoverKind;
  seed: number;
}

export const DEFAULT_GA_OPTIONS: GaOptions = {
  population: 100,
  generations: 200,
  crossoverRate: 0.75,
  mutationRate: 0.005,
  elitism: 2,
  tournamentSize: 3,
  crossover: 'one-point',
  seed: 1,
};

/** What the GA reports after evaluating each generation. */
export interface GenerationReport {
  /** 1-based generation number. */
  generation: number;
  generations: number;
  bestMatches: number;
  /** Fitness = matches². */
  bestFitness: number;
  averageFitness: number;
  averageMatches: number;
  /** Weights of the best organism so far. */
  bestWeights: Int32Array;
  elapsedMs: number;
  /** Estimated time left. */
  etaMs: number;
}

/** Counts matches for `organisms` weight vectors laid back to back. */
export type CountFn = (weights: Int32Array, organisms: number) => Promise<Int32Array>;

/** Hooks of a run. */
export interface GaHooks {
  /** Called after every generation (write the best weights here so a stopped run keeps them). */
  onGeneration?: (r: GenerationReport) => void | Promise<void>;
  /** Weights placed in the initial population (e.g. the hand-set ones), the rest is random. */
  seedWeights?: ArrayLike<number>[];
  /** Stops the run after the current generation. */
  signal?: AbortSignal;
}

/** The result: the best organism ever seen. */
export interface GaResult {
  bestWeights: Int32Array;
  bestMatches: number;
  generations: number;
  elapsedMs: number;
}

/** Runs the GA to the end (or until aborted). */
export async function runGa(
  layout: ChromosomeLayout,
  count: CountFn,
  options: Partial<GaOptions> = {},
  hooks: GaHooks = {},
): Promise<GaResult> {
  const opt = { ...DEFAULT_GA_OPTIONS, ...options };
  const rng = new Prng(opt.seed);
  const n = opt.population;
  const bits = layout.totalBits;
  let pop = initialPopulation(layout, n, rng, hooks.seedWeights ?? []);
  let matches: Int32Array = new Int32Array(n).fill(-1);
  const best: { weights: Int32Array; matches: number } = {
    weights: new Int32Array(layout.length),
    matches: -1,
  };
  const start = performance.now();
  let gen = 0;
  while (gen < opt.generations && !hooks.signal?.aborted) {
    await evaluatePending(layout, pop, matches, count);
    gen++;
    const report = summarize(layout, pop, matches, best, gen, opt.generations, start);
    await hooks.onGeneration?.(report);
    if (gen === opt.generations || hooks.signal?.aborted) break;
    [pop, matches] = nextGeneration(pop, matches, bits, opt, rng);
  }
  return {
    bestWeights: best.weights,
    bestMatches: best.matches,
    generations: gen,
    elapsedMs: performance.now() - start,
  };
}

/** Random chromosomes, with the seed weights (if any) as the first organisms. */
function initialPopulation(
  layout: ChromosomeLayout,
  n: number,
  rng: Prng,
  seeds: ArrayLike<number>[],
): Uint8Array {
  const bits = layout.totalBits;
  const pop = new Uint8Array(n * bits);
  for (let i = 0; i < pop.length; i++) pop[i] = rng.nextUint32() & 1;
  seeds.slice(0, n).forEach((w, i) => pop.set(layout.encode(w), i * bits));
  return pop;
}

/** Evaluates only organisms whose matches are unknown (−1): elites and clones are not recounted. */
async function evaluatePending(
  layout: ChromosomeLayout,
  pop: Uint8Array,
  matches: Int32Array,
  count: CountFn,
): Promise<void> {
  const pending: number[] = [];
  for (let i = 0; i < matches.length; i++) if (matches[i]! < 0) pending.push(i);
  if (pending.length === 0) return;
  const weights = new Int32Array(pending.length * layout.length);
  pending.forEach((org, k) =>
    layout.decodeInto(pop, org * layout.totalBits, weights, k * layout.length),
  );
  const counts = await count(weights, pending.length);
  pending.forEach((org, k) => (matches[org] = counts[k]!));
}

/** Builds the generation report and updates the best-ever organism. */
function summarize(
  layout: ChromosomeLayout,
  pop: Uint8Array,
  matches: Int32Array,
  best: { weights: Int32Array; matches: number },
  gen: number,
  total: number,
  start: number,
): GenerationReport {
  let top = 0;
  let sumFit = 0;
  let sumMatch = 0;
  for (let i = 0; i < matches.length; i++) {
    if (matches[i]! > matches[top]!) top = i;
    sumFit += fitnessOf(matches[i]!);
    sumMatch += matches[i]!;
  }
  if (matches[top]! > best.matches) {
    best.matches = matches[top]!;
    best.weights = layout.decode(
      pop.subarray(top * layout.totalBits, (top + 1) * layout.totalBits),
    );
  }
  const elapsedMs = performance.now() - start;
  return {
    generation: gen,
    generations: total,
    bestMatches: best.matches,
    bestFitness: fitnessOf(best.matches),
    averageFitness: sumFit / matches.length,
    averageMatches: sumMatch / matches.length,
    bestWeights: best.weights,
    elapsedMs,
    etaMs: (elapsedMs / gen) * (total - gen),
  };
}

/** Elites, then children of tournament-selected parents with crossover and mutation. */
function nextGeneration(
  pop: Uint8Array,
  matches: Int32Array,
  bits: number,
  opt: GaOptions,
  rng: Prng,
): [Uint8Array, Int32Array] {
  const n = opt.population;
  const next = new Uint8Array(n * bits);
  const nextMatches = new Int32Array(n).fill(-1);
  const fitness = Array.from(matches, fitnessOf);
  let k = 0;
  for (const e of eliteIndices(fitness, opt.elitism)) {
    next.set(pop.subarray(e * bits, (e + 1) * bits), k * bits);
    nextMatches[k++] = matches[e]!;
  }
  while (k < n) {
    const a = tournamentSelect(fitness, opt.tournamentSize, rng);
    const b = tournamentSelect(fitness, opt.tournamentSize, rng);
    const pa = pop.subarray(a * bits, (a + 1) * bits);
    const pb = pop.subarray(b * bits, (b + 1) * bits);
    const c1 = new Uint8Array(bits);
    const c2 = new Uint8Array(bits);
    const crossed = rng.next() < opt.crossoverRate;
    if (crossed) crossover(opt.crossover, pa, pb, c1, c2, rng);
    else {
      c1.set(pa);
      c2.set(pb);
    }
    for (const [child, parent] of [
      [c1, a],
      [c2, b],
    ] as const) {
      if (k >= n) break;
      const flips = mutate(child, opt.mutationRate, rng);
      next.set(child, k * bits);
      if (!crossed && flips === 0) nextMatches[k] = matches[parent]!;
      k++;
    }
  }
  return [next, nextMatches];
}
