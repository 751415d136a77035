/**
 * The paper's 34 move features, each checked by hand on a made-up position: a rook captures and
 * promotes on 2c, uncovering its own lance behind it; a pawn drop; the colour-invariant ranks.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Position } from '../../../src-main/shared/rules/position.ts';
import { parseSfen, parseUsiMove } from '../../../src-main/shared/rules/sfen.ts';
import { MOVE_NONE } from '../../../src-main/shared/rules/types.ts';
import {
  PAPER_FEATURE_COUNT,
  PAPER_FEATURE_NAMES,
  paperMoveFeatures,
} from '../../../src-main/engine/learned/paper-features.ts';

/** The features of a USI move, by name; the position must be unchanged afterwards. */
function features(pos: Position, usi: string): Record<string, number> {
  const m = parseUsiMove(pos, usi);
  assert.notEqual(m, MOVE_NONE, `${usi} is legal`);
  const before = pos.sfen();
  const f = new Float64Array(PAPER_FEATURE_COUNT);
  paperMoveFeatures(pos, m, f);
  assert.equal(pos.sfen(), before, 'the move is unmade');
  return Object.fromEntries(PAPER_FEATURE_NAMES.map((n, i) => [n, f[i]!]));
}

function position(sfen: string): Position {
  const r = parseSfen(sfen, 'shogi');
  if (!r.ok) throw new Error(r.error.message);
  return r.position;
}

/** Total, max, mean and min of a set, under the names the features use. */
function stats(name: string, total: number, max: number, mean: number, min: number) {
  return {
    [`${name}Total`]: total,
    [`${name}Max`]: max,
    [`${name}Mean`]: mean,
    [`${name}Min`]: min,
  };
}

// White: king 5a, gold 3a, lance 2a, knight 7c, pawn 2c, bishop 6d, silver 3d.
// Black: rook 2h, king 5i, lance 2i; move 41.
const BOARD = '4k1gl1/9/2n4p1/3b2s2/9/9/9/7R1/4K2L1';

test('the paper lists 34 features, each named once', () => {
  assert.equal(PAPER_FEATURE_NAMES.length, 34);
  assert.equal(new Set(PAPER_FEATURE_NAMES).size, 34);
});

test('rook takes the pawn on 2c and promotes: every feature as counted by hand', () => {
  const f = features(position(`${BOARD} b - 41`), '2h2c+');
  assert.deepEqual(f, {
    moveWeight: 11, // a rook, 990 / 90
    capturedWeight: 1, // a pawn
    fromRank: 1, // rank 8 is one rank from black's back rank
    fromFile: 2,
    toRank: 6, // rank 3
    toFile: 2,
    promoted: 1,
    // The dragon on 2c attacks the lance on 2a (through 2b), the knight on 7c along rank 3
    // and the silver on 3d diagonally.
    ...stats('attacked', 3.5 + 4.5 + 5.5, 5.5, 13.5 / 3, 3.5),
    ...stats('enemyOnFrom', 9.5, 9.5, 9.5, 9.5), // the bishop on 6d hits 2h
    ...stats('enemyOnTo', 5.5 + 3.5, 5.5, 4.5, 3.5), // silver 3d and lance 2a guard 2c
    enemyOnToCount: 2,
    ...stats('ownOnFrom', 3.5, 3.5, 3.5, 3.5), // the lance on 2i guards 2h
    ...stats('ownOnTo', 3.5, 3.5, 3.5, 3.5), // ... and, with the rook gone, 2c
    ownOnToCount: 1,
    enemyKingFiles: 3, // 2c to 5a
    enemyKingRanks: 2,
    ownKingFiles: 3, // 2c to 5i
    ownKingRanks: 6,
    moveNumber: 41,
  });
});

test('a pawn drop on 2d starts nowhere and is guarded by the rook behind it', () => {
  const f = features(position(`${BOARD} b P 41`), 'P*2d');
  assert.deepEqual(f, {
    moveWeight: 1,
    capturedWeight: 0,
    fromRank: 0,
    fromFile: 0,
    toRank: 5,
    toFile: 2,
    promoted: 0,
    ...stats('attacked', 1, 1, 1, 1), // the pawn on 2c
    ...stats('enemyOnFrom', 0, 0, 0, 0),
    ...stats('enemyOnTo', 1, 1, 1, 1), // the pawn on 2c (the silver on 3d does not move sideways)
    enemyOnToCount: 1,
    ...stats('ownOnFrom', 0, 0, 0, 0),
    ...stats('ownOnTo', 11, 11, 11, 11), // the rook on 2h; the lance is behind it
    ownOnToCount: 1,
    enemyKingFiles: 3,
    enemyKingRanks: 3,
    ownKingFiles: 3,
    ownKingRanks: 5,
    moveNumber: 41,
  });
});

test("ranks count from the side of the mover, so both colours' first pawn pushes match", () => {
  const pos = Position.startpos();
  const black = features(pos, '7g7f');
  pos.doMove(parseUsiMove(pos, '7g7f'));
  const white = features(pos, '3c3d');
  assert.equal(black.fromRank, 2);
  assert.equal(black.toRank, 3);
  assert.equal(white.fromRank, 2);
  assert.equal(white.toRank, 3);
  assert.equal(black.moveNumber, 1);
  assert.equal(white.moveNumber, 2);
  assert.equal(white.fromFile, 3);
});
