import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  BLACK,
  GOLD,
  KNIGHT,
  PAWN,
  ROOK,
  SILVER,
  WHITE,
  makeDrop,
  makeMove,
  makePiece,
  makeSquare,
} from '../../../../src-main/shared/rules/types.ts';
import { fillBoardView } from '../../../../src-main/engine/eval/classical/board-view.ts';
import { FeatureExtractor } from '../../../../src-main/engine/eval/classical/extract.ts';
import {
  FEATURE_COUNT,
  featureIndex,
} from '../../../../src-main/engine/eval/classical/feature-set.ts';
import { AttackMap } from '../../../../src-main/engine/eval/classical/attack-map.ts';
import {
  PRIOR_TABLES,
  emptyMovePrior,
  priorKeys,
} from '../../../../src-main/engine/eval/classical/move-prior.ts';
import { features, position } from './helpers.ts';

const sq = makeSquare;
const bs = makePiece(BLACK, SILVER);
const quiet = (move: number): { move: number; captured: number; previousTo: number } => ({
  move,
  captured: 0,
  previousTo: -1,
});

test('exchange: the moved piece lost on its square, with and without a defender, and a bad capture', () => {
  // Black's silver went 4f→5e, where the white pawn 5d hits it.
  const alone = features(
    '4k4/9/9/4p4/4S4/9/9/9/4K4 w - 1',
    quiet(makeMove(sq(4, 6), sq(5, 5), bs)),
  );
  assert.equal(alone('see.toLoss'), 5, 'the silver is simply lost');
  assert.equal(alone('see.moverMax'), 5);
  assert.equal(alone('see.moverCount'), 1);
  assert.equal(alone('move.towardEnemyKing'), 1, 'five steps from the white king, now four');
  // With a black gold on 5f the pawn takes and is taken: silver for pawn.
  const guarded = features(
    '4k4/9/9/4p4/4S4/4G4/9/9/4K4 w - 1',
    quiet(makeMove(sq(4, 6), sq(5, 5), bs)),
  );
  assert.equal(guarded('see.toLoss'), 4);
  // A rook takes a pawn (5d) guarded by the gold 5c: the rook is lost for a pawn.
  const greedy = features('4k4/9/4g4/4R4/9/9/9/9/4K4 w - 1', {
    move: makeMove(sq(5, 8), sq(5, 4), makePiece(BLACK, ROOK)),
    captured: makePiece(WHITE, PAWN),
    previousTo: -1,
  });
  assert.equal(greedy('see.toLoss'), 10, 'the gold takes the rook; nothing takes the gold back');
  assert.equal(greedy('see.badCapture'), 1);
  assert.equal(guarded('see.badCapture'), 0, 'not a capture');
});

test('exchange: a knight drop forking a rook and a gold, with the second threat counted', () => {
  // White: gold 6a, rook 4a (guarding the gold along the rank), king 1a. Black drops a knight on 5c.
  const f = features(
    '3g1r2k/9/4N4/9/9/9/9/9/4K4 w - 1',
    quiet(makeDrop(makePiece(BLACK, KNIGHT), sq(5, 3))),
  );
  assert.equal(f('move.dropFork'), 1);
  assert.equal(f('see.opponentMax'), 10, 'the rook hangs');
  assert.equal(f('see.opponentSecond'), 2, 'gold for knight');
  assert.equal(f('move.fork'), 0, 'a drop, not a board move');
});

test('move context: pawn tataki, an edge pawn push, a safe check', () => {
  const tataki = features(
    '4k4/9/4s4/4P4/9/9/9/9/4K4 w - 1',
    quiet(makeDrop(makePiece(BLACK, PAWN), sq(5, 4))),
  );
  assert.equal(tataki('move.pawnTataki'), 1);
  const plain = features(
    '4k4/9/9/4P4/9/9/9/9/4K4 w - 1',
    quiet(makeDrop(makePiece(BLACK, PAWN), sq(5, 4))),
  );
  assert.equal(plain('move.pawnTataki'), 0);
  const edge = features(
    '4k4/9/9/9/9/8P/9/9/4K4 w - 1',
    quiet(makeMove(sq(1, 7), sq(1, 6), makePiece(BLACK, PAWN))),
  );
  assert.equal(edge('move.edgePawn'), 1);
  // A gold dropped on 5b, guarded by the silver 4c: check, and the king cannot take it.
  const bg = makePiece(BLACK, GOLD);
  const safe = features('4k4/4G4/5S3/9/9/9/9/9/4K4 w - 1', quiet(makeDrop(bg, sq(5, 2))));
  assert.equal(safe('see.safeCheck'), 1);
  assert.equal(safe('see.toLoss'), 0);
  const unsafe = features('4k4/4G4/9/9/9/9/9/9/4K4 w - 1', quiet(makeDrop(bg, sq(5, 2))));
  assert.equal(unsafe('see.safeCheck'), 0, 'the king takes the gold');
  assert.equal(unsafe('see.toLoss'), 6);
});

test('move prior: keys are the same for a move and its mirror by the other side, and values come from the tables', () => {
  const keysOf = (sfen: string, move: number, mover: 0 | 1): number[] => {
    const k = new Int32Array(PRIOR_TABLES.length);
    const v = fillBoardView(position(sfen));
    const att = new AttackMap();
    att.build(v);
    assert.ok(priorKeys(v, att, mover, quiet(move), 0, 0, k));
    return Array.from(k);
  };
  const black = keysOf(
    '4k4/9/9/9/9/2P6/9/9/4K4 w - 1',
    makeMove(sq(7, 7), sq(7, 6), makePiece(BLACK, PAWN)),
    BLACK,
  );
  const white = keysOf(
    '4k4/9/9/6p2/9/9/9/9/4K4 b - 1',
    makeMove(sq(3, 3), sq(3, 4), makePiece(WHITE, PAWN)),
    WHITE,
  );
  assert.deepEqual(black, white);
  const prior = emptyMovePrior();
  prior.pieceTo[black[0]!] = 30;
  prior.enemyKing[black[1]!] = -7;
  const out = new Int32Array(FEATURE_COUNT);
  const pos = position('4k4/9/9/9/9/2P6/9/9/4K4 w - 1');
  new FeatureExtractor(prior).extract(
    fillBoardView(pos),
    quiet(makeMove(sq(7, 7), sq(7, 6), makePiece(BLACK, PAWN))),
    out,
    pos,
  );
  assert.equal(out[featureIndex('prior.pieceTo')], 30);
  assert.equal(out[featureIndex('prior.enemyKing')], -7);
  assert.equal(out[featureIndex('prior.ownKing')], 0);
});

test('mate family: checking moves available to each side', () => {
  // White (to move) holds a gold: five drops check the black king on 5i. Black holds a pawn: one check on 5b.
  const f = features('4k4/9/9/9/9/9/9/9/4K4 w Pg 1');
  assert.equal(f('mate.opponentChecks'), 5);
  assert.equal(f('mate.moverChecks'), 1);
  assert.equal(f('mate.opponentMateIn1'), 0);
  const quietBoard = features('4k4/9/9/9/9/9/9/9/4K4 w - 1');
  assert.equal(quietBoard('mate.opponentChecks'), 0);
  assert.equal(quietBoard('mate.moverChecks'), 0);
});
