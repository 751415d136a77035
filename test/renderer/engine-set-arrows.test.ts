// Several engines' candidate arrows (issue 44 item 3): where the engines agree, each engine's
// arrows marked and coloured as its own, a lone engine's arrows unchanged, and arrows of one
// move laid side by side.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { StudyAnalysisLine } from '../../src-main/shared/contract.ts';
import { agreement } from '../../src-renderer/lib/study/engine-agreement.ts';
import { candidateArrows, engineSetArrows } from '../../src-renderer/lib/study/candidate-arrows.ts';
import { ENGINE_COLORS } from '../../src-renderer/lib/study/engine-colors.ts';
import { arrowShape, shiftedShape } from '../../src-renderer/lib/study/arrow-geometry.ts';

const line = (multipv: number, usi: string, cp: number): StudyAnalysisLine => ({
  multipv,
  score: { kind: 'cp', value: cp },
  pv: [usi],
  pvJapanese: [],
  pvWestern: [],
});

test('the move most engines rank first, when at least two do', () => {
  assert.equal(agreement(['7g7f', '2g2f']), null);
  assert.equal(agreement(['7g7f', undefined, undefined]), null);
  assert.deepEqual(agreement(['7g7f', '2g2f', '7g7f']), { usi: '7g7f', slots: [0, 2] });
  assert.deepEqual(agreement(['5g5f', '2g2f', '2g2f', '2g2f']), { usi: '2g2f', slots: [1, 2, 3] });
  // A tie goes to the lower slot's move.
  assert.deepEqual(agreement(['2g2f', '7g7f', '7g7f', '2g2f']), { usi: '2g2f', slots: [0, 3] });
});

test('each engine’s arrows carry its mark and colour; the agreed one says how many agree', () => {
  const first = [line(1, '7g7f', 40), line(2, '2g2f', 30)];
  const second = [line(1, '7g7f', 55), line(2, '5g5f', 10)];
  const agreed = agreement(['7g7f', '7g7f']);
  const arrows = engineSetArrows(
    [
      { lines: first, name: 'Banmen' },
      { lines: second, name: 'Other' },
    ],
    3,
    agreed,
  );
  assert.deepEqual(
    arrows.map((a) => [a.engine, a.usi, a.label]),
    [
      [0, '7g7f', '①★ +40 ✓2'],
      [0, '2g2f', '①−10'],
      [1, '7g7f', '②★ +55'],
      [1, '5g5f', '②−45'],
    ],
  );
  // The first engine keeps the single-engine colours; the second has its own.
  assert.equal(arrows[0]!.color, undefined);
  assert.equal(arrows[2]!.color, ENGINE_COLORS[1]!.shaft);
  assert.equal(arrows[3]!.labelColor, ENGINE_COLORS[1]!.label);
  assert.match(arrows[3]!.spoken!, /Other$/);
  // The cap applies per engine.
  assert.equal(
    engineSetArrows(
      [
        { lines: first, name: 'a' },
        { lines: second, name: 'b' },
      ],
      1,
      null,
    ).length,
    2,
  );
});

test('a lone engine’s arrows are the plain candidate arrows', () => {
  const lines = [line(1, '7g7f', 40), line(2, '2g2f', 30)];
  assert.deepEqual(engineSetArrows([{ lines, name: 'x' }], 3, null), candidateArrows(lines, 3));
});

test('a shifted arrow lies beside the original, at right angles, with its label kept', () => {
  const plain = arrowShape('7g7f', 9, false)!; // straight up the board
  const moved = shiftedShape(plain, 2);
  assert.deepEqual(moved.label, plain.label);
  assert.equal(moved.from![1], plain.from![1]);
  assert.equal(Math.abs(moved.from![0] - plain.from![0]), 2);
  assert.equal(moved.to[0] - plain.to[0], moved.from![0] - plain.from![0]);
  assert.deepEqual(shiftedShape(plain, 0), plain);
  const drop = arrowShape('P*5e', 9, false)!;
  assert.deepEqual(shiftedShape(drop, 1.5).to, [drop.to[0] + 1.5, drop.to[1]]);
});
