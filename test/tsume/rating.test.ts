/**
 * The tsume rating (Glicko-2 via the `glicko2` package): solving raises it, failing lowers it,
 * and the next problem is the unsolved one nearest the rating, optionally of one length; the
 * shipped set's difficulties spread so that a rating finds problems near it.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { NEW_PLAYER, pickNext, rateAttempt } from '../../src-main/tsume/rating.ts';
import { parseProblemFile, type TsumeProblem } from '../../src-main/tsume/problem-file.ts';

const problem = (id: string, difficulty: number, plies = 3): TsumeProblem => ({
  id,
  sfen: '',
  solution: Array<string>(plies).fill('x'),
  difficulty,
});

test('solving raises the rating, failing lowers it, and each attempt narrows the deviation', () => {
  const up = rateAttempt(NEW_PLAYER, 1500, true);
  const down = rateAttempt(NEW_PLAYER, 1500, false);
  assert.ok(up.rating > NEW_PLAYER.rating + 100, `${up.rating}`);
  assert.ok(down.rating < NEW_PLAYER.rating - 100, `${down.rating}`);
  assert.ok(up.rd < NEW_PLAYER.rd);
  // Beating a much harder problem gains more than beating a much easier one.
  const hard = rateAttempt(NEW_PLAYER, 2100, true).rating;
  const easy = rateAttempt(NEW_PLAYER, 900, true).rating;
  assert.ok(hard > easy);
});

test('the next problem is the unsolved one nearest the rating, of the length asked', () => {
  const set = [problem('a', 1000), problem('b', 1480), problem('c', 1530), problem('d', 1500, 5)];
  const me = { ...NEW_PLAYER, rating: 1510 };
  assert.equal(pickNext(set, me)?.id, 'd');
  assert.equal(pickNext(set, me, { plies: 3 })?.id, 'c');
  assert.equal(pickNext(set, me, { plies: 3, done: new Set(['c']) })?.id, 'b');
  assert.equal(pickNext(set, me, { plies: 3, done: new Set(['a', 'b', 'c']) })?.id, 'c');
  assert.equal(pickNext(set, me, { plies: 9 }), null);
});

test('a player who keeps solving is given harder problems from the shipped set', () => {
  const set = parseProblemFile(readFileSync('resources/tsume/mate-03.json', 'utf8'), 'mate-03');
  let me = { ...NEW_PLAYER, rating: 1000 };
  const done = new Set<string>();
  const first = pickNext(set, me, { done })!;
  for (let i = 0; i < 8; i++) {
    const p = pickNext(set, me, { done })!;
    done.add(p.id);
    me = rateAttempt(me, p.difficulty!, true);
  }
  const later = pickNext(set, me, { done })!;
  assert.ok(later.difficulty! > first.difficulty!, `${first.difficulty} -> ${later.difficulty}`);
});
