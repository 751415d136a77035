import { test } from 'node:test';
import assert from 'node:assert/strict';
import { collectOrderingSamples, learnCentroids } from '../../src-main/tune/learn-ordering.ts';
import { parseCentroids } from '../../src-main/engine/learned-order.ts';
import { FEATURE_COUNT } from '../../src-main/engine/learned/move-features.ts';
import { STARTPOS_SFEN } from '../../src-main/shared/rules/sfen.ts';

const positions = [
  { sfen: STARTPOS_SFEN, move: '7g7f', source: 't:1' },
  { sfen: STARTPOS_SFEN, move: '2g2f', source: 't:2' },
  { sfen: STARTPOS_SFEN, move: '9z9z', source: 't:3' }, // malformed: left out
];

test('samples: one played move per usable position, the asked number of others, the same every run', () => {
  const a = collectOrderingSamples(positions, 5, 3);
  const b = collectOrderingSamples(positions, 5, 3);
  assert.equal(a.positions, 2);
  assert.equal(a.played.length, 2 * FEATURE_COUNT);
  assert.equal(a.notPlayed.length, 2 * 5 * FEATURE_COUNT);
  assert.deepEqual(Array.from(a.notPlayed), Array.from(b.notPlayed));
});

test('learned centroids form a file the engine loads, with k centroids per set at most', () => {
  const s = collectOrderingSamples(positions, 10, 1);
  const learned = learnCentroids(s, 4, 1, 'test');
  assert.ok(learned.file.played.length <= 4);
  assert.equal(learned.file.notPlayed.length, 4);
  assert.ok(parseCentroids(learned.file).ok);
});
