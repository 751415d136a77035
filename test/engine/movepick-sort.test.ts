/**
 * QuietSortDepth (a hidden tunable): at deep and PV nodes the move picker sorts every quiet by
 * its history score, not only its first 12 picks. The picker must still yield each move once, and
 * the quiets in score order; at shallow nodes, the old order (12 picks, then generation order).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertOk } from '../helpers/assert-ok.ts';
import { buildPosition } from '../../src-main/engine/engine.ts';
import { MovePicker } from '../../src-main/engine/movepick.ts';
import { OrderingStats } from '../../src-main/engine/ordering.ts';
import { applySearchParams } from '../../src-main/engine/params.ts';
import { mulberry32Uint } from '../../src-main/engine/prng.ts';
import { isCapture } from '../../src-main/shared/rules/movegen.ts';
import { MOVE_NONE, isPromotion } from '../../src-main/shared/rules/types.ts';
import type { Move } from '../../src-main/shared/rules/types.ts';
import type { Position } from '../../src-main/shared/rules/position.ts';

/** The picker used last (its continuation rows score the quiets below). */
const picker = new MovePicker();

/** Every move the picker yields at a main-search node of `depth`. */
function picked(pos: Position, stats: OrderingStats, depth: number): Move[] {
  picker.initMain(pos, MOVE_NONE, MOVE_NONE, MOVE_NONE, stats, depth, false);
  const out: Move[] = [];
  for (let m = picker.next(); m !== MOVE_NONE; m = picker.next()) out.push(m);
  return out;
}

test('QuietSortDepth: deep nodes yield every quiet once, sorted by history', () => {
  // Bishops traded: a bishop in each hand gives a long quiet list, drops mostly.
  const line = '7g7f 3c3d 8h2b+ 3a2b 2g2f 8c8d 2f2e 8d8e'.split(' ');
  const b = buildPosition({ sfen: 'startpos', moves: line }, 'shogi');
  assertOk(b);
  const pos = b.pos;
  const stats = new OrderingStats();
  const rand = mulberry32Uint(7);
  const before = picked(pos, stats, 8);
  for (const m of before) stats.history.update(pos.sideToMove, m, (rand() % 4000) - 2000);
  // The picker's scoring formula (movepick.ts scoreQuiets), over its own continuation rows.
  const score = (m: Move) =>
    2 * stats.history.get(pos.sideToMove, m) +
    stats.continuationScore(picker.rows, m) +
    (isPromotion(m) ? 2000 : 0);
  const quiets = (ms: Move[]) => ms.filter((m) => !isCapture(pos, m));
  try {
    applySearchParams({ QuietSortDepth: 4 });
    const deep = picked(pos, stats, 8);
    assert.deepEqual([...deep].sort(), [...before].sort(), 'the same moves, each once');
    const s = quiets(deep).map(score);
    assert.ok(s.length > 40, `a long quiet list (${s.length})`);
    for (let i = 1; i < s.length; i++) assert.ok(s[i - 1]! >= s[i]!, `quiet ${i} out of order`);
    // Below the depth (not a PV node) only the first 12 picks are sorted: the tail is not.
    const tail = quiets(picked(pos, stats, 3))
      .slice(12)
      .map(score);
    assert.ok(
      tail.some((v, i) => i > 0 && tail[i - 1]! < v),
      'shallow tail in generation order',
    );
  } finally {
    applySearchParams({});
  }
});
