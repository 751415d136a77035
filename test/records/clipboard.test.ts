import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Position } from 'tsshogi';
import {
  copyRecordAs,
  importRecordText,
  positionToBod,
  positionToSfen,
} from '../../src-main/shared/records/index.ts';

const KIF =
  '手合割：平手\n手数----指手--\n   1 ７六歩(77)\n*いい手\n   2 ３四歩(33)\n   3 ２二角成(88)\n   4 同　銀(31)\n';

test('a record copied as KIF, KI2, CSA or USI pastes back to the same moves', () => {
  const r = importRecordText(KIF);
  assert.ok(r.ok, 'fixture loads');
  for (const format of ['kif', 'ki2', 'csa', 'usi'] as const) {
    const text = copyRecordAs(r.records[0]!, format);
    assert.ok(!text.includes('\r'), `${format} uses LF on the clipboard`);
    const back = importRecordText(text);
    assert.ok(back.ok, `${format} pastes`);
    assert.equal(back.format, format);
    assert.equal(
      back.records[0]!.getUSI({ allMoves: true }),
      'position startpos moves 7g7f 3c3d 8h2b+ 3a2b',
      format,
    );
  }
});

test('a position copied as SFEN or BOD pastes back to the same position', () => {
  const sfen = 'ln1g1g1nl/1ks2r3/1pppp1spp/p4pp2/9/P1P1P1P2/1P1PSP1PP/1KSG3R1/LN3G1NL b Bb 31';
  const pos = Position.newBySFEN(sfen)!;
  assert.equal(positionToSfen(pos, 31), sfen);
  const bod = positionToBod(pos);
  assert.match(bod, /^後手の持駒：角/);
  assert.match(bod, /先手番\n$/);
  for (const text of [bod, positionToSfen(pos), `sfen ${positionToSfen(pos)}`]) {
    const back = importRecordText(text);
    assert.ok(back.ok, text);
    assert.equal(back.records[0]!.initialPosition.sfen, positionToSfen(pos));
  }
});

test('pasted text with CRLF, a BOM or surrounding blank lines is accepted', () => {
  const r = importRecordText(`\uFEFF\r\n\r\n${KIF.replace(/\n/g, '\r\n')}\r\n\r\n`);
  assert.ok(r.ok && r.records[0]!.moves.length === 5, 'loads with its four moves');
});
