/**
 * The review's sentence: "loses material", "loses the exchange" and "walks into a fork", which a
 * deeper search too often disagrees with (docs/learning.md), are not given; a hanging piece still is.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { explainWithMates, replySettled } from '../../src-main/analysis/why-search.ts';
import type { PositionEval } from '../../src-main/shared/study/review-types.ts';
import { explainMove } from '../../src-main/shared/study/why-facts.ts';

type Case = { sfen: string; played: string; best: string; replyPv: string[] };
const cases = JSON.parse(
  readFileSync(join(import.meta.dirname, '../fixtures/why/positions.json'), 'utf8'),
) as Record<string, Case>;
const input = (c: Case) => ({
  ...c,
  before: { kind: 'cp', value: 0 } as const,
  after: { kind: 'cp', value: 0 } as const,
});

test('a review gives no "loses material" sentence, and still says which piece hangs', () => {
  const lost = cases['loses-material']!;
  assert.equal(explainMove(input(lost))?.kind, 'loses-material'); // the fact holds on the line
  assert.equal(explainWithMates(input(lost)), null);
  assert.equal(explainWithMates(input(cases.hangs!))?.kind, 'hangs');
});

test('a review gives no "loses the exchange" sentence either', () => {
  const exchange = cases['loses-exchange']!;
  assert.equal(explainMove(input(exchange))?.kind, 'loses-exchange'); // the fact holds on the line
  assert.equal(explainWithMates(input(exchange)), null);
});

test('a review gives no "walks into a fork" sentence', () => {
  const fork = cases.fork!;
  assert.equal(explainMove(input(fork))?.kind, 'fork'); // the fact holds on the line
  assert.equal(explainWithMates(input(fork)), null);
});

test('"hangs" is given only when every look at the position after agreed on the capture', () => {
  const c = cases.hangs!;
  const why = explainWithMates(input(c))!;
  assert.equal(why.kind, 'hangs');
  const capture = c.replyPv[0]!;
  const other = '1c1d';
  const search = (pv0: string, previous?: string): PositionEval => ({
    score: { kind: 'cp', value: 0 },
    best: pv0,
    pv: [pv0],
    ...(previous
      ? { previous: { depth: 7, score: { kind: 'cp', value: 0 }, best: previous } }
      : {}),
  });
  const line = search(capture, capture);
  assert.equal(replySettled(why, line, search(capture)), true);
  // The shallow search replied otherwise: a deeper search may too.
  assert.equal(replySettled(why, line, search(other)), false);
  // The verifying search's previous iteration replied otherwise.
  assert.equal(replySettled(why, search(capture, other), search(capture)), false);
  // Other kinds are not concerned.
  assert.equal(replySettled({ kind: 'missed-mate', plies: 5 }, line, search(other)), true);
});
