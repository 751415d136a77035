/**
 * `npm run -s bench:ordering -- [--positions <jsonl>] [--count 500] [--depth 6]
 * [--modes off,root]`
 *
 * Measures the learned move ordering (learned-order.ts): the same positions are searched to a
 * fixed depth, single thread, with a fresh hash and fresh killers/history per position, once per
 * LearnedOrdering mode. Node counts are deterministic; it prints total and median nodes per
 * position for each mode, the ratio to "off" (the history/killer ordering alone) and CPU
 * nodes/second (the cost of scoring moves). The default positions are floodgate's validation
 * split, which the shipped centroids were not trained on.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { cliArgs } from '../../src-main/cli-args.ts';
import { median, cpuNs } from '../../src-main/bench-stats.ts';
import { parseSfen } from '../../src-main/shared/rules/sfen.ts';
import { Engine } from '../../src-main/engine/engine.ts';
import { defaultOptions, type LearnedOrderingMode } from '../../src-main/engine/options.ts';

const VAL = fileURLToPath(
  new URL('../../../shared/data/positions/floodgate_bestmove_select766/val.jsonl', import.meta.url),
);
const MODES: readonly LearnedOrderingMode[] = ['off', 'root', 'root-paper'];

/** One mode's run. */
interface ModeRun {
  mode: LearnedOrderingMode;
  nodes: number[];
  moves: string[];
  cpuMs: number;
}

/** The first `count` SFENs of a JSONL file that parse (why SFEN only: the move is not needed). */
function loadSfens(path: string, count: number): string[] {
  const out: string[] = [];
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    if (out.length >= count) break;
    if (!line.trim()) continue;
    const sfen = (JSON.parse(line) as { sfen?: unknown }).sfen;
    if (typeof sfen === 'string' && parseSfen(sfen, 'shogi').ok) out.push(sfen);
  }
  return out;
}

/** Searches every position at `depth` with a fresh engine state per position, in one mode. */
function runMode(sfens: string[], depth: number, mode: LearnedOrderingMode): ModeRun {
  const engine = new Engine();
  for (const msg of engine.configure({ ...defaultOptions(), USI_Hash: 16, LearnedOrdering: mode }))
    console.log(`info string ${msg}`);
  const run: ModeRun = { mode, nodes: [], moves: [], cpuMs: 0 };
  const t0 = cpuNs();
  for (const sfen of sfens) {
    engine.newGame();
    const parsed = parseSfen(sfen, 'shogi');
    if (!parsed.ok) throw new Error(`bug: ${sfen} parsed before`);
    const answer = engine.go(parsed.position, { depth }, () => {});
    run.nodes.push(answer.outcome?.nodes ?? 0);
    run.moves.push(answer.bestmove);
  }
  run.cpuMs = (cpuNs() - t0) / 1e6;
  return run;
}

/** Prints the table rows: nodes, ratio to the first (baseline) run, speed, same best move. */
function report(runs: ModeRun[], depth: number, count: number): void {
  const base = runs[0]!;
  const sum = (xs: number[]): number => xs.reduce((a, b) => a + b, 0);
  console.log(`${count} positions, depth ${depth}, 1 thread, fresh hash and history per position`);
  console.log(
    '| mode | total nodes | median nodes | total vs off | CPU nodes/s | same move as off |',
  );
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const r of runs) {
    const total = sum(r.nodes);
    const same = r.moves.filter((m, i) => m === base.moves[i]).length;
    const ratio = total / Math.max(1, sum(base.nodes));
    const nps = Math.round((total * 1000) / Math.max(1, r.cpuMs));
    console.log(
      `| ${r.mode} | ${total} | ${median(r.nodes)} | ${ratio.toFixed(3)} | ${nps} | ${same}/${count} |`,
    );
  }
  const wins = (r: ModeRun): number => r.nodes.filter((n, i) => n < base.nodes[i]!).length;
  for (const r of runs.slice(1))
    console.log(`${r.mode}: fewer nodes than off in ${wins(r)}/${count} positions`);
}

function main(): void {
  const { values } = cliArgs('bench:ordering', {
    options: {
      positions: { type: 'string', default: VAL },
      count: { type: 'string', default: '500' },
      depth: { type: 'string', default: '6' },
      modes: { type: 'string', default: 'off,root' },
    },
  });
  const modes = values.modes!.split(',') as LearnedOrderingMode[];
  // Default: off and root (root-paper on request: --modes off,root,root-paper).
  if (modes[0] !== 'off' || modes.some((m) => !MODES.includes(m))) {
    console.error(`bench:ordering: --modes must start with off and list only ${MODES.join(', ')}`);
    process.exit(2);
  }
  const depth = Number(values.depth);
  const sfens = loadSfens(values.positions!, Number(values.count));
  const runs = modes.map((m) => runMode(sfens, depth, m));
  report(runs, depth, sfens.length);
}

main();
