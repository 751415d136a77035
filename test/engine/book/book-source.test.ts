/**
 * Books read on demand answer every position exactly as the book read whole does, in both
 * formats, including positions that are not in the book; a DB2016 file out of order, a file
 * that is not an Apery book and a missing file are refused with the reason.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { assertOk } from '../../helpers/assert-ok.ts';
import { Book } from '../../../src-main/engine/book/book.ts';
import { readAnyBookFile, writeAnyBookFile } from '../../../src-main/engine/book/book-file.ts';
import { openBookOnDemand } from '../../../src-main/engine/book/book-source.ts';
import { DB2016_HEADER, formatMove } from '../../../src-main/engine/book/db2016.ts';
import { randomBookEntries } from '../../../src-main/engine/book/random-book.ts';

const dir = mkdtempSync(join(tmpdir(), 'book-source-'));
const entries = randomBookEntries(4000, 7);
// Positions one random move past the book's: almost all absent from it.
const absent = randomBookEntries(4200, 8).map((e) => e.sfen);

for (const ext of ['db', 'bin']) {
  test(`.${ext}: the on-demand reader answers every position as the whole book does`, () => {
    const path = join(dir, `random.${ext}`);
    const written = writeAnyBookFile(path, Book.from(entries));
    assertOk(written);
    const whole = readAnyBookFile(path);
    assertOk(whole);
    assert.ok(whole.book.size >= 3990, `${whole.book.size} positions read back`);
    const opened = openBookOnDemand(path);
    assertOk(opened);
    const src = opened.source;
    let found = 0;
    for (const sfen of [...entries.map((e) => e.sfen), ...absent]) {
      const want = whole.book.probe(sfen);
      const got = src.probe(sfen);
      assert.deepEqual(
        got?.map((m) => [m.move, m.count, m.value, m.depth]).sort(),
        want?.map((m) => [m.move, m.count, m.value, m.depth]).sort(),
        sfen,
      );
      if (got) found++;
    }
    assert.ok(found >= whole.book.size, `${found} lookups answered`);
    src.close();
    assert.throws(() => src.probe(entries[0]!.sfen), /closed/);
  });
}

test('a DB2016 book out of order, a bad Apery file and a missing file are refused', () => {
  const lines = [DB2016_HEADER];
  // Written in reverse order, big enough for several samples.
  for (const e of [...entries].reverse()) {
    lines.push(`sfen ${e.sfen}`);
    for (const m of e.moves) lines.push(formatMove(m));
  }
  const unsorted = join(dir, 'unsorted.db');
  writeFileSync(unsorted, `${lines.join('\n')}\n`);
  const r = openBookOnDemand(unsorted);
  assert.equal(r.ok ? 'opened' : r.error.code, 'NOT_SORTED');
  const odd = join(dir, 'odd.bin');
  writeFileSync(odd, new Uint8Array(20));
  const b = openBookOnDemand(odd);
  assert.match(b.ok ? 'opened' : b.error.message, /odd\.bin: the size 20 is not a multiple of 16/);
  const missing = openBookOnDemand(join(dir, 'missing.db'));
  assert.equal(missing.ok ? 'opened' : missing.error.code, 'READ_FAILED');
});
