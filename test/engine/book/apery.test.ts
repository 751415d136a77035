/**
 * Apery's binary book: the Zobrist tables match Apery's published ones, moves encode as Apery
 * does, and a DB2016 book written as Apery and read back keeps moves, counts and scores, loses
 * exactly what the format cannot hold (each loss named before writing), and names what it
 * could not give back.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { assertOk } from '../../helpers/assert-ok.ts';
import { aperyKey, aperyTables } from '../../../src-main/engine/book/apery-key.ts';
import {
  aperyLosses,
  decodeAperyBook,
  decodeAperyMove,
  encodeAperyBook,
  encodeAperyMove,
} from '../../../src-main/engine/book/apery-book.ts';
import { parseBook, type BookEntry, type BookMove } from '../../../src-main/engine/book/db2016.ts';
import { REPO } from '../helpers/usi-harness.ts';

const FIXTURE = `${REPO}test/fixtures/book/formats.db`;
const START = 'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1';

test("Apery's Zobrist tables are the published ones (MT19937-64, default seed)", () => {
  const t = aperyTables();
  assert.equal(t.piece[0], 0xc96d191cf6f6aea6n);
  assert.equal(t.piece[1], 0x401f7ac78bc80f1cn);
  assert.equal(t.hand[0], 0xcf5118f12bfefdbdn);
  assert.equal(t.turn, 0x3fa51fd0a8bb5298n);
});

test('the key ignores the move number and tells apart turn, board and the mover’s hand', () => {
  const k = aperyKey(START);
  assert.equal(aperyKey(START.replace(/ 1$/, ' 31')), k);
  assert.equal(aperyKey(`sfen ${START}`), k);
  assert.notEqual(aperyKey(START.replace(' b ', ' w ')), k);
  assert.notEqual(aperyKey(START.replace('LNSGKGSNL', 'LNSGKGSN1')), k);
  const withPawn = START.replace(' - ', ' P ');
  assert.notEqual(aperyKey(withPawn), k);
  assert.notEqual(aperyKey(withPawn), aperyKey(START.replace(' - ', ' 2P ')));
});

test('moves encode as Apery does: to in bits 0-6, from in 7-13, promotion in 14, drops 81+', () => {
  // 7g is square (7-1)*9+6 = 60, 7f is 59.
  assert.equal(encodeAperyMove('7g7f'), (60 << 7) | 59);
  assert.equal(encodeAperyMove('8h2b+'), (1 << 14) | (70 << 7) | 10);
  assert.equal(encodeAperyMove('P*5e'), (81 << 7) | 40);
  assert.equal(encodeAperyMove('G*5e'), (87 << 7) | 40);
  for (const m of ['1a9i', '9i1a+', 'P*1b', 'L*2c', 'N*3d', 'S*4e', 'B*5f', 'R*6g', 'G*7h'])
    assert.equal(decodeAperyMove(encodeAperyMove(m)), m);
  assert.equal(decodeAperyMove(127), null);
});

test('DB2016 → Apery → DB2016 keeps moves, counts and scores and drops what Apery cannot hold', () => {
  const parsed = parseBook(readFileSync(FIXTURE, 'utf8'), FIXTURE);
  assertOk(parsed);
  const losses = aperyLosses(parsed.entries);
  assert.deepEqual(losses, [
    'depth dropped from 8 moves (Apery stores no depth)',
    'ponder dropped from 5 moves (Apery stores no ponder move)',
    'comments dropped from 4 moves (Apery stores no comments)',
    '2 moves without a score are written with score 0',
    'move numbers dropped (Apery keys positions by a hash only)',
  ]);
  const bytes = encodeAperyBook(parsed.entries);
  assert.equal(bytes.length, 11 * 16);
  const back = decodeAperyBook(bytes);
  assertOk(back);
  // The handicap position is not reached from the even start by the book's moves.
  assert.deepEqual(back.warnings, [
    "1 positions not reached from the start position by the book's moves were dropped",
  ]);
  const reached = parsed.entries.filter((e) => !e.sfen.startsWith('lnsgkgsnl/9/'));
  assert.equal(back.entries.length, reached.length);
  const entries: BookEntry[] = back.entries;
  for (const e of reached) {
    const got = entries.find((b) => b.sfen === e.sfen);
    assert.ok(got, `${e.sfen} read back with its move number`);
    const triples = (ms: readonly BookMove[]): unknown[] =>
      ms.map((m) => [m.move, m.count, m.value ?? 0]).sort();
    assert.deepEqual(triples(got.moves), triples(e.moves));
    assert.ok(got.moves.every((m) => m.depth === null && m.ponder === null && !m.comment));
  }
});

test('a file that is not whole records, or holds a bad move, is refused with the reason', () => {
  const bad = decodeAperyBook(new Uint8Array(17));
  assert.equal(bad.ok, false);
  assert.match(!bad.ok ? bad.message : '', /not a multiple of 16 bytes/);
  const zeroMove = new Uint8Array(16);
  new DataView(zeroMove.buffer).setUint16(8, 127, true);
  const r = decodeAperyBook(zeroMove);
  assert.match(!r.ok ? r.message : '', /record 1 holds an invalid move/);
});
