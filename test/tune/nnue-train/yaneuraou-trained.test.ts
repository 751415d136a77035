// Optional check against the reference engine (README, "NNUE"): set YANEURAOU_BIN to a YaneuraOu
// halfkp_256x2-32-32 binary. A net trained by train:nnue's code and written by its export loads in
// YaneuraOu, whose `e` evaluations equal ours position by position.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertOk } from '../../helpers/assert-ok.ts';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { Position } from '../../../src-main/shared/rules/position.ts';
import { moveToUsi } from '../../../src-main/shared/rules/sfen.ts';
import { materialBalance } from '../../../src-main/engine/eval/material.ts';
import { loadNnue } from '../../../src-main/engine/eval/nnue/load.ts';
import { randomGames } from '../../../src-main/engine/eval/nnue/sample-games.ts';
import { loadTrainAddon } from '../../../src-main/tune/nnue-train/train-addon.ts';
import { exportNet } from '../../../src-main/tune/nnue-train/train-nnue.ts';
import { randomRecords } from './train-data.ts';

const BIN = process.env.YANEURAOU_BIN;
const load = loadTrainAddon();
const skip = !BIN
  ? 'YANEURAOU_BIN not set'
  : load.ok
    ? false
    : `trainer addon unavailable: ${load.reason}`;

test('YaneuraOu loads a trained net and evaluates exactly as we do', { skip }, async () => {
  if (!load.ok || !BIN) return;
  const addon = load.addon;
  const dir = mkdtempSync(join(tmpdir(), 'banmen-yo-train-'));
  try {
    const t = addon.createTrainer({ h: 256, l1: 32, l2: 32, seed: 1, threads: 2 });
    const label = (pos: Position): number => (pos.sideToMove === 0 ? 1 : -1) * materialBalance(pos);
    assert.equal(addon.addData(t, randomRecords(2000, 41, label).records), -1);
    for (let epoch = 0; epoch < 3; epoch++)
      addon.trainEpoch(t, { lr: 1e-3, lambda: 1, batch: 256, shuffleSeed: epoch });
    exportNet(addon, t, join(dir, 'nn.bin'));
    const loaded = loadNnue(join(dir, 'nn.bin'));
    assertOk(loaded);
    const ev = loaded.nnue.createEvaluator();

    const child = spawn(BIN, [], { stdio: ['pipe', 'pipe', 'inherit'] });
    const waiting: { match: (l: string) => boolean; resolve: (l: string) => void }[] = [];
    createInterface({ input: child.stdout }).on('line', (line) => {
      const i = waiting.findIndex((w) => w.match(line));
      if (i >= 0) waiting.splice(i, 1)[0]!.resolve(line);
    });
    const send = (cmd: string): boolean => child.stdin.write(cmd + '\n');
    const until = (match: (l: string) => boolean): Promise<string> =>
      new Promise((resolve) => waiting.push({ match, resolve }));
    send('usi');
    await until((l) => l === 'usiok');
    send(`setoption name EvalDir value ${dir}`);
    send('setoption name USI_Hash value 16');
    send('setoption name Threads value 1');
    send('isready');
    await until((l) => l === 'readyok');
    let compared = 0,
      nonzero = 0;
    for (const game of randomGames(4, 80, 43)) {
      const pos = Position.startpos();
      ev.reset(pos);
      const usi: string[] = [];
      for (const m of game) {
        pos.doMove(m);
        ev.onDoMove(pos, m);
        usi.push(moveToUsi(m));
        send(`position startpos moves ${usi.join(' ')}`);
        send('e');
        const line = await until((l) => l.startsWith('eval = '));
        const ours = ev.evaluate(pos);
        assert.equal(ours, Number(line.slice(7)), pos.sfen());
        compared++;
        if (ours !== 0) nonzero++;
      }
    }
    child.kill();
    assert.ok(compared > 200 && nonzero > compared / 2, `${nonzero} of ${compared} nonzero`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
