/** The label-stability counts: what "kept" means for each of the two figures. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { report, tally, type Stability } from '../../tools/bench/labels.ts';

test('a label is kept when the deep search still labels it (mistake+ for the severe figure)', () => {
  const s: Stability = { labelled: 0, kept: 0, severe: 0, severeKept: 0 };
  tally(s, 'inaccuracy', 'blunder'); // kept
  tally(s, 'inaccuracy', null); // lost
  tally(s, 'mistake', 'dubious'); // kept as a label, not as mistake+
  tally(s, 'blunder', 'mistake'); // kept both ways
  tally(s, null, 'blunder'); // not labelled at review: not counted
  assert.deepEqual(s, { labelled: 4, kept: 3, severe: 2, severeKept: 1 });
  assert.deepEqual(report(s), [
    'inaccuracy or worse kept: 3/4 (75.0 %)',
    'mistake or blunder kept as mistake or worse: 1/2 (50.0 %)',
  ]);
});
