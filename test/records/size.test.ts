/**
 * Big records load (issue 21): a 20,000-ply game (the validation walk is iterative) and a
 * KIF with a 2 MB comment (comments are read in linear time), with every move and every
 * comment character kept. Times are measured by `npm run -s bench:big-records`, not here.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertOk } from '../helpers/assert-ok.ts';
import { Move } from 'tsshogi';
import { importRecordText } from '../../src-main/shared/records/index.ts';
import { kifText, longGame, usiOf } from '../../src-main/records/synthetic-records.ts';

test('a legal game of 20,000 plies loads with every move', () => {
  const game = longGame(20_000, 7);
  const r = importRecordText(kifText(game));
  assert.ok(r.ok, r.ok ? '' : r.error.message);
  const usi = r.records[0]!.moves.flatMap((n) => (n.move instanceof Move ? [n.move.usi] : []));
  assert.equal(usi.length, 20_000);
  assert.deepEqual(usi, usiOf(game));
});

test('a KIF with a 2 MB comment loads and keeps the comment whole', () => {
  const text = kifText(longGame(30, 3), { commentChars: 1_000_000 });
  const r = importRecordText(text);
  assert.ok(r.ok, r.ok ? '' : r.error.message);
  const expected = text
    .split('\n')
    .filter((l) => l.startsWith('*'))
    .map((l) => `${l.slice(1)}\n`)
    .join('');
  assert.ok(expected.length > 1_000_000);
  assert.equal(r.records[0]!.moves[1]!.comment, expected);
});

test('comments before the moves, between moves and in variations come back as written', () => {
  const text = [
    '手合割：平手',
    '*序',
    '*文',
    '1 ７六歩(77)',
    '*一手目',
    '',
    '*続き',
    '2 ３四歩(33)',
    '3 中断',
    '',
    '変化：2手',
    '2 ８四歩(83)',
    '*変化の注',
  ].join('\n');
  const r = importRecordText(text);
  assert.ok(r.ok, r.ok ? '' : r.error.message);
  const rec = r.records[0]!;
  assert.equal(rec.first.comment, '序\n文\n');
  assert.equal(rec.moves[1]!.comment, '一手目\n続き\n');
  assert.equal(rec.moves[2]!.branch?.comment, '変化の注\n');
});

test('a file over the move limit is refused before parsing, with the count and the limit', () => {
  const r = importRecordText(kifText(longGame(300, 5)), { maxMoves: 200 });
  assert.ok(!r.ok);
  assert.equal(r.error.code, 'TOO_LARGE');
  assert.equal(
    r.error.message,
    'the file holds about 301 moves, more than the 200 a file may hold',
  );
  const ok = importRecordText(kifText(longGame(300, 5)), { maxMoves: 400 });
  assertOk(ok);
});
