/**
 * `npm run -s gensfen -- --out <file> --positions N [--nodes K | --depth D] [--evalfile <net>]
 * [--book <file>] [--workers W] [--seed S] [--eval-limit cp] [--random-moves R] [--random-plies P]
 * [--multipv K] [--margin cp] [--max-plies P] [--hash MB]`
 *
 * Self-play teacher data in YaneuraOu's PackedSfenValue format (see gensfen.ts for what is kept
 * and how games branch). `--positions` is the number of records the file should hold: an existing
 * file is appended to (resumed) up to that count. One worker thread per core by default.
 */
import { availableParallelism } from 'node:os';
import { cliArgs, usageError } from '../../src-main/cli-args.ts';
import {
  GENSFEN_DEFAULTS,
  type GensfenOpening,
  type GensfenOptions,
} from '../../src-main/tune/nnue-data/gensfen.ts';
import { gensfenOpenings } from '../../src-main/tune/nnue-data/gensfen-book.ts';
import {
  gensfenEvaluator,
  runGensfen,
  type GensfenProgress,
} from '../../src-main/tune/nnue-data/gensfen-pool.ts';
import { existingRecords } from '../../src-main/tune/nnue-data/psv-file.ts';

/** A usage error of this script (exit code 2). */
function fail(message: string): never {
  return usageError('gensfen', message);
}

/** An integer option within [min, max], or a usage error naming it. */
function int(
  name: string,
  text: string | undefined,
  min: number,
  max = Number.MAX_SAFE_INTEGER,
): number | undefined {
  if (text === undefined) return undefined;
  const n = Number(text);
  if (!Number.isInteger(n) || n < min || n > max)
    fail(`--${name} must be an integer in ${min}..${max}, got "${text}"`);
  return n;
}

const { values } = cliArgs('gensfen', {
  options: {
    out: { type: 'string' },
    positions: { type: 'string' },
    nodes: { type: 'string' },
    depth: { type: 'string' },
    evalfile: { type: 'string', default: '' },
    book: { type: 'string' },
    workers: { type: 'string' },
    seed: { type: 'string', default: '1' },
    'eval-limit': { type: 'string' },
    'random-moves': { type: 'string' },
    'random-plies': { type: 'string' },
    multipv: { type: 'string' },
    margin: { type: 'string' },
    'max-plies': { type: 'string' },
    hash: { type: 'string' },
  },
});

const out = values.out ?? fail('--out <file> is required');
const target = int('positions', values.positions ?? fail('--positions N is required'), 1)!;
const d = GENSFEN_DEFAULTS;
const nodes = int('nodes', values.nodes, 1);
const depth = int('depth', values.depth, 1, 60);
const options: GensfenOptions = {
  // Why: --nodes alone means a node budget only; neither means the default depth.
  nodes,
  depth: depth ?? (nodes === undefined ? d.depth : undefined),
  evalLimit: int('eval-limit', values['eval-limit'], 1, 30000) ?? d.evalLimit,
  randomMoves: int('random-moves', values['random-moves'], 0, 1000) ?? d.randomMoves,
  randomPlies: int('random-plies', values['random-plies'], 1, 1000) ?? d.randomPlies,
  multiPV: int('multipv', values.multipv, 1, 64) ?? d.multiPV,
  margin: int('margin', values.margin, 0, 30000) ?? d.margin,
  maxPlies: int('max-plies', values['max-plies'], 1, 10000) ?? d.maxPlies,
  hashMb: int('hash', values.hash, 1, 4096) ?? d.hashMb,
};
const workers = int('workers', values.workers, 1, 256) ?? availableParallelism();
const seed = int('seed', values.seed, 0, 2 ** 32 - 1)!;

const label = gensfenEvaluator(values.evalfile);
if (!label.ok) fail(`--evalfile ${values.evalfile}: ${label.message}`);
const openings = bookOpenings(values.book);

const have = existingRecords(out);
if (have.cutBytes > 0)
  console.error(
    `gensfen: ${out}: cut a partial record of ${have.cutBytes} bytes at the end (an interrupted run)`,
  );
const todo = target - have.records;
if (todo <= 0) {
  console.error(
    `gensfen: ${out} already holds ${have.records} records (≥ ${target}); nothing to do`,
  );
  process.exit(0);
}
const limit = [
  options.depth ? `depth ${options.depth}` : '',
  options.nodes ? `nodes ${options.nodes}` : '',
]
  .filter(Boolean)
  .join(', ');
console.error(
  `gensfen: ${out}: ${have.records} records, adding ${todo}; ${limit}; ${label.message}; ${openings.length} openings; ${workers} workers; seed ${seed}`,
);

let lastPrint = 0;
const final = await runGensfen(
  {
    out,
    positions: todo,
    workers,
    seed,
    options,
    openings,
    evalFile: values.evalfile,
    onProgress: (p) => {
      if (p.elapsedMs - lastPrint < 5000 && p.written < p.target) return;
      lastPrint = p.elapsedMs;
      console.error(progressLine(p));
    },
  },
  have.records,
);
const hours = final.elapsedMs / 3_600_000;
const cpuHours = final.cpuMs / 3_600_000;
console.error(
  `gensfen: done: ${final.written} records in ${(final.elapsedMs / 1000).toFixed(1)} s = ${Math.round(final.written / hours)} positions/hour ` +
    `(CPU ${(final.cpuMs / 1000).toFixed(1)} s = ${Math.round(final.written / cpuHours)} positions per CPU-hour); ` +
    `${final.nodes} nodes (${Math.round(final.nodes / Math.max(1, final.plies))} per ply, ${Math.round(final.nodes / Math.max(1e-3, final.cpuMs / 1000))} per CPU-second); ` +
    `${final.games} games, ${(final.plies / Math.max(1, final.games)).toFixed(1)} plies/game after the book, ends ${JSON.stringify(final.ends)}`,
);

/** The book's openings (checked move by move), or the start position alone when there is no book. */
function bookOpenings(book: string | undefined): GensfenOpening[] {
  const r = gensfenOpenings(book, seed);
  if (!r.ok) fail(r.error.message);
  if (r.file === null) console.error(`gensfen: ${r.note}`);
  return r.openings;
}

/** One progress line: count, rate, ETA. */
function progressLine(p: GensfenProgress): string {
  const s = p.elapsedMs / 1000;
  const rate = p.written / Math.max(s, 1e-3);
  const eta = rate > 0 ? (p.target - p.written) / rate : Infinity;
  const pct = ((100 * p.written) / p.target).toFixed(1);
  return `gensfen: ${p.written}/${p.target} (${pct}%) ${rate.toFixed(1)} positions/s, ${p.games} games, ${Math.round(p.nodes / Math.max(s, 1e-3))} nps, ETA ${duration(eta)}`;
}

/** Seconds as "1h02m03s". */
function duration(sec: number): string {
  if (!Number.isFinite(sec)) return '?';
  const t = Math.round(sec);
  const h = Math.floor(t / 3600);
  const m = Math.floor((t % 3600) / 60);
  return `${h > 0 ? `${h}h` : ''}${h > 0 || m > 0 ? `${String(m).padStart(h > 0 ? 2 : 1, '0')}m` : ''}${String(t % 60).padStart(2, '0')}s`;
}
