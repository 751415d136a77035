/**
 * `npm run -s bench:ordering-paper -- --centroids paper=<json> [--centroids ours=<json> …]
 * [--games ../shared/data/games/human_lishogi_prod500_usi.txt] [--count 300] [--depth 4]
 * [--min-ply 20] [--seed 1] [--scope root|all]`
 *
 * Reproduces the seed paper's test: a plain depth-4 alpha-beta (tune/plain-alphabeta.ts: no TT,
 * no pruning, material at the leaves, the paper's simple ordering) counts its recursive calls on
 * positions taken at a seeded random ply (≥ --min-ply, ≥ 10 plies before the end) of one game
 * per line of the USI game file, once with the simple ordering everywhere and once per centroid
 * file with the learned score ordering the root moves (the paper: "for the first move";
 * `--scope all`: every node). The minimax value must not change with the ordering; the tool
 * checks it. The default games (lishogi) were trained on by no centroid file.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { cliArgs } from '../../src-main/cli-args.ts';
import { median, cpuNs } from '../../src-main/bench-stats.ts';
import { Position } from '../../src-main/shared/rules/position.ts';
import { parseUsiMove } from '../../src-main/shared/rules/sfen.ts';
import { MOVE_NONE } from '../../src-main/shared/rules/types.ts';
import { Prng } from '../../src-main/engine/prng.ts';
import { loadCentroids } from '../../src-main/engine/learned-order.ts';
import {
  PlainAlphaBeta,
  type LearnedScope,
  type MoveScorer,
} from '../../src-main/tune/plain-alphabeta.ts';

const LISHOGI = fileURLToPath(
  new URL('../../../shared/data/games/human_lishogi_prod500_usi.txt', import.meta.url),
);

/** One configuration's calls per position. */
interface Run {
  name: string;
  calls: number[];
  values: number[];
  cpuMs: number;
}

/** One position per game line at a seeded random ply, replayed so the move number is real. */
function samplePositions(file: string, count: number, minPly: number, seed: number): Position[] {
  const rng = new Prng(seed);
  const out: Position[] = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (out.length >= count) break;
    const moves = line.trim().split(/\s+/).filter(Boolean);
    if (moves.length < minPly + 10) continue;
    const ply = minPly + rng.int(moves.length - 10 - minPly + 1);
    const pos = Position.startpos();
    for (const usi of moves.slice(0, ply)) {
      const m = parseUsiMove(pos, usi);
      if (m === MOVE_NONE) throw new Error(`${file}: illegal move ${usi}`);
      pos.doMove(m);
    }
    out.push(pos);
  }
  return out;
}

/** Searches every position with one ordering. */
function run(name: string, positions: Position[], depth: number, search: PlainAlphaBeta): Run {
  const r: Run = { name, calls: [], values: [], cpuMs: 0 };
  const t0 = cpuNs();
  for (const pos of positions) {
    const res = search.search(pos, depth);
    r.calls.push(res.calls);
    r.values.push(res.value);
  }
  r.cpuMs = (cpuNs() - t0) / 1e6;
  return r;
}

/** Prints the table: total and median calls, ratio to simple, per-position mean ratio. */
function report(runs: Run[], depth: number): void {
  const base = runs[0]!;
  const sum = (xs: number[]): number => xs.reduce((a, b) => a + b, 0);
  console.log(`${base.calls.length} positions, depth ${depth}, plain alpha-beta, material`);
  console.log(
    '| ordering | total calls | median calls | total vs simple | mean per-position ratio | fewer calls | CPU s |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  for (const r of runs) {
    const ratios = r.calls.map((c, i) => c / base.calls[i]!);
    const fewer = r.calls.filter((c, i) => c < base.calls[i]!).length;
    const bad = r.values.filter((v, i) => v !== base.values[i]).length;
    if (bad > 0) throw new Error(`bug: ${r.name} changed the minimax value in ${bad} positions`);
    console.log(
      `| ${r.name} | ${sum(r.calls)} | ${median(r.calls)} | ${(sum(r.calls) / sum(base.calls)).toFixed(3)} | ${(sum(ratios) / ratios.length).toFixed(3)} | ${fewer}/${r.calls.length} | ${(r.cpuMs / 1000).toFixed(1)} |`,
    );
  }
}

function main(): void {
  const { values } = cliArgs('bench:ordering-paper', {
    options: {
      games: { type: 'string', default: LISHOGI },
      count: { type: 'string', default: '300' },
      depth: { type: 'string', default: '4' },
      'min-ply': { type: 'string', default: '20' },
      seed: { type: 'string', default: '1' },
      scope: { type: 'string', default: 'root' },
      centroids: { type: 'string', multiple: true },
    },
  });
  const scope = values.scope as LearnedScope;
  if (scope !== 'root' && scope !== 'all') {
    console.error('bench:ordering-paper: --scope must be root or all');
    process.exit(2);
  }
  const learned: Array<[string, MoveScorer]> = [];
  for (const spec of values.centroids ?? []) {
    const [name, path] = spec.includes('=') ? spec.split('=', 2) : [spec, spec];
    const r = loadCentroids(path!);
    if (!r.ok) {
      console.error(`bench:ordering-paper: ${r.error.message}`);
      process.exit(2);
    }
    learned.push([
      `${name} (${r.order.set.name} features, ${scope})`,
      (p, m) => r.order.score(p, m),
    ]);
  }
  const depth = Number(values.depth);
  const positions = samplePositions(
    values.games!,
    Number(values.count),
    Number(values['min-ply']),
    Number(values.seed),
  );
  const runs = [run('simple', positions, depth, new PlainAlphaBeta())];
  for (const [name, scorer] of learned)
    runs.push(run(name, positions, depth, new PlainAlphaBeta(scorer, scope)));
  report(runs, depth);
}

main();
