/**
 * Runs gensfen on worker threads and appends their records to one file. Each worker has a fixed
 * quota and its own seed, and the parent writes games in a fixed round-robin order (worker 0's
 * first game, worker 1's first game, …), so the same seed and worker count give the same file.
 */
import { closeSync, openSync, writeSync } from 'node:fs';
import type { Worker } from 'node:worker_threads';
import { createClassicalEvaluator } from '../../engine/eval/classical/evaluator.ts';
import { defaultClassicalWeights } from '../../engine/eval/classical/default-weights.ts';
import type { Evaluator } from '../../engine/eval/evaluator.ts';
import { createEvaluator } from '../../engine/eval/factory.ts';
import type { Termination } from '../../tournament/referee.ts';
import { startTuneWorker } from '../worker-boot.ts';
import type { GensfenOpening, GensfenOptions } from './gensfen.ts';

/** What a worker is told at start. */
export interface GensfenWorkerInit {
  index: number;
  workers: number;
  seed: number;
  quota: number;
  options: GensfenOptions;
  openings: GensfenOpening[];
  /** Net to label with; '' for the classical evaluation. */
  evalFile: string;
}

/** What a worker posts: a finished game's records, then `done`. */
export type GensfenWorkerMessage =
  | {
      kind: 'game';
      bytes: Uint8Array;
      count: number;
      plies: number;
      end: Termination;
      nodes: number;
    }
  | { kind: 'done' };

/** Progress of a run, reported after each game written. */
export interface GensfenProgress {
  written: number;
  target: number;
  games: number;
  plies: number;
  nodes: number;
  elapsedMs: number;
  /** CPU time of the process (all threads) since the run started: the rate a quiet machine would give. */
  cpuMs: number;
  /** Game ends by reason. */
  ends: Partial<Record<Termination, number>>;
}

/** A run: where, how many, and how. */
export interface GensfenRun {
  out: string;
  /** Records to add to the file. */
  positions: number;
  workers: number;
  seed: number;
  options: GensfenOptions;
  openings: GensfenOpening[];
  evalFile: string;
  onProgress?: (p: GensfenProgress) => void;
  /**
   * Ends the run early when aborted: the games already written stay (each is written whole), the
   * workers' unfinished games are dropped. The app's net training uses it for its time budget.
   */
  signal?: AbortSignal;
}

/**
 * The labelling evaluator: the net `evalFile` names (it must load), or the classical evaluation
 * with the shipped weights for ''.
 */
export function gensfenEvaluator(
  evalFile: string,
): { ok: true; evaluator: Evaluator; message: string } | { ok: false; message: string } {
  if (evalFile === '')
    return {
      ok: true,
      evaluator: createClassicalEvaluator(defaultClassicalWeights()),
      message: 'classical evaluation',
    };
  const made = createEvaluator({ evalFile, backend: 'auto', variant: 'shogi' });
  // Why check the name: the factory keeps the classical evaluation when a net fails to load.
  if (!made.evaluator.name.startsWith('nnue'))
    return { ok: false, message: made.messages.join('; ') };
  return { ok: true, evaluator: made.evaluator, message: made.messages.join('; ') };
}

/** A worker's seed: one stream per (run seed, worker, records already in the file). */
export function workerSeed(seed: number, index: number, existing: number): number {
  let h = Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(index + 1, 0xc2b2ae35);
  h =
    Math.imul(h ^ (h >>> 15), 0x27d4eb2f) ^
    Math.imul(existing | 0, 0x165667b1) ^
    Math.floor(existing / 2 ** 32);
  return (h ^ (h >>> 13)) >>> 0;
}

/**
 * Runs the workers to completion (or until `run.signal` aborts), appending to `run.out`. Resolves
 * to the final progress.
 */
export async function runGensfen(run: GensfenRun, existing: number): Promise<GensfenProgress> {
  const start = performance.now();
  const cpu0 = process.cpuUsage();
  const cpuMs = (): number => {
    const c = process.cpuUsage(cpu0);
    return (c.user + c.system) / 1000;
  };
  const p: GensfenProgress = {
    written: 0,
    target: run.positions,
    games: 0,
    plies: 0,
    nodes: 0,
    elapsedMs: 0,
    cpuMs: 0,
    ends: {},
  };
  const fd = openSync(run.out, 'a');
  const queues: GensfenWorkerMessage[][] = [];
  const workers: Worker[] = [];
  try {
    await new Promise<void>((resolve, reject) => {
      let turn = 0; // whose game is written next
      let ended = false;
      const finished = new Array<boolean>(run.workers).fill(false);
      // Why a flag: a game posted after the end must not be written to the closed file.
      const end = (): void => {
        ended = true;
        resolve();
      };
      if (run.signal?.aborted) return end();
      run.signal?.addEventListener('abort', end, { once: true });
      // Writes every game that is next in round-robin order and has arrived.
      const drain = (): void => {
        for (;;) {
          if (ended) return;
          if (finished.every(Boolean)) return end();
          // Why skip finished workers: their turn would wait forever.
          if (finished[turn]) {
            turn = (turn + 1) % run.workers;
            continue;
          }
          const msg = queues[turn]!.shift();
          if (!msg) return;
          if (msg.kind === 'done') {
            finished[turn] = true;
            continue;
          }
          writeSync(fd, msg.bytes);
          p.written += msg.count;
          p.games++;
          p.plies += msg.plies;
          p.nodes += msg.nodes;
          p.ends[msg.end] = (p.ends[msg.end] ?? 0) + 1;
          p.elapsedMs = performance.now() - start;
          p.cpuMs = cpuMs();
          run.onProgress?.(p);
          turn = (turn + 1) % run.workers;
        }
      };
      for (let w = 0; w < run.workers; w++) {
        const quota =
          Math.floor(run.positions / run.workers) + (w < run.positions % run.workers ? 1 : 0);
        const init: GensfenWorkerInit = {
          index: w,
          workers: run.workers,
          seed: workerSeed(run.seed, w, existing),
          quota,
          options: run.options,
          openings: run.openings,
          evalFile: run.evalFile,
        };
        queues.push([]);
        const worker = startTuneWorker('nnue-data/gensfen-worker', init);
        worker.on('message', (m: GensfenWorkerMessage) => {
          queues[w]!.push(m);
          drain();
        });
        worker.on('error', (e) => {
          ended = true;
          reject(e);
        });
        workers.push(worker);
      }
    });
  } finally {
    closeSync(fd);
    await Promise.all(workers.map((w) => w.terminate()));
  }
  p.elapsedMs = performance.now() - start;
  p.cpuMs = cpuMs();
  return p;
}
