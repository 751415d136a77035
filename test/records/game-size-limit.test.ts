/**
 * The per-game move limit (issue 42, records item 6): a 499,000-ply KIF, which took 1.5 GB to
 * load against the documented 300 MB, is refused before parsing with a message naming the
 * limit; a file of many short games is judged per game. Memory is measured by
 * `npm run -s bench:long-kif`, not here.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DEFAULT_LIMITS, importRecordText } from '../../src-main/shared/records/index.ts';
import {
  csaGameText,
  kifText,
  longGame,
  shuffleCycle,
} from '../../src-main/records/synthetic-records.ts';

test('a 499,000-ply KIF is refused before parsing, naming the per-game limit', () => {
  const prefix = longGame(40, 11);
  const cycle = shuffleCycle(prefix)!;
  const moves = [...prefix];
  while (moves.length < 499_000) moves.push(...cycle);
  const start = performance.now();
  const r = importRecordText(kifText(moves.slice(0, 499_000)));
  assert.ok(!r.ok, 'the 499,000-ply game loaded');
  assert.equal(r.error.code, 'TOO_LARGE');
  assert.equal(DEFAULT_LIMITS.maxGameMoves, 50_000);
  assert.match(
    r.error.message,
    /^the game holds about 499,001 moves, more than the 50,000 one game may hold/,
  );
  // Refused by a count, not by loading (a load took minutes here).
  assert.ok(performance.now() - start < 20_000);
});

test('in a file of several games the limit applies to each game, and names the game', () => {
  const games = [1, 2, 3].map((g) => csaGameText(longGame(60, g), g));
  const limits = { maxGameMoves: 100 };
  const three = importRecordText(games.join('/\n'), limits);
  assert.ok(three.ok, three.ok ? '' : three.error.message);
  assert.equal(three.records.length, 3);
  const long = csaGameText(longGame(150, 4), 4);
  const r = importRecordText([games[0], long].join('/\n'), limits);
  assert.ok(!r.ok);
  assert.equal(r.error.code, 'TOO_LARGE');
  assert.equal(r.error.gameIndex, 1);
  assert.match(
    r.error.message,
    /^game 2 holds about 150 moves, more than the 100 one game may hold/,
  );
});
