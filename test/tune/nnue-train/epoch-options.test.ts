import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseSfen } from '../../../src-main/shared/rules/sfen.ts';
import { MOVE_NONE } from '../../../src-main/shared/rules/types.ts';
import { PSV_SIZE, makePsv, writePsv } from '../../../src-main/tune/nnue-data/psv.ts';
import { materialBalance } from '../../../src-main/engine/eval/material.ts';
import { loadTrainAddon, type TrainAddon } from '../../../src-main/tune/nnue-train/train-addon.ts';
import { randomRecords, type LabelledRecords } from './train-data.ts';

const load = loadTrainAddon();
const skip = load.ok ? false : `trainer addon unavailable: ${load.reason}`;

/** An SFEN reflected left to right: each rank's squares in reverse order. */
function mirrorSfen(sfen: string): string {
  const [board, ...rest] = sfen.split(' ');
  const ranks = board!.split('/').map((rank) => {
    const cells = rank.match(/\+?[A-Za-z]|\d/g)!;
    return cells.reverse().join('');
  });
  return [ranks.join('/'), ...rest].join(' ');
}

/** The same records with every position reflected (score and result unchanged). */
function mirroredRecords(data: LabelledRecords): Uint8Array {
  const out = new Uint8Array(data.records.length);
  data.positions.forEach((pos, i) => {
    const parsed = parseSfen(mirrorSfen(pos.sfen()));
    assert.ok(parsed.ok, `mirrored ${pos.sfen()}`);
    const score = data.scores[i]!;
    const r = makePsv(parsed.position, score, MOVE_NONE, score > 0 ? 1 : score < 0 ? -1 : 0);
    assert.ok(r.ok);
    writePsv(r.record, out, i * PSV_SIZE);
  });
  return out;
}

/** Loss of one epoch and the loss after it on `evalOn`, from a fixed start. */
function epoch(addon: TrainAddon, records: Uint8Array, mirror: number, evalOn: Uint8Array) {
  const t = addon.createTrainer({ h: 256, l1: 32, l2: 32, seed: 3, threads: 1 });
  assert.equal(addon.addData(t, records), -1);
  const trained = addon.trainEpoch(t, { lr: 1e-3, lambda: 1, batch: 64, shuffleSeed: 5, mirror });
  return { trained, after: addon.evaluate(t, evalOn, 1, null) };
}

test(
  '--mirror 1 trains on the reflected positions, exactly as if the data were reflected',
  { skip },
  () => {
    if (!load.ok) return;
    const material = (pos: { sideToMove: number }) =>
      (pos.sideToMove === 0 ? 1 : -1) * materialBalance(pos as never);
    const data = randomRecords(600, 4, (pos) => material(pos) + ((pos.key() & 255) - 128));
    const reflected = mirroredRecords(data);
    const viaOption = epoch(load.addon, data.records, 1, reflected);
    const viaData = epoch(load.addon, reflected, 0, reflected);
    const plain = epoch(load.addon, data.records, 0, reflected);
    const close = (a: number, b: number) => Math.abs(a - b) <= 1e-5 * Math.max(1, Math.abs(b));
    assert.ok(
      close(viaOption.trained, viaData.trained),
      `${viaOption.trained} vs ${viaData.trained}`,
    );
    assert.ok(close(viaOption.after, viaData.after), `${viaOption.after} vs ${viaData.after}`);
    // Without the option the net learns the unreflected positions: a different net.
    assert.ok(!close(plain.after, viaData.after), `${plain.after} vs ${viaData.after}`);
  },
);

test('--halfkp-lr 0 freezes the HalfKP rows while the factor rows still learn', { skip }, () => {
  if (!load.ok) return;
  const addon = load.addon;
  const halfKpFloats = 125388 * 256;
  const data = randomRecords(300, 8, (pos) => (pos.key() & 1023) - 512);
  /** How far the HalfKP rows and the factor rows moved in one epoch at this factor. */
  const moved = (halfKpLr: number) => {
    const t = addon.createTrainer({ h: 256, l1: 32, l2: 32, seed: 9, threads: 1 });
    assert.equal(addon.addData(t, data.records), -1);
    const before = addon.exportRows(t);
    addon.trainEpoch(t, { lr: 1e-3, lambda: 1, batch: 32, shuffleSeed: 1, halfKpLr });
    const after = addon.exportRows(t);
    let halfKp = 0;
    let factor = 0;
    for (let i = 0; i < after.length; i++) {
      const d = Math.abs(after[i]! - before[i]!);
      if (i < halfKpFloats) halfKp += d;
      else factor += d;
    }
    return { halfKp, factor };
  };
  const frozen = moved(0);
  const full = moved(1);
  assert.equal(frozen.halfKp, 0);
  assert.ok(frozen.factor > 0, 'the factor rows learn');
  assert.ok(full.halfKp > 0, 'at factor 1 the HalfKP rows learn too');
});
