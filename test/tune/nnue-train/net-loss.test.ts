import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { materialBalance } from '../../../src-main/engine/eval/material.ts';
import { loadTrainAddon } from '../../../src-main/tune/nnue-train/train-addon.ts';
import { randomRecords } from './train-data.ts';
import { runCli } from '../../helpers/run-cli.ts';

const load = loadTrainAddon();
const skip = load.ok ? false : `trainer addon unavailable: ${load.reason}`;

/** Trains a net on `data` with `args` added (defaults: two epochs, λ 1); the run's output. */
function train(dir: string, out: string, data: string, args: string[]): string {
  const common = ['--epochs', '2', '--lambda', '1', '--batch', '64', '--threads', '1'];
  const r = runCli('nnue-train.ts', [
    '--data',
    data,
    '--out',
    join(dir, out),
    ...common,
    '--checkpoint',
    'none',
    ...args,
  ]);
  assert.equal(r.status, 0, r.out);
  return r.out;
}

test(
  'nnue:loss ranks a net trained on the labels above an untrained one, as train:nnue would',
  { skip },
  () => {
    const dir = mkdtempSync(join(tmpdir(), 'nnue-loss-'));
    try {
      const label = (pos: Parameters<typeof materialBalance>[0]): number =>
        (pos.sideToMove === 0 ? 1 : -1) * materialBalance(pos);
      writeFileSync(join(dir, 'a.bin'), randomRecords(400, 41, label).records);
      writeFileSync(join(dir, 'val.bin'), randomRecords(100, 42, label).records);
      const [trained, untrained] = [join(dir, 'trained.bin'), join(dir, 'untrained.bin')];
      train(dir, 'trained.bin', join(dir, 'a.bin'), ['--lr', '0.001']);
      train(dir, 'untrained.bin', join(dir, 'a.bin'), ['--lr', '0.0000001']);
      const val = ['--val', join(dir, 'val.bin'), '--lambda', '1', '--threads', '1'];
      const r = runCli('nnue-loss.ts', [...val, untrained, trained]);
      assert.equal(r.status, 0, r.out);
      const lines = r.out.trim().split('\n');
      assert.equal(lines.length, 2, r.out);
      const [lossUntrained, lossTrained] = lines.map((l) => Number(l.split(/\s+/)[0]));
      assert.ok(lossTrained! < lossUntrained!, r.out);
      assert.ok(lines[1]!.endsWith(trained), r.out);
      // The same number train:nnue reports for the net before it trains it further.
      const more = ['--init', trained, '--val', join(dir, 'val.bin'), '--epochs', '1'];
      const again = train(dir, 'again.bin', join(dir, 'a.bin'), more);
      assert.match(again, new RegExp(`val loss before epoch 1: ${lossTrained!.toFixed(5)}`));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
);

test(
  'nnue:loss names an unreadable net or labels file, and rejects bad arguments',
  { skip },
  () => {
    const dir = mkdtempSync(join(tmpdir(), 'nnue-loss-'));
    try {
      writeFileSync(join(dir, 'val.bin'), randomRecords(10, 43, () => 0).records);
      writeFileSync(join(dir, 'short.bin'), new Uint8Array(41));
      writeFileSync(join(dir, 'junk.bnnue'), new Uint8Array(64));
      const val = ['--val', join(dir, 'val.bin')];
      const missing = runCli('nnue-loss.ts', [...val, join(dir, 'nope.bin')]);
      assert.equal(missing.status, 1);
      assert.match(missing.out, /nnue:loss: cannot read .*nope\.bin/);
      const junk = runCli('nnue-loss.ts', [...val, join(dir, 'junk.bnnue')]);
      assert.equal(junk.status, 1);
      assert.match(junk.out, /nnue:loss: .*junk\.bnnue: /);
      const short = runCli('nnue-loss.ts', [
        '--val',
        join(dir, 'short.bin'),
        join(dir, 'junk.bnnue'),
      ]);
      assert.equal(short.status, 1);
      assert.match(
        short.out,
        /short\.bin: 41 bytes is not a positive whole number of 40-byte records/,
      );
      assert.equal(runCli('nnue-loss.ts', val).status, 2);
      const lambda = runCli('nnue-loss.ts', [...val, '--lambda', '2', join(dir, 'junk.bnnue')]);
      assert.equal(lambda.status, 2);
      assert.match(lambda.out, /--lambda 2: expected a number in \[0, 1\]/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
);
