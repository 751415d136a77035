import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ChromosomeLayout } from '../../../src-main/tune/ga/chromosome.ts';

const layout = new ChromosomeLayout([
  { name: 'rook', bits: 10, min: 0, step: 2 },
  { name: 'shape', bits: 6, min: -32, step: 1 },
  { name: 'flag', bits: 1, min: 0, step: 5 },
]);

test('layout gives each weight its own bit width', () => {
  assert.equal(layout.totalBits, 17);
  assert.deepEqual([...layout.offsets], [0, 10, 16]);
  assert.equal(layout.maxOf(0), 2046);
  assert.equal(layout.maxOf(1), 31);
});

test('encode then decode returns representable weights and clamps the rest', () => {
  assert.deepEqual([...layout.decode(layout.encode([1000, -7, 5]))], [1000, -7, 5]);
  assert.deepEqual([...layout.decode(layout.encode([1001, 99, -3]))], [1002, 31, 0]);
  assert.deepEqual([...layout.decode(layout.encode([-50, -40, 0]))], [0, -32, 0]);
});

test('flipping the last bit of a gene moves the weight by at most one step from some values', () => {
  const bits = layout.encode([500, 0, 0]);
  bits[9]! ^= 1;
  assert.equal(Math.abs(layout.decode(bits)[0]! - 500), 2);
});

test('a gene of step 0 pins its weight whatever its bit', () => {
  const pinned = new ChromosomeLayout([{ name: 'frozen', bits: 1, min: 90, step: 0 }]);
  assert.deepEqual([...pinned.decode(Uint8Array.of(1))], [90]);
  assert.deepEqual([...pinned.decode(pinned.encode([500]))], [90]);
});
