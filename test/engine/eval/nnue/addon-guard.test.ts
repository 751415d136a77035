/**
 * The native addon trusts nothing JS hands it: plies outside the stack, feature indices outside
 * the net and malformed slot blocks are refused with an error instead of reading stray memory.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Position } from '../../../../src-main/shared/rules/position.ts';
import { loadAddon } from '../../../../src-main/engine/eval/nnue/addon.ts';
import { parseUsiMove } from '../../../../src-main/shared/rules/sfen.ts';
import {
  KIND_REFRESH,
  SLOT_BLOCK,
  SLOT_STRIDE,
  decodeBoardBlock,
  writeMove,
  writeRefreshBoth,
} from '../../../../src-main/engine/eval/nnue/features.ts';
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

/** Rewrites both blocks of ply 0 as explicit feature lists (KIND_REFRESH) of the start position. */
function writeFeatureLists(slots: Int32Array): void {
  const pos = Position.startpos();
  writeRefreshBoth(slots, 0, pos);
  for (const persp of [0, 1] as const) {
    const b = persp * SLOT_BLOCK,
      active = new Int32Array(38);
    decodeBoardBlock(slots, b, persp, active);
    slots.set([KIND_REFRESH, 38, 0], b);
    slots.set(active, b + 3);
  }
}

test('feature indices outside the net and oversized blocks are refused', { skip }, () => {
  const be = backend(4);
  writeRefreshBoth(be.slots, 0, Position.startpos());
  const ok = be.evaluate(0, 0, 1);
  writeFeatureLists(be.slots);
  assert.equal(be.evaluate(0, 0, 1), ok, 'a feature list and a board record agree');
  be.slots[3] = 81 * 1548; // first active feature of Black's block: one past the last row
  assert.throws(() => be.evaluate(0, 0, 1), /bad control values or feature slot/);
  writeFeatureLists(be.slots);
  be.slots[1] = 46; // active count larger than the block holds
  assert.throws(() => be.evaluate(0, 0, 1), /bad control values or feature slot/);
  writeFeatureLists(be.slots);
  assert.equal(be.evaluate(0, 0, 1), ok);
});

test('a malformed board record is refused', { skip }, () => {
  const be = backend(4);
  const pos = Position.startpos();
  writeRefreshBoth(be.slots, 0, pos);
  const ok = be.evaluate(0, 0, 0);
  be.slots[3] = -1; // Black's king square
  assert.throws(() => be.evaluate(0, 0, 0), /bad control values or feature slot/);
  writeRefreshBoth(be.slots, 0, pos);
  be.slots[1] = 18; // eighteen pawns in Black's hand on top of the board: more than 38 pieces
  assert.throws(() => be.evaluate(0, 0, 0), /bad control values or feature slot/);
  writeRefreshBoth(be.slots, 0, pos);
  new Uint8Array(be.slots.buffer)[4 * 4 + 40] = 15; // piece type 15 on square 40
  assert.throws(() => be.evaluate(0, 0, 0), /bad control values or feature slot/);
  writeRefreshBoth(be.slots, 0, pos);
  assert.equal(be.evaluate(0, 0, 0), ok);
});

test('a malformed move record is refused, not decoded into stray rows', { skip }, () => {
  const be = backend(4);
  const pos = Position.startpos();
  writeRefreshBoth(be.slots, 0, pos);
  const m = parseUsiMove(pos, '7g7f');
  pos.doMove(m);
  writeMove(be.slots, 1, pos, m);
  const ok = be.evaluate(0, 1, 1);
  const b = SLOT_STRIDE; // Black's block at ply 1: [KIND_MOVE, move, captured, hand, king square]
  be.slots[b + 4] = 81; // a king square off the board
  assert.throws(() => be.evaluate(1, 1, 1), /bad control values or feature slot/);
  writeMove(be.slots, 1, pos, m);
  be.slots[b + 1] = (m & ~0x7f) | 100; // a destination square off the board
  assert.throws(() => be.evaluate(1, 1, 1), /bad control values or feature slot/);
  writeMove(be.slots, 1, pos, m);
  be.slots[b + 2] = 8; // a captured black king
  assert.throws(() => be.evaluate(1, 1, 1), /bad control values or feature slot/);
  writeMove(be.slots, 1, pos, m);
  assert.equal(be.evaluate(1, 1, 1), ok);
});
