import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  crossover,
  eliteIndices,
  mutate,
  rouletteSelect,
  tournamentSelect,
} from '../../../src-main/tune/ga/operators.ts';
import { Prng } from '../../../src-main/engine/prng.ts';

const ones = new Uint8Array(64).fill(1);
const zeros = new Uint8Array(64);

test('one-point crossover swaps one tail: a prefix of one parent then the rest of the other', () => {
  const rng = new Prng(3);
  for (let t = 0; t < 50; t++) {
    const c1 = new Uint8Array(64);
    const c2 = new Uint8Array(64);
    crossover('one-point', ones, zeros, c1, c2, rng);
    const cut = c1.indexOf(0);
    assert.ok(cut > 0 && cut < 64, 'the cut is strictly inside');
    assert.ok(c1.subarray(cut).every((b) => b === 0));
    assert.ok(c1.subarray(0, cut).every((b) => b === 1));
    for (let i = 0; i < 64; i++) assert.equal(c1[i]! + c2[i]!, 1, 'children are complementary');
  }
});

test('two-point and uniform crossover keep every bit from one of the parents', () => {
  const rng = new Prng(4);
  const a = Uint8Array.from({ length: 64 }, (_, i) => i & 1);
  const b = Uint8Array.from({ length: 64 }, (_, i) => (i >> 1) & 1);
  for (const kind of ['two-point', 'uniform'] as const) {
    const c1 = new Uint8Array(64);
    const c2 = new Uint8Array(64);
    crossover(kind, a, b, c1, c2, rng);
    for (let i = 0; i < 64; i++) {
      assert.ok(c1[i] === a[i] || c1[i] === b[i]);
      assert.equal(c1[i]! + c2[i]!, a[i]! + b[i]!);
    }
  }
});

test('mutation flips bits at about the given rate', () => {
  const rng = new Prng(5);
  const bits = new Uint8Array(100_000);
  const flips = mutate(bits, 0.005, rng);
  assert.equal(
    flips,
    bits.reduce((s, b) => s + b, 0),
  );
  assert.ok(flips > 380 && flips < 620, `flips ${flips} ≈ 500`);
  assert.equal(mutate(new Uint8Array(100), 0, rng), 0);
  const all = new Uint8Array(10);
  mutate(all, 1, rng);
  assert.ok(all.every((b) => b === 1));
});

test('selection prefers fitter organisms; elites are the best, ties by index', () => {
  const rng = new Prng(6);
  const fit = [1, 100, 4, 100, 0];
  const wins = new Array(5).fill(0);
  for (let i = 0; i < 2000; i++) wins[tournamentSelect(fit, 3, rng)]++;
  assert.ok(wins[1] + wins[3] > wins[0] + wins[2] + wins[4]);
  assert.equal(wins[4] < wins[0] + 1, true);
  const roul = new Array(5).fill(0);
  for (let i = 0; i < 2000; i++) roul[rouletteSelect(fit, rng)]++;
  assert.equal(roul[4], 0, 'zero fitness is never drawn by the roulette');
  assert.deepEqual(eliteIndices(fit, 3), [1, 3, 2]);
});

test('the PRNG is reproducible from its seed', () => {
  const a = new Prng(42);
  const b = new Prng(42);
  const c = new Prng(43);
  const sa = Array.from({ length: 5 }, () => a.nextUint32());
  assert.deepEqual(
    sa,
    Array.from({ length: 5 }, () => b.nextUint32()),
  );
  assert.notDeepEqual(
    sa,
    Array.from({ length: 5 }, () => c.nextUint32()),
  );
});
