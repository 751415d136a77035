import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { materialBalance } from '../../../src-main/engine/eval/material.ts';
import { loadNnue } from '../../../src-main/engine/eval/nnue/load.ts';
import { loadTrainAddon } from '../../../src-main/tune/nnue-train/train-addon.ts';
import { randomRecords } from './train-data.ts';
import { runCli } from '../../helpers/run-cli.ts';

const load = loadTrainAddon();
const skip = load.ok ? false : `trainer addon unavailable: ${load.reason}`;

const run = (args: string[]) => runCli('nnue-train.ts', args);

test(
  'train:nnue trains, validates, checkpoints, resumes and writes an nn.bin the engine loads',
  { skip },
  () => {
    const dir = mkdtempSync(join(tmpdir(), 'train-nnue-'));
    try {
      const label = (pos: Parameters<typeof materialBalance>[0]): number =>
        (pos.sideToMove === 0 ? 1 : -1) * materialBalance(pos);
      writeFileSync(join(dir, 'a.bin'), randomRecords(300, 31, label).records);
      writeFileSync(join(dir, 'b.bin'), randomRecords(200, 32, label).records);
      writeFileSync(join(dir, 'val.bin'), randomRecords(100, 33, label).records);
      const out = join(dir, 'nn.bin'),
        ckpt = join(dir, 'state.ckpt');
      const common = [
        '--out',
        out,
        '--val',
        join(dir, 'val.bin'),
        '--batch',
        '64',
        '--threads',
        '2',
      ];
      const first = run([
        '--data',
        join(dir, 'a.bin'),
        join(dir, 'b.bin'),
        ...common,
        '--epochs',
        '1',
        '--checkpoint',
        ckpt,
      ]);
      assert.equal(first.status, 0, first.out);
      assert.match(first.out, /500 positions from 2 file\(s\), 100 for validation/);
      assert.match(first.out, /val loss before epoch 1: [\d.]+/);
      assert.match(first.out, /epoch 1\/1: train loss [\d.]+, val loss [\d.]+, \d+ pos\/s/);
      assert.match(first.out, /clipped in quantisation: feature weights 0\/32099328/);
      const loaded = loadNnue(out);
      assert.ok(loaded.ok, loaded.ok ? '' : loaded.error.message);

      const second = run([
        '--data',
        join(dir, 'a.bin'),
        join(dir, 'b.bin'),
        ...common,
        '--epochs',
        '2',
        '--resume',
        ckpt,
        '--checkpoint',
        'none',
      ]);
      assert.equal(second.status, 0, second.out);
      assert.match(second.out, /resumed from .* after epoch 1/);
      assert.match(second.out, /epoch 2\/2: /);
      assert.doesNotMatch(second.out, /epoch 1\/2: /);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
);

test(
  'train:nnue names the file and record of bad data, and rejects bad arguments',
  { skip },
  () => {
    const dir = mkdtempSync(join(tmpdir(), 'train-nnue-'));
    try {
      const good = randomRecords(10, 34, () => 0).records;
      writeFileSync(join(dir, 'short.bin'), good.subarray(0, 50));
      const bad = good.slice();
      bad[4 * 40 + 1]! |= 0xfe; // record 4: Black's king off the board
      writeFileSync(join(dir, 'bad.bin'), bad);
      const out = join(dir, 'nn.bin');
      const short = run(['--data', join(dir, 'short.bin'), '--out', out, '--checkpoint', 'none']);
      assert.equal(short.status, 1);
      assert.match(short.out, /short\.bin: 50 bytes is not a whole number of 40-byte/);
      const corrupt = run(['--data', join(dir, 'bad.bin'), '--out', out, '--checkpoint', 'none']);
      assert.equal(corrupt.status, 1);
      assert.match(corrupt.out, /bad\.bin: record 4 \(byte 160\) is not a valid packed SFEN/);
      const missing = run(['--data', join(dir, 'nope.bin'), '--out', out, '--checkpoint', 'none']);
      assert.equal(missing.status, 1);
      assert.match(missing.out, /cannot read .*nope\.bin/);
      assert.equal(run(['--data', join(dir, 'bad.bin')]).status, 2);
      const lambda = run(['--data', join(dir, 'bad.bin'), '--out', out, '--lambda', '2']);
      assert.equal(lambda.status, 2);
      assert.match(lambda.out, /--lambda 2: expected a number in \[0, 1\]/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
);
