/**
 * Lazy SMP benchmarks (not tests), through fresh engine processes over USI as a GUI drives them:
 * - nps: nodes per second of every thread together, `go movetime` on the first bench positions;
 * - depth: wall time from `go depth D` to `bestmove` on the bench positions, per thread count;
 * - stop: time from `stop` to `bestmove` during a `go infinite` (every thread has answered the
 *   main thread by then);
 * - memory: the engine process's resident memory after `isready`, per thread count.
 * BANMEN_MAX_THREADS is raised for the children, so more threads than cores can be measured.
 *
 *   npm run -s bench:smp -- [--parts nps,depth,stop,memory] [--threads 1,2,4] [--depth 14] [--cap-s 120]
 *     [--positions 20] [--nps-ms 5000] [--nps-positions 4] [--stop-trials 5] [--hash 256]
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { BENCH_POSITIONS, type BenchPosition } from '../../src-main/engine/benchpositions.ts';
import { median } from '../../src-main/bench-stats.ts';
import { flagValue } from './args.ts';

const ENGINE_MAIN = fileURLToPath(new URL('../../src-main/engine/main.ts', import.meta.url));

const m = (s: string): string[] => s.split(' ');
/**
 * Six middlegames of the lishogi record set (game and ply named), after the 14 standard bench
 * positions, so that the depth benchmark has 20 fixed positions.
 */
const EXTRA_POSITIONS: readonly BenchPosition[] = [
  {
    name: 'lishogi game 38 ply 20',
    variant: 'shogi',
    sfen: 'startpos',
    moves: m(
      '1g1f 3c3d 2g2f 8c8d 1f1e 8d8e 6i7h 9c9d 2f2e 8e8f 8g8f 4a3b 2e2d 2c2d 1e1d 1c1d 3g3f 2b1c 7g7f 3a4b',
    ),
  },
  {
    name: 'lishogi game 102 ply 20',
    variant: 'shogi',
    sfen: 'startpos',
    moves: m(
      '2g2f 7c7d 2f2e 8a7c 6i7h 7c6e 3i4h 3c3d 2e2d 2c2d 2h2d 2b3c 2d2a+ 3a3b 2a2e 8b4b 4i3h 4c4d 2e6e 6c6d',
    ),
  },
  {
    name: 'lishogi game 174 ply 60',
    variant: 'shogi',
    sfen: 'startpos',
    moves: m(
      '4g4f 5c5d 5g5f 4c4d 7g7f 7a6b 8h4d 3c3d 4d2b+ 3a2b 2h5h 2b3c 3i2h 3c4d 2g2f 5d5e 5f5e 4d5e 5h5f 5e5f 4i5h 6c6d 2f2e 6d6e 7i6h 6a5b 2h2g 6b5c 5h5g 5b6b 5g5f 5c5d 5f6e 7c7d 6e5d 6b5c 5d5c 8a7c 6h5g 7c6e 6g6f 6e5g+ 1i1h 8b6b 2g3h 4a5b 6i6h 5b5c 3h2g 5g6h 5i6h 6b6f 6h5i 6f7f 5i4i 7f6f 4i3i 6f4f 3g3f 7d7e',
    ),
  },
  {
    name: 'lishogi game 174 ply 80',
    variant: 'shogi',
    sfen: 'startpos',
    moves: m(
      '4g4f 5c5d 5g5f 4c4d 7g7f 7a6b 8h4d 3c3d 4d2b+ 3a2b 2h5h 2b3c 3i2h 3c4d 2g2f 5d5e 5f5e 4d5e 5h5f 5e5f 4i5h 6c6d 2f2e 6d6e 7i6h 6a5b 2h2g 6b5c 5h5g 5b6b 5g5f 5c5d 5f6e 7c7d 6e5d 6b5c 5d5c 8a7c 6h5g 7c6e 6g6f 6e5g+ 1i1h 8b6b 2g3h 4a5b 6i6h 5b5c 3h2g 5g6h 5i6h 6b6f 6h5i 6f7f 5i4i 7f6f 4i3i 6f4f 3g3f 7d7e 2i3g 4f5f 8g8f 7e7f 8f8e 7f7g 8i7g 9c9d 9g9f 2a3c 9f9e 3c2e 3g2e 5c4d 9e9d 5f5i+ 3i3h 5i9i 2e1c+ 1a1c',
    ),
  },
  {
    name: 'lishogi game 252 ply 40',
    variant: 'shogi',
    sfen: 'startpos',
    moves: m(
      '7g7f 3c3d 2g2f 4c4d 5i6h 8b3b 9g9f 5a6b 2f2e 2b3c 9f9e 3a4b 3i4h 4d4e 8h3c+ 4b3c B*4c 6c6d 4c3b+ 4a3b 7i8h 7a7b 6h7h 3b4c 8h7g 3c4b 2e2d 2c2d 2h2d 2a3c 2d2b+ P*2h 2b1a 6a5b P*2d 3d3e L*6f 5b6c 2d2c+ 2h2i+',
    ),
  },
  {
    name: 'lishogi game 418 ply 40',
    variant: 'shogi',
    sfen: 'startpos',
    moves: m(
      '1g1f 1c1d 1f1e 1d1e 1i1e 1a1e 2g2f 1e1i+ 2h2g 1i2i 2g2i 2c2d L*1i P*1c 9g9f 9c9d 9i9g N*8e 8g8f 8e9g+ 8h9g 8c8d 2f2e 2d2e 2i2e 9d9e 2e9e P*9d 9e9d 9a9d 9f9e 9d9e 9g8h 8d8e 8i9g 8e8f 7i7h 8f8g+ 7h8g 8b8g+',
    ),
  },
];

/** One engine process with `threads` threads, driven line by line. */
class Engine {
  private readonly child: ChildProcess;
  private waiting: { prefix: string; resolve: (line: string) => void } | null = null;
  /** The last `info … nps` line. */
  lastInfo = '';

  constructor(maxThreads: number) {
    this.child = spawn(process.execPath, ['--import', 'tsx', ENGINE_MAIN], {
      stdio: ['pipe', 'pipe', 'inherit'],
      env: { ...process.env, BANMEN_MAX_THREADS: String(maxThreads) },
    });
    createInterface({ input: this.child.stdout! }).on('line', (line) => {
      if (line.startsWith('info depth') && line.includes(' nps ')) this.lastInfo = line;
      if (this.waiting && line.startsWith(this.waiting.prefix)) {
        const w = this.waiting;
        this.waiting = null;
        w.resolve(line);
      }
    });
  }

  /** Handshake with `threads`, hash `hash` MB and no book. */
  static async open(threads: number, hash: number, maxThreads: number): Promise<Engine> {
    const e = new Engine(maxThreads);
    await e.ask('usi', 'usiok');
    await e.ask(`setoption name Threads value ${threads}`);
    await e.ask(`setoption name USI_Hash value ${hash}`);
    await e.ask('setoption name BookMoves value 0');
    await e.ask('isready', 'readyok');
    return e;
  }

  /** Sends a line and, with `prefix`, waits for the first answer that starts with it. */
  ask(line: string, prefix?: string): Promise<string> {
    const p = prefix
      ? new Promise<string>((resolve) => (this.waiting = { prefix, resolve }))
      : Promise.resolve('');
    this.child.stdin!.write(line + '\n');
    return p;
  }

  async setPosition(p: BenchPosition): Promise<void> {
    await this.ask('usinewgame');
    const start = p.sfen === 'startpos' ? 'startpos' : `sfen ${p.sfen}`;
    await this.ask(`position ${start}${p.moves.length ? ' moves ' + p.moves.join(' ') : ''}`);
  }

  /**
   * CPU seconds the process has used, every thread together (Linux /proc; NaN elsewhere). Why:
   * on a shared machine the scheduler may give the process the same CPU whatever its thread
   * count (Linux autogroups share one slice per session), so nps alone can hide or fake scaling.
   */
  cpuSeconds(): number {
    try {
      const f = readFileSync(`/proc/${this.child.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      return (Number(f[11]) + Number(f[12])) / 100;
    } catch {
      return NaN;
    }
  }

  /** Resident memory of the process in MB (Linux /proc; NaN elsewhere). */
  rssMb(): number {
    try {
      const status = readFileSync(`/proc/${this.child.pid}/status`, 'utf8');
      return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024;
    } catch {
      return NaN;
    }
  }

  quit(): void {
    this.child.stdin!.write('quit\n');
  }
}

/** A field of an info line. */
const field = (line: string, name: string): number =>
  Number(new RegExp(` ${name} (\\d+)`).exec(line)?.[1] ?? NaN);

async function nps(threads: number[], ms: number, positions: BenchPosition[], hash: number) {
  for (const t of threads) {
    const e = await Engine.open(t, hash, Math.max(...threads));
    let nodes = 0;
    let time = 0;
    let cpu = 0;
    for (const p of positions) {
      await e.setPosition(p);
      const cpu0 = e.cpuSeconds();
      await e.ask(`go movetime ${ms}`, 'bestmove');
      cpu += e.cpuSeconds() - cpu0;
      nodes += field(e.lastInfo, 'nodes');
      time += field(e.lastInfo, 'time');
    }
    e.quit();
    console.log(
      `nps Threads ${t}: ${Math.round((nodes * 1000) / time)} (${nodes} nodes in ${time} ms, ${positions.length} positions × go movetime ${ms}); ${Math.round(nodes / cpu)} nodes per CPU second (${cpu.toFixed(1)} CPU s)`,
    );
  }
}

async function depth(
  threads: number[],
  d: number,
  positions: BenchPosition[],
  hash: number,
  capMs: number,
) {
  for (const t of threads) {
    const e = await Engine.open(t, hash, Math.max(...threads));
    const times: number[] = [];
    let capped = 0;
    const cpu0 = e.cpuSeconds();
    for (const p of positions) {
      await e.setPosition(p);
      const t0 = performance.now();
      // Why a cap: a few positions explode (mating nets, drop checks); a stopped search counts
      // as the cap, a lower bound, so the median stays exact while fewer than half are capped.
      const timer = setTimeout(() => void e.ask('stop'), capMs);
      await e.ask(`go depth ${d}`, 'bestmove');
      clearTimeout(timer);
      const ms = performance.now() - t0;
      const hit = ms >= capMs;
      if (hit) capped++;
      times.push(Math.min(ms, capMs));
      const reached = / depth (\d+)/.exec(e.lastInfo)?.[1] ?? '?';
      // Why a line per position: a run cut short still says something.
      console.log(
        `  Threads ${t} ${p.name}: ${hit ? `≥ ${(capMs / 1000).toFixed(0)} s (stopped at depth ${reached})` : `${(ms / 1000).toFixed(2)} s`}`,
      );
    }
    const cpu = e.cpuSeconds() - cpu0;
    e.quit();
    const total = times.reduce((a, b) => a + b, 0);
    console.log(
      `depth ${d} Threads ${t}: median ${(median(times) / 1000).toFixed(2)} s, total ${capped ? '≥ ' : ''}${(total / 1000).toFixed(1)} s over ${positions.length} positions (${capped} stopped at the ${(capMs / 1000).toFixed(0)} s cap); ${cpu.toFixed(1)} CPU s`,
    );
  }
}

async function stop(threads: number, trials: number, hash: number) {
  const e = await Engine.open(threads, hash, threads);
  const latencies: number[] = [];
  for (let i = 0; i < trials; i++) {
    await e.setPosition(BENCH_POSITIONS[i % BENCH_POSITIONS.length]!);
    await e.ask('go infinite');
    await new Promise((r) => setTimeout(r, 1000));
    const t0 = performance.now();
    await e.ask('stop', 'bestmove');
    latencies.push(performance.now() - t0);
  }
  e.quit();
  console.log(
    `stop Threads ${threads}: median ${median(latencies).toFixed(1)} ms, max ${Math.max(...latencies).toFixed(1)} ms over ${trials} stops (go infinite, stop after 1 s)`,
  );
}

async function memory(threads: number[], hash: number) {
  const rss: number[] = [];
  for (const t of threads) {
    const e = await Engine.open(t, hash, Math.max(...threads));
    await new Promise((r) => setTimeout(r, 500));
    rss.push(e.rssMb());
    e.quit();
  }
  threads.forEach((t, i) => {
    const per =
      i === 0 ? '' : `, +${((rss[i]! - rss[0]!) / (t - threads[0]!)).toFixed(0)} MB per thread`;
    console.log(`memory Threads ${t}: ${rss[i]!.toFixed(0)} MB resident after isready${per}`);
  });
}

async function main(): Promise<void> {
  const parts = flagValue('parts', 'nps,depth,stop,memory').split(',');
  const threads = flagValue('threads', '1,2,4').split(',').map(Number);
  const hash = Number(flagValue('hash', '256'));
  const shogi = [...BENCH_POSITIONS.filter((p) => p.variant === 'shogi'), ...EXTRA_POSITIONS];
  const positions = shogi.slice(0, Number(flagValue('positions', '20')));
  console.log(`hash ${hash} MB; ${positions.length} shogi bench positions; threads ${threads}`);
  if (parts.includes('memory')) await memory(threads, hash);
  if (parts.includes('nps'))
    await nps(
      threads.filter((t) => t <= 2),
      Number(flagValue('nps-ms', '5000')),
      shogi.slice(0, Number(flagValue('nps-positions', '4'))),
      hash,
    );
  if (parts.includes('stop'))
    await stop(Math.max(...threads), Number(flagValue('stop-trials', '5')), hash);
  if (parts.includes('depth'))
    await depth(
      threads,
      Number(flagValue('depth', '14')),
      positions,
      hash,
      Number(flagValue('cap-s', '120')) * 1000,
    );
}

await main();
