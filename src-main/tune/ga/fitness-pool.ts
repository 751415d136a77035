/**
 * Match counting for a whole population, either in this thread or spread over worker threads.
 * Workers share the MatchSet (SharedArrayBuffers, no copy) and pull chunks of positions from a
 * shared counter, so a slow chunk on one core does not leave the other idle.
 */
import type { Worker } from 'node:worker_threads';
import { startTuneWorker } from '../worker-boot.ts';
import { countMatches, createScratch, type MatchScratch } from './fitness.ts';
import type { MatchSet } from './match-set.ts';

/** Counts, for each organism, the positions it matches. */
export interface MatchCounter {
  /** `weights` holds `organisms` weight vectors back to back; resolves to one count per organism. */
  count(weights: Int32Array, organisms: number): Promise<Int32Array>;
  /** Stops the workers (if any). */
  close(): Promise<void>;
}

/** Single-threaded counter (tests, tiny sets). */
export class LocalMatchCounter implements MatchCounter {
  private readonly scratch: MatchScratch;
  constructor(private readonly set: MatchSet) {
    this.scratch = createScratch(set);
  }
  async count(weights: Int32Array, organisms: number): Promise<Int32Array> {
    const counts = new Int32Array(organisms);
    countMatches(this.set, this.scratch, weights, organisms, 0, this.set.positions, counts);
    return counts;
  }
  async close(): Promise<void> {}
}

/** Message a worker receives once at start. */
export interface WorkerInit {
  set: MatchSet;
  order: Int32Array;
  next: Int32Array;
  chunk: number;
}

/** Counter over `threads` worker threads. */
export class WorkerMatchCounter implements MatchCounter {
  private readonly workers: Worker[] = [];
  private readonly next = new Int32Array(new SharedArrayBuffer(4));

  constructor(set: MatchSet, threads: number) {
    const order = new Int32Array(
      new SharedArrayBuffer(4 * Math.max(1, set.childStart[set.positions]!)),
    );
    order.set(createScratch(set).order);
    const chunk = Math.max(8, Math.ceil(set.positions / (threads * 16)));
    const init: WorkerInit = { set, order, next: this.next, chunk };
    for (let t = 0; t < threads; t++) this.workers.push(startTuneWorker('ga/fitness-worker', init));
  }

  async count(weights: Int32Array, organisms: number): Promise<Int32Array> {
    Atomics.store(this.next, 0, 0);
    const shared = new Int32Array(new SharedArrayBuffer(weights.length * 4));
    shared.set(weights);
    const parts = await Promise.all(
      this.workers.map(
        (w) =>
          new Promise<Int32Array>((resolve, reject) => {
            const onError = (e: Error): void => reject(e);
            w.once('error', onError);
            w.once('message', (m: Int32Array) => {
              w.off('error', onError);
              resolve(m);
            });
            w.postMessage({ weights: shared, organisms });
          }),
      ),
    );
    const counts = new Int32Array(organisms);
    for (const part of parts) for (let o = 0; o < organisms; o++) counts[o] = counts[o]! + part[o]!;
    return counts;
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.terminate()));
  }
}

/** The best counter for the machine: workers when there is more than one thread to use. */
export function createMatchCounter(set: MatchSet, threads: number): MatchCounter {
  return threads > 1 ? new WorkerMatchCounter(set, threads) : new LocalMatchCounter(set);
}
