import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertOk } from '../../../helpers/assert-ok.ts';
import { Position } from '../../../../src-main/shared/rules/position.ts';
import { parseSfen } from '../../../../src-main/shared/rules/sfen.ts';
import {
  HAND_TYPES,
  handCount,
  typeOf,
  colorOf,
  KING,
  type Color,
} from '../../../../src-main/shared/rules/types.ts';
import {
  SLOT_BLOCK,
  SLOT_STRIDE,
  KIND_BOARD,
  KIND_MOVE,
  decodeBoardBlock,
  decodeMoveBlock,
  checkNnuePosition,
  writeMove,
  writeRefresh,
  writeRefreshBoth,
} from '../../../../src-main/engine/eval/nnue/features.ts';
import { randomGames } from '../../../../src-main/engine/eval/nnue/sample-games.ts';

// The HalfKP numbering exactly as the issue states it, written out independently of bona-piece.ts.
// [friend, enemy] bases by piece type number (PAWN=1 LANCE=2 KNIGHT=3 SILVER=4 BISHOP=5 ROOK=6
// GOLD=7, PRO_PAWN..PRO_SILVER=9..12 use gold, HORSE=13, DRAGON=14).
const HAND: Record<number, [number, number]> = {
  1: [1, 20],
  2: [39, 44],
  3: [49, 54],
  4: [59, 64],
  7: [69, 74],
  5: [79, 82],
  6: [85, 88],
};
const GOLD_BASE: [number, number] = [738, 819];
const BOARD: Record<number, [number, number]> = {
  1: [90, 171],
  2: [252, 333],
  3: [414, 495],
  4: [576, 657],
  7: GOLD_BASE,
  9: GOLD_BASE,
  10: GOLD_BASE,
  11: GOLD_BASE,
  12: GOLD_BASE,
  5: [900, 981],
  13: [1062, 1143],
  6: [1224, 1305],
  14: [1386, 1467],
};

/** The 38 active indices of a perspective, from the spec text above. */
function specFeatures(pos: Position, persp: Color): number[] {
  const k = pos.kingSquare(persp);
  const kOff = (persp === 0 ? k : 80 - k) * 1548;
  const out: number[] = [];
  for (let sq = 0; sq < 81; sq++) {
    const pc = pos.pieceOn(sq);
    if (pc === 0 || typeOf(pc) === KING) continue;
    const friend = colorOf(pc) === persp ? 0 : 1;
    out.push(kOff + BOARD[typeOf(pc)]![friend] + (persp === 0 ? sq : 80 - sq));
  }
  for (const owner of [0, 1] as const)
    for (const t of HAND_TYPES)
      for (let i = 0; i < handCount(pos.hand(owner), t); i++)
        out.push(kOff + HAND[t]![owner === persp ? 0 : 1] + i);
  while (out.length < 38) out.push(kOff);
  return out.sort((a, b) => a - b);
}

/** The active features of the board record at block `b` of `slots`, sorted. */
function boardFeatures(slots: Int32Array, b: number, persp: Color): number[] {
  assert.equal(slots[b], KIND_BOARD);
  const out = new Int32Array(38);
  decodeBoardBlock(slots, b, persp, out);
  return Array.from(out).sort((a, c) => a - c);
}

/** The indices the board record writeRefresh puts in the slots stands for. */
function refreshed(pos: Position, persp: Color): number[] {
  const slots = new Int32Array(SLOT_STRIDE);
  writeRefresh(slots, 0, persp, pos);
  return boardFeatures(slots, persp * SLOT_BLOCK, persp);
}

test('start position: named features from both sides (kings on 5i and 5a = 44 after rotation)', () => {
  const pos = Position.startpos();
  const black = refreshed(pos, 0),
    white = refreshed(pos, 1);
  assert.equal(black.length, 38);
  assert.ok(
    black.includes(44 * 1548 + 90 + 60),
    'black pawn 7g (sq 60) is a friend pawn for Black',
  );
  assert.ok(black.includes(44 * 1548 + 900 + 70), 'black bishop 8h (sq 70)');
  assert.ok(
    black.includes(44 * 1548 + 1305 + 64),
    'white rook 8b (sq 64) is an enemy rook for Black',
  );
  assert.ok(
    white.includes(44 * 1548 + 981 + 10),
    'black bishop 8h is an enemy bishop on 80 − 70 for White',
  );
  assert.ok(
    white.includes(44 * 1548 + 1224 + 16),
    'white rook 8b is a friend rook on 80 − 64 for White',
  );
  assert.deepEqual(black, white, 'the start position is symmetric');
  const both = new Int32Array(SLOT_STRIDE);
  writeRefreshBoth(both, 0, pos);
  for (const persp of [0, 1] as const)
    assert.deepEqual(boardFeatures(both, persp * SLOT_BLOCK, persp), persp === 0 ? black : white);
});

test('hands: the k-th piece of a kind sits at base + k − 1; missing pieces are BonaPiece 0', () => {
  const r = parseSfen('4k4/9/9/9/9/9/9/9/4K4 b 2R2B4G4S4N4L17P 1'); // all in Black's hand;
  assertOk(r);
  if (!r.ok) return;
  const black = refreshed(r.position, 0);
  const kOff = 44 * 1548;
  const expected = [
    0,
    ...range(1, 17),
    ...range(39, 4),
    ...range(49, 4),
    ...range(59, 4),
    ...range(69, 4),
    79,
    80,
    85,
    86,
  ];
  assert.deepEqual(
    black,
    expected.map((bp) => kOff + bp).sort((a, b) => a - b),
  );
  const white = refreshed(r.position, 1);
  const enemy = [
    0,
    ...range(20, 17),
    ...range(44, 4),
    ...range(54, 4),
    ...range(64, 4),
    ...range(74, 4),
    82,
    83,
    88,
    89,
  ];
  assert.deepEqual(
    white,
    enemy.map((bp) => kOff + bp).sort((a, b) => a - b),
  );
});

function range(from: number, n: number): number[] {
  return Array.from({ length: n }, (_, i) => from + i);
}

test('handicap positions pad the missing pieces with BonaPiece 0', () => {
  const r = parseSfen('lnsgkgsnl/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1'); // two-piece handicap
  assertOk(r);
  if (!r.ok) return;
  const white = refreshed(r.position, 1);
  assert.equal(white.filter((f) => f === 44 * 1548).length, 2);
  assert.deepEqual(white, specFeatures(r.position, 1));
});

test('features match the spec, and deltas replay to the refreshed set, over 3,000 plies of random games', () => {
  const slots = new Int32Array(2 * SLOT_STRIDE);
  let plies = 0,
    captures = 0,
    drops = 0,
    kingMoves = 0;
  for (const game of randomGames(25, 120, 5)) {
    const pos = Position.startpos();
    const sets = [specFeatures(pos, 0), specFeatures(pos, 1)];
    for (const m of game) {
      pos.doMove(m);
      writeMove(slots, 1, pos, m);
      if (pos.capturedPiece() !== 0) captures++;
      if (((m >> 7) & 0x7f) >= 81) drops++;
      for (const persp of [0, 1] as const) {
        const b = SLOT_STRIDE + persp * SLOT_BLOCK;
        if (slots[b] === KIND_BOARD) {
          kingMoves++;
          sets[persp] = boardFeatures(slots, b, persp);
        } else {
          assert.equal(slots[b], KIND_MOVE);
          const delta = new Int32Array(4);
          const n = decodeMoveBlock(slots, b, persp, delta);
          const set = sets[persp]!;
          for (let i = 0; i < n; i++) {
            const at = set.indexOf(delta[i]!);
            assert.ok(at >= 0, `removed feature ${delta[i]} was not active`);
            set.splice(at, 1);
          }
          for (let i = 0; i < n; i++) set.push(delta[n + i]!);
          set.sort((x, y) => x - y);
        }
        assert.deepEqual(
          sets[persp],
          specFeatures(pos, persp),
          `perspective ${persp} after ${pos.sfen()}`,
        );
      }
      plies++;
    }
  }
  assert.ok(
    plies > 2500 && captures > 200 && drops > 100 && kingMoves > 100,
    `${plies} plies, ${captures} captures, ${drops} drops, ${kingMoves} king refreshes`,
  );
});

test('NNUE refuses minishogi, kingless and over-material positions with typed errors', () => {
  const mini = checkNnuePosition(Position.startpos('minishogi'));
  assert.equal(mini.ok ? '' : mini.error.code, 'NNUE_VARIANT');
  const tsume = parseSfen('4k4/9/9/9/9/9/9/9/9 b 2r2b4g4s4n4l18p 1');
  assertOk(tsume);
  if (tsume.ok) {
    const r = checkNnuePosition(tsume.position);
    assert.equal(r.ok ? '' : r.error.code, 'NNUE_NO_KING');
  }
  const fine = checkNnuePosition(Position.startpos());
  assertOk(fine);
});
