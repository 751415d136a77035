/**
 * RefutationMoves: with 1 (the default) the picker tries the killers and the counter-move before
 * the other quiets; with 0 every quiet comes in history order, so a killer the tables dislike
 * comes late, where late-move pruning can drop it.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertOk } from '../helpers/assert-ok.ts';
import { buildPosition } from '../../src-main/engine/engine.ts';
import { MovePicker } from '../../src-main/engine/movepick.ts';
import { OrderingStats } from '../../src-main/engine/ordering.ts';
import { applySearchParams } from '../../src-main/engine/params.ts';
import { isCapture } from '../../src-main/shared/rules/movegen.ts';
import { MOVE_NONE, isPromotion } from '../../src-main/shared/rules/types.ts';
import type { Move } from '../../src-main/shared/rules/types.ts';
import type { Position } from '../../src-main/shared/rules/position.ts';

/** Every move the picker yields at a depth-6 non-PV node with `killer` as the first killer. */
function picked(pos: Position, stats: OrderingStats, killer: Move): Move[] {
  const picker = new MovePicker();
  picker.initMain(pos, MOVE_NONE, killer, MOVE_NONE, stats, 6, false);
  const out: Move[] = [];
  for (let m = picker.next(); m !== MOVE_NONE; m = picker.next()) out.push(m);
  return out;
}

test('RefutationMoves 0 orders a killer by its history; 1 tries it before the quiets', (t) => {
  t.after(() => applySearchParams({}));
  const b = buildPosition({ sfen: 'startpos', moves: ['7g7f', '3c3d', '2g2f'] }, 'shogi');
  assertOk(b);
  const pos = b.pos;
  const stats = new OrderingStats();
  const isQuiet = (m: Move) => !isCapture(pos, m) && !isPromotion(m);
  const quiets = picked(pos, stats, MOVE_NONE).filter(isQuiet);
  assert.ok(quiets.length > 10, `a quiet list to order (${quiets.length})`);
  // The killer is the quiet the butterfly table likes least; one other is liked best.
  const killer = quiets[quiets.length - 1]!;
  const liked = quiets[0]!;
  stats.history.update(pos.sideToMove, killer, -2000);
  stats.history.update(pos.sideToMove, liked, 2000);

  applySearchParams({ RefutationMoves: 1 });
  const withKillers = picked(pos, stats, killer);
  assert.equal(withKillers.filter(isQuiet)[0], killer, 'the killer before the other quiets');

  applySearchParams({ RefutationMoves: 0 });
  const byHistory = picked(pos, stats, killer);
  assert.equal(byHistory.filter(isQuiet)[0], liked, 'the best-liked quiet first');
  assert.equal(byHistory.filter(isQuiet).at(-1), killer, 'the killer last, by its history');
  assert.deepEqual([...byHistory].sort(), [...withKillers].sort(), 'the same moves either way');
});
