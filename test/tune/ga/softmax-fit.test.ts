import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ChromosomeLayout } from '../../../src-main/tune/ga/chromosome.ts';
import { fitSoftmax } from '../../../src-main/tune/ga/softmax-fit.ts';
import { makeToy, naiveMatches } from '../toy.ts';

const hidden = [9, -6, 4, 12, -3];

test('the softmax fit finds weights matching nearly every toy position, within the layout, frozen genes kept', () => {
  const toy = makeToy(300, hidden);
  const layout = new ChromosomeLayout(
    hidden.map((_, i) => ({ name: `f${i}`, bits: 6, min: -32, step: 1 })),
  );
  const start = [1, 0, 0, 0, 0];
  assert.ok(naiveMatches(toy, start) < 150);
  const w = fitSoftmax(toy.set, layout, start);
  assert.ok(naiveMatches(toy, w) >= 285, `fit matches ${naiveMatches(toy, w)}/300`);
  for (const v of w) assert.ok(v >= -32 && v <= 31);
  // A frozen first weight (step 0) stays at its value and sets the scale.
  const frozen = new ChromosomeLayout(
    hidden.map((_, i) => ({
      name: `f${i}`,
      bits: i === 0 ? 1 : 8,
      min: i === 0 ? 9 : -128,
      step: i === 0 ? 0 : 1,
    })),
  );
  const wf = fitSoftmax(toy.set, frozen, [9, 0, 0, 0, 0]);
  assert.equal(wf[0], 9);
  assert.ok(naiveMatches(toy, wf) >= 285, `frozen fit matches ${naiveMatches(toy, wf)}/300`);
});
