/**
 * Worker thread body of an NNUE training run: the native trainer's epochs are synchronous, so the
 * app runs them here and its own thread stays free. It posts progress, each epoch's summary, the
 * log lines, and the result.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { loadTrainAddon } from './train-addon.ts';
import { runTraining, type TrainRunOptions } from './train-nnue.ts';
import type { TrainWorkerMessage } from './train-thread.ts';

const post = (m: TrainWorkerMessage): void => parentPort!.postMessage(m);
const options = workerData as TrainRunOptions;
const addon = loadTrainAddon();
if (!addon.ok)
  post({
    kind: 'result',
    result: { ok: false, error: { code: 'TRAIN_ADDON', message: addon.reason } },
  });
else {
  const result = runTraining(
    addon.addon,
    {
      ...options,
      onEpoch: (summary) => post({ kind: 'epoch', summary }),
      onProgress: (progress) => post({ kind: 'progress', progress }),
    },
    (line) => post({ kind: 'log', line }),
    () => {},
  );
  post({ kind: 'result', result });
}
