import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  SMALL_PROBCUT_MARGIN,
  VALUE_MATE_IN_MAX_PLY,
  VALUE_NONE,
} from '../../src-main/engine/params.ts';
import { smallProbCut } from '../../src-main/engine/pruning.ts';
import { BOUND_EXACT, BOUND_LOWER, BOUND_UPPER } from '../../src-main/engine/tt.ts';

const beta = 100;
const high = beta + SMALL_PROBCUT_MARGIN;

test('a lower bound far enough above beta from at most four plies shallower cuts at beta + margin', () => {
  assert.equal(smallProbCut(BOUND_LOWER, 6, high, 10, beta), high);
  assert.equal(smallProbCut(BOUND_EXACT, 6, high + 50, 10, beta), high);
});

test('no cut from an upper bound, a shallower entry, a smaller margin, a missing value or a mate', () => {
  assert.equal(smallProbCut(BOUND_UPPER, 10, high + 500, 10, beta), VALUE_NONE);
  assert.equal(smallProbCut(BOUND_LOWER, 5, high, 10, beta), VALUE_NONE);
  assert.equal(smallProbCut(BOUND_LOWER, 10, high - 1, 10, beta), VALUE_NONE);
  assert.equal(smallProbCut(BOUND_LOWER, 10, VALUE_NONE, 10, beta), VALUE_NONE);
  assert.equal(smallProbCut(BOUND_LOWER, 10, VALUE_MATE_IN_MAX_PLY, 10, beta), VALUE_NONE);
});
