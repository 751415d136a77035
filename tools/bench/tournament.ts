/**
 * Tournament benchmark (not a test): `npm run -s bench:tournament [-- <games>]`, or
 * `npm run -s bench:tournament -- --fake <games>` for the long-run bookkeeping benchmark alone.
 * 0. Long runs (no external engine needed): <games> (default 10,000) games between two instant fake
 *    engines (test/fixtures/engines/line-engine.mjs, 20 moves a game) at 100 ms byoyomi, concurrency
 *    1 → runner overhead per game (wall time beyond the engines' thinking) at the start and at the end
 *    of the run, the slowest move (any event-loop stall shows there) and the time losses (must be 0).
 * 1. Throughput: fairy-stockfish vs itself at 100 ms byoyomi, concurrency 2 → games per hour.
 * 2. Runner overhead: fairy-stockfish at `go nodes 1` (≈ no thinking), concurrency 1 → wall time per
 *    game beyond the engines' thinking (go → bestmove), with and without the one-time engine start,
 *    split into the game loop (referee, clock, USI text) and the bookkeeping after a game (CSA/KIF,
 *    journal fsync, results and standings files); plus the runner process's own CPU time per game,
 *    which does not depend on how loaded the machine is.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { mean } from '../../src-main/bench-stats.ts';
import { validateConfig, type TournamentConfig } from '../../src-main/tournament/config.ts';
import { Tournament, type GameFinishedEvent } from '../../src-main/tournament/tournament.ts';

const FSF = '/usr/games/fairy-stockfish';
const LINE_ENGINE = new URL('../../test/fixtures/engines/line-engine.mjs', import.meta.url)
  .pathname;
const BOOK = new URL('../../../shared/data/openings/taya36_2020-11-06.sfen', import.meta.url)
  .pathname;

function config(raw: Record<string, unknown>): TournamentConfig {
  const r = validateConfig({
    engines: [
      { name: 'fsf-a', command: FSF, options: { USI_Variant: 'shogi', Threads: 1 } },
      { name: 'fsf-b', command: FSF, options: { USI_Variant: 'shogi', Threads: 1 } },
    ],
    output: mkdtempSync(join(tmpdir(), 'bench-tournament-')),
    ...(existsSync(BOOK) ? { openings: { file: BOOK, order: 'random', plies: 24, seed: 3 } } : {}),
    ...raw,
  });
  if (!r.ok) throw new Error(`${r.error.where}: ${r.error.message}`);
  return r.value;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0
    ? NaN
    : s.length % 2
      ? s[(s.length - 1) / 2]!
      : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

/** Runs a tournament and returns wall time, per-game results and the time between games. */
async function run(cfg: TournamentConfig) {
  const t = new Tournament(cfg);
  const finishedAt: number[] = [];
  const games: GameFinishedEvent['result'][] = [];
  t.on('game-finished', (e: GameFinishedEvent) => {
    finishedAt.push(performance.now());
    games.push(e.result);
  });
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  const out = await t.run();
  const wall = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  const cpuMs = (cpu.user + cpu.system) / 1000;
  rmSync(cfg.output, { recursive: true, force: true });
  if (!out.ok) throw new Error(out.error.message);
  return { wall, games, finishedAt, t0, cpuMs };
}

async function throughput(n: number): Promise<void> {
  const cfg = config({
    name: 'bench-throughput',
    gamesPerPair: n,
    timeControl: { byoyomiMs: 100, timeLoss: false },
    concurrency: 2,
    adjudication: { resignScore: 3000, resignMoves: 4, maxMoves: 256 },
  });
  const { wall, games } = await run(cfg);
  const plies = games.reduce((s, g) => s + g.moves.length, 0);
  console.log(
    `throughput: ${games.length} games at 100 ms byoyomi, concurrency 2: ${(wall / 1000).toFixed(1)} s wall`,
  );
  console.log(
    `  games per hour: ${Math.round((games.length * 3_600_000) / wall)}  (${(plies / games.length).toFixed(0)} engine moves per game)`,
  );
}

async function overhead(n: number): Promise<void> {
  const cfg = config({
    name: 'bench-overhead',
    gamesPerPair: n,
    timeControl: { nodes: 1 },
    concurrency: 1,
    adjudication: { maxMoves: 120 },
  });
  const { wall, games, finishedAt, t0, cpuMs } = await run(cfg);
  const think = games.reduce((s, g) => s + g.thinkMs, 0);
  // Game k (k ≥ 1) runs from the end of game k−1 to its own end: engines already started.
  const perGame = games.slice(1).map((g, i) => finishedAt[i + 1]! - finishedAt[i]! - g.thinkMs);
  const loop = games.slice(1).map((g) => g.durationMs - g.thinkMs);
  const plies = games.reduce((s, g) => s + g.moves.length, 0) / games.length;
  console.log(
    `overhead: ${games.length} games at go nodes 1, concurrency 1, ${plies.toFixed(0)} engine moves per game`,
  );
  console.log(
    `  wall ${(wall / 1000).toFixed(2)} s, engines thinking ${(think / 1000).toFixed(2)} s, first game incl. engine start ${(finishedAt[0]! - t0).toFixed(0)} ms`,
  );
  console.log(
    `  runner overhead per game (engines running), median: ${median(perGame).toFixed(1)} ms`,
  );
  console.log(
    `    of which game loop (USI text, referee, clock): ${median(loop).toFixed(1)} ms, bookkeeping after the game: ${median(perGame.map((p, i) => p - loop[i]!)).toFixed(1)} ms`,
  );
  console.log(
    `  runner overhead per game incl. engine start, mean: ${((wall - think) / games.length).toFixed(1)} ms`,
  );
  // CPU time of the runner process itself: what the runner costs, whatever the machine's load.
  console.log(
    `  runner CPU time per game (user+sys of the runner process, whole run): ${(cpuMs / games.length).toFixed(1)} ms`,
  );
}

async function longRun(n: number): Promise<void> {
  const engine = (name: string) => ({ name, command: process.execPath, args: [LINE_ENGINE] });
  const r = validateConfig({
    name: 'bench-long',
    engines: [engine('line-a'), engine('line-b')],
    gamesPerPair: n,
    timeControl: { byoyomiMs: 100 },
    concurrency: 1,
    output: mkdtempSync(join(tmpdir(), 'bench-tournament-')),
  });
  if (!r.ok) throw new Error(`${r.error.where}: ${r.error.message}`);
  // The runner's own stalls: how late its event loop ran timers (a stall delays every clock reading).
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const { wall, games, finishedAt, cpuMs } = await run(r.value);
  loop.disable();
  const gaps = games.slice(1).map((g, i) => finishedAt[i + 1]! - finishedAt[i]! - g.thinkMs);
  const slice = (from: number, to: number) => gaps.slice(from, to);
  const p99 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.99)]!;
  const slowest = games.reduce((mx, g) => g.moves.reduce((m2, m) => Math.max(m2, m.timeMs), mx), 0);
  const losses = games.filter((g) => g.reason === 'time-loss').length;
  const tenth = Math.max(1, Math.floor(gaps.length / 10));
  console.log(
    `long run: ${games.length} games of ${games[0]!.moves.length} moves between instant fake engines, 100 ms byoyomi, concurrency 1: ${(wall / 1000).toFixed(1)} s wall`,
  );
  console.log(
    `  runner overhead per game (wall − thinking): mean ${mean(gaps).toFixed(2)} ms, median ${median(gaps).toFixed(2)} ms, p99 ${p99(gaps).toFixed(2)} ms, max ${gaps.reduce((a, b) => Math.max(a, b), 0).toFixed(1)} ms`,
  );
  console.log(
    `    first tenth of the run: mean ${mean(slice(0, tenth)).toFixed(2)} ms; last tenth: mean ${mean(gaps.slice(-tenth)).toFixed(2)} ms`,
  );
  console.log(
    `  slowest move (go → bestmove, includes any event-loop stall): ${slowest} ms; time losses: ${losses}`,
  );
  for (const g of games.filter((x) => x.reason === 'time-loss'))
    console.log(`    time loss in game ${g.index + 1}: ${g.detail}`);
  console.log(
    `  runner event-loop delay: p99 ${(loop.percentile(99) / 1e6).toFixed(1)} ms, max ${(loop.max / 1e6).toFixed(1)} ms (a time loss beyond this is the engines waiting for a CPU)`,
  );
  console.log(`  runner CPU time per game: ${(cpuMs / games.length).toFixed(2)} ms`);
}

async function main(): Promise<void> {
  const fake = process.argv.indexOf('--fake');
  if (fake >= 0) {
    await longRun(Number(process.argv[fake + 1] ?? 10_000));
    return;
  }
  await longRun(10_000);
  if (!existsSync(FSF)) {
    console.log(`bench:tournament needs ${FSF}; skipped`);
    return;
  }
  const n = Number(process.argv[2] ?? 8);
  await overhead(Math.max(4, n));
  await throughput(n);
}

void main();
