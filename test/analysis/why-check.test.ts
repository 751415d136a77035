/**
 * The sentence check of `bench:why`: a sentence is confirmed only when the deeper look finds the
 * same fact (the same hanging square, the mate the sentence names), on the hand-made positions
 * of the why tests.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkWhy } from '../../tools/bench/why-check.ts';
import { mateLength } from '../../src-main/analysis/why-search.ts';
import type { PositionEval } from '../../src-main/shared/study/review-types.ts';

type Case = { sfen: string; played: string; best: string; replyPv: string[] };
const cases = JSON.parse(
  readFileSync(join(import.meta.dirname, '../fixtures/why/positions.json'), 'utf8'),
) as Record<string, Case>;
const cp = (pv?: string[]): PositionEval => ({
  score: { kind: 'cp', value: 0 },
  ...(pv ? { pv } : {}),
});

test('"hangs" is confirmed when the deeper line takes the same piece, not when it plays elsewhere', () => {
  const c = cases.hangs!;
  const why = {
    kind: 'hangs',
    piece: 4,
    square: '4e',
    reply: { usi: '4d4e', japanese: '', western: '' },
  } as const;
  const mate = (moves: readonly string[]) => mateLength(c.sfen, moves);
  assert.equal(checkWhy(why, c.sfen, c.played, cp(), cp(['4d4e']), mate).confirmed, true);
  const other = checkWhy(why, c.sfen, c.played, cp(), cp(['5a4b']), mate);
  assert.deepEqual(other, { kind: 'hangs', confirmed: false, found: 'none' });
});

test('"allows mate" is confirmed by the solver; a position without the mate is not', () => {
  const c = cases['allows-mate']!;
  const why = { kind: 'allows-mate', plies: 1 } as const;
  const mate = (moves: readonly string[]) => mateLength(c.sfen, moves);
  assert.equal(checkWhy(why, c.sfen, c.played, cp(), cp(), mate).confirmed, true);
  // The best move (▲４九玉) guards 5h: after it the same sentence finds no mate.
  const r = checkWhy(why, c.sfen, c.best, cp(), cp(), (m) => mateLength(c.sfen, m));
  assert.deepEqual(r, { kind: 'allows-mate', confirmed: false, found: 'no mate' });
});
