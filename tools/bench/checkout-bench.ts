/**
 * The engine bench of any checkout, loaded into this process: its own `src-main/engine/` modules
 * and addon, configured as `npm run -s bench` configures it (bench.ts: 16 MB table, the shipped
 * net, the addon when it loads). `bench:speed` and `bench:speed-profile` time or sample its
 * searches. Why not bench.ts's runBench: an older checkout being compared may not export what
 * this one would need, while engine.ts, options.ts and benchpositions.ts keep their interface.
 */
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';

/** One bench position as benchpositions.ts lists it. */
export interface BenchSpot {
  variant: string;
  sfen: string;
  moves?: string[];
}

/** What `go` answers (the fields the tools read). */
export interface BenchAnswer {
  bestmove: string;
  outcome?: { nodes: number };
}

/** How far a search goes: to a depth, or a number of nodes. */
export type SearchLimit = { depth: number } | { nodes: number };

/** A checkout's engine with its bench positions. */
export interface CheckoutBench {
  readonly positions: readonly BenchSpot[];
  /** Prepares position i (options, a fresh table and history) and returns the search to run. */
  prepare(i: number): (limit: SearchLimit) => BenchAnswer;
}

/** Loads the engine of the checkout at `dir`; `spots` replace its bench positions. */
export async function loadCheckoutBench(
  dir: string,
  spots?: readonly BenchSpot[],
): Promise<CheckoutBench> {
  const mod = async (p: string) =>
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    (await import(pathToFileURL(resolve(dir, 'src-main/engine', p)).href)) as any;
  const [engineMod, benchMod, optionsMod] = await Promise.all([
    mod('engine.ts'),
    mod('benchpositions.ts'),
    mod('options.ts'),
  ]);
  const engine = new engineMod.Engine();
  const options = {
    ...optionsMod.defaultOptions(),
    USI_Hash: 16,
    EvalFile: '',
    NnueBackend: 'auto',
  };
  const positions: readonly BenchSpot[] = spots ?? benchMod.BENCH_POSITIONS;
  return {
    positions,
    prepare(i) {
      const bp = positions[i]!;
      engine.configure({ ...options, USI_Variant: bp.variant });
      engine.newGame();
      const built = engineMod.buildPosition({ sfen: bp.sfen, moves: bp.moves }, bp.variant);
      if (!built.ok) throw new Error(`bench position ${i} is invalid: ${built.error.message}`);
      return (limit) => engine.go(built.pos, limit, () => {}) as BenchAnswer;
    },
  };
}
