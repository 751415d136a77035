import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertOk } from '../../helpers/assert-ok.ts';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Position } from '../../../src-main/shared/rules/position.ts';
import { parseUsiMove } from '../../../src-main/shared/rules/sfen.ts';
import { makePsv, PSV_SIZE, writePsv } from '../../../src-main/tune/nnue-data/psv.ts';
import { formatPsvReport, validatePsvFile } from '../../../src-main/tune/nnue-data/psv-validate.ts';

/** Five records: good, bad king squares, good, illegal move, score out of range; then 7 stray bytes. */
function sampleFile(dir: string): string {
  const start = Position.startpos();
  const good = makePsv(start, 250, parseUsiMove(start, '7g7f'), 1);
  assertOk(good);
  const after = Position.startpos();
  after.doMove(parseUsiMove(after, '7g7f'));
  const good2 = makePsv(after, -40, parseUsiMove(after, '3c3d'), 0);
  assertOk(good2);
  const buf = new Uint8Array(5 * PSV_SIZE + 7);
  writePsv(good.record, buf, 0);
  writePsv({ ...good.record, sfen: new Uint8Array(32) }, buf, PSV_SIZE);
  writePsv(good2.record, buf, 2 * PSV_SIZE);
  writePsv({ ...good2.record, move16: good.record.move16 }, buf, 3 * PSV_SIZE); // 7g7f again: the pawn has left 7g
  writePsv(good.record, buf, 4 * PSV_SIZE);
  new DataView(buf.buffer).setInt16(4 * PSV_SIZE + 32, -32500, true);
  const path = join(dir, 'sample.bin');
  writeFileSync(path, buf);
  return path;
}

test('the validator names each bad record by index and summarises the good ones', () => {
  const dir = mkdtempSync(join(tmpdir(), 'banmen-psv-'));
  try {
    const v = validatePsvFile(sampleFile(dir));
    assertOk(v);
    const r = v.report;
    assert.equal(r.records, 5);
    assert.equal(r.valid, 2);
    assert.equal(r.trailingBytes, 7);
    assert.deepEqual(
      r.errors.map((e) => [e.index, e.code]),
      [
        [1, 'PSFEN_KINGS'],
        [3, 'PSV_MOVE'],
        [4, 'PSV_SCORE'],
      ],
    );
    assert.deepEqual(r.results, { win: 1, draw: 1, loss: 0 });
    assert.equal(r.meanAbsScore, 145);
    assert.equal(r.minPly, 1);
    assert.equal(r.maxPly, 2);
    const text = formatPsvReport('sample.bin', r).join('\n');
    assert.match(text, /5 records .* 2 valid, 3 bad/);
    assert.match(text, /bad length: 7 bytes after record 4/);
    assert.match(text, /record 3: PSV_MOVE/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a missing file is an error naming it', () => {
  const v = validatePsvFile('/nonexistent/teacher.bin');
  assert.ok(!v.ok);
  assert.match(v.error.message, /\/nonexistent\/teacher\.bin/);
});
