import { test } from 'node:test';
import assert from 'node:assert/strict';
import { legalMoves } from '../../src-main/shared/rules/movegen.ts';
import { Position } from '../../src-main/shared/rules/position.ts';
import { moveToUsi } from '../../src-main/shared/rules/sfen.ts';
import { createClassicalEvaluator } from '../../src-main/engine/eval/classical/evaluator.ts';
import { initialWeights } from '../../src-main/engine/eval/classical/feature-set.ts';
import type { ExpertPosition } from '../../src-main/tune/expert-positions.ts';
import { buildFeatureCache } from '../../src-main/tune/ga/feature-cache.ts';
import { formatStats, matchStats } from '../../src-main/tune/ga/match-report.ts';
import { depthOneChooser, matchMoves } from '../../src-main/tune/movematch.ts';
import { Prng } from '../../src-main/engine/prng.ts';

/** Positions from random games; the "expert" move is the 1-ply choice half the time, else random. */
function positions(): ExpertPosition[] {
  const rng = new Prng(21);
  const chooser = depthOneChooser(createClassicalEvaluator(undefined, { full: true }));
  const out: ExpertPosition[] = [];
  for (let g = 0; g < 6; g++) {
    const pos = Position.startpos();
    for (let ply = 0; ply < 40; ply++) {
      const moves = legalMoves(pos);
      if (moves.length === 0) break;
      const best = chooser.choose(pos.clone()) as number;
      const m = best && rng.next() < 0.5 ? best : moves[rng.int(moves.length)]!;
      out.push({ sfen: pos.sfen(), move: moveToUsi(m), source: 'test' });
      pos.doMove(m);
    }
  }
  return out;
}

test('the GA cache and movematch at depth 1 agree on every count', async () => {
  const ps = positions();
  const cache = buildFeatureCache(ps);
  const fromCache = matchStats(cache.set, initialWeights());
  const { stats } = await matchMoves(
    ps,
    depthOneChooser(createClassicalEvaluator(undefined, { full: true })),
  );
  assert.ok(
    stats.matched > 20 && stats.matched < stats.total,
    `matched ${stats.matched}/${stats.total}`,
  );
  assert.deepEqual(fromCache, stats);
  const text = formatStats(stats);
  assert.match(text.split('\n').at(-1)!, /^Matched: \d+ \/ \d+ \(\d+\.\d%\)$/);
});
