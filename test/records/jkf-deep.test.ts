/**
 * JKF of deeply nested variations (issue 42, records item 3): saving a record nested 2,500
 * levels deep neither overflows the stack nor grows with the square of the depth, reads back
 * whole, and in folder mode the other files are still written.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  exportRecord,
  formatRecord,
  importRecordText,
} from '../../src-main/shared/records/index.ts';
import { convertFolder } from '../../src-main/records/service.ts';
import { deepVariations } from './helpers/deep-variations.ts';

/** The JKF text of a record nested `depth` levels deep. */
function jkfOf(depth: number): string {
  const r = exportRecord(deepVariations(depth), 'jkf');
  assert.ok(r.ok);
  return r.text;
}

test('a record nested 2,500 levels deep saves as JKF and reads back whole', () => {
  const record = deepVariations(2500);
  const kif = formatRecord(record, 'kif').text;
  const jkf = jkfOf(2500);
  // Linear: a few hundred bytes per level (was 92 MB at 1,000 levels, and a stack overflow here).
  assert.ok(jkf.length < 200 * 2500, `JKF is ${jkf.length} bytes`);
  const back = importRecordText(jkf);
  assert.ok(back.ok, back.ok ? '' : back.error.message);
  assert.equal(formatRecord(back.records[0]!, 'kif').text, kif);
});

test('JKF size grows linearly with the nesting depth', () => {
  const small = jkfOf(500).length;
  const big = jkfOf(1000).length;
  assert.ok(big / small < 2.1, `${small} → ${big} bytes`);
});

test('in folder mode a deeply nested record converts to JKF and the other files are written', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'banmen-jkf-deep-'));
  try {
    await writeFile(
      join(dir, 'in-deep.kifu'),
      formatRecord(deepVariations(2500), 'kif', { encoding: 'utf-8' }).text,
    );
    await writeFile(join(dir, 'in-plain.kifu'), '手合割：平手\n手数--\n   1 ７六歩(77)\n');
    const results = await convertFolder(dir, join(dir, 'out'), '.jkf');
    assert.deepEqual(
      results.map((r) => [r.ok, r.messages]),
      [
        [true, []],
        [true, []],
      ],
    );
    assert.deepEqual((await readdir(join(dir, 'out'))).sort(), ['in-deep.jkf', 'in-plain.jkf']);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
