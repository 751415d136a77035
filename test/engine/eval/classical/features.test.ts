import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  BLACK,
  PAWN,
  SILVER,
  KING,
  WHITE,
  makeDrop,
  makeMove,
  makePiece,
  makeSquare,
} from '../../../../src-main/shared/rules/types.ts';
import { features } from './helpers.ts';

const sq = makeSquare;

test('material: base counts include promoted and hand pieces; promotion and hand bonuses apart', () => {
  // Black (the mover; white to move): K5i, tokin 5e, silver in hand. White: K5a, pawn 5c.
  const f = features('4k4/9/4p4/9/4+P4/9/9/9/4K4 w S 1');
  assert.equal(f('material.P'), 0, 'tokin counts as a pawn: 1 − 1');
  assert.equal(f('promotion.+P'), 1);
  assert.equal(f('material.S'), 1);
  assert.equal(f('hand.S'), 1);
  assert.equal(f('hand.P'), 0);
  assert.equal(f('ownKingDistance.+P'), 4);
  assert.equal(f('enemyKingDistance.+P'), 4);
  assert.equal(f('ownKingDistance.P'), -2, "white pawn 5c is 2 steps from white's king");
  assert.equal(f('enemyKingDistance.P'), -6);
});

test('king safety: attackers, attacks, attacker count, safe attacks in both zones, escapes', () => {
  // Black gold 4c and silver 6c against the white king on 5a.
  const f = features('4k4/9/3S1G3/9/9/9/9/9/4K4 w - 1');
  assert.equal(f('king.attackers'), 2);
  assert.equal(f('king.attacks'), 4, 'gold hits 4b 5b, silver hits 6b 5b');
  assert.equal(f('king.attackUnit.G'), 1);
  assert.equal(f('king.attackUnit.S'), 1);
  assert.equal(f('king.attackerCount.2'), 1);
  assert.equal(f('king.attackerCount.1'), 0);
  assert.equal(f('king.safeAttacks1'), 1, 'only 5b is hit twice against the king alone');
  assert.equal(f('king.safeAttacks2'), 4, '5c 3c 3b 7b, two steps from the king');
  assert.equal(f('king.escapes'), 5 - 2, 'black king has 5 free squares, white only 4a and 6a');
  assert.equal(f('king.defenders'), 0);
  const g = features('4k4/9/9/9/9/9/9/3GS4/4K4 w - 1');
  assert.equal(g('king.defenders'), 2);
});

test('king safety: attacks times hand, supported drop squares, pawn shield, king on its back rank', () => {
  // Black gold 4c hits 4b and 5b next to the white king; black holds a silver and two pawns.
  const f = features('4k4/9/5G3/9/9/9/3PPP3/9/4K4 w S2P 1');
  assert.equal(f('king.attackTimesHand'), 2 * 3, 'two zone squares hit × three pieces in hand');
  assert.equal(
    f('king.dropSquares'),
    2,
    '4b and 5b are empty and supported, and a silver is in hand',
  );
  assert.equal(f('king.pawnShield'), 3, 'pawns 6g 5g 4g shield the king on 5i');
  assert.equal(f('king.backRank'), 0, 'both kings on their back ranks');
  const pawnsOnly = features('4k4/9/5G3/9/9/9/9/9/4K4 w 2P 1');
  assert.equal(
    pawnsOnly('king.dropSquares'),
    0,
    'pawns cannot be dropped to attack there usefully',
  );
  assert.equal(
    features('9/4k4/9/9/9/9/9/4K4/9 w - 1')('king.backRank'),
    0,
    'both kings one rank up',
  );
  assert.equal(features('4k4/9/9/9/9/9/9/4K4/9 w - 1')('king.backRank'), 1);
});

test('camps, mobility and rook placement for a rook in the enemy camp', () => {
  const f = features('4k4/9/7R1/9/9/9/9/9/4K4 w - 1');
  assert.equal(f('camp.won'), 10, '2a 2b and rank c except 2c');
  assert.equal(f('camp.vulnerable'), -10, "the same squares lie open in white's camp");
  assert.equal(f('mobility.rook'), 16);
  assert.equal(f('rook.inEnemyCamp'), 1);
  assert.equal(f('rook.openFile'), 1);
  assert.equal(f('rook.semiOpenFile'), 0);
  assert.equal(f('rook.nearKingFile'), 0);
  assert.equal(f('other.aggression'), 1);
  assert.equal(f('other.totalAttacking'), 11);
  assert.equal(f('shape.claimedFiles'), 1);
});

test('rook file: next to the king, the 9/8/2/1 edge case, semi-open files', () => {
  assert.equal(
    features('8k/9/9/9/9/9/9/6R2/4K4 w - 1')('rook.nearKingFile'),
    1,
    'king 1a, rook on file 3',
  );
  assert.equal(
    features('8k/9/9/9/9/9/9/5R3/4K4 w - 1')('rook.nearKingFile'),
    0,
    'king 1a, rook on file 4',
  );
  assert.equal(
    features('4k4/9/9/9/9/9/9/3R5/4K4 w - 1')('rook.nearKingFile'),
    1,
    'king 5a, rook on file 6',
  );
  const f = features('4k4/9/7p1/9/9/9/9/7R1/4K4 w - 1');
  assert.equal(f('rook.semiOpenFile'), 1);
  assert.equal(f('rook.openFile'), 0);
});

test('castles: complete mino scores full, a missing piece less, off the king square nothing', () => {
  assert.equal(features('4k4/9/9/9/9/9/9/4G1SK1/5G3 w - 1')('castle.closeness'), 8, 'mino');
  assert.equal(
    features('4k4/9/9/9/9/9/9/4G2K1/5G3 w - 1')('castle.closeness'),
    5,
    'mino without its silver: 2 of 3',
  );
  assert.equal(
    features('4k4/9/9/9/9/9/9/4G1S2/5GK2 w - 1')('castle.closeness'),
    0,
    'king on 3i: no castle has these pieces',
  );
  assert.equal(
    features('3g5/1ks1g4/9/9/9/9/9/9/4K4 w - 1')('castle.closeness'),
    -8,
    "white's mino, turned",
  );
});

test('shape: the bad and good patterns', () => {
  assert.equal(features('4k4/9/9/9/9/4G4/4S4/9/4K4 w - 1')('shape.goldAheadOfSilver'), 1);
  assert.equal(features('4k4/9/9/9/9/9/9/6GR1/4K4 w - 1')('shape.goldBesideRook'), 1);
  assert.equal(features('4k4/9/9/9/9/2S6/2P6/9/4K4 w - 1')('shape.pieceAheadOfPawn'), 1);
  const b = features('4k4/9/9/9/1p7/9/9/1BG6/4K4 w - 1');
  assert.equal(b('shape.bishopHeadProtected'), 1, 'gold 7h guards 8g');
  assert.equal(b('shape.bishopHeadAttacked'), 0);
  const c = features('4k4/9/9/9/9/1p7/9/1B7/4K4 w - 1');
  assert.equal(c('shape.bishopHeadAttacked'), 1, 'pawn 8f hits 8g');
  assert.equal(features('4k4/9/9/9/9/4S4/9/9/4K4 w - 1')('shape.recliningSilver'), 1);
  assert.equal(features('4k4/9/9/9/9/9/9/4GS3/4K4 w - 1')('shape.adjacentSilverGold'), 1);
});

test('other: blocked flow needs an own blocker defended by another piece', () => {
  assert.equal(features('4k4/9/9/9/9/9/7P1/6SR1/4K4 w - 1')('other.blockedFlow'), 1);
  assert.equal(features('4k4/9/9/9/9/9/7P1/7R1/4K4 w - 1')('other.blockedFlow'), 0);
});

test('threats: pieces en prise on both sides and check', () => {
  const f = features('4k4/9/7g1/4p4/4S4/9/9/9/4K4 w - 1');
  assert.equal(f('threat.hangingMoverMax'), 5, 'the black silver 5e hangs to the pawn');
  assert.equal(f('threat.hangingMoverCount'), 1);
  assert.equal(f('threat.hangingMoverSum'), 5);
  assert.equal(f('threat.hangingOpponentMax'), 1, 'the silver hits the pawn 5d');
  assert.equal(f('threat.givesCheck'), 0);
  assert.equal(features('4k4/4G4/9/9/9/9/9/9/4K4 w - 1')('threat.givesCheck'), 1);
  assert.equal(
    features('4k4/9/9/4p4/4S4/4G4/9/9/4K4 w - 1')('threat.hangingMoverMax'),
    4,
    'defended silver: 5 − 1',
  );
});

test('mate: delivered, the opponent mates in one, the mover threatens mate', () => {
  const mated = features('8k/8G/8P/9/9/9/9/9/4K4 w - 1');
  assert.equal(mated('mate.delivered'), 1);
  assert.equal(
    features('4k4/9/9/9/9/9/8p/9/8K w g 1')('mate.opponentMateIn1'),
    1,
    'G*1h mates black',
  );
  const threat = features('8k/9/8P/9/9/9/9/9/4K4 w G 1');
  assert.equal(threat('mate.threat'), 1, 'G*1b would mate if white passed');
  assert.equal(threat('mate.opponentMateIn1'), 0);
  assert.equal(threat('mate.delivered'), 0);
  assert.equal(
    features('8k/9/8P/9/9/9/9/9/4K4 w S 1')('mate.threat'),
    0,
    'a silver drop on 1b leaves 2b free',
  );
});

test('move features tell drops, promotions, declined promotions, captures and retreats apart', () => {
  const bp = makePiece(BLACK, PAWN);
  const drop = features('4k4/9/4P4/9/9/9/9/9/4K4 w - 1', {
    move: makeDrop(bp, sq(5, 3)),
    captured: 0,
    previousTo: -1,
  });
  assert.equal(drop('move.drop.P'), 1);
  assert.equal(drop('move.dropNearEnemyKing'), 1);
  assert.equal(drop('move.promotion'), 0);
  const declined = features('4k4/9/4P4/9/9/9/9/9/4K4 w - 1', {
    move: makeMove(sq(5, 4), sq(5, 3), bp),
    captured: 0,
    previousTo: -1,
  });
  assert.equal(declined('move.declinedPromotion'), 1);
  assert.equal(declined('move.drop.P'), 0);
  const promo = features('4k4/9/4+P4/9/9/9/9/9/4K4 w - 1', {
    move: makeMove(sq(5, 4), sq(5, 3), bp, true),
    captured: 0,
    previousTo: -1,
  });
  assert.equal(promo('move.promotion'), 1);
  assert.equal(promo('move.declinedPromotion'), 0);
  const bs = makePiece(BLACK, SILVER);
  const recapture = features('4k4/9/9/9/4S4/9/9/9/4K4 w - 1', {
    move: makeMove(sq(4, 6), sq(5, 5), bs),
    captured: makePiece(WHITE, SILVER),
    previousTo: sq(5, 5),
  });
  assert.equal(recapture('move.capture'), 5);
  assert.equal(recapture('move.recapture'), 1);
  const retreat = features('4k4/9/9/9/9/3S5/9/9/4K4 w - 1', {
    move: makeMove(sq(5, 5), sq(6, 6), bs),
    captured: 0,
    previousTo: -1,
  });
  assert.equal(retreat('move.retreat'), 1);
  const king = features('4k4/9/9/9/9/9/9/4K4/9 w - 1', {
    move: makeMove(sq(5, 9), sq(5, 8), makePiece(BLACK, KING)),
    captured: 0,
    previousTo: -1,
  });
  assert.equal(king('move.kingMove'), 1);
  const fork = features('4k4/9/4s4/4P4/9/9/9/9/4K4 w - 1', {
    move: makeMove(sq(5, 5), sq(5, 4), bp),
    captured: 0,
    previousTo: -1,
  });
  assert.equal(fork('move.attacksBigger'), 1, 'the pawn now hits a silver');
  assert.equal(fork('move.piece.P'), 1);
  assert.equal(fork('move.forward'), 1);
  assert.equal(fork('move.nearEnemyKing'), 0, '5d is three steps from 5a');
  assert.equal(drop('move.piece.P'), 0, 'a drop is not a pawn move');
  assert.equal(drop('move.nearEnemyKing'), 1);
  assert.equal(retreat('move.forward'), 0);
  assert.equal(retreat('move.piece.S'), 1);
  assert.equal(king('move.piece.K'), 1);
});

test('move features: a piece fleeing an attack, a defended destination, a defensive drop', () => {
  const bs = makePiece(BLACK, SILVER);
  // The silver left 5e, still hit by the pawn 5d, for 4f, guarded by the gold 4g.
  const flee = features('4k4/9/9/4p4/9/5S3/5G3/9/4K4 w - 1', {
    move: makeMove(sq(5, 5), sq(4, 6), bs),
    captured: 0,
    previousTo: -1,
  });
  assert.equal(flee('move.fromAttacked'), 1);
  assert.equal(flee('move.toDefended'), 1);
  const stay = features('4k4/9/9/9/9/5S3/9/9/4K4 w - 1', {
    move: makeMove(sq(5, 5), sq(4, 6), bs),
    captured: 0,
    previousTo: -1,
  });
  assert.equal(stay('move.fromAttacked'), 0);
  assert.equal(stay('move.toDefended'), 0);
  const guard = features('4k4/9/9/9/9/9/9/4G4/4K4 w - 1', {
    move: makeDrop(makePiece(BLACK, 7), sq(5, 8)),
    captured: 0,
    previousTo: -1,
  });
  assert.equal(guard('move.dropNearOwnKing'), 1);
  assert.equal(guard('move.drop.G'), 1);
  assert.equal(guard('move.nearOwnKing'), 1);
  assert.equal(guard('move.dropCheck'), 0);
  const check = features('4k4/4G4/9/9/9/9/9/9/4K4 w - 1', {
    move: makeDrop(makePiece(BLACK, 7), sq(5, 2)),
    captured: 0,
    previousTo: -1,
  });
  assert.equal(check('move.dropCheck'), 1);
  const develop = features('4k4/9/9/9/9/9/9/5G3/4K4 w - 1', {
    move: makeMove(sq(4, 9), sq(4, 8), makePiece(BLACK, 7)),
    captured: 0,
    previousTo: -1,
  });
  assert.equal(develop('move.fromBackRank'), 1);
  assert.equal(develop('move.nearOwnKing'), 1);
  const invade = features('4k4/9/2S6/9/9/9/9/9/4K4 w - 1', {
    move: makeMove(sq(7, 4), sq(7, 3), bs),
    captured: 0,
    previousTo: -1,
  });
  assert.equal(invade('move.intoEnemyCamp'), 1);
  assert.equal(invade('move.fromBackRank'), 0);
});
