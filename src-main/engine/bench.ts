/**
 * `npm run -s bench -- [depth] [--evalfile <net>] [--backend native|ts] [--hash MB]`
 *
 * Searches the fixed bench positions to a fixed depth with a fresh table and history for each,
 * so the node count is the same on every run and machine: it guards every search change
 * (commit messages quote it as `Bench: N`). The last two lines are `Nodes searched: N` and
 * `Nodes/second: N`.
 */
import { pathToFileURL } from 'node:url';
import { BENCH_POSITIONS } from './benchpositions.ts';
import { Engine, buildPosition } from './engine.ts';
import { defaultOptions } from './options.ts';

/** Result of one bench run. */
export interface BenchResult {
  nodes: number;
  ms: number;
  perPosition: Array<{ name: string; nodes: number; bestmove: string }>;
}

/** Runs the bench; `onLine` receives the per-position report lines. */
export function runBench(
  depth: number,
  opts: { evalFile?: string; backend?: 'auto' | 'native' | 'ts'; hash?: number },
  onLine: (s: string) => void = () => {},
): BenchResult {
  const engine = new Engine();
  const options = {
    ...defaultOptions(),
    USI_Hash: opts.hash ?? 16,
    EvalFile: opts.evalFile ?? '',
    NnueBackend: opts.backend ?? 'auto',
  };
  const perPosition: BenchResult['perPosition'] = [];
  let nodes = 0;
  const start = performance.now();
  for (const bp of BENCH_POSITIONS) {
    for (const msg of engine.configure({ ...options, USI_Variant: bp.variant }))
      onLine(`info string ${msg}`);
    engine.newGame();
    const built = buildPosition({ sfen: bp.sfen, moves: bp.moves }, bp.variant);
    if (!built.ok)
      throw new Error(`bench position "${bp.name}" is invalid: ${built.error.message}`);
    const answer = engine.go(built.pos, { depth }, () => {});
    const n = answer.outcome?.nodes ?? 0;
    nodes += n;
    perPosition.push({ name: bp.name, nodes: n, bestmove: answer.bestmove });
    onLine(
      `${bp.name.padEnd(24)} ${answer.bestmove.padEnd(7)} nodes ${n} (evaluator ${engine.evaluator.name})`,
    );
  }
  return { nodes, ms: performance.now() - start, perPosition };
}

function main(argv: string[]): void {
  // Why 9: singular extensions (from depth 6) then run at many nodes, so the count fingerprints them.
  let depth = 9;
  const opts: { evalFile?: string; backend?: 'auto' | 'native' | 'ts'; hash?: number } = {};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--evalfile') opts.evalFile = argv[++i];
    else if (a === '--backend') opts.backend = argv[++i] as 'native' | 'ts';
    else if (a === '--hash') opts.hash = Number(argv[++i]);
    else if (/^\d+$/.test(a)) depth = Number(a);
    else {
      console.error(
        `bench: unknown argument "${a}" (usage: bench [depth] [--evalfile net] [--backend native|ts] [--hash MB])`,
      );
      process.exit(2);
    }
  }
  const cpu0 = process.cpuUsage();
  const r = runBench(depth, opts, (s) => console.log(s));
  const cpu = process.cpuUsage(cpu0);
  // Why not run it here: the engine must not depend on tools/; the NNUE costs are their own bench.
  if (opts.evalFile)
    console.log(
      `info string NNUE update/refresh costs: npm run -s bench:nnue -- --evalfile ${opts.evalFile}`,
    );
  // CPU-time speed is steadier than wall-clock speed on a shared, busy machine.
  console.log(
    `CPU nodes/second: ${Math.round((r.nodes * 1e6) / Math.max(1, cpu.user + cpu.system))}`,
  );
  console.log(`Nodes searched: ${r.nodes}`);
  console.log(`Nodes/second: ${Math.round((r.nodes * 1000) / Math.max(1, r.ms))}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href)
  main(process.argv.slice(2));
