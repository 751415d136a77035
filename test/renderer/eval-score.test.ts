// The live evaluation charts (issue 20): every point is from Black's side, mates at the edge.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  blackChartCp,
  CHART_CP_LIMIT,
  fitScoreRange,
} from '../../src-renderer/lib/game/eval-score.ts';

test("White's engine saying +300 is plotted as Black −300; Black's as +300", () => {
  assert.equal(blackChartCp({ cp: 300 }, 1), -300);
  assert.equal(blackChartCp({ cp: 300 }, 0), 300);
  assert.equal(blackChartCp({ cp: -45 }, 1), 45);
});

test('mates sit at the edge of the chart on the winning side; huge scores are held there', () => {
  assert.equal(blackChartCp({ mate: 5 }, 0), CHART_CP_LIMIT);
  assert.equal(blackChartCp({ mate: 5 }, 1), -CHART_CP_LIMIT);
  assert.equal(blackChartCp({ mate: -3 }, 1), CHART_CP_LIMIT);
  assert.equal(blackChartCp({ cp: 31000 }, 0), CHART_CP_LIMIT);
  assert.equal(blackChartCp({ cp: -31000 }, 0), -CHART_CP_LIMIT);
});

test('no score gives no point', () => {
  assert.equal(blackChartCp({}, 0), null);
});

test('a score chart fits the game: at least ±500, rounded up to 500, at most the mate edge', () => {
  const at = (...values: number[]) => fitScoreRange(values.map((value, ply) => ({ ply, value })));
  assert.deepEqual(at(), [-500, 500]);
  assert.deepEqual(at(40, -120, 230), [-500, 500]);
  assert.deepEqual(at(40, -720), [-1000, 1000]);
  assert.deepEqual(at(0, CHART_CP_LIMIT), [-CHART_CP_LIMIT, CHART_CP_LIMIT]);
  assert.deepEqual(fitScoreRange([{ ply: 1, value: 2600 }], 3000), [-3000, 3000]);
});
