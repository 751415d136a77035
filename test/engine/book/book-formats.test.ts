/**
 * Every well-formed book fixture survives a round trip through each format: DB2016 gives back
 * every field, Apery gives back moves, counts and scores of the positions its moves reach and
 * names the rest as dropped; the extension picks the format and an unknown one is refused.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertOk } from '../../helpers/assert-ok.ts';
import { Book } from '../../../src-main/engine/book/book.ts';
import {
  bookFormatOf,
  bookLosses,
  decodeBook,
  encodeBook,
} from '../../../src-main/engine/book/book-formats.ts';
import type { BookMove } from '../../../src-main/engine/book/db2016.ts';
import { FIXTURES, fixture } from './book-fixtures.ts';

const fields = (ms: readonly BookMove[] | undefined, keep: (m: BookMove) => unknown[]): unknown =>
  ms?.map(keep).sort();

for (const name of FIXTURES) {
  test(`${name}: DB2016 round trip gives back every field`, () => {
    const book = fixture(name);
    const entries = [...book.entries()];
    assert.deepEqual(bookLosses('db2016', entries), []);
    const back = decodeBook('db2016', encodeBook('db2016', entries), name);
    assertOk(back);
    assert.equal(back.entries.length, entries.length);
    const again = Book.from(back.entries);
    for (const e of entries) assert.deepEqual(again.probe(e.sfen), e.moves, e.sfen);
  });

  test(`${name}: Apery round trip keeps moves, counts and scores and names its losses`, () => {
    const book = fixture(name);
    const entries = [...book.entries()];
    const losses = bookLosses('apery', entries);
    assert.ok(losses.some((l) => /move numbers dropped/.test(l)));
    const back = decodeBook('apery', encodeBook('apery', entries), name);
    assertOk(back);
    const again = Book.from(back.entries);
    const lost = entries.filter((e) => again.probe(e.sfen) === undefined).length;
    assert.equal(
      back.warnings.some((w) => w.startsWith(`${lost} positions not reached`)),
      lost > 0,
      'unreached positions are named exactly when there are some',
    );
    for (const e of entries) {
      const got = again.probe(e.sfen);
      if (!got) continue;
      const keep = (m: BookMove): unknown[] => [m.move, m.count, m.value ?? 0];
      assert.deepEqual(fields(got, keep), fields(e.moves, keep), e.sfen);
    }
  });
}

test('the extension picks the format; an unknown one is refused', () => {
  assert.deepEqual(bookFormatOf('a/b.DB'), { ok: true, format: 'db2016' });
  assert.deepEqual(bookFormatOf('book.bin'), { ok: true, format: 'apery' });
  assert.deepEqual(bookFormatOf('x.ybb'), { ok: true, format: 'ybb' });
  assert.deepEqual(bookFormatOf('x.SBK'), { ok: true, format: 'sbk' });
  const r = bookFormatOf('x.kif');
  assert.equal(r.ok ? 'ok' : r.error.code, 'BAD_FORMAT');
  assert.match(r.ok ? '' : r.error.message, /x\.kif: unknown book extension ".kif"/);
});
