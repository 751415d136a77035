import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertOk } from '../../helpers/assert-ok.ts';
import { Position } from '../../../src-main/shared/rules/position.ts';
import { moveToUsi, parseSfen, parseUsiMove } from '../../../src-main/shared/rules/sfen.ts';
import {
  PSV_SIZE,
  decodePsv,
  fromMove16,
  makePsv,
  readPsv,
  toMove16,
  writePsv,
} from '../../../src-main/tune/nnue-data/psv.ts';

const START_PACKED = '58a451220ceb67227e9653221caf447824c22b119e53221ceb6f223e9651220c';

test('moves convert to YaneuraOu Move16 values worked out from its layout, and back', () => {
  // 7g7f: to 7f = 59, from 7g = 60 → 59 | 60 << 7 = 0x1e3b.
  const start = Position.startpos();
  assert.equal(toMove16(parseUsiMove(start, '7g7f')), 0x1e3b);
  assert.equal(moveToUsi(fromMove16(start, 0x1e3b)), '7g7f');
  // 8h2b+ after 7g7f 3c3d: to 2b = 10, from 8h = 70, promote bit 15 → 0xa30a.
  const pos = Position.startpos();
  for (const u of ['7g7f', '3c3d']) pos.doMove(parseUsiMove(pos, u));
  assert.equal(toMove16(parseUsiMove(pos, '8h2b+')), 0xa30a);
  assert.equal(moveToUsi(fromMove16(pos, 0xa30a)), '8h2b+');
  // The same move without promotion is a different, also legal, Move16.
  assert.equal(moveToUsi(fromMove16(pos, 0x230a)), '8h2b');
  // P*5e: to 40, piece type PAWN (1) in the from field, drop bit 14 → 0x40a8.
  const hand = parseSfen('4k4/9/9/9/9/9/9/9/4K4 b P 1');
  assertOk(hand);
  assert.equal(toMove16(parseUsiMove(hand.position, 'P*5e')), 0x40a8);
  assert.equal(moveToUsi(fromMove16(hand.position, 0x40a8)), 'P*5e');
  // Moves not legal in the position decode to nothing.
  assert.equal(fromMove16(start, 0x40a8), 0); // no pawn in hand
  assert.equal(fromMove16(start, 0xa30a), 0); // no piece on 8h can reach 2b
});

test('a record is 40 little-endian bytes in the PackedSfenValue layout', () => {
  const r = makePsv(Position.startpos(), -123, parseUsiMove(Position.startpos(), '7g7f'), -1);
  assertOk(r);
  const buf = new Uint8Array(PSV_SIZE + 3).fill(0xaa);
  writePsv(r.record, buf, 3);
  // score −123 = 0xff85, move 0x1e3b, gamePly 1 (start position), result −1, padding 0.
  assert.equal(Buffer.from(buf.subarray(3)).toString('hex'), `${START_PACKED}85ff3b1e0100ff00`);
  const back = readPsv(buf, 3);
  assert.deepEqual(
    { ...back, sfen: Buffer.from(back.sfen).toString('hex') },
    {
      sfen: START_PACKED,
      score: -123,
      move16: 0x1e3b,
      gamePly: 1,
      gameResult: -1,
    },
  );
  const d = decodePsv(back);
  assertOk(d);
  assert.equal(d.value.position.sfen(), Position.startpos().sfen());
  assert.equal(moveToUsi(d.value.move), '7g7f');
});

test('decoding names what is wrong: score, result, move', () => {
  const start = Position.startpos();
  const ok = makePsv(start, 0, parseUsiMove(start, '7g7f'), 0);
  assertOk(ok);
  const bad = (patch: object): string => {
    const d = decodePsv({ ...ok.record, ...patch });
    assert.ok(!d.ok);
    return d.error.code;
  };
  assert.equal(bad({ score: 32001 }), 'PSV_SCORE');
  assert.equal(bad({ gameResult: 2 }), 'PSV_RESULT');
  assert.equal(bad({ move16: 0x40a8 }), 'PSV_MOVE');
  assert.equal(bad({ sfen: new Uint8Array(32) }), 'PSFEN_KINGS');
  const tooBig = makePsv(start, 40000, 0, 0);
  assert.ok(!tooBig.ok);
  assert.equal(tooBig.error.code, 'PSV_SCORE');
});
