/**
 * Worker thread body for WorkerMatchCounter: per generation, takes chunks of positions from the
 * shared counter until none are left and returns its per-organism match counts.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { countMatches } from './fitness.ts';
import type { WorkerInit } from './fitness-pool.ts';

const { set, order, next, chunk } = workerData as WorkerInit;
const scratch = { order };

parentPort!.on('message', (msg: { weights: Int32Array; organisms: number }) => {
  const counts = new Int32Array(msg.organisms);
  for (;;) {
    const from = Atomics.add(next, 0, chunk);
    if (from >= set.positions) break;
    countMatches(
      set,
      scratch,
      msg.weights,
      msg.organisms,
      from,
      Math.min(set.positions, from + chunk),
      counts,
    );
  }
  parentPort!.postMessage(counts);
});
