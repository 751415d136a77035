/**
 * NNUE micro-benchmark: ns per incremental update-and-evaluate (including the N-API call for the
 * native backend) and per full refresh, for the backend in use.
 *   npm run -s bench:nnue -- --evalfile <nn.bin> [--backend native|ts] [--rounds 7]
 *   npm run -s bench:nnue -- --random dense|sparse   (a seeded random net made in memory)
 * Positions: the real lishogi games of ../shared/data if present, else seeded random games.
 * Each figure is the median of the rounds, in process CPU time (the machine may be shared: wall
 * time would count the waits for a core); the rules core's own doMove cost is measured
 * separately and subtracted.
 */
import { parseArgs } from 'node:util';
import { Position } from '../../core/position.ts';
import type { Move } from '../../core/types.ts';
import { loadNnue, loadNnueNet, type NnueLoadResult } from './load.ts';
import type { NnueEvaluator } from './nnue-evaluator.ts';
import { randomNet } from './random-net.ts';
import { lishogiGames, randomGames } from './sample-games.ts';

const { values } = parseArgs({
  options: {
    evalfile: { type: 'string' },
    random: { type: 'string' },
    backend: { type: 'string', default: 'auto' },
    rounds: { type: 'string', default: '7' },
  },
});

function load(): NnueLoadResult {
  const backend = values.backend === 'native' || values.backend === 'ts' ? values.backend : 'auto';
  if (values.evalfile) return loadNnue(values.evalfile, { backend });
  const arch = values.random === 'sparse' ? 'sparse' : 'dense';
  if (!values.random) console.log('no --evalfile: using a random dense net');
  return loadNnueNet(
    randomNet({ seed: 1, architecture: arch, density: arch === 'sparse' ? 0.15 : 0.35 }),
    { backend },
  );
}

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;

/** Process CPU time in nanoseconds (user + system). */
function cpuNs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) * 1000;
}

/** Nanoseconds per move of playing every game, with or without the evaluator. */
function playGames(games: Move[][], ev: NnueEvaluator | null): number {
  let moves = 0,
    sink = 0;
  const t0 = cpuNs();
  for (const game of games) {
    const pos = Position.startpos();
    if (ev) ev.reset(pos);
    for (const m of game) {
      pos.doMove(m);
      if (ev) {
        ev.onDoMove(pos, m);
        sink += ev.evaluate(pos);
      }
      moves++;
    }
  }
  const ns = (cpuNs() - t0) / moves;
  return sink === 0.5 ? 0 : ns;
}

/** Nanoseconds per full refresh (both perspectives, from the board) and evaluation. */
function refreshPositions(positions: Position[], ev: NnueEvaluator): number {
  let sink = 0;
  const t0 = cpuNs();
  ev.reset(positions[0]!);
  for (const pos of positions) sink += ev.refreshAndEvaluate(pos);
  const ns = (cpuNs() - t0) / positions.length;
  return sink === 0.5 ? 0 : ns;
}

function main(): void {
  const loaded = load();
  if (!loaded.ok) {
    console.error(`${loaded.error.code}: ${loaded.error.message}`);
    process.exit(1);
  }
  const ev = loaded.nnue.createEvaluator();
  const games = lishogiGames(300) ?? randomGames(300, 120, 1);
  const positions: Position[] = [];
  for (const game of games.slice(0, 60)) {
    const pos = Position.startpos();
    for (const m of game) {
      pos.doMove(m);
      positions.push(pos.clone());
    }
  }
  const rounds = Math.max(1, Number(values.rounds));
  const inc: number[] = [],
    base: number[] = [],
    full: number[] = [];
  for (let r = 0; r < rounds + 1; r++) {
    const b = playGames(games, null),
      i = playGames(games, ev),
      f = refreshPositions(positions, ev);
    if (r === 0) continue; // warm-up round (JIT)
    base.push(b);
    inc.push(i - b);
    full.push(f);
  }
  console.log(`evaluator: ${ev.describe()}`);
  console.log(
    `positions: ${games.reduce((s, g) => s + g.length, 0)} moves in ${games.length} games, ${positions.length} for refresh`,
  );
  console.log(
    `incremental update+evaluate: ${median(inc).toFixed(0)} ns (median of ${rounds}; doMove alone ${median(base).toFixed(0)} ns, subtracted)`,
  );
  console.log(`full refresh+evaluate:       ${median(full).toFixed(0)} ns (median of ${rounds})`);
}

main();
