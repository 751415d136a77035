/**
 * Runs the search in a worker thread so the USI front-end keeps reading `stop`/`ponderhit`
 * while the search (synchronous JS) is busy.
 */
import { Worker } from 'node:worker_threads';
import { SIGNAL_WORDS } from './rootsearch.ts';
import type { SearchBackend } from './usi.ts';
import type { WorkerReply, WorkerRequest } from './worker-messages.ts';

/** Starts the worker; replies go to `onReply`, a crash to `onError`. */
export function startWorkerBackend(
  onReply: (msg: WorkerReply) => void,
  onError: (err: Error) => void,
): SearchBackend {
  const signals = new Int32Array(new SharedArrayBuffer(4 * SIGNAL_WORDS));
  const worker = createSearchWorker({ signals: signals.buffer });
  worker.on('message', onReply);
  worker.on('error', onError);
  return {
    signals,
    post: (req: WorkerRequest) => worker.postMessage(req),
    terminate: () => void worker.terminate(),
  };
}

/**
 * Bundled builds load the .js worker next to this file. Source runs (tsx) cannot: Node 20 does
 * not apply `--import tsx` to a worker's entry module, so a one-line bootstrap registers tsx
 * inside the worker and then imports the .ts entry.
 */
function createSearchWorker(workerData: unknown): Worker {
  if (globalThis.BANMEN_BUNDLED || !import.meta.url.endsWith('.ts'))
    return new Worker(new URL('./search-worker.js', import.meta.url), { workerData });
  const entry = JSON.stringify(new URL('./search-worker.ts', import.meta.url).href);
  const tsxApi = JSON.stringify(import.meta.resolve('tsx/esm/api'));
  const code = `import(${tsxApi}).then((api) => { api.register(); return import(${entry}); })`;
  return new Worker(code, { eval: true, workerData });
}
