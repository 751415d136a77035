/**
 * Learned move ordering: the centroid file loads (the shipped one and hand-made ones), bad input
 * gives a typed error code instead of a throw, and a move like the played centroids scores
 * above one like the not-played centroids. With the shared data present, the shipped centroids
 * rank the expert move above most other legal moves of held-out positions.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  CENTROID_FORMAT,
  bundledCentroidsPath,
  loadCentroids,
  parseCentroids,
} from '../../src-main/engine/learned-order.ts';
import { FEATURE_COUNT, FEATURE_NAMES } from '../../src-main/engine/learned/move-features.ts';
import { PAPER_FEATURE_NAMES } from '../../src-main/engine/learned/paper-features.ts';
import { loadExpertPositions } from '../../src-main/tune/expert-positions.ts';
import { rankReport } from '../../src-main/tune/learn-ordering.ts';

const VAL = '../shared/data/positions/floodgate_bestmove_select766/val.jsonl';

function file(played: number[][], notPlayed: number[][]): unknown {
  return {
    format: CENTROID_FORMAT,
    version: 1,
    features: [...FEATURE_NAMES],
    played,
    notPlayed,
  };
}

test('the shipped centroid file loads', () => {
  const path = bundledCentroidsPath();
  assert.ok(path !== null, 'resources/ordering/centroids.json exists');
  const r = loadCentroids(path);
  assert.ok(r.ok, r.ok ? '' : r.error.message);
});

test('malformed centroid files give typed errors, never a throw', () => {
  const dir = mkdtempSync(join(tmpdir(), 'banmen-learned-'));
  const write = (name: string, text: string): string => {
    const p = join(dir, name);
    writeFileSync(p, text);
    return p;
  };
  const row = new Array<number>(FEATURE_COUNT).fill(0.5);
  const cases: Array<[string, string]> = [
    [join(dir, 'missing.json'), 'UNREADABLE'],
    [write('bad.json', '{not json'), 'BAD_JSON'],
    [write('array.json', '[1,2]'), 'BAD_FORMAT'],
    [
      write('other.json', JSON.stringify({ ...(file([row], [row]) as object), features: ['x'] })),
      'FEATURE_MISMATCH',
    ],
    [write('short.json', JSON.stringify(file([[1, 2]], [row]))), 'BAD_CENTROIDS'],
    [write('empty.json', JSON.stringify(file([], [row]))), 'BAD_CENTROIDS'],
    [
      write('nan.json', JSON.stringify(file([row.map(() => 'x')] as never, [row]))),
      'BAD_CENTROIDS',
    ],
  ];
  for (const [path, code] of cases) {
    const r = loadCentroids(path);
    assert.equal(r.ok, false, path);
    if (!r.ok) assert.equal(r.error.code, code, path);
  }
  assert.equal(parseCentroids(null).ok, false);
});

test('a feature vector at a played centroid scores above one at a not-played centroid', () => {
  const p = new Array<number>(FEATURE_COUNT).fill(0);
  const n = new Array<number>(FEATURE_COUNT).fill(1);
  const r = parseCentroids(file([p], [n]));
  assert.ok(r.ok);
  if (!r.ok) return;
  assert.ok(r.order.scoreFeatures(p) > 0);
  assert.ok(r.order.scoreFeatures(n) < 0);
  assert.ok(r.order.scoreFeatures(p) > r.order.scoreFeatures(n));
});

test(
  'the shipped centroids rank held-out expert moves above most other legal moves',
  { skip: existsSync(VAL) ? false : `${VAL} is absent` },
  () => {
    const r = loadCentroids(bundledCentroidsPath()!);
    assert.ok(r.ok);
    if (!r.ok) return;
    const held = loadExpertPositions([VAL], { limit: 100 });
    const report = rankReport(r.order, held.positions);
    assert.ok(report.positions > 50);
    assert.ok(report.meanAbove < 0.5, `mean share above the expert move ${report.meanAbove}`);
  },
);

test('the paper-feature centroids load as the paper set, scored by squared distances', () => {
  const r = loadCentroids(bundledCentroidsPath('paper')!);
  assert.ok(r.ok, r.ok ? '' : r.error.message);
  if (!r.ok) return;
  assert.equal(r.order.set.name, 'paper');
  assert.equal(r.order.played.length, 20 * 34, 'k = 20 good centroids of 34 features');
  const zeros = new Array<number>(34).fill(0);
  const ones = new Array<number>(34).fill(1);
  const own = parseCentroids({
    ...(file([zeros], [ones]) as object),
    features: PAPER_FEATURE_NAMES,
  });
  assert.ok(own.ok);
  // The paper's code compares sums of squares: 34 − 0, where plain distances would give √34.
  if (own.ok) assert.equal(own.order.scoreFeatures(zeros), 34);
});
