/**
 * gensfen → train:nnue → EvalFile on a small scale: self-play data labelled by the classical
 * search, a net trained on it, and the engine loading that net and playing with it.
 */
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadTrainAddon } from '../../../src-main/tune/nnue-train/train-addon.ts';
import { UsiHarness } from '../../engine/helpers/usi-harness.ts';
import { runCli } from '../../helpers/run-cli.ts';

const load = loadTrainAddon();
const skip = load.ok ? false : `trainer addon unavailable: ${load.reason}`;
const dir = mkdtempSync(join(tmpdir(), 'banmen-e2e-'));
after(() => rmSync(dir, { recursive: true, force: true }));

test(
  'gensfen data trains a net that the engine loads as its EvalFile and plays with',
  { skip },
  async () => {
    const data = join(dir, 'gen.bin'),
      net = join(dir, 'nn.bin');
    const gen = runCli('gensfen.ts', [
      '--out',
      data,
      '--positions',
      '300',
      '--depth',
      '1',
      '--workers',
      '1',
      '--seed',
      '5',
    ]);
    assert.equal(gen.status, 0, gen.out);
    assert.equal(statSync(data).size, 300 * 40);
    const train = runCli('nnue-train.ts', [
      '--data',
      data,
      '--out',
      net,
      '--epochs',
      '2',
      '--batch',
      '32',
      '--lambda',
      '0.5',
      '--checkpoint',
      'none',
    ]);
    assert.equal(train.status, 0, train.out);
    assert.match(train.out, /epoch 2\/2: train loss/);

    const e = UsiHarness.ours();
    try {
      await e.handshake();
      e.send(`setoption name EvalFile value ${net}`);
      await e.ask('isready', 'readyok', 60000);
      assert.match(await e.ask('eval', 'info'), /evaluator nnue-(native|ts)$/);
      e.send('position startpos moves 7g7f 3c3d');
      const best = await e.go('go depth 3');
      assert.match(best.move, /^[1-9][a-i][1-9][a-i]\+?$|^[PLNSGBR]\*[1-9][a-i]$/);
    } finally {
      await e.quit();
    }
  },
);
