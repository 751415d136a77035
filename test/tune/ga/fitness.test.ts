import { test } from 'node:test';
import assert from 'node:assert/strict';
import { countMatches, createScratch, fitnessOf } from '../../../src-main/tune/ga/fitness.ts';
import { LocalMatchCounter, WorkerMatchCounter } from '../../../src-main/tune/ga/fitness-pool.ts';
import { MatchSetBuilder } from '../../../src-main/tune/ga/match-set.ts';
import { Prng } from '../../../src-main/engine/prng.ts';
import { makeToy, naiveMatches } from '../toy.ts';

test('fitness is the square of the exact matches (paper eq. 2)', () => {
  assert.equal(fitnessOf(0), 0);
  assert.equal(fitnessOf(37), 1369);
});

test('ties never count: a child scoring equal to the expert makes the position unmatched', () => {
  const b = new MatchSetBuilder(2);
  // children: expert (index 1) = [1, 0], others [0, 1] and [0, 0]
  b.add([0, 1, 1, 0, 0, 0], 3, 1, 0);
  // the expert's vector also appears on another child: never matchable
  b.add([1, 0, 1, 0, 0, 0], 3, 1, 0);
  const set = b.build();
  assert.equal(set.expertChild[1], -1);
  const counts = new Int32Array(3);
  const w = Int32Array.from([2, 1, 1, 1, 1, 2]);
  countMatches(set, createScratch(set), w, 3, 0, set.positions, counts);
  assert.deepEqual([...counts], [1, 0, 0], 'w=(2,1) matches; w=(1,1) ties; w=(1,2) loses');
});

test('sparse cached counting agrees with a naive dense argmax for random weights', () => {
  const toy = makeToy(300, [5, -3, 2, 0, 7, -1]);
  const rng = new Prng(11);
  const orgs = 20;
  const w = Int32Array.from({ length: orgs * 6 }, () => rng.int(21) - 10);
  const counts = new Int32Array(orgs);
  countMatches(toy.set, createScratch(toy.set), w, orgs, 0, toy.set.positions, counts);
  for (let o = 0; o < orgs; o++)
    assert.equal(counts[o], naiveMatches(toy, w.subarray(o * 6, o * 6 + 6)));
  const hidden = Int32Array.from(toy.hidden);
  const all = new Int32Array(1);
  countMatches(toy.set, createScratch(toy.set), hidden, 1, 0, toy.set.positions, all);
  assert.equal(all[0], 300, 'the hidden weights match every position');
});

test('worker threads count the same as the local counter', async () => {
  const toy = makeToy(400, [4, 1, -2, 3]);
  const rng = new Prng(12);
  const w = Int32Array.from({ length: 10 * 4 }, () => rng.int(11) - 5);
  const local = await new LocalMatchCounter(toy.set).count(w, 10);
  const pool = new WorkerMatchCounter(toy.set, 2);
  try {
    assert.deepEqual([...(await pool.count(w, 10))], [...local]);
    assert.deepEqual([...(await pool.count(w, 10))], [...local], 'a second generation too');
  } finally {
    await pool.close();
  }
});
