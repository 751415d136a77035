/**
 * The steady reading of a search for labels: the mean of the last two iterations' scores, and
 * no label on a move the engine chose at either; the trail of iterations kept from `info` lines.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { judgedScore, reviewMove } from '../../src-main/shared/study/review-compute.ts';
import { IterationTrail } from '../../src-main/analysis/position-analyser.ts';
import { defaultThresholds } from '../../src-main/shared/study/win-rate.ts';
import type { PositionEval } from '../../src-main/shared/study/review-types.ts';

const cp = (value: number) => ({ kind: 'cp' as const, value });
const facts = { ply: 1, color: 'black' as const, usi: '2g2f', japanese: '▲２六歩' };

test('an odd/even swing no longer labels a move: the last two iterations are averaged', () => {
  // Depth 9 says +40, depth 10 says +160 before the move; after it the opponent's view is +60.
  const before: PositionEval = {
    score: cp(160),
    best: '7g7f',
    previous: { depth: 9, score: cp(40), best: '7g7f' },
  };
  const after: PositionEval = { score: cp(60), previous: { depth: 9, score: cp(-100) } };
  assert.deepEqual(judgedScore(before, 'steady'), cp(100));
  assert.deepEqual(judgedScore(before, 'last'), cp(160));
  const last = reviewMove(facts, before, after, defaultThresholds(), 'last');
  const steady = reviewMove(facts, before, after, defaultThresholds(), 'steady');
  assert.equal(last.label, 'inaccuracy'); // 56.6 % → 47.5 %: 9.1 points
  assert.equal(steady.label, null); // 54.2 % → 50.8 %: 3.3 points
  // Mate scores are never averaged.
  assert.deepEqual(
    judgedScore(
      { score: { kind: 'mate', value: 5 }, previous: { depth: 3, score: cp(900) } },
      'steady',
    ),
    { kind: 'mate', value: 5 },
  );
});

test('a move the engine chose at its previous iteration is not labelled', () => {
  const before: PositionEval = {
    score: cp(300),
    best: '7g7f',
    previous: { depth: 9, score: cp(300), best: '2g2f' },
  };
  const after: PositionEval = { score: cp(0) };
  assert.equal(reviewMove(facts, before, after, defaultThresholds()).loss, 0);
  assert.ok(reviewMove(facts, before, after, defaultThresholds(), 'last').loss > 10);
});

test("the trail keeps each depth's exact main-line result and gives the one below the final", () => {
  const t = new IterationTrail();
  t.add({ depth: 8, score: { kind: 'cp', value: 10 }, pv: ['7g7f'] });
  t.add({ depth: 9, score: { kind: 'cp', value: 30 }, pv: ['2g2f', '8c8d'] });
  t.add({ depth: 9, score: { kind: 'cp', value: 45 }, pv: ['2g2f'], multipv: 2 }); // not the main line
  t.add({ depth: 10, score: { kind: 'cp', value: 90, bound: 'lower' }, pv: ['2g2f'] }); // a bound
  t.add({ depth: 10, score: { kind: 'cp', value: 70 }, pv: ['7g7f'] });
  assert.deepEqual(t.previous(10), { depth: 9, score: cp(30), best: '2g2f' });
  assert.equal(t.previous(8), undefined);
});
