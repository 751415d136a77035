import { test } from 'node:test';
import assert from 'node:assert/strict';
import { legalMoves } from '../../../src-main/shared/rules/movegen.ts';
import { Position } from '../../../src-main/shared/rules/position.ts';
import { moveToUsi } from '../../../src-main/shared/rules/sfen.ts';
import type { ExpertPosition } from '../../../src-main/tune/expert-positions.ts';
import { buildFeatureCache } from '../../../src-main/tune/ga/feature-cache.ts';
import { buildFeatureCacheParallel } from '../../../src-main/tune/ga/cache-pool.ts';
import { Prng } from '../../../src-main/engine/prng.ts';

/** Positions of random games with a random "expert" move each, plus one bad SFEN. */
function positions(): ExpertPosition[] {
  const rng = new Prng(5);
  const out: ExpertPosition[] = [{ sfen: 'not a position', move: '7g7f', source: 'bad' }];
  for (let g = 0; g < 3; g++) {
    const pos = Position.startpos();
    for (let ply = 0; ply < 30; ply++) {
      const moves = legalMoves(pos);
      if (moves.length === 0) break;
      const m = moves[rng.int(moves.length)]!;
      out.push({ sfen: pos.sfen(), move: moveToUsi(m), source: 'test' });
      pos.doMove(m);
    }
  }
  return out;
}

test('the cache built on two worker threads equals the single-threaded one', async () => {
  const ps = positions();
  const serial = buildFeatureCache(ps);
  const parallel = await buildFeatureCacheParallel(ps, 2);
  assert.equal(parallel.skipped, 1);
  assert.equal(parallel.children, serial.children);
  for (const key of [
    'childStart',
    'expertChild',
    'entryStart',
    'featIdx',
    'featVal',
    'kind',
    'childKind',
  ] as const) {
    assert.deepEqual([...parallel.set[key]], [...serial.set[key]], key);
  }
  assert.equal(parallel.set.positions, serial.set.positions);
});
