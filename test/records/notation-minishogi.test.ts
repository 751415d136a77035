// Issue 41, defect 14: a minishogi engine line reads in Japanese and western notation (the play
// view showed it as raw USI), on the 5×5 board's own coordinates.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { notateUsiLine } from '../../src-main/shared/records/notation.ts';

const MINI_START = 'rbsgk/4p/5/P4/KGSBR b - 1';

test('a minishogi PV is written in Japanese and western notation, with 同 for a recapture', () => {
  const line = notateUsiLine(MINI_START, ['5d5c', '1b1c', '2e4c', '1c1d', '1e1d']);
  assert.deepEqual(line.usi, ['5d5c', '1b1c', '2e4c', '1c1d', '1e1d']);
  assert.deepEqual(line.japanese, ['▲５三歩', '△１三歩', '▲４三角', '△１四歩', '▲同　飛']);
  assert.deepEqual(line.western, ['P-5c', 'P-1c', 'B-4c', 'P-1d', 'Rx1d']);
});

test('a minishogi PV stops at the first move that is not legal there', () => {
  assert.deepEqual(notateUsiLine(MINI_START, ['5d5c', '5d5c']).japanese, ['▲５三歩']);
});
