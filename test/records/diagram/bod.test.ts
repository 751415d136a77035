import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Position, Record } from 'tsshogi';
import { importRecordText } from '../../../src-main/shared/records/index.ts';
import { parseBod, recordToBod } from '../../../src-main/shared/records/diagram/index.ts';
import { assertOk } from '../../helpers/assert-ok.ts';

/** Positions with what BOD must carry: promoted pieces, full hands, handicaps, White to move. */
const POSITIONS = [
  'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1',
  'lnsgkgsnl/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1',
  'l6nl/1r3kg2/p2+Psp1p1/2p1p1p1p/1p5P1/2P1P1P2/PPBS+L+N2P/2G3SR1/LN2K1+b+r1 b G2Ps3p 1',
  '4k4/9/9/9/9/9/9/9/4K4 w RB2G2S2N2L9Prb2g2s2n2l9p 1',
];

test('a position written as BOD reads back to the same position', () => {
  for (const sfen of POSITIONS) {
    const bod = recordToBod(new Record(Position.newBySFEN(sfen)!));
    assert.match(bod, /^後手の持駒：/, 'BOD starts with the top hand');
    assert.match(bod, /\|一\n/, 'board lines end in their rank');
    const back = parseBod(bod);
    assertOk(back, sfen);
    assert.equal(back.sfen, sfen);
  }
});

test('the BOD of a record after a move carries the move number and the last move, and reads them back', () => {
  const r = importRecordText(
    '手合割：平手\n手数----指手--\n   1 ７六歩(77)\n   2 ３四歩(33)\n   3 ２二角成(88)\n',
  );
  assertOk(r);
  const record = r.records[0]!;
  record.goto(3);
  const bod = recordToBod(record);
  assert.match(bod, /先手の持駒：角/);
  assert.match(bod, /後手番\n手数＝3 +２二角成\(88\) +まで\n$/);
  const back = parseBod(bod);
  assertOk(back);
  assert.equal(back.sfen, `${record.position.sfen.split(' ').slice(0, 3).join(' ')} 4`);
  assert.equal(back.ply, 3);
  assert.equal(back.lastMoveSquare, '2b');
});

test('a hand-typed BOD from a KIF header, with rank numerals missing, reads', () => {
  const bod = [
    '後手の持駒：なし',
    '  ９ ８ ７ ６ ５ ４ ３ ２ １',
    '+---------------------------+',
    '| ・ ・ ・ ・v玉 ・ ・ ・ ・|',
    ...Array(7).fill('| ・ ・ ・ ・ ・ ・ ・ ・ ・|'),
    '| ・ ・ ・ ・ 玉 ・ ・ ・ ・|',
    '+---------------------------+',
    '先手の持駒：歩十八',
  ].join('\n');
  const back = parseBod(bod);
  assertOk(back);
  assert.equal(back.sfen, '4k4/9/9/9/9/9/9/9/4K4 b 18P 1');
});

test('text that is not a board diagram is refused with a reason', () => {
  const moves = parseBod('手合割：平手\n手数----指手--\n   1 ７六歩(77)\n   2 ３四歩(33)\n');
  assert.ok(!moves.ok && /holds moves/.test(moves.message), 'a record with moves');
  const csa = parseBod('PI\n+\n');
  assert.ok(!csa.ok && /CSA/.test(csa.message), 'CSA text');
  const junk = parseBod('hello');
  assert.ok(!junk.ok && /not a board diagram/.test(junk.message), 'junk');
});
