import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { materialBalance } from '../../../src-main/engine/eval/material.ts';
import { loadTrainAddon } from '../../../src-main/tune/nnue-train/train-addon.ts';
import { randomRecords } from './train-data.ts';

const load = loadTrainAddon();
const skip = load.ok ? false : `trainer addon unavailable: ${load.reason}`;
const cli = (name: string) => new URL(`../../../tools/cli/${name}.ts`, import.meta.url).pathname;

function run(script: string, args: string[]): { status: number | null; out: string } {
  const r = spawnSync(process.execPath, ['--import', 'tsx', cli(script), ...args], {
    encoding: 'utf8',
  });
  return { status: r.status, out: `${r.stdout}${r.stderr}` };
}

/** Trains a net on `data` for two epochs at `lr`; its path. */
function train(dir: string, name: string, data: string, lr: string): string {
  const out = join(dir, `${name}.bin`);
  const args = ['--data', data, '--out', out, '--epochs', '2', '--lr', lr, '--lambda', '1'];
  const r = run('nnue-train', [...args, '--batch', '64', '--threads', '1', '--checkpoint', 'none']);
  assert.equal(r.status, 0, r.out);
  return out;
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
      const trained = train(dir, 'trained', join(dir, 'a.bin'), '0.001');
      const untrained = train(dir, 'untrained', join(dir, 'a.bin'), '0.0000001');
      const val = ['--val', join(dir, 'val.bin'), '--lambda', '1', '--threads', '1'];
      const r = run('nnue-loss', [...val, untrained, trained]);
      assert.equal(r.status, 0, r.out);
      const lines = r.out.trim().split('\n');
      assert.equal(lines.length, 2, r.out);
      const [lossUntrained, lossTrained] = lines.map((l) => Number(l.split(/\s+/)[0]));
      assert.ok(lossTrained! < lossUntrained!, r.out);
      assert.ok(lines[1]!.endsWith(trained), r.out);
      // The same number train:nnue reports for the net before it trains it further.
      const again = run('nnue-train', [
        '--data',
        join(dir, 'a.bin'),
        '--out',
        join(dir, 'again.bin'),
        '--init',
        trained,
        '--val',
        join(dir, 'val.bin'),
        '--lambda',
        '1',
        '--epochs',
        '1',
        '--threads',
        '1',
        '--checkpoint',
        'none',
      ]);
      assert.match(again.out, new RegExp(`val loss before epoch 1: ${lossTrained!.toFixed(5)}`));
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
      const missing = run('nnue-loss', [...val, join(dir, 'nope.bin')]);
      assert.equal(missing.status, 1);
      assert.match(missing.out, /nnue:loss: cannot read .*nope\.bin/);
      const junk = run('nnue-loss', [...val, join(dir, 'junk.bnnue')]);
      assert.equal(junk.status, 1);
      assert.match(junk.out, /nnue:loss: .*junk\.bnnue: /);
      const short = run('nnue-loss', ['--val', join(dir, 'short.bin'), join(dir, 'junk.bnnue')]);
      assert.equal(short.status, 1);
      assert.match(
        short.out,
        /short\.bin: 41 bytes is not a positive whole number of 40-byte records/,
      );
      assert.equal(run('nnue-loss', val).status, 2);
      const lambda = run('nnue-loss', [...val, '--lambda', '2', join(dir, 'junk.bnnue')]);
      assert.equal(lambda.status, 2);
      assert.match(lambda.out, /--lambda 2: expected a number in \[0, 1\]/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
);
