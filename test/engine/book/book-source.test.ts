/**
 * Books read on demand answer every position exactly as the book read whole does, in the three
 * formats that have an index (and in a DB2016 file spaced unusually), including positions that
 * are not in the book, which are answered quickly; a DB2016 file out of order, files that are not
 * Apery or .ybb books and a missing file are refused with the reason.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { assertOk } from '../../helpers/assert-ok.ts';
import { REPO } from '../helpers/usi-harness.ts';
import { Book } from '../../../src-main/engine/book/book.ts';
import { readAnyBookFile, writeAnyBookFile } from '../../../src-main/engine/book/book-file.ts';
import { openBookOnDemand } from '../../../src-main/engine/book/book-source.ts';
import { bookKey, DB2016_HEADER, formatMove } from '../../../src-main/engine/book/db2016.ts';
import { randomBookEntries } from '../../../src-main/engine/book/random-book.ts';

const dir = mkdtempSync(join(tmpdir(), 'book-source-'));
const entries = randomBookEntries(4000, 7);
// Positions one random move past the book's: almost all absent from it.
const absent = randomBookEntries(4200, 8).map((e) => e.sfen);

for (const ext of ['db', 'bin', 'ybb']) {
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
    // A missing position answers none quickly (the target is 5 ms; generous for a loaded machine).
    const times = absent.slice(0, 300).map((sfen) => {
      const t = performance.now();
      src.probe(sfen);
      return performance.now() - t;
    });
    times.sort((a, b) => a - b);
    assert.ok(times[150]! < 2, `median miss ${times[150]!.toFixed(3)} ms`);
    src.close();
    assert.throws(() => src.probe(entries[0]!.sfen), /closed/);
  });
}

test("the project's book fixtures: on demand answers every position as read whole, in each format", () => {
  const fixtures = `${REPO}test/fixtures/book`;
  for (const name of ['formats.db', 'hand.db', 'hand-written.db', 'play.db', 'tournament.db']) {
    const read = readAnyBookFile(join(fixtures, name));
    assertOk(read);
    for (const ext of ['db', 'bin', 'ybb']) {
      // Each fixture rewritten in the format (sorted, as the writers write it), then read both ways.
      const path = join(dir, `${name}.${ext}`);
      assertOk(writeAnyBookFile(path, read.book));
      const whole = readAnyBookFile(path);
      assertOk(whole);
      const opened = openBookOnDemand(path);
      assertOk(opened);
      const sfens = [...whole.book.entries()].map((e) => e.sfen);
      for (const sfen of [...sfens, ...absent.slice(0, 50)])
        assert.deepEqual(
          opened.source.probe(sfen)?.map((m) => [m.move, m.count, m.value, m.depth]),
          whole.book.probe(sfen)?.map((m) => [m.move, m.count, m.value, m.depth]),
          `${name}.${ext}: ${sfen}`,
        );
      opened.source.close();
    }
  }
});

test('a sorted DB2016 book with unusual spacing answers as the whole book does', () => {
  const sorted = [...entries].sort((a, b) => (bookKey(a.sfen) < bookKey(b.sfen) ? -1 : 1));
  // Double spaces and CRLF line ends, as a hand-edited or other tool's file may have.
  const lines = [DB2016_HEADER];
  for (const e of sorted) {
    lines.push(`sfen  ${e.sfen.replace(' ', '  ')}`);
    for (const m of e.moves) lines.push(formatMove(m));
  }
  const path = join(dir, 'spaced.db');
  writeFileSync(path, `${lines.join('\r\n')}\r\n`);
  const whole = readAnyBookFile(path);
  assertOk(whole);
  const opened = openBookOnDemand(path);
  assertOk(opened);
  for (const sfen of [...sorted.map((e) => e.sfen), ...absent.slice(0, 500)])
    assert.deepEqual(
      opened.source.probe(sfen)?.map((m) => m.move),
      whole.book.probe(sfen)?.map((m) => m.move),
      sfen,
    );
  opened.source.close();
});

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
  const notYbb = join(dir, 'odd.ybb');
  const head = Buffer.alloc(60);
  head.write('YANE-BINBOOK-V1\0', 'latin1');
  head.writeBigUInt64LE(1000n, 16);
  writeFileSync(notYbb, head);
  const y = openBookOnDemand(notYbb);
  assert.match(y.ok ? 'opened' : y.error.message, /odd\.ybb: the header names \d+ positions/);
  const missing = openBookOnDemand(join(dir, 'missing.db'));
  assert.equal(missing.ok ? 'opened' : missing.error.code, 'READ_FAILED');
});
