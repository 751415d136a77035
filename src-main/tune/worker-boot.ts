/**
 * Starts a worker thread on a TypeScript module: the worker registers the TypeScript loader
 * (tsx) before importing its body, since Node's workers do not inherit `--import tsx`.
 */
import { Worker } from 'node:worker_threads';

/** A worker running the module at `url` (a sibling .ts file) with `workerData`. */
export function startTsWorker(url: URL, workerData: unknown): Worker {
  const boot = `import('tsx/esm/api').then((m) => { m.register(); return import(${JSON.stringify(url.href)}); })`;
  return new Worker(boot, { eval: true, workerData });
}
