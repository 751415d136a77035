/**
 * Labels come from saved games: every position once, a game's foul last move cut off, and a
 * labels file cut mid-line (a stopped labeller) still read up to its last whole line.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  gameFiles,
  gamePositions,
  readLabels,
  type SkippedLine,
} from '../../../src-main/tune/eval-fit/labels.ts';

test('a tournament folder’s games give each position once, up to a foul', () => {
  const dir = mkdtempSync(join(tmpdir(), 'eval-fit-'));
  mkdirSync(join(dir, 'games'));
  const start = 'position sfen rbsgk/4p/5/P4/KGSBR b - 1 moves';
  writeFileSync(join(dir, 'games', 'game-0001.usi'), `${start} 5e4d 4a5b 4d5e\n`);
  // The same first two plies, then an illegal move (the pawn cannot go back).
  writeFileSync(join(dir, 'games', 'game-0002.usi'), `${start} 5e4d 4a5b 5d5e\n`);
  writeFileSync(join(dir, 'games', 'notes.txt'), 'not a game\n');
  const files = gameFiles(dir);
  assert.equal(files.length, 2);
  const skipped: SkippedLine[] = [];
  const sfens = gamePositions(files, 'minishogi', skipped);
  assert.equal(skipped.length, 0);
  // Game 1: the start and its three moves; game 2 repeats two of them, then its foul ends it.
  assert.equal(sfens.length, 4);
  assert.equal(new Set(sfens.map((s) => s.split(' ').slice(0, 3).join(' '))).size, 4);
  assert.equal(sfens[0], 'rbsgk/4p/5/P4/KGSBR b - 1');
  assert.equal(sfens[1]!.split(' ').slice(0, 2).join(' '), 'rbsgk/4p/5/PK3/1GSBR w');
  writeFileSync(join(dir, 'bad.usi'), 'position sfen rbsgk/4p/5/P4 b - 1 moves 5e4d\n');
  gamePositions([join(dir, 'bad.usi')], 'minishogi', skipped);
  assert.equal(skipped.length, 1);
  assert.match(skipped[0]!.where, /bad\.usi:1$/);
});

test('a labels file cut mid-line reads its whole lines and names the broken one', () => {
  const skipped: SkippedLine[] = [];
  const text =
    '{"sfen":"rbsgk/4p/5/P4/KGSBR b - 1","best":"2e3d","score":89}\n' +
    '{"sfen":"rbsgk/4p/5/PK3/1GSBR w - 2","best":"4a3b","mate":-3}\n' +
    '{"sfen":"r1sgk/b3p/5/PK3/1GS';
  const labels = readLabels(text, skipped, 'l.jsonl');
  assert.deepEqual(
    labels.map((l) => [l.best, l.score, l.mate]),
    [
      ['2e3d', 89, undefined],
      ['4a3b', undefined, -3],
    ],
  );
  assert.deepEqual(skipped, [{ where: 'l.jsonl:3', reason: 'not JSON' }]);
});
