/**
 * The native addon trusts nothing JS hands it: plies outside the stack, feature indices outside
 * the net and malformed slot blocks are refused with an error instead of reading stray memory.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Position } from '../../../../src-main/engine/core/position.ts';
import { loadAddon } from '../../../../src-main/engine/eval/nnue/addon.ts';
import { SLOT_STRIDE, writeRefreshBoth } from '../../../../src-main/engine/eval/nnue/features.ts';
import {
  NativeBackend,
  createNativeNet,
} from '../../../../src-main/engine/eval/nnue/native-backend.ts';
import { randomNet } from '../../../../src-main/engine/eval/nnue/random-net.ts';

const addon = loadAddon();
const skip = addon.ok ? false : `native addon unavailable: ${addon.ok ? '' : addon.reason}`;

function backend(plies: number): NativeBackend {
  if (!addon.ok) throw new Error('unreachable');
  const net = createNativeNet(
    addon.addon,
    randomNet({ seed: 3, architecture: 'dense', density: 0.35 }),
  );
  return new NativeBackend(net, new Int32Array(plies * SLOT_STRIDE));
}

test('the bound evaluate refuses plies outside the accumulator stack', { skip }, () => {
  const be = backend(4);
  writeRefreshBoth(be.slots, 0, Position.startpos());
  const ok = be.evaluate(0, 0, 0);
  assert.equal(typeof ok, 'number');
  assert.throws(() => be.evaluate(0, 4, 0), /bad control values or feature slot/);
  assert.throws(() => be.evaluate(0, -1, 0), /bad control values or feature slot/);
  assert.equal(be.evaluate(0, 0, 0), ok, 'a refused call leaves the stack as it was');
});

test('feature indices outside the net and oversized blocks are refused', { skip }, () => {
  const be = backend(4);
  const pos = Position.startpos();
  writeRefreshBoth(be.slots, 0, pos);
  const ok = be.evaluate(0, 0, 1);
  be.slots[3] = 81 * 1548; // first active feature of Black's block: one past the last row
  assert.throws(() => be.evaluate(0, 0, 1), /bad control values or feature slot/);
  writeRefreshBoth(be.slots, 0, pos);
  be.slots[1] = 46; // active count larger than the block holds
  assert.throws(() => be.evaluate(0, 0, 1), /bad control values or feature slot/);
  writeRefreshBoth(be.slots, 0, pos);
  assert.equal(be.evaluate(0, 0, 1), ok);
});
