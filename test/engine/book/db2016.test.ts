/**
 * The DB2016 book format: a book written by hand from the format's description reads as
 * written, writes back in the format's sorted order, and bad files are refused with the file,
 * the line and the reason.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertOk } from '../../helpers/assert-ok.ts';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatBook, parseBook } from '../../../src-main/engine/book/db2016.ts';
import { readBookFile, writeBookFile } from '../../../src-main/engine/book/book-file.ts';
import { Book } from '../../../src-main/engine/book/book.ts';
import { REPO } from '../helpers/usi-harness.ts';

const FIXTURES = `${REPO}test/fixtures/book/`;
const START = 'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1';

test('a hand-written book reads as written: moves, ponders, values, depths, counts, none and missing fields', () => {
  const r = readBookFile(`${FIXTURES}hand.db`);
  assert.ok(r.ok, r.ok ? '' : r.error.message);
  assert.equal(r.book.size, 4);
  assert.deepEqual(r.book.probe(START), [
    { move: '7g7f', ponder: '3c3d', value: 40, depth: 20, count: 12 },
    { move: '2g2f', ponder: '8c8d', value: 55, depth: 22, count: 7 },
    { move: '5g5f', ponder: null, value: null, depth: null, count: 1 },
  ]);
  const after76 = r.book.probe('lnsgkgsnl/1r5b1/ppppppppp/9/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL w - 2');
  assert.deepEqual(
    after76?.map((m) => [m.move, m.value]),
    [
      ['3c3d', -30],
      ['8c8d', -45],
    ],
  );
  // Only "move" or "move ponder": value and depth unknown, count 1.
  const short = r.book.probe('lnsgkgsnl/1r5b1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL b - 3');
  assert.deepEqual(short, [
    { move: '2g2f', ponder: null, value: null, depth: null, count: 1 },
    { move: '6g6f', ponder: '8c8d', value: null, depth: null, count: 1 },
  ]);
  // The key ignores the move number: the same position at another ply is found.
  assert.ok(r.book.probe(START.replace(/ 1$/, ' 37')));
});

test('writing gives the format sorted by position, and reading it back gives the same book', () => {
  const text = readFileSync(`${FIXTURES}hand.db`, 'utf8');
  const parsed = parseBook(text, 'hand.db');
  assertOk(parsed);
  const written = formatBook(parsed.entries);
  assert.equal(written, readFileSync(`${FIXTURES}hand-written.db`, 'utf8'));
  const again = parseBook(written, 'written.db');
  assertOk(again);
  assert.equal(formatBook(again.entries), written);
  // Through files too, with CRLF and a BOM on the way in.
  const dir = mkdtempSync(join(tmpdir(), 'book-'));
  const crlf = parseBook(`\uFEFF${text.replace(/\n/g, '\r\n')}`, 'crlf.db');
  assertOk(crlf);
  assert.equal(writeBookFile(join(dir, 'out.db'), Book.from(crlf.entries)), null);
  const back = readBookFile(join(dir, 'out.db'));
  assertOk(back);
  assert.equal(back.book.stats().moves, 7);
  assert.equal(back.book.probe(START)?.[0]?.move, '7g7f', 'the most played move is written first');
});

test('bad books are refused with a typed error naming the file and the line', () => {
  const cases: Array<[string, string, number, RegExp]> = [
    ['bad-header.db', 'BAD_HEADER', 1, /unsupported header "#YANEURAOU-DB2016 2.00"/],
    ['bad-move.db', 'BAD_MOVE', 4, /"7g7x" is not a USI move/],
    ['bad-number.db', 'BAD_NUMBER', 3, /value "forty" is not an integer/],
    ['bad-sfen.db', 'BAD_SFEN', 2, /bad position/],
    ['move-first.db', 'MOVE_BEFORE_SFEN', 2, /before any "sfen" line/],
  ];
  for (const [file, code, line, why] of cases) {
    const r = readBookFile(`${FIXTURES}${file}`);
    assert.ok(!r.ok, `${file} refused`);
    assert.equal(r.error.code, code, file);
    assert.equal(r.error.line, line, file);
    assert.ok(r.error.message.startsWith(`${FIXTURES}${file}:${line}: `), r.error.message);
    assert.match(r.error.message, why);
  }
  const missing = readBookFile(`${FIXTURES}no-such.db`);
  assert.ok(
    !missing.ok &&
      missing.error.code === 'READ_FAILED' &&
      /no-such\.db.*ENOENT/.test(missing.error.message),
  );
});

test("ShogiHome's YaneuraOu test books (BOM, CRLF, no header) read; the wrong version is refused", (t) => {
  const dir = `${REPO}../shared/data/kifu_wild/shogihome_testdata/yaneuraou_book_db/`;
  if (!existsSync(dir)) return t.skip(`${dir} is absent`);
  for (const name of readdirSync(dir)) {
    const r = readBookFile(dir + name);
    if (name.includes('invalid-header')) assert.ok(!r.ok && r.error.code === 'BAD_HEADER', name);
    else {
      assert.ok(r.ok, `${name}: ${r.ok ? '' : r.error.message}`);
      const moves = r.book.probe(
        'lnsgkgsnl/1r5b1/pppppp1pp/6p2/9/2P4P1/PP1PPPP1P/1B5R1/LNSGKGSNL w - 1',
      );
      assert.equal(moves?.[0]?.move, '2b8h+', name);
      assert.equal(moves?.[0]?.count, 103, name);
    }
  }
});

test('"never play" and results are kept as comment tags, read back and merged', () => {
  const text = [
    'sfen lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1',
    '7g7f none 30 10 3 #[never] [wdl 2/0/1] main line',
    '2g2f none 10 10 1 #[wdl 0/1/0]',
    '5g5f none 0 1 1 #[neverending] is a plain comment',
  ].join('\n');
  const r = parseBook(text, 'tags.db');
  assertOk(r);
  const [a, b, c] = r.entries[0]!.moves;
  assert.deepEqual(
    [a?.never, a?.results, a?.comment],
    [true, { win: 2, draw: 0, loss: 1 }, 'main line'],
  );
  assert.deepEqual(
    [b?.never, b?.results, b?.comment],
    [undefined, { win: 0, draw: 1, loss: 0 }, undefined],
  );
  assert.deepEqual([c?.never, c?.comment], [undefined, '[neverending] is a plain comment']);
  const again = parseBook(formatBook(r.entries), 'again.db');
  assertOk(again);
  assert.deepEqual(again.entries, r.entries, 'writing and reading give the same moves');
  const merged = Book.from([...r.entries, ...r.entries]);
  assert.deepEqual(merged.probe(r.entries[0]!.sfen)![0]!.results, { win: 4, draw: 0, loss: 2 });
});
