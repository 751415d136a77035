// Study's candidate arrows (issue 44 item 1): one per MultiPV line, the best ★ with its score,
// the others with their loss against it; the cap limits them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { candidateArrows } from '../../src-renderer/lib/study/candidate-arrows.ts';
import type { StudyAnalysisLine } from '../../src-main/shared/contract.ts';

const line = (
  multipv: number,
  move: string,
  score: StudyAnalysisLine['score'],
  blackScoreText?: string,
): StudyAnalysisLine => ({
  multipv,
  score,
  blackScoreText,
  pv: [move, '3c3d'],
  pvJapanese: [],
  pvWestern: [],
});

test('the best line is ★ with its score; the others show what they lose; order by MultiPV', () => {
  const lines = [
    line(3, '2g2f', { kind: 'cp', value: 40 }, '+40'),
    line(1, '7g7f', { kind: 'cp', value: 120 }, '+120'),
    line(2, 'P*5e', { kind: 'cp', value: 85 }, '+85'),
  ];
  assert.deepEqual(candidateArrows(lines, 3), [
    { usi: '7g7f', best: true, label: '★ +120', pv: ['7g7f', '3c3d'] },
    { usi: 'P*5e', best: false, label: '−35', pv: ['P*5e', '3c3d'] },
    { usi: '2g2f', best: false, label: '−80', pv: ['2g2f', '3c3d'] },
  ]);
});

test('the cap limits the arrows; 0 draws none; no lines draw none', () => {
  const lines = [
    line(1, '7g7f', { kind: 'cp', value: 10 }),
    line(2, '2g2f', { kind: 'cp', value: 0 }),
  ];
  assert.equal(candidateArrows(lines, 1).length, 1);
  assert.equal(candidateArrows(lines, 0).length, 0);
  assert.deepEqual(candidateArrows([], 3), []);
});

test("a mate shows the line's own score instead of a loss", () => {
  const lines = [
    line(1, '2b8h+', { kind: 'mate', value: 5 }, 'M5'),
    line(2, '7g7f', { kind: 'cp', value: 300 }, '-300'),
  ];
  assert.deepEqual(
    candidateArrows(lines, 3).map((a) => a.label),
    ['★ M5', '−300'],
  );
});
