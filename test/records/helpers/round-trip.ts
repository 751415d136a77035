/**
 * The round-trip check shared by the per-format test files (split in two files so the runner can
 * run them in parallel): every real file that loads is written in `format` (UTF-8, so the test is
 * about the format, not the encoding), read back, and compared aspect by aspect as far as the
 * format can hold it (helpers/views.ts LIMITS).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { exportRecord, importRecord } from '../../../src-main/shared/records/index.ts';
import { SKIP_NO_DATA, importShared, realFiles } from './shared-files.ts';
import { LIMITS, view } from './views.ts';

export type RoundTripFormat = keyof typeof LIMITS & ('kif' | 'ki2' | 'csa' | 'jkf' | 'usi');

/** Registers the round-trip test for one format. */
export function roundTripTest(format: RoundTripFormat): void {
  const name = format.toUpperCase();
  test(`round trip through ${name} keeps what ${name} can hold`, { skip: SKIP_NO_DATA }, () => {
    console.log(`${name} cannot hold:\n- ${LIMITS[format].join('\n- ')}`);
    const problems: string[] = [];
    let checked = 0;
    for (const rel of realFiles()) {
      const r = importShared(rel);
      if (!r.ok) continue;
      const record = r.records[0]!;
      const written = exportRecord(record, format, { encoding: 'utf-8' });
      assert.ok(written.ok, rel);
      const back = importRecord(written.bytes, `x.${format}`);
      if (!back.ok) {
        problems.push(`${rel}: re-import failed: ${back.error.message}`);
        continue;
      }
      assert.equal(
        back.format,
        format,
        `${rel} written as ${format} is detected as ${back.format}`,
      );
      const want = view(record, format);
      const got = view(back.records[0]!, format);
      for (const aspect of Object.keys(want)) {
        if (JSON.stringify(want[aspect]) !== JSON.stringify(got[aspect]))
          problems.push(`${rel}: ${aspect} differs`);
      }
      checked++;
    }
    assert.deepEqual(problems, []);
    assert.ok(checked > 500, `only ${checked} files checked`);
  });
}
