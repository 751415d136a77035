/**
 * Round trip (CSA, JKF, USI; Shift_JIS KIF) over every real file that loads: parse → write → parse in each format keeps the
 * tree, comments, times, bookmarks and metadata as far as the format can hold them. What a
 * format cannot hold is listed, with the reason, in helpers/views.ts (LIMITS).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { exportRecord, importRecord } from '../../src-main/shared/records/index.ts';
import { SKIP_NO_DATA, importShared, realFiles } from './helpers/shared-files.ts';
import { view } from './helpers/views.ts';
import { roundTripTest } from './helpers/round-trip.ts';

for (const format of ['csa', 'jkf', 'usi'] as const) roundTripTest(format);

test(
  'Shift_JIS files round-trip in Shift_JIS byte for byte through our reader',
  { skip: SKIP_NO_DATA },
  () => {
    for (const rel of realFiles()) {
      const r = importShared(rel);
      if (!r.ok || r.encoding !== 'shift_jis' || r.format !== 'kif') continue;
      const written = exportRecord(r.records[0]!, 'kif');
      assert.ok(written.ok && written.encoding === 'shift_jis', rel);
      const back = importRecord(written.bytes, 'x.kif');
      assert.ok(back.ok && back.encoding === 'shift_jis', rel);
      assert.deepEqual(view(back.records[0]!, 'kif'), view(r.records[0]!, 'kif'), rel);
    }
  },
);
