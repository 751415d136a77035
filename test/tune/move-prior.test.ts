import { test } from 'node:test';
import assert from 'node:assert/strict';
import { START, keysOf } from './prior-keys.ts';
import {
  collectSamples,
  fitPrior,
  priorMatches,
  trainMovePrior,
} from '../../src-main/tune/move-prior.ts';
import { handSetWeights } from '../../src-main/engine/eval/classical/weights.ts';

test('move prior: both methods rate the moves experts always play above those they never play', () => {
  // The "expert" always opens with the rook pawn 2g2f.
  const positions = Array.from({ length: 6 }, (_, i) => ({
    sfen: START,
    move: '2g2f',
    source: `test:${i}`,
  }));
  const played = keysOf(START, '2g2f');
  const never = keysOf(START, '9g9f');
  for (const method of ['counts', 'logit'] as const) {
    const { prior, positions: used } = trainMovePrior(positions, method);
    assert.equal(used, 6);
    assert.ok(prior.pieceFrom[played[5]!]! > 0, `${method}: the played move's origin is rated up`);
    assert.ok(prior.pieceTo[played[0]!]! > prior.pieceTo[never[0]!]!, `${method}: 2f above 9f`);
  }
});

test('move prior on top of an evaluation: the fit trusts an evaluation that picks the expert move', () => {
  // The rook takes a free gold; the hand-set material weights prefer that move by far.
  const sfen = '4k4/9/9/9/4g4/9/9/4R4/4K4 b - 1';
  const positions = Array.from({ length: 6 }, (_, i) => ({
    sfen,
    move: '5h5e',
    source: `test:${i}`,
  }));
  const samples = collectSamples(positions, handSetWeights().values);
  assert.equal(samples.offset?.length, samples.childStart[samples.positions]);
  const { prior, temp } = fitPrior(samples, 'logit', { l2: 20 });
  assert.ok(temp > 1 / 100, `temperature ${temp} rose from its start (0.01 nat per centipawn)`);
  assert.equal(priorMatches(samples, prior, temp), 6);
  assert.equal(fitPrior(collectSamples(positions), 'logit').temp, 0, 'no offsets, no temperature');
});
