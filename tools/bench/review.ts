/**
 * `npm run -s bench:review [-- --movetime ms | --nodes N] [--moves N] [--file path] [--verify F]`
 * Times a review of a real 120-move game at 500 ms per move (or `--nodes N` per position, as the
 * app's default, REVIEW_DEFAULT_NODES; `--verify F` sets the verification factor, default the review's)
 * with the built-in engine and prints the app overhead on top of the engine time: total − moves
 * × movetime. A review of N moves searches N + 1 positions (the one after the last move too), so
 * the figure also shows the time outside the engine searches. It also prints the CPU time the
 * engine process used (why: on a loaded machine the wall time says more about the load than
 * about the review; the engine's CPU time is what an idle machine would wait). A benchmark, not
 * a test.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import { readRecordFile } from '../../src-main/records/service.ts';
import { defaultThresholds } from '../../src-main/shared/study/win-rate.ts';
import type { ReviewLimit } from '../../src-main/shared/study/review-types.ts';
import { BUILTIN_SPEC } from '../../src-main/analysis/engine-process.ts';
import { reviewGame } from '../../src-main/analysis/game-review.ts';
import {
  UsiPositionAnalyser,
  type PositionAnalyser,
} from '../../src-main/analysis/position-analyser.ts';
import { flagValue } from './args.ts';

const DEFAULT_FILE = resolve(
  fileURLToPath(new URL('../../', import.meta.url)),
  '../shared/data/kifu_wild/json-kifu-format_tests/csa/2005_GPS_K-SHOGI.csa',
);

/** Wraps an analyser to time each search (wall time from `go` to the answer). */
function timed(inner: PositionAnalyser, times: number[]): PositionAnalyser {
  return {
    name: inner.name,
    close: () => inner.close(),
    async evaluate(
      sfen: string,
      moves: readonly string[],
      limit: ReviewLimit,
      signal?: AbortSignal,
    ) {
      const t0 = performance.now();
      const r = await inner.evaluate(sfen, moves, limit, signal);
      times.push(performance.now() - t0);
      return r;
    },
  };
}

/** CPU seconds (user + system) used so far by this process's child processes (the engine). */
function childCpuSeconds(): number {
  const out = execFileSync('ps', ['-o', 'pid=', '--ppid', String(process.pid)], {
    encoding: 'utf8',
  });
  let ticks = 0;
  for (const pid of out.split(/\s+/).filter(Boolean)) {
    try {
      const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      ticks += Number(f[11]) + Number(f[12]); // utime, stime (fields 14 and 15)
    } catch {
      // the process ended
    }
  }
  return ticks / 100; // USER_HZ
}

async function main(): Promise<number> {
  const movetime = Number(flagValue('--movetime', '500'));
  const moves = Number(flagValue('--moves', '120'));
  const file = flagValue('--file', DEFAULT_FILE);
  if (!existsSync(file)) {
    console.error(`bench:review: ${file} is missing (give --file <record with ≥ ${moves} moves>)`);
    return 2;
  }
  const read = await readRecordFile(file);
  if (!read.ok) {
    console.error(`bench:review: ${read.error.message}`);
    return 2;
  }
  // Why 300 s: on a loaded machine the engine's start (tsx compiling it) misses the usual 10 s.
  const opened = await UsiPositionAnalyser.open(BUILTIN_SPEC, undefined, 300_000);
  if (!opened.ok) {
    console.error(`bench:review: ${opened.error.message}`);
    return 2;
  }
  const times: number[] = [];
  const analyser = timed(opened.value, times);
  const nodes = Number(flagValue('--nodes', '0'));
  const verify = Number(flagValue('--verify', '0'));
  const limit: ReviewLimit = nodes > 0 ? { nodes } : { movetimeMs: movetime };
  const cpu0 = childCpuSeconds();
  const ownCpu0 = process.cpuUsage();
  const t0 = performance.now();
  const outcome = await reviewGame(
    read.records[0]!,
    analyser,
    {
      limit,
      thresholds: defaultThresholds(),
      toPly: moves,
      ...(verify > 0 ? { verifyFactor: verify } : {}),
    },
    { restart: true },
  );
  const total = performance.now() - t0;
  const cpu = childCpuSeconds() - cpu0;
  await analyser.close();
  const n = outcome.moves.length;
  const searchSum = times.reduce((s, x) => s + x, 0);
  const median = [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)] ?? 0;
  const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  const at = nodes > 0 ? `${nodes} nodes` : `movetime ${movetime} ms`;
  const labelled = outcome.moves.filter((m) => m.label).length;
  const why = outcome.moves.filter((m) => m.why).length;
  console.log(
    `review bench: ${n} moves (${times.length} positions searched) at ${at}, engine ${outcome.summary.engine}; ${labelled} labelled, ${why} with a sentence`,
  );
  const own = process.cpuUsage(ownCpu0);
  const ownS = (own.user + own.system) / 1e6;
  console.log(
    `engine CPU ${cpu.toFixed(1)} s + this process (why-sentences, mate solves) ${ownS.toFixed(1)} s = ${(cpu + ownS).toFixed(1)} s of CPU; wall ${s(total)}`,
  );
  if (nodes === 0)
    console.log(
      `total ${s(total)}; ${n} × ${movetime} ms = ${s(n * movetime)}; app overhead on top: ${s(total - n * movetime)} (${((total - n * movetime) / Math.max(1, n)).toFixed(0)} ms per move)`,
    );
  console.log(
    `engine searches: ${times.length}, wall sum ${s(searchSum)}, median ${median.toFixed(0)} ms; time outside the searches: ${s(total - searchSum)}`,
  );
  return outcome.error ? 1 : 0;
}

void main().then((code) => process.exit(code));
