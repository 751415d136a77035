import { test } from 'node:test';
import assert from 'node:assert/strict';
import { kmeans } from '../../src-main/tune/kmeans.ts';
import { Prng } from '../../src-main/engine/prng.ts';

/** Three tight blobs in 2-D around far-apart centres, shuffled together. */
function blobs(): { data: Float64Array; centres: number[][]; label: number[] } {
  const centres = [
    [0, 0],
    [10, 0],
    [0, 10],
  ];
  const rng = new Prng(7);
  const data: number[] = [];
  const label: number[] = [];
  for (let i = 0; i < 300; i++) {
    const c = rng.int(3);
    data.push(centres[c]![0]! + rng.next() - 0.5, centres[c]![1]! + rng.next() - 0.5);
    label.push(c);
  }
  return { data: Float64Array.from(data), centres, label };
}

test('k-means recovers three obvious clusters: one centroid near each centre, each blob in one cluster', () => {
  const { data, centres, label } = blobs();
  const r = kmeans({ data, dim: 2 }, { k: 3, seed: 1 });
  for (const [x, y] of centres) {
    const near = [0, 1, 2].some(
      (j) => Math.hypot(r.centroids[2 * j]! - x!, r.centroids[2 * j + 1]! - y!) < 0.5,
    );
    assert.ok(near, `a centroid near (${x}, ${y})`);
  }
  for (let c = 0; c < 3; c++) {
    const clusters = new Set(label.flatMap((l, i) => (l === c ? [r.assignment[i]] : [])));
    assert.equal(clusters.size, 1, `blob ${c} falls into one cluster`);
  }
  assert.equal(
    Array.from(r.sizes).reduce((a, b) => a + b, 0),
    300,
  );
});

test('k-means is deterministic: the same points and seed give the same centroids', () => {
  const { data } = blobs();
  const a = kmeans({ data, dim: 2 }, { k: 4, seed: 5 });
  const b = kmeans({ data, dim: 2 }, { k: 4, seed: 5 });
  assert.deepEqual(Array.from(a.centroids), Array.from(b.centroids));
  assert.deepEqual(Array.from(a.assignment), Array.from(b.assignment));
});

test('k-means caps k at the number of points and handles identical points', () => {
  const data = Float64Array.from([1, 1, 1, 1]);
  const r = kmeans({ data, dim: 2 }, { k: 8, seed: 1 });
  assert.equal(r.k, 2);
  assert.equal(r.inertia, 0);
});
