/**
 * Round trip (KIF, KI2) over every real file that loads: parse → write → parse in each format keeps the
 * tree, comments, times, bookmarks and metadata as far as the format can hold them. What a
 * format cannot hold is listed, with the reason, in helpers/views.ts (LIMITS).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { exportRecord, importRecord } from '../../src-main/records/core/index.ts';
import { SKIP_NO_DATA, importShared, realFiles } from './helpers/shared-files.ts';
import { LIMITS, view } from './helpers/views.ts';

const FORMATS = ['kif', 'ki2'] as const;

for (const format of FORMATS) {
  test(`round trip through ${format.toUpperCase()} keeps what ${format.toUpperCase()} can hold`, { skip: SKIP_NO_DATA }, () => {
    console.log(`${format.toUpperCase()} cannot hold:\n- ${LIMITS[format].join('\n- ')}`);
    const problems: string[] = [];
    let checked = 0;
    for (const rel of realFiles()) {
      const r = importShared(rel);
      if (!r.ok) continue;
      const record = r.records[0]!;
      // UTF-8, so that the test is about the format, not the encoding (encodings have their own tests).
      const written = exportRecord(record, format, { encoding: 'utf-8' });
      assert.ok(written.ok, rel);
      const back = importRecord(written.bytes, `x.${format}`);
      if (!back.ok) {
        problems.push(`${rel}: re-import failed: ${back.error.message}`);
        continue;
      }
      assert.equal(back.format, format, `${rel} written as ${format} is detected as ${back.format}`);
      const want = view(record, format);
      const got = view(back.records[0]!, format);
      for (const aspect of Object.keys(want)) {
        if (JSON.stringify(want[aspect]) !== JSON.stringify(got[aspect])) problems.push(`${rel}: ${aspect} differs`);
      }
      checked++;
    }
    assert.deepEqual(problems, []);
    assert.ok(checked > 500, `only ${checked} files checked`);
  });
}
