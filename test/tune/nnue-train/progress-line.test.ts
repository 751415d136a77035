import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  formatCount,
  formatDuration,
  progressLine,
} from '../../../src-main/tune/nnue-train/progress-line.ts';

test('the progress line shows share, positions, rate, epoch and run ETA, and loss', () => {
  // 250 k of 1 M positions in 5 s: 50 k/s, 15 s left in the epoch.
  const line = progressLine('epoch 2/3', 250_000, 1_000_000, 5, 0.0123456, 75);
  assert.equal(
    line,
    'epoch 2/3 [======                  ]  25% 250.0k/1.00M pos, 50.0k pos/s, ETA 0:15 (run 1:15), loss 0.01235',
  );
  assert.doesNotMatch(progressLine('e', 1, 2, 1, 0), /run/);
});

test('durations and counts read as a person writes them', () => {
  assert.equal(formatDuration(59.6), '1:00');
  assert.equal(formatDuration(3725), '1:02:05');
  assert.equal(formatDuration(NaN), '?');
  assert.equal(formatCount(999), '999');
  assert.equal(formatCount(12_345), '12.3k');
  assert.equal(formatCount(2_500_000), '2.50M');
});
