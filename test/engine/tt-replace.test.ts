/**
 * The table's replacement rule for one position (tt.ts): a deep result of this search survives a
 * much shallower inexact store with a move (a reduced re-visit), which only refreshes the move,
 * while one without a move replaces the result and keeps the old move;
 * an exact result, a result of nearly the same depth, or a deep entry of an earlier search is
 * replaced.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  BOUND_EXACT,
  BOUND_LOWER,
  BOUND_UPPER,
  TranspositionTable,
} from '../../src-main/engine/tt.ts';

const KEY_LO = 77;
const KEY_HI = 4242;

function deepEntry(): TranspositionTable {
  const tt = new TranspositionTable(1);
  tt.newSearch();
  tt.store(KEY_LO, KEY_HI, 0, 300, BOUND_LOWER, 10, 0x111, 20);
  return tt;
}

test('a shallow inexact store keeps the deep bound and takes the new move', () => {
  const tt = deepEntry();
  tt.store(KEY_LO, KEY_HI, 0, -50, BOUND_UPPER, 0, 0x222, 20);
  const hit = tt.probe(KEY_LO, KEY_HI, 0);
  assert.equal(hit.found, true);
  assert.deepEqual([hit.depth, hit.bound, hit.value, hit.move], [10, BOUND_LOWER, 300, 0x222]);
});

test('a shallow fail-low without a move replaces the deep bound but keeps its move', () => {
  // Why pinned: the keep-the-deeper rule asks only stores with a move (tt.ts keepsDeeper).
  const tt = deepEntry();
  tt.store(KEY_LO, KEY_HI, 0, -50, BOUND_UPPER, 0, 0, 20);
  const hit = tt.probe(KEY_LO, KEY_HI, 0);
  assert.deepEqual([hit.depth, hit.bound, hit.value, hit.move], [0, BOUND_UPPER, -50, 0x111]);
});

test('an exact or nearly as deep result replaces the entry', () => {
  const exact = deepEntry();
  exact.store(KEY_LO, KEY_HI, 0, 40, BOUND_EXACT, 1, 0x333, 20);
  assert.deepEqual(pick(exact), [1, BOUND_EXACT, 40]);
  const close = deepEntry();
  close.store(KEY_LO, KEY_HI, 0, 60, BOUND_UPPER, 7, 0x333, 20);
  assert.deepEqual(pick(close), [7, BOUND_UPPER, 60]);
});

test('a deep entry of an earlier search gives way to this search’s result', () => {
  const tt = deepEntry();
  tt.newSearch();
  tt.store(KEY_LO, KEY_HI, 0, -50, BOUND_UPPER, 0, 0x222, 20);
  assert.deepEqual(pick(tt), [0, BOUND_UPPER, -50]);
});

function pick(tt: TranspositionTable): number[] {
  const hit = tt.probe(KEY_LO, KEY_HI, 0);
  return [hit.depth, hit.bound, hit.value];
}

test('the ttPv flag is kept with the entry and cleared by a store from a non-PV node', () => {
  const tt = new TranspositionTable(1);
  tt.newSearch();
  tt.store(KEY_LO, KEY_HI, 0, 10, BOUND_EXACT, 5, 0x111, 20, true);
  assert.equal(tt.probe(KEY_LO, KEY_HI, 0).pv, true);
  assert.deepEqual(pick(tt), [5, BOUND_EXACT, 10], 'the flag leaves depth, bound and value alone');
  tt.store(KEY_LO, KEY_HI, 0, 30, BOUND_LOWER, 6, 0x111, 20);
  assert.equal(tt.probe(KEY_LO, KEY_HI, 0).pv, false);
  assert.equal(tt.probe(KEY_LO + 1, KEY_HI + 1, 0).pv, false, 'a miss is not on a PV');
});
