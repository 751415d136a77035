/**
 * NNUE micro-benchmark: ns per incremental update-and-evaluate (including the N-API call for the
 * native backend) and per full refresh, for the backend in use.
 *   npm run -s bench:nnue -- --evalfile <nn.bin> [--backend native|ts] [--rounds 7]
 *   npm run -s bench:nnue -- --random dense|sparse   (a seeded random net made in memory)
 *   npm run -s bench:nnue -- --write-roots <file>    (the search-like roots as SFEN lines, then exit)
 * Positions: the real lishogi games of ../shared/data if present, else seeded random games.
 * Two incremental figures: "search-like" makes, evaluates and unmakes every legal move of sampled
 * positions (what a search does; the weight rows stay warm), "game lines" evaluates along whole
 * games (every move touches rows nobody used recently: memory-bound). Each figure is the median of
 * the rounds, in process CPU time (the machine may be shared: wall time would count the waits for
 * a core), with the rules core's own do/undo cost measured separately and subtracted. A third,
 * "one child repeated", redoes the same child 20 times: still the whole JS + N-API path, but with
 * the rows and branch history hot, the conditions of a C++ micro-benchmark loop.
 */
import { writeFileSync } from 'node:fs';
import { cliArgs } from '../../src-main/cli-args.ts';
import { legalMoves } from '../../src-main/shared/rules/movegen.ts';
import { Position } from '../../src-main/shared/rules/position.ts';
import type { Move } from '../../src-main/shared/rules/types.ts';
import {
  loadNnue,
  loadNnueNet,
  type NnueLoadResult,
} from '../../src-main/engine/eval/nnue/load.ts';
import type { NnueEvaluator } from '../../src-main/engine/eval/nnue/nnue-evaluator.ts';
import { evaluateChild } from '../../src-main/engine/eval/evaluator.ts';
import { randomNet } from '../../src-main/engine/eval/nnue/random-net.ts';
import { lishogiGames, randomGames } from '../../src-main/engine/eval/nnue/sample-games.ts';
import { cpuNs, median } from '../../src-main/bench-stats.ts';

const { values } = cliArgs('bench:nnue', {
  options: {
    evalfile: { type: 'string' },
    random: { type: 'string' },
    backend: { type: 'string', default: 'auto' },
    rounds: { type: 'string', default: '7' },
    windows: { type: 'boolean', default: false },
    'write-roots': { type: 'string' },
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

/** A position and its legal moves (computed outside the timed loops). */
interface Root {
  pos: Position;
  moves: Move[];
}

/**
 * Nanoseconds per child of the search-like pattern: from each root every legal move is made,
 * evaluated and unmade (the weight rows a search touches stay mostly in cache, as in a real search).
 * With `repeat` > 1 each group of `window` children is redone that many times in a row: still the
 * whole JS + N-API path, but with the weight rows of `window` children kept warm (one child: as in
 * a C++ micro-benchmark loop).
 */
function expandChildren(roots: Root[], ev: NnueEvaluator | null, repeat = 1, window = 1): number {
  let children = 0,
    sink = 0;
  const t0 = cpuNs();
  for (const { pos, moves } of roots) {
    if (ev) {
      ev.reset(pos);
      sink += ev.evaluate(pos);
    }
    for (let start = 0; start + window <= moves.length; start += window)
      for (let k = 0; k < repeat; k++)
        for (let c = start; c < start + window; c++) {
          sink += evaluateChild(pos, moves[c]!, ev);
          children++;
        }
  }
  const ns = (cpuNs() - t0) / children;
  return sink === 0.5 ? 0 : ns;
}

/**
 * How the cost grows with the weight rows kept warm: each window of w children is cycled 20
 * times (--windows); the search-like figure is the other end, every child once.
 */
function printWindows(roots: Root[], ev: NnueEvaluator, rounds: number): void {
  const cells = [1, 2, 4, 8, 20].map((w) => {
    const xs: number[] = [];
    for (let r = 0; r < rounds + 1; r++) {
      const base = expandChildren(roots, null, 20, w),
        with_ = expandChildren(roots, ev, 20, w);
      if (r > 0) xs.push(with_ - base);
    }
    return `${w}: ${median(xs).toFixed(0)} ns`;
  });
  console.log(`update+evaluate, a window of w children cycled 20× (w: cost): ${cells.join(', ')}`);
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

/** Medians of the native kernels' own CPU time over a sample of children (null for TS). */
function kernelTimes(
  roots: Root[],
  ev: NnueEvaluator,
): { update: number; refresh: number; samples: number } | null {
  const updates: number[] = [],
    refreshes: number[] = [];
  for (const { pos, moves } of roots.filter((_, i) => i % 10 === 0)) {
    ev.reset(pos);
    ev.evaluate(pos);
    for (const m of moves.filter((_, i) => i % 8 === 0)) {
      pos.doMove(m);
      ev.onDoMove(pos, m);
      const t = ev.timeKernels(pos, 200);
      ev.onUndoMove(pos, m);
      pos.undoMove(m);
      if (!t) return null;
      updates.push(t.update);
      refreshes.push(t.refresh);
    }
  }
  return { update: median(updates), refresh: median(refreshes), samples: updates.length };
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
  const roots: Root[] = positions
    .filter((_, i) => i % 4 === 0)
    .map((pos) => ({ pos, moves: legalMoves(pos) }));
  if (values['write-roots']) {
    // The same roots for another engine's benchmark (scripts/nnue-vs-yaneuraou.sh).
    writeFileSync(values['write-roots'], roots.map((r) => r.pos.sfen()).join('\n') + '\n');
    console.log(`${roots.length} roots written to ${values['write-roots']}`);
    return;
  }
  // A quarter of the roots and of their moves, each child repeated (the hot figure).
  const sampled: Root[] = roots
    .filter((_, i) => i % 4 === 0)
    .map(({ pos, moves }) => ({ pos, moves: moves.filter((_, i) => i % 4 === 0) }));
  const rounds = Math.max(1, Number(values.rounds));
  const child: number[] = [],
    childBase: number[] = [];
  const hot: number[] = [];
  const line: number[] = [],
    lineBase: number[] = [],
    full: number[] = [];
  for (let r = 0; r < rounds + 1; r++) {
    const cb = expandChildren(roots, null),
      c = expandChildren(roots, ev);
    const lb = playGames(games, null),
      l = playGames(games, ev);
    const f = refreshPositions(positions, ev);
    const hb = expandChildren(sampled, null, 20),
      h = expandChildren(sampled, ev, 20);
    if (r === 0) continue; // warm-up round (JIT)
    hot.push(h - hb);
    child.push(c - cb);
    childBase.push(cb);
    line.push(l - lb);
    lineBase.push(lb);
    full.push(f);
  }
  const children = roots.reduce((s, r) => s + r.moves.length, 0);
  const fmt = (xs: number[]): string => `${median(xs).toFixed(0)} ns`;
  console.log(`evaluator: ${ev.describe()}`);
  console.log(
    `medians of ${rounds} rounds, process CPU time per evaluation; the rules core's own do/undo cost is subtracted`,
  );
  console.log(
    `incremental update+evaluate, search-like (${roots.length} roots × all ${children} children): ${fmt(child)} (do+undo alone ${fmt(childBase)})`,
  );
  console.log(
    `incremental update+evaluate, one child repeated 20× (rows and branches hot, incl. N-API): ${fmt(hot)}`,
  );
  console.log(
    `incremental update+evaluate, along ${games.length} game lines (cold weight rows):    ${fmt(line)} (doMove alone ${fmt(lineBase)})`,
  );
  console.log(
    `full refresh of both perspectives + evaluate (${positions.length} positions):       ${fmt(full)}` +
      (ev.name === 'nnue-ts' ? ' (through the per-king-square refresh cache)' : ''),
  );
  if (values.windows) printWindows(sampled, ev, rounds);
  const kernels = kernelTimes(roots, ev);
  if (kernels)
    console.log(
      `native kernels alone (${ev.info.kernel}, no N-API crossing, rows hot, median of ${kernels.samples} children): ` +
        `update+propagate ${kernels.update.toFixed(0)} ns, refresh+propagate ${kernels.refresh.toFixed(0)} ns`,
    );
}

main();
