/**
 * The piece check covers every branch (issue 42, records item 2): a variation's `同　飛(42)`
 * where 4b holds a silver was read as the silver's move and rewritten; now it is refused at
 * its own line, as on the main line.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { importRecord, formatRecord } from '../../src-main/shared/records/index.ts';

const load = (name: string) =>
  importRecord(readFileSync(new URL(`../fixtures/records-checks/${name}`, import.meta.url)), name);

test('a wrong piece name inside a variation is refused with its line', () => {
  const r = load('variation-wrong-piece.kifu');
  assert.ok(!r.ok, 'the wrong piece loaded');
  assert.equal(r.error.code, 'ILLEGAL_MOVE');
  assert.equal(r.error.line, 12);
  assert.equal(r.error.ply, 6);
  assert.match(r.error.message, /"同　飛\(42\)": 4b holds a silver, not a rook/);
  // The valid part keeps the main line and the variation up to the bad move.
  const kif = formatRecord(r.error.partial!, 'kif').text;
  assert.match(kif, /４五角打/);
  assert.match(kif, /３三馬\(22\)/);
  assert.doesNotMatch(kif, /同　銀\(42\)/);
});

test('the same variation with the right piece loads with both branches', () => {
  const r = load('variation-right-piece.kifu');
  assert.ok(r.ok, r.ok ? '' : r.error.message);
  assert.match(formatRecord(r.records[0]!, 'kif').text, /同　銀\(42\)/);
});
