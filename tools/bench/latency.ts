/**
 * Measures the engine's real time overhead over USI: the wall time from writing `go` to reading
 * `bestmove`, less the byoyomi, for fresh engine processes playing short self-play games (so the
 * first moves of a process, where a cold JIT and table clearing cost most, are included).
 * Optional busy-loop children load the machine. The overshoot it reports sets NetworkDelay.
 *
 *   npm run -s bench:latency -- [--byoyomi 100,300] [--games 4] [--moves 30] [--load 0,4] [--delay 0]
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { flagValue } from './args.ts';

const ENGINE_MAIN = fileURLToPath(new URL('../../src-main/engine/main.ts', import.meta.url));

/** One engine process driven line by line. */
class Driver {
  private readonly child: ChildProcess;
  private waiting: { prefix: string; resolve: (line: string) => void } | null = null;

  constructor() {
    this.child = spawn(process.execPath, ['--import', 'tsx', ENGINE_MAIN], {
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    createInterface({ input: this.child.stdout! }).on('line', (line) => {
      if (this.waiting && line.startsWith(this.waiting.prefix)) {
        const w = this.waiting;
        this.waiting = null;
        w.resolve(line);
      }
    });
  }

  /** Sends a line and, with `prefix`, waits for the first answer that starts with it. */
  ask(line: string, prefix?: string): Promise<string> {
    const p = prefix
      ? new Promise<string>((resolve) => (this.waiting = { prefix, resolve }))
      : Promise.resolve('');
    this.child.stdin!.write(line + '\n');
    return p;
  }

  quit(): void {
    this.child.stdin!.write('quit\n');
  }
}

/** Overshoots (ms beyond the byoyomi) of every move, and of each game's first two moves. */
interface Sample {
  all: number[];
  firstTwo: number[];
}

/** Plays `games` short games in fresh processes (both sides one process) and records each move's overshoot. */
async function measure(
  byoyomi: number,
  games: number,
  moves: number,
  delay: number,
): Promise<Sample> {
  const sample: Sample = { all: [], firstTwo: [] };
  for (let g = 0; g < games; g++) {
    const d = new Driver();
    await d.ask('usi', 'usiok');
    await d.ask(`setoption name NetworkDelay value ${delay}`);
    // Why: book moves answer at once and would hide the search's overshoot.
    await d.ask('setoption name BookMoves value 0');
    await d.ask('isready', 'readyok');
    await d.ask('usinewgame');
    const played: string[] = [];
    for (let i = 0; i < moves; i++) {
      await d.ask(`position startpos${played.length ? ' moves ' + played.join(' ') : ''}`);
      const t0 = performance.now();
      const line = await d.ask(`go btime 0 wtime 0 byoyomi ${byoyomi}`, 'bestmove');
      const over = performance.now() - t0 - byoyomi;
      sample.all.push(over);
      if (i < 2) sample.firstTwo.push(over);
      const move = line.split(' ')[1]!;
      if (move === 'resign' || move === 'win') break;
      played.push(move);
    }
    d.quit();
  }
  return sample;
}

/** Starts `n` busy-loop processes (the load); returns a function that ends exactly them. */
function startLoad(n: number): () => void {
  const kids = Array.from({ length: n }, () =>
    spawn(process.execPath, ['-e', 'for(;;){}'], { stdio: 'ignore' }),
  );
  return () => {
    for (const k of kids) k.kill('SIGKILL');
  };
}

function quantile(xs: number[], q: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? NaN;
}

async function main(): Promise<void> {
  const byoyomis = flagValue('byoyomi', '100,300').split(',').map(Number);
  const loads = flagValue('load', '0,4').split(',').map(Number);
  const games = Number(flagValue('games', '4'));
  const moves = Number(flagValue('moves', '30'));
  const delay = Number(flagValue('delay', '0'));
  console.log(
    `NetworkDelay ${delay}; ${games} games × ${moves} moves per condition; overshoot = go→bestmove − byoyomi (ms)`,
  );
  for (const load of loads) {
    const stop = startLoad(load);
    try {
      for (const b of byoyomis) {
        const s = await measure(b, games, moves, delay);
        const f = (xs: number[]) =>
          `median ${quantile(xs, 0.5).toFixed(1)} p95 ${quantile(xs, 0.95).toFixed(1)} max ${Math.max(...xs).toFixed(1)}`;
        console.log(
          `load +${load} byoyomi ${b}: all ${s.all.length} moves ${f(s.all)} | first two moves ${f(s.firstTwo)}`,
        );
      }
    } finally {
      stop();
    }
  }
}

await main();
