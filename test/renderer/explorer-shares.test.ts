// The explorer's result shares (issue 41, defect 10): four whole percentages that add up to 100,
// games without a result their own share.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { resultShares } from '../../src-renderer/lib/study/explorer-shares.ts';

const move = (games: number, blackWins: number, draws: number, whiteWins: number) => ({
  move: '7g7f',
  games,
  blackWins,
  draws,
  whiteWins,
  lastPlayed: 0,
});

test('thirds round to 34/33/33, not 33/33/33', () => {
  assert.deepEqual(resultShares(move(3, 1, 1, 1)), { black: 34, draw: 33, white: 33, none: 0 });
});

test("the issue's 22 games: the shares add up to 100 with the games without a result shown", () => {
  const r = resultShares(move(22, 5, 1, 6));
  assert.equal(r.black + r.draw + r.white + r.none, 100);
  assert.deepEqual(r, { black: 23, draw: 5, white: 27, none: 45 });
});

test('a move without games has no shares', () => {
  assert.deepEqual(resultShares(move(0, 0, 0, 0)), { black: 0, draw: 0, white: 0, none: 0 });
});
