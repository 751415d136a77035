/**
 * Repertoire cards from the user's book, in the practice deck: one card per position where the
 * user's side is to move, any book move is right (a "never play" move is not), a wrong answer
 * shows the book's moves with their figures, and it comes back before older due cards, also
 * from the deck file after a restart. No engine is started for them.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { readAnyBookFile } from '../../../src-main/engine/book/book-file.ts';
import { PracticeService } from '../../../src-main/services/practice/practice-service.ts';

const BOOK = resolve('test/fixtures/book/play.db');

function setup(t: { after: (f: () => void) => void }) {
  const dir = mkdtempSync(join(tmpdir(), 'banmen-repertoire-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const clock = { t: Date.parse('2026-11-29T10:00:00Z') };
  const make = () =>
    new PracticeService({
      file: join(dir, 'deck.json'),
      now: () => new Date(clock.t),
      openAnalyser: async () => assert.fail('a repertoire card needs no engine'),
      readBook: (name) => {
        if (name !== 'play.db')
          return { ok: false, error: { code: 'BOOK_READ_FAILED', message: name } };
        const r = readAnyBookFile(BOOK);
        assert.ok(r.ok);
        return { ok: true, value: r.book };
      },
    });
  return { clock, make };
}

test('a book gives one card per position of the side; a wrong answer comes back first', async (t) => {
  const { clock, make } = setup(t);
  const deck = make();
  const added = deck.addRepertoire('play.db', 'black');
  assert.ok(added.ok);
  assert.equal(added.value.added, 3, 'moves 1, 3 and 5 are black to move');
  assert.equal(deck.addRepertoire('play.db', 'black').ok && 0, 0);
  const first = deck.next()!;
  assert.deepEqual(first.repertoire, { book: 'play.db' });
  // 7g7f scores best in the book but is marked "never play": it is not the user's move.
  const wrong = await deck.answer(first.id, '7g7f', 0);
  assert.ok(wrong.ok);
  assert.equal(wrong.value.correct, false);
  assert.deepEqual(
    wrong.value.repertoire?.moves.map((m) => `${m.usi} ${m.count} ${m.value}`),
    ['1g1f 1 0'],
  );
  assert.deepEqual(wrong.value.bestLine.slice(0, 4), ['1g1f', '9c9d', '9g9f', '1c1d']);
  const second = deck.next()!;
  assert.notEqual(second.id, first.id, 'the failed card waits for its learning step');
  const right = await deck.answer(second.id, second.sfen.includes('P7P') ? '3g3f' : '9g9f', 0);
  assert.ok(right.ok && right.value.correct, 'a book move is right');

  clock.t += 2 * 60_000;
  const again = make().next()!;
  assert.equal(again.id, first.id, 'after a restart the missed card comes first');
  assert.equal(again.failedLast, true);
  const bad = make().addRepertoire('other.db', 'white');
  assert.equal(bad.ok ? '' : bad.error.code, 'BOOK_READ_FAILED');
  const side = make().addRepertoire('play.db', 'red');
  assert.equal(side.ok ? '' : side.error.code, 'BAD_ARGS');
});
