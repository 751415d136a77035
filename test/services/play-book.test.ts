/**
 * Play's book: a book of the books folder answers for the engine to move up to the set ply, never
 * plays a move marked "never play", picks by count or by score within the margin (the tournament's
 * choice), and refuses bad settings and names outside the folder with the reason.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { BookService } from '../../src-main/services/book/book-service.ts';
import { PlayBook } from '../../src-main/services/book/play-book.ts';
import { STARTPOS_SFEN } from '../../src-main/shared/rules/sfen.ts';
import { parseSfen, parseUsiMove } from '../../src-main/shared/rules/sfen.ts';
import type { PlayBookOptions } from '../../src-main/shared/contract.ts';

const LINE = ['1g1f', '9c9d', '9g9f', '1c1d', '3g3f', '7c7d'];

/** A books folder holding the Play fixture and the tournament fixture. */
function folder(t: { after: (f: () => void) => void }): string {
  const dir = mkdtempSync(join(tmpdir(), 'banmen-playbook-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  copyFileSync(resolve('test/fixtures/book/play.db'), join(dir, 'play.db'));
  copyFileSync(resolve('test/fixtures/book/tournament.db'), join(dir, 'tournament.db'));
  return dir;
}

/** Plays the book's answers from the start while it has one; returns the moves. */
function bookLine(books: BookService, o: PlayBookOptions): string[] {
  const pos = parseSfen(STARTPOS_SFEN);
  assert.ok(pos.ok);
  const out: string[] = [];
  for (let ply = 1; ; ply++) {
    const r = books.playMove(o, pos.position.sfen(), ply);
    assert.ok(r.ok, r.ok ? '' : r.error.message);
    if (!r.value) return out;
    out.push(r.value.usi);
    pos.position.doMove(parseUsiMove(pos.position, r.value.usi));
  }
}

test('the book answers up to its last ply and never plays a marked move', (t) => {
  const books = new BookService(folder(t));
  const o: PlayBookOptions = { name: 'play.db', maxPly: 4, pick: 'softmax', margin: 1000 };
  for (let i = 0; i < 20; i++) assert.deepEqual(bookLine(books, o), LINE.slice(0, 4));
  assert.deepEqual(bookLine(books, { ...o, maxPly: 24 }), LINE, 'the whole line, then out');
});

test('by count or by score within the margin, as the tournament book chooses', (t) => {
  const books = new BookService(folder(t));
  const seen = new Map<string, number>();
  const o: PlayBookOptions = { name: 'tournament.db', maxPly: 1, pick: 'count', margin: 100 };
  for (let i = 0; i < 400; i++) {
    const r = books.playMove(o, STARTPOS_SFEN, 1);
    assert.ok(r.ok && r.value);
    seen.set(r.value.usi, (seen.get(r.value.usi) ?? 0) + 1);
  }
  // 5g5f scores 180 below the best, outside the 100 cp margin; 7g7f is played 3 times as often.
  assert.equal(seen.get('5g5f'), undefined);
  const ratio = seen.get('7g7f')! / seen.get('2g2f')!;
  assert.ok(ratio > 2 && ratio < 4.5, `7g7f : 2g2f = ${ratio}`);
});

test('bad settings, names outside the folder and missing books are refused with the reason', (t) => {
  const books = new BookService(folder(t));
  const base: PlayBookOptions = { name: 'play.db', maxPly: 4, pick: 'softmax', margin: 100 };
  const code = (o: unknown) => {
    const r = books.playMove(o, STARTPOS_SFEN, 1);
    return r.ok ? 'ok' : `${r.error.code} ${r.error.message}`;
  };
  assert.match(
    code({ ...base, name: '../play.db' }),
    /BOOK_BAD_PLAY_OPTIONS .*not a book file name/,
  );
  assert.match(code({ ...base, pick: 'best' }), /BOOK_BAD_PLAY_OPTIONS .*softmax or count/);
  assert.match(code({ ...base, maxPly: -1 }), /BOOK_BAD_PLAY_OPTIONS/);
  assert.match(code({ ...base, name: 'gone.db' }), /BOOK_READ_FAILED .*gone.db/);
  assert.equal(code(base), 'ok');
});

test('a large book is looked up on demand with the same answers; a small unsorted one works', (t) => {
  const dir = folder(t);
  // Positions out of the sorted order: the on-demand index refuses such a file (NOT_SORTED).
  const unsorted = [
    'sfen lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1',
    '2g2f none 10 1 1',
    'sfen lnsgkgsnl/1r5b1/ppppppppp/9/9/7P1/PPPPPPP1P/1B5R1/LNSGKGSNL w - 2',
    '8c8d none 10 1 1',
  ];
  writeFileSync(join(dir, 'unsorted.db'), `${unsorted.join('\n')}\n`);
  const books = new BookService(dir);
  const o: PlayBookOptions = { name: 'unsorted.db', maxPly: 10, pick: 'count', margin: 100 };
  assert.deepEqual(bookLine(books, o), ['2g2f', '8c8d']);
  // Every book "large": the fixture (sorted) is read through the on-demand index.
  const player = new PlayBook(dir, () => true, Math.random, 0);
  const pos = parseSfen(STARTPOS_SFEN);
  assert.ok(pos.ok);
  const line: string[] = [];
  for (let ply = 1; ply <= 6; ply++) {
    const r = player.move(
      { name: 'play.db', maxPly: 6, pick: 'softmax', margin: 1000 },
      pos.position.sfen(),
      ply,
    );
    assert.ok(r.ok && r.value, `ply ${ply}`);
    line.push(r.value.usi);
    pos.position.doMove(parseUsiMove(pos.position, r.value.usi));
  }
  assert.deepEqual(line, LINE);
});
