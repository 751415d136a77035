/**
 * The book panel's service: an edit from analysis adds a move with its score, undo and redo give
 * the moves back exactly, saving writes the file and a reopened book shows the move; exporting
 * lists what the format drops; bad names and bad edits are refused with the reason, and nothing
 * outside the books folder is touched.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { BookService } from '../../src-main/services/book/book-service.ts';
import { STARTPOS_SFEN } from '../../src-main/shared/rules/sfen.ts';
import type { BookPanelState, Result } from '../../src-main/shared/contract.ts';

function value(r: Result<BookPanelState>): BookPanelState {
  assert.ok(r.ok, r.ok ? '' : r.error.message);
  return r.value;
}
const rows = (s: BookPanelState): string[] =>
  s.moves.map((m) => `${m.usi} ${m.value} ${m.depth} ${m.count} ${m.comment}`);

test('add with a score, undo, redo, save, reopen and export', (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'banmen-books-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const books = new BookService(dir);
  assert.deepEqual(rows(value(books.open('mine.db', STARTPOS_SFEN))), []);
  const add = { kind: 'add', sfen: STARTPOS_SFEN, usi: '7g7f', value: 52, depth: 14 } as const;
  assert.deepEqual(rows(value(books.edit(add))), ['7g7f 52 14 1 ']);
  value(books.edit({ kind: 'comment', sfen: STARTPOS_SFEN, usi: '7g7f', comment: 'main line' }));
  const undone = value(books.undo());
  assert.deepEqual(rows(undone), ['7g7f 52 14 1 ']);
  assert.deepEqual(rows(value(books.undo())), []);
  assert.equal(books.undo().ok, false, 'nothing left to undo');
  assert.deepEqual(rows(value(books.redo())), ['7g7f 52 14 1 ']);
  const redone = value(books.redo());
  assert.deepEqual(rows(redone), ['7g7f 52 14 1 main line']);
  assert.equal(redone.modified, true);
  const saved = books.save(null);
  assert.ok(saved.ok);
  assert.deepEqual(saved.value.dropped, []);

  const again = new BookService(dir);
  const reopened = value(again.open('mine.db', STARTPOS_SFEN));
  assert.deepEqual(rows(reopened), ['7g7f 52 14 1 main line']);
  assert.equal(reopened.modified, false);
  for (const name of ['mine.bin', 'mine.ybb', 'mine.sbk']) {
    const r = again.save(name);
    assert.ok(r.ok, name);
    assert.ok(
      r.value.dropped.some((d) => /comment/.test(d)),
      `${name} names the lost comment`,
    );
    const back = value(new BookService(dir).open(name, STARTPOS_SFEN));
    assert.equal(back.moves[0]?.usi, '7g7f', name);
    assert.equal(back.moves[0]?.value, 52, name);
  }
  assert.deepEqual(again.list(), ['mine.bin', 'mine.db', 'mine.sbk', 'mine.ybb']);
});

test('bad names and bad edits are refused with the reason; nothing else is written', (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'banmen-books-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const books = new BookService(dir);
  assert.equal(books.at(STARTPOS_SFEN).ok ? '' : 'BOOK_NOT_OPEN', 'BOOK_NOT_OPEN');
  for (const name of ['../x.db', '/tmp/x.db', 'x.txt', '.hidden.db']) {
    const r = books.open(name, STARTPOS_SFEN);
    assert.equal(r.ok ? '' : r.error.code, 'BOOK_BAD_NAME', name);
  }
  value(books.open('b.db', STARTPOS_SFEN));
  const illegal = books.edit({ kind: 'add', sfen: STARTPOS_SFEN, usi: '7g7e', value: 1, depth: 1 });
  assert.match(illegal.ok ? '' : illegal.error.message, /7g7e is not a legal move/);
  const junk = books.edit({ kind: 'add', sfen: STARTPOS_SFEN, usi: '7g7f', value: 1.5, depth: 1 });
  assert.equal(junk.ok ? '' : junk.error.code, 'BOOK_BAD_EDIT');
  assert.equal(books.save('../escape.db').ok, false);
  assert.equal(existsSync(join(dir, '..', 'escape.db')), false);
  assert.deepEqual(readdirSync(dir), []);
});

test('reorder and "never play" are undoable, saved in .db, and named as dropped by .bin', (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'banmen-books-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const books = new BookService(dir);
  value(books.open('order.db', STARTPOS_SFEN));
  for (const usi of ['7g7f', '2g2f', '5g5f'])
    value(books.edit({ kind: 'add', sfen: STARTPOS_SFEN, usi, value: null, depth: null }));
  const order = (s: BookPanelState) => s.moves.map((m) => `${m.usi}${m.never ? '!' : ''}`);
  const moved = value(books.edit({ kind: 'order', sfen: STARTPOS_SFEN, usi: '5g5f', to: 0 }));
  assert.deepEqual(order(moved), ['5g5f', '7g7f', '2g2f']);
  const never = value(books.edit({ kind: 'never', sfen: STARTPOS_SFEN, usi: '2g2f', never: true }));
  assert.deepEqual(order(never), ['5g5f', '7g7f', '2g2f!']);
  assert.deepEqual(order(value(books.undo())), ['5g5f', '7g7f', '2g2f']);
  assert.deepEqual(order(value(books.redo())), ['5g5f', '7g7f', '2g2f!']);
  assert.ok(books.save(null).ok);
  const back = value(new BookService(dir).open('order.db', STARTPOS_SFEN));
  assert.deepEqual(order(back), ['5g5f', '7g7f', '2g2f!'], 'order and mark survive a reopen');
  const bin = books.save('order.bin');
  assert.ok(bin.ok);
  assert.ok(bin.value.dropped.some((d) => /"never play" marks dropped from 1 moves/.test(d)));
  const bad = books.edit({ kind: 'order', sfen: STARTPOS_SFEN, usi: '7g7f', to: -1 });
  assert.equal(bad.ok ? '' : bad.error.code, 'BOOK_BAD_EDIT');
});

test('a record line and a folder of records add counts and results, undone as one edit', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'banmen-books-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const books = new BookService(dir);
  value(books.open('games.db', STARTPOS_SFEN));
  const line = books.addLine(STARTPOS_SFEN, ['7g7f', '3c3d', '2g2f', '8c8d'], 2, STARTPOS_SFEN);
  assert.ok(line.ok, line.ok ? '' : line.error.message);
  assert.equal(line.value.positions, 2, 'only the first two moves');
  assert.deepEqual(rows(line.value.state), ['7g7f null null 1 ']);

  const folder = await books.addFolder(resolve('test/fixtures/book-folder'), 10, STARTPOS_SFEN);
  assert.ok(folder.ok, folder.ok ? '' : folder.error.message);
  assert.equal(folder.value.games, 3);
  const stats = folder.value.state.moves.map(
    (m) => `${m.usi} ${m.count} ${m.results ? Object.values(m.results).join('/') : '-'}`,
  );
  // The line's 7g7f had no result; the folder's two 7g7f games add theirs (one win, one loss).
  assert.deepEqual(stats, ['7g7f 3 1/0/1', '2g2f 1 0/1/0']);
  assert.deepEqual(rows(value(books.undo())), ['7g7f null null 1 '], 'the folder is one edit');
  value(books.redo());
  assert.ok(books.save(null).ok);
  const again = value(new BookService(dir).open('games.db', STARTPOS_SFEN));
  assert.deepEqual(again.moves[0]?.results, { win: 1, draw: 0, loss: 1 }, 'results are saved');

  const missing = await books.addFolder('relative/folder', 10, STARTPOS_SFEN);
  assert.equal(missing.ok ? '' : missing.error.code, 'BOOK_NOT_A_FOLDER');
  const illegal = books.addLine(STARTPOS_SFEN, ['7g7f', '7g7f'], 10, STARTPOS_SFEN);
  assert.equal(illegal.ok ? '' : illegal.error.code, 'BOOK_BAD_LINE');
  const junk = books.addLine(STARTPOS_SFEN, 'not moves', 10, STARTPOS_SFEN);
  assert.equal(junk.ok ? '' : junk.error.code, 'BOOK_BAD_LINE');
});

test('a huge book opens read-only on demand: its moves are listed, every edit says why not', (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'banmen-books-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const small = new BookService(dir);
  value(small.open('big.db', STARTPOS_SFEN));
  value(small.edit({ kind: 'add', sfen: STARTPOS_SFEN, usi: '2g2f', value: 30, depth: 9 }));
  assert.ok(small.save(null).ok);
  // A threshold of 1 byte makes this small file "huge" (the app's is 16 MB).
  const books = new BookService(dir, undefined, 1);
  const state = value(books.open('big.db', STARTPOS_SFEN));
  assert.equal(state.readOnly, true);
  assert.deepEqual(rows(state), ['2g2f 30 9 1 ']);
  const refused = books.edit({ kind: 'delete', sfen: STARTPOS_SFEN, usi: '2g2f' });
  assert.equal(refused.ok ? 'edited' : refused.error.code, 'BOOK_READ_ONLY');
  assert.match(refused.ok ? '' : refused.error.message, /read on demand and is read-only here/);
  for (const r of [
    books.save('copy.bin'),
    books.undo(),
    books.addLine(STARTPOS_SFEN, ['7g7f'], 1, STARTPOS_SFEN),
  ])
    assert.equal(r.ok ? 'done' : r.error.code, 'BOOK_READ_ONLY');
  assert.deepEqual(readdirSync(dir), ['big.db'], 'nothing written');
  assert.equal(value(small.open('big.db', STARTPOS_SFEN)).readOnly, false, 'small books edit');
});

test("the trees' next move: the start position is on a tree, a bare position is on none", () => {
  const books = new BookService(mkdtempSync(join(tmpdir(), 'banmen-books-')));
  const start = books.mstNext(STARTPOS_SFEN);
  assert.ok(start.ok && start.value, 'the start position is on a tree');
  assert.ok(start.value.games > 100, `${start.value.games} games`);
  assert.match(start.value.usi, /^[1-9][a-i][1-9][a-i]$/);
  const bare = books.mstNext('4k4/9/9/9/9/9/9/9/4K4 b G 1');
  assert.deepEqual(bare, { ok: true, value: null });
  assert.equal(books.mstNext('not a position').ok, false);
});
