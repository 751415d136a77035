import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertOk } from '../../helpers/assert-ok.ts';
import {
  SLOT_STRIDE,
  decodeBoardBlock,
  writeRefreshBoth,
} from '../../../src-main/engine/eval/nnue/features.ts';
import { unpackSfen } from '../../../src-main/shared/rules/packed-sfen.ts';
import { PSV_SIZE } from '../../../src-main/tune/nnue-data/psv.ts';
import { loadTrainAddon } from '../../../src-main/tune/nnue-train/train-addon.ts';
import { placementRecords, randomRecords } from './train-data.ts';

const load = loadTrainAddon();
const skip = load.ok ? false : `trainer addon unavailable: ${load.reason}`;

test(
  'the trainer decodes packed SFENs and lists HalfKP features exactly as the TS side',
  { skip },
  () => {
    if (!load.ok) return;
    const addon = load.addon;
    const sets = [randomRecords(300, 5, () => 0), placementRecords(300, 6, () => 0)];
    const slots = new Int32Array(SLOT_STRIDE);
    const expected = new Int32Array(38);
    let compared = 0;
    for (const { records, positions } of sets)
      for (let i = 0; i < positions.length; i++) {
        const packed = records.subarray(i * PSV_SIZE, i * PSV_SIZE + 32);
        const ts = unpackSfen(packed);
        assertOk(ts);
        const native = addon.decodeSfen(packed);
        assert.ok(native, `record ${i} did not decode natively`);
        assert.equal(native.sideToMove, ts.setup.sideToMove);
        assert.deepEqual([...native.board], [...ts.setup.board], `board of record ${i}`);
        assert.deepEqual(native.hands, ts.setup.hands, `hands of record ${i}`);
        // Features: the engine's own listing (a board record, as at a refresh) per perspective.
        const features = addon.halfKpFeatures(packed);
        assert.ok(features);
        writeRefreshBoth(slots, 0, positions[i]!);
        for (const c of [0, 1] as const) {
          decodeBoardBlock(slots, c * (SLOT_STRIDE / 2), c, expected);
          assert.deepEqual(
            [...features.subarray(c * 38, c * 38 + 38)].sort((a, b) => a - b),
            [...expected].sort((a, b) => a - b),
            `perspective ${c} of record ${i}`,
          );
        }
        compared++;
      }
    assert.equal(compared, 600);
  },
);

test('records that do not decode are refused with their index', { skip }, () => {
  if (!load.ok) return;
  const addon = load.addon;
  const { records } = randomRecords(5, 7, () => 0);
  assert.equal(addon.checkRecords(records), -1);
  const bad = records.slice();
  bad[3 * PSV_SIZE + 1]! |= 0xfe; // Black's king square bits 1..7: 127 is off the board
  assert.equal(addon.checkRecords(bad), 3);
  const t = addon.createTrainer({ h: 8, l1: 4, l2: 4, seed: 1, threads: 1 });
  assert.equal(addon.addData(t, bad), 3);
  assert.equal(addon.dataSize(t), 0, 'nothing of a bad chunk is kept');
  assert.equal(addon.addData(t, records), -1);
  assert.equal(addon.dataSize(t), 5);
});
