import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertOk } from '../../helpers/assert-ok.ts';
import {
  MINISHOGI_STARTPOS_SFEN,
  STARTPOS_SFEN,
  moveToUsi,
  parseSfen,
  parseUsiMove,
} from '../../../src-main/shared/rules/sfen.ts';
import { Position } from '../../../src-main/shared/rules/position.ts';
import { legalMoves } from '../../../src-main/shared/rules/movegen.ts';
import {
  BLACK,
  GOLD,
  MOVE_NONE,
  NO_SQUARE,
  PAWN,
  ROOK,
  WHITE,
  handCount,
  makeSquare,
} from '../../../src-main/shared/rules/types.ts';
import type { Variant } from '../../../src-main/shared/rules/types.ts';
import { loadPerftReference } from './shared-data.ts';
import { mulberry32 } from '../../../src-main/engine/prng.ts';

/** Parses or fails the test with the error. */
function parse(sfen: string, variant: Variant = 'shogi'): Position {
  const r = parseSfen(sfen, variant);
  assert.ok(r.ok, r.ok ? '' : `${r.error.code}: ${r.error.message}`);
  return r.position;
}

test('start positions round-trip and match Position.startpos', () => {
  assert.equal(parse(STARTPOS_SFEN).sfen(), STARTPOS_SFEN);
  assert.equal(Position.startpos().sfen(), STARTPOS_SFEN);
  assert.equal(parse(MINISHOGI_STARTPOS_SFEN, 'minishogi').sfen(), MINISHOGI_STARTPOS_SFEN);
  assert.equal(Position.startpos('minishogi').sfen(), 'rbsgk/4p/5/P4/KGSBR b - 1');
});

test('hands, promoted pieces, side to move and move number survive a round trip', () => {
  const sfen = 'l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w GR5pnsg 1';
  // Canonical hand order is R B G S N L P, black first: "GR5pnsg" becomes "RG" + "gsn5p".
  assert.equal(
    parse(sfen).sfen(),
    'l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1',
  );
  const p = parse('4k4/9/9/9/9/9/9/9/4K4 b 2R18p 57');
  assert.equal(handCount(p.hand(BLACK), ROOK), 2);
  assert.equal(handCount(p.hand(WHITE), PAWN), 18);
  assert.equal(p.sideToMove, BLACK);
  assert.equal(p.gamePly, 56);
  assert.equal(p.sfen(), '4k4/9/9/9/9/9/9/9/4K4 b 2R18p 57');
  assert.equal(parse('sfen 4k4/9/9/9/9/9/9/9/4K4 w - 3').sfen(), '4k4/9/9/9/9/9/9/9/4K4 w - 3');
});

test('a missing move number means 1; the move number advances one per ply', () => {
  const p = parse('4k4/9/9/9/9/9/9/9/4K4 b G');
  assert.equal(p.sfen(), '4k4/9/9/9/9/9/9/9/4K4 b G 1');
  p.doMove(parseUsiMove(p, 'G*5b'));
  assert.equal(p.sfen(), '4k4/4G4/9/9/9/9/9/9/4K4 w - 2');
  assert.equal(p.gamePly, 1);
});

test('two pawns on a file (as in some generated tsume) parse with allowNifu; no pawn may be dropped there', () => {
  const r = parseSfen('4k4/9/9/4P4/9/9/4P4/9/4K4 b P 1', 'shogi', { allowNifu: true });
  assertOk(r);
  const p = r.position;
  assert.ok(!legalMoves(p).some((m) => ((m >> 7) & 0x7f) === 81 && (((m & 0x7f) / 9) | 0) === 4));
  assert.ok(legalMoves(p).some((m) => ((m >> 7) & 0x7f) === 81));
});

test('tsume positions without an attacking king are valid', () => {
  const p = parse('7nl/7k1/9/7N1/9/9/9/9/9 b GS2r2b3g3s2n3l18p 1');
  assert.equal(p.kingSquare(BLACK), NO_SQUARE);
  assert.equal(p.kingSquare(WHITE), makeSquare(2, 2));
  assert.ok(legalMoves(p).length > 0);
});

test(
  'every reference position round-trips (board, turn, hand)',
  { skip: loadPerftReference() ? false : 'shared data absent' },
  () => {
    const ref = loadPerftReference()!;
    let n = 0;
    for (const [section, variant] of [
      ['standard', 'shogi'],
      ['standard_random_depth1', 'shogi'],
      ['minishogi_random_depth1', 'minishogi'],
    ] as const) {
      for (const e of ref[section]!) {
        const out = parse(e.sfen, variant).sfen().split(' ');
        const again = parse(out.join(' '), variant).sfen();
        assert.equal(again, out.join(' '), 'canonical output is stable');
        assert.equal(out[0], e.sfen.split(' ')[0]);
        assert.equal(out[1], e.sfen.split(' ')[1]);
        n++;
      }
    }
    assert.ok(n > 500);
  },
);

const ERRORS: Array<[string, string, string, Variant?]> = [
  ['SFEN_FIELDS', 'lnsgkgsnl/1r5b1 b', 'fields'],
  ['SFEN_FIELDS', `${STARTPOS_SFEN} extra`, 'fields'],
  ['SFEN_BOARD', 'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1 b - 1', 'ranks'],
  ['SFEN_BOARD', 'lnsgkgsnl/1r5b1/ppppxpppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1', "'x'"],
  ['SFEN_BOARD', 'lnsgkgsnl/1r5b1/pppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1', 'rank c'],
  ['SFEN_BOARD', 'lnsgkgsnl/1r5b1/ppppppppp/8/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1', 'rank d'],
  ['SFEN_BOARD', '4+k4/9/9/9/9/9/9/9/4K4 b - 1', 'cannot promote'],
  ['SFEN_BOARD', '3Pk4/9/9/9/9/9/9/9/4K4 b - 1', '6a'],
  ['SFEN_BOARD', '4k4/9/9/4P4/9/9/4P4/9/4K4 b - 1', 'nifu'],
  ['SFEN_BOARD', '4k4/9/9/9/9/9/9/4n4/4K4 b - 1', '5h'],
  ['SFEN_BOARD', 'rbsgk/4p/5/P4/KGSBN b - 1', 'minishogi', 'minishogi'],
  ['SFEN_HAND', '4k4/9/9/9/9/9/9/9/4K4 b K 1', 'hand'],
  ['SFEN_HAND', '4k4/9/9/9/9/9/9/9/4K4 b 3 1', 'without a piece'],
  ['SFEN_HAND', '4k4/9/9/9/9/9/9/9/4K4 b 4R 1', 'count'],
  ['SFEN_HAND', 'rbsgk/4p/5/P4/KGSBR b N 1', 'minishogi', 'minishogi'],
  ['SFEN_TURN', '4k4/9/9/9/9/9/9/9/4K4 x - 1', "'x'"],
  ['SFEN_MOVE_NUMBER', '4k4/9/9/9/9/9/9/9/4K4 b - 0', "'0'"],
  ['SFEN_MOVE_NUMBER', '4k4/9/9/9/9/9/9/9/4K4 b - x1', "'x1'"],
  ['SFEN_KINGS', '4k4/9/9/9/9/9/9/9/3KK4 b - 1', 'kings'],
  ['SFEN_KINGS', '4k4/9/9/9/9/9/9/4R4/4K4 b - 1', 'in check'],
];

for (const [code, sfen, where, variant] of ERRORS) {
  test(`${code}: ${sfen}`, () => {
    const r = parseSfen(sfen, variant ?? 'shogi');
    assert.equal(r.ok, false);
    if (r.ok) return;
    assert.equal(r.error.code, code);
    assert.ok(r.error.message.includes(where), `message "${r.error.message}" says ${where}`);
  });
}

test('USI move text: board moves, promotions, drops, both directions', () => {
  const p = Position.startpos();
  const m = parseUsiMove(p, '7g7f');
  assert.notEqual(m, MOVE_NONE);
  assert.equal(moveToUsi(m), '7g7f');
  const q = parse('4k4/9/9/9/9/9/9/1B7/4K4 b G 1');
  assert.equal(moveToUsi(parseUsiMove(q, '8h2b+')), '8h2b+');
  assert.equal(moveToUsi(parseUsiMove(q, '8h2b')), '8h2b');
  const drop = parseUsiMove(q, 'G*5e');
  assert.equal(moveToUsi(drop), 'G*5e');
  assert.equal((drop >> 16) & 15, GOLD);
});

test('parseUsiMove returns MOVE_NONE for malformed or illegal text', () => {
  const p = Position.startpos();
  for (const bad of [
    '',
    '7g7',
    '7g7f++',
    '7g7f+',
    'Z*5e',
    'p*5e',
    'P*5e',
    '0a1b',
    '7j7f',
    '3c3d',
    '7g7e',
    '5i5h5g',
    'resign',
  ]) {
    assert.equal(parseUsiMove(p, bad), MOVE_NONE, bad);
  }
});

test('every legal move survives moveToUsi → parseUsiMove in varied positions', () => {
  for (const [sfen, v] of [
    [STARTPOS_SFEN, 'shogi'],
    ['R8/2K1S1SSk/4B4/9/9/9/9/9/1L1L1L3 b RBGSNLP3g3n17p 1', 'shogi'],
    ['l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w GR5pnsg 1', 'shogi'],
    [MINISHOGI_STARTPOS_SFEN, 'minishogi'],
  ] as const) {
    const p = parse(sfen, v);
    for (const m of legalMoves(p)) assert.equal(parseUsiMove(p, moveToUsi(m)), m, moveToUsi(m));
  }
});

test('fuzzed SFEN text never throws; whatever parses round-trips and has legal moves computable', () => {
  const rand = mulberry32(31337);
  const alphabet = 'plnsgbrkPLNSGBRK+123456789/ -bw0';
  const seeds = [
    STARTPOS_SFEN,
    'l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w GR5pnsg 1',
    '7nl/7k1/9/7N1/9/9/9/9/9 b GS2r2b3g3s2n3l18p 1',
  ];
  let parsed = 0;
  for (let i = 0; i < 3000; i++) {
    let s = seeds[i % seeds.length]!;
    const edits = 1 + Math.floor(rand() * 3);
    for (let e = 0; e < edits; e++) {
      const at = Math.floor(rand() * (s.length + 1));
      const ch = alphabet[Math.floor(rand() * alphabet.length)]!;
      const op = rand();
      s =
        op < 0.4
          ? s.slice(0, at) + ch + s.slice(at + 1)
          : op < 0.7
            ? s.slice(0, at) + ch + s.slice(at)
            : s.slice(0, at) + s.slice(at + 1);
    }
    const r = parseSfen(s);
    if (!r.ok) {
      assert.ok(r.error.message.length > 0);
      continue;
    }
    parsed++;
    const again = parseSfen(r.position.sfen());
    assert.ok(again.ok, `${s} → ${r.position.sfen()}`);
    assert.equal(again.position.sfen(), r.position.sfen());
    legalMoves(r.position);
  }
  assert.ok(parsed > 50, `some mutations stay valid (${parsed})`);
});
