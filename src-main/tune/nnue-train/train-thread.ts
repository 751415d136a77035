/**
 * Runs `runTraining` on a worker thread (train-worker.ts) and resolves to its result, passing
 * progress and epoch summaries to the caller as they come. The app's net training uses it so that
 * a training of minutes never blocks the host's event loop.
 */
import { startTuneWorker } from '../worker-boot.ts';
import type { EpochSummary, TrainProgress, TrainRunOptions, TrainRunResult } from './train-nnue.ts';

/** What the worker posts. */
export type TrainWorkerMessage =
  | { kind: 'progress'; progress: TrainProgress }
  | { kind: 'epoch'; summary: EpochSummary }
  | { kind: 'log'; line: string }
  | { kind: 'result'; result: TrainRunResult | AddonMissing };

/** The worker could not load the trainer addon. */
type AddonMissing = { ok: false; error: { code: 'TRAIN_ADDON'; message: string } };

/** A training's result, or that the addon is missing or the thread died. */
export type TrainThreadResult =
  TrainRunResult | AddonMissing | { ok: false; error: { code: 'TRAIN_THREAD'; message: string } };

/** Callbacks of a threaded run (functions cannot cross to the worker, so they stay here). */
export interface TrainThreadHooks {
  onProgress?: (p: TrainProgress) => void;
  onEpoch?: (s: EpochSummary) => void;
  onLog?: (line: string) => void;
  /** Aborting terminates the worker (the app is quitting); the run then fails with TRAIN_THREAD. */
  signal?: AbortSignal;
}

/** Trains on a worker thread; `options` must be plain data (its own hooks are ignored). */
export function trainInWorker(
  options: TrainRunOptions,
  hooks: TrainThreadHooks = {},
): Promise<TrainThreadResult> {
  const data: TrainRunOptions = { ...options, onEpoch: undefined, onProgress: undefined };
  const worker = startTuneWorker('nnue-train/train-worker', data);
  return new Promise<TrainThreadResult>((resolve) => {
    let result: TrainThreadResult | null = null;
    const abort = (): void => void worker.terminate();
    hooks.signal?.addEventListener('abort', abort, { once: true });
    worker.on('message', (m: TrainWorkerMessage) => {
      if (m.kind === 'progress') hooks.onProgress?.(m.progress);
      else if (m.kind === 'epoch') hooks.onEpoch?.(m.summary);
      else if (m.kind === 'log') hooks.onLog?.(m.line);
      else result = m.result;
    });
    worker.on('error', (e) => {
      result ??= { ok: false, error: { code: 'TRAIN_THREAD', message: e.message } };
    });
    // Why on exit: the result message always arrives before the thread ends.
    worker.on('exit', (code) => {
      hooks.signal?.removeEventListener('abort', abort);
      resolve(
        result ?? {
          ok: false,
          error: { code: 'TRAIN_THREAD', message: `the training thread ended (code ${code})` },
        },
      );
    });
  });
}
