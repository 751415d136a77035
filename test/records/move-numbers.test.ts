/**
 * KIF move numbers and the final tally (issue 42, records item 1): a record that lost a move
 * is refused at the line where the numbering breaks, or at its `まで…手` line, so the winner
 * is never shown reversed; the reason says what is missing, never a square not in the file.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { importRecord, recordOutcome } from '../../src-main/shared/records/index.ts';

const load = (name: string) =>
  importRecord(readFileSync(new URL(`../fixtures/records-checks/${name}`, import.meta.url)), name);

/** The error of a fixture that must be refused: line, move and message. */
function refused(name: string): { line?: number; ply?: number; message: string } {
  const r = load(name);
  assert.ok(!r.ok, `${name} loaded (winner ${r.ok ? recordOutcome(r.records[0]!) : ''})`);
  assert.equal(r.error.code, 'PARSE');
  assert.doesNotMatch(r.error.message, /holds a|cannot reach/);
  return r.error;
}

test('the intact record loads with black as the winner', () => {
  const r = load('tally-ok.kifu');
  assert.ok(r.ok, r.ok ? '' : r.error.message);
  assert.equal(recordOutcome(r.records[0]!), 'black');
});

test('a KIF missing its last move but keeping 投了 is refused where the numbering breaks', () => {
  const e = refused('tally-missing-last.kifu');
  assert.equal(e.line, 9);
  assert.equal(e.ply, 5);
  assert.match(e.message, /move 5 is missing/);
});

test('a renumbered 投了 is caught by the まで line: the winner is not reversed', () => {
  const e = refused('tally-renumbered.kifu');
  assert.equal(e.line, 10);
  assert.match(e.message, /counts 5 moves, but the main line has 4: a move is missing/);
});

test('a KI2 missing its last move is caught by the まで line', () => {
  const e = refused('tally-missing-last.ki2u');
  assert.equal(e.line, 5);
  assert.match(e.message, /counts 5 moves, but the main line has 4/);
});

test('a まで line naming the other winner is refused', () => {
  const e = refused('tally-wrong-winner.kifu');
  assert.equal(e.line, 11);
  assert.match(e.message, /says white won, but the ending of the moves makes black the winner/);
});

test('mistyped and repeated move numbers are named at their line, with what is missing', () => {
  const typo = refused('numbers-mistyped.kifu');
  assert.equal(typo.line, 7);
  assert.match(typo.message, /numbered 13, so moves 3 to 12 are missing/);
  const twice = refused('numbers-repeated.kifu');
  assert.equal(twice.line, 8);
  assert.match(twice.message, /move 3 is written twice/);
});
