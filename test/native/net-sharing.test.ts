/**
 * Lazy SMP helpers share the main thread's native net instead of loading the weights again
 * (addon.cc netId/attachNet): a worker thread attached by id evaluates exactly as the thread that
 * loaded it, and an id that names no net is refused with a TypeError.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Worker } from 'node:worker_threads';
import { loadAddon } from '../../src-main/engine/eval/nnue/addon.ts';
import { loadNnueNet } from '../../src-main/engine/eval/nnue/load.ts';
import { randomNet } from '../../src-main/engine/eval/nnue/random-net.ts';
import { Position } from '../../src-main/shared/rules/position.ts';
import { parseUsiMove } from '../../src-main/shared/rules/sfen.ts';

const addon = loadAddon();
const skip = addon.ok ? false : `native addon unavailable: ${addon.ok ? '' : addon.reason}`;

const LINES = [[], ['7g7f', '3c3d'], ['2g2f', '8c8d', '2f2e', '8d8e', '6i7h', '4a3b']];

test(
  'a worker thread attached to the main thread’s net evaluates identically',
  { skip },
  async () => {
    const loaded = loadNnueNet(randomNet({ seed: 40 }), { backend: 'native' });
    assert.ok(loaded.ok);
    const id = loaded.nnue.sharedId;
    assert.ok(id !== undefined && id > 0, `a native net has a process-wide id (${id})`);
    const evaluator = loaded.nnue.createEvaluator();
    const here = LINES.map((moves) => {
      const pos = Position.startpos();
      for (const u of moves) pos.doMove(parseUsiMove(pos, u));
      evaluator.reset(pos);
      return evaluator.evaluate(pos);
    });
    assert.ok(new Set(here).size > 1, `the positions evaluate differently (${here})`);
    const entry = new URL('../fixtures/nnue/shared-net-worker.ts', import.meta.url).href;
    const tsx = import.meta.resolve('tsx/esm/api');
    const code = `import(${JSON.stringify(tsx)}).then((api) => { api.register(); return import(${JSON.stringify(entry)}); })`;
    const worker = new Worker(code, { eval: true, workerData: { id, lines: LINES } });
    const there = await new Promise<{ values: number[]; reason: string; unknown: string }>(
      (resolve, reject) => {
        worker.once('message', resolve);
        worker.once('error', reject);
      },
    );
    await worker.terminate();
    assert.deepEqual(there.values, here);
    assert.equal(there.reason, `shared net ${id}`);
    assert.match(there.unknown, /^TypeError: attachNet\(id\): id names no net/);
  },
);
