/**
 * Tournament benchmark (not a test): `npm run -s bench:tournament [-- <games>]`.
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
import { validateConfig, type TournamentConfig } from './config.ts';
import { Tournament, type GameFinishedEvent } from './tournament.ts';

const FSF = '/usr/games/fairy-stockfish';
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
  if (!r.ok) throw new Error(`${r.error.field}: ${r.error.message}`);
  return r.config;
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

async function main(): Promise<void> {
  if (!existsSync(FSF)) {
    console.log(`bench:tournament needs ${FSF}; skipped`);
    return;
  }
  const n = Number(process.argv[2] ?? 8);
  await overhead(Math.max(4, n));
  await throughput(n);
}

void main();
