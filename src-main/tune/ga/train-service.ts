/**
 * The service the app (Engine › Train classical evaluation…) and the CLI call: load expert
 * positions, build the feature cache, evolve the weights with the GA on worker threads, and write
 * the best weights file after every generation so a stopped run keeps its result.
 * Plain Node; knows nothing of Electron.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { FEATURES, initialWeights } from '../../engine/eval/classical/feature-set.ts';
import { formatClassicalWeights } from '../../engine/eval/classical/weights.ts';
import type { MovePrior } from '../../engine/eval/classical/move-prior.ts';
import { ChromosomeLayout } from './chromosome.ts';
import { buildFeatureCacheParallel } from './cache-pool.ts';
import { createMatchCounter } from './fitness-pool.ts';
import { runGa, type GaOptions, type GenerationReport } from './ga.ts';
import {
  loadExpertPositionsAsync,
  type ExpertLoadOptions,
  type ExpertPosition,
  type ExpertLoadError,
} from '../expert-positions.ts';
import { matchStats, type MatchStats } from './match-report.ts';
import { Prng } from '../../engine/prng.ts';
import { fitSoftmax } from './softmax-fit.ts';
import { writeFileAtomicSync } from '../../atomic-write.ts';

/** How the first generation is made. */
export type InitKind = 'random' | 'handset' | 'around-handset' | 'fit';

/** Options of trainClassical. */
export interface TrainClassicalOptions extends ExpertLoadOptions {
  /** Record files/folders and JSONL files with expert moves. */
  sources: string[];
  /** Positions already loaded (used instead of `sources` when given). */
  positions?: ExpertPosition[];
  ga?: Partial<GaOptions>;
  /**
   * 'random' (the paper), 'handset' (one hand-set organism, rest random), 'around-handset' (all
   * near it), 'fit' (all near a softmax fit of the training positions, see softmax-fit.ts).
   */
  init?: InitKind;
  /** Feature families whose weights stay hand-set. */
  freeze?: string[];
  /** Cross-fitted move priors, one per fold (see FeatureCacheOptions.foldPriors); default the shipped prior. */
  foldPriors?: readonly MovePrior[];
  /** Worker threads for fitness (default 2). */
  threads?: number;
  /** Weights file written after every generation. */
  outFile?: string;
  signal?: AbortSignal;
  onProgress?: (e: TrainProgress) => void;
}

/** Progress events, in order: loaded, caching…, generation… */
export type TrainProgress =
  | { phase: 'loaded'; positions: number; errors: readonly ExpertLoadError[] }
  | { phase: 'caching'; done: number; total: number }
  | { phase: 'generation'; report: GenerationReport };

/** The outcome of a run. */
export interface TrainResult {
  weights: Int32Array;
  /** Statistics of the best weights on the training positions. */
  train: MatchStats;
  positions: number;
  cacheMs: number;
  /** Time of the softmax fit that seeds the GA (`init: 'fit'`; about 0 otherwise). */
  fitMs: number;
  gaMs: number;
  /** CPU time of the GA phase over all threads (user + system), which load on the machine does not inflate. */
  gaCpuMs: number;
  generations: number;
}

/**
 * The GA's chromosome layout for the classical features. Families in `freeze` keep their
 * hand-set weights (a 1-bit gene of step 0), e.g. to evolve the positional terms around sound
 * piece values.
 */
export function classicalLayout(freeze: readonly string[] = []): ChromosomeLayout {
  return new ChromosomeLayout(
    FEATURES.map((f) =>
      freeze.includes(f.family)
        ? { name: f.name, bits: 1, min: f.init, step: 0 }
        : { name: f.name, bits: f.bits, min: f.min, step: f.step },
    ),
  );
}

/** Runs a whole training. */
export async function trainClassical(opt: TrainClassicalOptions): Promise<TrainResult> {
  const loaded = opt.positions
    ? { positions: opt.positions, errors: [] }
    : await loadExpertPositionsAsync(opt.sources, opt);
  opt.onProgress?.({
    phase: 'loaded',
    positions: loaded.positions.length,
    errors: loaded.errors,
  });
  const t0 = performance.now();
  const cache = await buildFeatureCacheParallel(
    loaded.positions,
    opt.threads ?? 2,
    (p) => opt.onProgress?.({ phase: 'caching', ...p }),
    opt.foldPriors,
  );
  const cacheMs = performance.now() - t0;
  const layout = classicalLayout(opt.freeze);
  const counter = createMatchCounter(cache.set, opt.threads ?? 2);
  const meta = (report: GenerationReport | null): Record<string, unknown> => ({
    source: 'genetic algorithm (banmen tune:ga)',
    positions: cache.set.positions,
    generation: report?.generation ?? 0,
    trainMatched: report?.bestMatches ?? 0,
    ga: { ...opt.ga },
    init: opt.init ?? 'around-handset',
    frozen: opt.freeze ?? [],
    priorFolds: opt.foldPriors?.length ?? 0,
  });
  const t1 = performance.now();
  const seeds = seedWeights(
    opt.init ?? 'around-handset',
    opt.ga?.population ?? 100,
    opt.ga?.seed ?? 1,
    () => fitSoftmax(cache.set, layout, initialWeights()),
  );
  const fitMs = performance.now() - t1;
  const cpu0 = process.cpuUsage();
  try {
    const result = await runGa(layout, (w, n) => counter.count(w, n), opt.ga, {
      signal: opt.signal,
      seedWeights: seeds,
      onGeneration: (report) => {
        // The fast evaluator keeps the hand-set material values (see resources/classical/README.md).
        if (opt.outFile)
          writeAtomic(
            opt.outFile,
            formatClassicalWeights(report.bestWeights, meta(report), initialWeights()),
          );
        opt.onProgress?.({ phase: 'generation', report });
      },
    });
    const cpu = process.cpuUsage(cpu0);
    return {
      gaCpuMs: (cpu.user + cpu.system) / 1000,
      weights: result.bestWeights,
      train: matchStats(cache.set, result.bestWeights),
      positions: cache.set.positions,
      cacheMs,
      fitMs,
      gaMs: result.elapsedMs,
      generations: result.generations,
    };
  } finally {
    await counter.close();
  }
}

/** Seed organisms for the first generation. */
function seedWeights(
  init: InitKind,
  population: number,
  seed: number,
  fit: () => Int32Array,
): ArrayLike<number>[] {
  if (init === 'random') return [];
  const base = init === 'fit' ? fit() : initialWeights();
  if (init === 'handset') return [base];
  // Around the base weights: each weight moved by up to ±3 of its steps (the first is exact).
  const rng = new Prng(seed ^ 0x5eed);
  return Array.from({ length: population }, (_, i) =>
    i === 0 ? base : Int32Array.from(base, (w, j) => w + (rng.int(7) - 3) * FEATURES[j]!.step),
  );
}

/** Writes a file through a temporary name so a reader never sees half of it. */
function writeAtomic(path: string, text: string): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileAtomicSync(path, text);
}
