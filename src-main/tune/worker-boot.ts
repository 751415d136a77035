/**
 * Starts the tuner's worker threads. Source runs (tsx) boot a sibling .ts module after
 * registering the TypeScript loader, since Node's workers do not inherit `--import tsx`; bundled
 * builds (electron-vite, see electron.vite.config.ts) load the .js entry built beside this code.
 */
import { Worker } from 'node:worker_threads';

/** The tuner's worker modules (each is also a bundle entry of the app's main build). */
export type TuneWorkerName =
  'ga/cache-worker' | 'ga/fitness-worker' | 'nnue-data/gensfen-worker' | 'nnue-train/train-worker';

/** A worker running the named tuner module with `workerData`. */
export function startTuneWorker(name: TuneWorkerName, workerData: unknown): Worker {
  if (globalThis.BANMEN_BUNDLED || !import.meta.url.endsWith('.ts'))
    return new Worker(new URL(`./${name}.js`, import.meta.url), { workerData });
  const url = new URL(`./${name}.ts`, import.meta.url);
  const boot = `import('tsx/esm/api').then((m) => { m.register(); return import(${JSON.stringify(url.href)}); })`;
  return new Worker(boot, { eval: true, workerData });
}
