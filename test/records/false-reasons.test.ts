/**
 * Located errors give the true reason (issue 42, records item 4): a CSA file without its turn
 * line, a KI2 move repeated on one line, a KI2 `角成` no bishop can make, and a file cut inside
 * a multi-byte character.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { importRecord } from '../../src-main/shared/records/index.ts';

const bytesOf = (name: string) =>
  readFileSync(new URL(`../fixtures/records-checks/${name}`, import.meta.url));
const load = (name: string) => importRecord(bytesOf(name), name);

/** The error of a file that must be refused. */
function refused(r: ReturnType<typeof importRecord>) {
  assert.ok(!r.ok, 'the file loaded');
  return r.error;
}

test('a CSA file without its turn line says so, at the first move', () => {
  const e = refused(load('csa-no-turn.csa'));
  assert.equal(e.line, 5);
  assert.match(e.message, /the turn line \("\+" or "-", who moves first\) is missing/);
  assert.doesNotMatch(e.message, /holds a/);
});

test('a KI2 move repeated on one line is blamed on the later copy, as move 3', () => {
  const e = refused(load('ki2-repeated-on-line.ki2u'));
  assert.equal(e.line, 2);
  assert.equal(e.ply, 3);
  assert.match(e.message, /move 3 "▲７六歩": no black pawn can reach 7f/);
});

test('a KI2 角成 that no bishop can make is not read as a drop', () => {
  const e = refused(load('ki2-promotion-not-drop.ki2u'));
  assert.equal(e.line, 3);
  assert.equal(e.ply, 5);
  assert.match(e.message, /"▲４五角成": no black bishop can reach 4e .*not a drop/);
  assert.doesNotMatch(e.message, /角打/);
});

test('a file cut inside a multi-byte character says it looks truncated, and where', () => {
  const utf8 = bytesOf('tally-ok.kifu');
  // Cut inside 勝 of the last line (3 bytes in UTF-8, then a newline): keep one of its bytes.
  const cut = utf8.subarray(0, utf8.length - 6);
  const e = refused(importRecord(cut, 'cut.kifu'));
  assert.equal(e.code, 'DECODE');
  assert.equal(e.line, 11);
  assert.match(e.message, /the file looks truncated: it ends inside a UTF-8 character/);
  assert.match(e.message, new RegExp(`\\(byte ${cut.length - 1}\\)`));
  const sjis = readFileSync(new URL('../fixtures/records/illegal-move.kif', import.meta.url));
  const e2 = refused(importRecord(sjis.subarray(0, sjis.length - 3), 'cut.kif'));
  assert.match(e2.message, /looks truncated: it ends inside a Shift_JIS character/);
});
