/**
 * The paper's labels: ratings read from player names, and the last 2/3 of the moves of a
 * strong winner (good) and of a weak loser (bad).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import {
  labelRatedMoves,
  loadRatedGames,
  ratingOfName,
  type RatedGame,
} from '../../src-main/tune/rated-moves.ts';

const WARS = new URL(
  '../../../shared/data/games/human_shogiwars_2025-03to05_pyshogi-db',
  import.meta.url,
).pathname;

test('ratings come from Shogi Wars ranks and 81Dojo ratings in player names', () => {
  assert.equal(ratingOfName('choco_invgame[3D]'), 3);
  assert.equal(ratingOfName('someone[1K]'), 0);
  assert.equal(ratingOfName('someone[5K]'), -4);
  assert.equal(ratingOfName('kabaku(1718)'), 1718);
  assert.equal(ratingOfName('amaidel'), null);
  assert.equal(ratingOfName(undefined), null);
});

/** A game of `plies` moves named m0, m1, … (black plays the even ones). */
function game(ratings: [number, number], winner: 0 | 1, plies: number): RatedGame {
  const moves = Array.from({ length: plies }, (_, i) => ({
    sfen: `s${i}`,
    move: `m${i}`,
    source: 'x',
  }));
  return { file: 'x', ratings, winner, moves };
}

test('a strong winner gives the last 2/3 of its moves as good, a weak loser as bad', () => {
  // 4D black beats 1D white in 12 plies: black played m0 m2 … m10 (6 moves), white m1 … m11.
  const labels = labelRatedMoves([game([4, 1], 0, 12)], { upper: 3, lower: 3 });
  assert.deepEqual(
    labels.good.map((p) => p.move),
    ['m4', 'm6', 'm8', 'm10'],
  );
  assert.deepEqual(
    labels.bad.map((p) => p.move),
    ['m5', 'm7', 'm9', 'm11'],
  );
  assert.equal(labels.goodGames, 1);
  assert.equal(labels.badGames, 1);
});

test('thresholds are strict, and a strong loser or weak winner gives nothing', () => {
  const labels = labelRatedMoves([game([3, 3], 0, 12), game([1, 5], 0, 12)], {
    upper: 3,
    lower: 3,
  });
  assert.equal(labels.good.length, 0);
  assert.equal(labels.bad.length, 0);
});

test('the Shogi Wars records give rated, decided games', { skip: !existsSync(WARS) }, () => {
  const { games, skipped } = loadRatedGames([WARS]);
  assert.ok(games.length >= 200, `${games.length} games`);
  assert.ok(skipped.length < 10);
  for (const g of games) assert.ok(g.moves.length > 0 && g.moves[0]!.move.length >= 4);
});
