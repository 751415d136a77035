import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertOk } from '../../helpers/assert-ok.ts';
import { existsSync, readFileSync } from 'node:fs';
import { parseSfen, STARTPOS_SFEN } from '../../../src-main/shared/rules/sfen.ts';
import { formatSetup } from '../../../src-main/shared/rules/sfen-text.ts';
import {
  packSfen,
  unpackPosition,
  unpackSfen,
} from '../../../src-main/shared/rules/packed-sfen.ts';

/**
 * Packed bytes worked out by hand from YaneuraOu's sfen_packer.cpp layout (LSB-first bit stream:
 * turn, black king 7 bits, white king 7 bits, squares 0..80 without the kings, then hands
 * P L N S B R G for black then white). E.g. the start position's byte 0 is 0x58: turn 0, then
 * the black king's square 44 (5i) = 0101100b written bit 0 first into bits 1..7.
 */
const VECTORS: [string, string][] = [
  [STARTPOS_SFEN, '58a451220ceb67227e9653221caf447824c22b119e53221ceb6f223e9651220c'],
  // White to move, a horse on 2b, a bishop in black's hand (after 7g7f 3c3d 8h2b+).
  [
    'lnsgkgsnl/1r5+B1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/7R1/LNSGKGSNL w B 4',
    '59a451220ceb57227e9693241caf447824c22b119e53121ceb6f222ca344181e',
  ],
  // Promoted knight, dragon, horse; gold, silvers and pawns in black's hand, pawns in white's.
  [
    'lnk+N1B1nl/3g1+R3/p1pp1p1p1/1r1+b4p/9/P1P5P/1P1PPP1P1/1SG1K1S2/LN3G2L w G2S2P2p 52',
    '57b691140cab4400387cfc25c20384edcd6f024978acfc12c7324a820118e390',
  ],
  // Black to move with both hands mixed, two horses on the board.
  [
    'ln1gk2nl/1r1s2g2/p1p1p+b3/1p3lsP1/6P1p/5P3/PP2P1S+bP/3K5/1N3G1NL b S4Prg2p 59',
    '68a411290c2bc1b7c5eb0c077c8f824722784f8004d65f49584689000006f9bd',
  ],
];

const hex = (b: Uint8Array): string => Buffer.from(b).toString('hex');
const fromHex = (h: string): Uint8Array => new Uint8Array(Buffer.from(h, 'hex'));
const withoutMoveNumber = (s: string): string => s.split(' ').slice(0, 3).join(' ');

test('hand-made positions pack to the bytes the YaneuraOu layout gives, and unpack back', () => {
  for (const [sfen, bytes] of VECTORS) {
    const p = parseSfen(sfen);
    assert.ok(p.ok, sfen);
    const packed = packSfen(p.position);
    assertOk(packed);
    assert.equal(hex(packed.bytes), bytes, sfen);
    const u = unpackPosition(fromHex(bytes));
    assertOk(u);
    assert.equal(withoutMoveNumber(u.position.sfen()), withoutMoveNumber(sfen));
  }
});

test('packing writes at an offset inside a larger buffer and leaves the rest alone', () => {
  const buf = new Uint8Array(40).fill(0xee);
  const p = parseSfen(STARTPOS_SFEN);
  assertOk(p);
  assert.ok(packSfen(p.position, buf, 4).ok);
  assert.equal(hex(buf.subarray(4, 36)), VECTORS[0]![1]);
  assert.deepEqual(
    [...buf.subarray(0, 4), ...buf.subarray(36)],
    [0xee, 0xee, 0xee, 0xee, 0xee, 0xee, 0xee, 0xee],
  );
  const u = unpackSfen(buf, 4, 7);
  assertOk(u);
  assert.equal(formatSetup(u.setup), STARTPOS_SFEN.replace(/ 1$/, ' 7'));
});

test('positions without a standard set are refused with a reason', () => {
  const noRook = parseSfen('lnsgkgsnl/7b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1');
  assertOk(noRook);
  const r = packSfen(noRook.position);
  assert.ok(!r.ok);
  assert.equal(r.error.code, 'PSFEN_PIECES');
  const mini = parseSfen('rbsgk/4p/5/P4/KGSBR b - 1', 'minishogi');
  assertOk(mini);
  const m = packSfen(mini.position);
  assert.ok(!m.ok);
  assert.equal(m.error.code, 'PSFEN_VARIANT');
});

test('bad bytes give typed errors, never a position', () => {
  assert.equal(
    (unpackSfen(new Uint8Array(31)) as { error: { code: string } }).error.code,
    'PSFEN_LENGTH',
  );
  // Both kings on square 0.
  assert.equal(
    (unpackSfen(new Uint8Array(32)) as { error: { code: string } }).error.code,
    'PSFEN_KINGS',
  );
  // All ones: kings on square 127 (off the board).
  assert.equal(
    (unpackSfen(new Uint8Array(32).fill(0xff)) as { error: { code: string } }).error.code,
    'PSFEN_KINGS',
  );
  // Kings on 1a and 1b, every square empty: the remaining 162 zero bits read as 54 black pawns in hand.
  const pawns = new Uint8Array(32);
  pawns[1] = 0x01;
  const u = unpackSfen(pawns);
  assert.ok(!u.ok);
  assert.equal(u.error.code, 'PSFEN_PIECES');
});

const RECORDS = '/work/shared/data/openings/converted_records2016_10818_ply25.sfen';
const FLOODGATE = '/work/shared/data/positions/floodgate_bestmove_select766/val.jsonl';

test('every position of the 10,818 opening set and the floodgate positions round-trips', (t) => {
  if (!existsSync(RECORDS) || !existsSync(FLOODGATE)) {
    t.skip(`needs ${RECORDS} and ${FLOODGATE} (shared data)`);
    return;
  }
  const sfens = readFileSync(RECORDS, 'utf8')
    .split('\n')
    .map((l) => l.trim().replace(/^sfen /, ''))
    .filter(Boolean);
  for (const l of readFileSync(FLOODGATE, 'utf8').split('\n').filter(Boolean))
    sfens.push((JSON.parse(l) as { sfen: string }).sfen);
  let n = 0;
  const buf = new Uint8Array(32);
  for (const sfen of sfens) {
    const p = parseSfen(sfen);
    if (!p.ok) continue; // a record our parser refuses is not a packing question
    const packed = packSfen(p.position, buf);
    assert.ok(packed.ok, `${sfen}: ${!packed.ok && packed.error.message}`);
    const u = unpackPosition(buf, 0, p.position.gamePly + 1);
    assert.ok(u.ok, sfen);
    assert.equal(u.position.sfen(), p.position.sfen());
    n++;
  }
  assert.ok(n > 11000, `only ${n} positions round-tripped`);
});
