import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertOk } from './assert-ok.ts';

type R = { ok: true; value: number } | { ok: false; error: { code: string; message: string } };

test('assertOk passes an ok result and narrows it', () => {
  const r: R = { ok: true, value: 7 };
  assertOk(r);
  assert.equal(r.value, 7);
});

test('assertOk fails with the error code and message of a failed result', () => {
  const r: R = {
    ok: false,
    error: { code: 'FILE_READ_FAILED', message: 'x.kif could not be read' },
  };
  assert.throws(() => assertOk(r), /FILE_READ_FAILED.*x\.kif could not be read/);
  assert.throws(() => assertOk(r, 'reading x.kif'), /^AssertionError.*reading x\.kif, got/);
});

test('assertOk still fails clearly when the result cannot be written as JSON', () => {
  const cyclic: { ok: boolean; self?: unknown } = { ok: false };
  cyclic.self = cyclic;
  assert.throws(() => assertOk(cyclic), /expected an ok result, got \[object Object\]/);
});
