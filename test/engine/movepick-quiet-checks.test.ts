/**
 * Once late-move pruning drops every further quiet non-check, the search tells the picker
 * (`quietChecksOnly`) and the picker yields only the quiet stage's checks (and the promotions that
 * `promotionIsTactical` keeps tactical), counting the legal quiets it passes over. The search's
 * tree must not change: the moves it still gets come in the same order, and the count is what its
 * own loop would have counted.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertOk } from '../helpers/assert-ok.ts';
import { buildPosition } from '../../src-main/engine/engine.ts';
import { MovePicker, promotionIsTactical } from '../../src-main/engine/movepick.ts';
import { OrderingStats } from '../../src-main/engine/ordering.ts';
import { mulberry32Uint } from '../../src-main/engine/prng.ts';
import { isCapture } from '../../src-main/shared/rules/movegen.ts';
import { MOVE_NONE, isPromotion } from '../../src-main/shared/rules/types.ts';
import type { Move } from '../../src-main/shared/rules/types.ts';
import type { Position } from '../../src-main/shared/rules/position.ts';

/** Positions with pieces in hand (long drop lists), a pin, and king moves into attacks. */
const SPOTS = [
  { sfen: 'startpos', moves: '7g7f 3c3d 8h2b+ 3a2b 2g2f 8c8d 2f2e 8d8e'.split(' ') },
  { sfen: 'ln1g3nl/1r1sgkb2/p1pppp1pp/1p4p2/9/2P4P1/PPBPPPP1P/2G4R1/LNS1KGSNL b Ss 13' },
  { sfen: 'l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1' },
  { sfen: '4k4/9/4r4/9/9/9/4G4/9/4K4 b GSNLPbsn2l17p 1' },
];

/** The picker's moves at a main-search node, the flag set after `k` of them; and the count. */
function run(pos: Position, stats: OrderingStats, k: number, killer: Move): [Move[], number] {
  const picker = new MovePicker();
  picker.initMain(pos, MOVE_NONE, killer, MOVE_NONE, stats, 6, false);
  const out: Move[] = [];
  let passed = 0;
  for (let m = picker.next(); m !== MOVE_NONE; m = picker.next()) {
    passed += picker.takePassed();
    out.push(m);
    if (out.length === k) picker.quietChecksOnly = true;
  }
  return [out, passed + picker.takePassed()];
}

test('quiet checks only: the same moves in the same order, less the quiet non-checks', () => {
  const rand = mulberry32Uint(11);
  let droppedPromotions = 0;
  for (const spot of SPOTS) {
    const b = buildPosition({ sfen: spot.sfen, moves: spot.moves ?? [] }, 'shogi');
    assertOk(b);
    const pos = b.pos;
    const stats = new OrderingStats();
    const [all] = run(pos, stats, -1, MOVE_NONE);
    for (const m of all) stats.history.update(pos.sideToMove, m, (rand() % 4000) - 2000);
    const [full] = run(pos, stats, -1, MOVE_NONE);
    const killer = full.find((m) => !isCapture(pos, m) && !isPromotion(m)) ?? MOVE_NONE;
    const skipped = (m: Move) =>
      !isCapture(pos, m) && !promotionIsTactical(m) && !pos.givesCheck(m);
    const [ref] = run(pos, stats, -1, killer);
    for (const k of [1, 3, 20]) {
      const [got, passed] = run(pos, stats, k, killer);
      // The flag takes effect in the quiet stage: the killer before it is yielded as before.
      const kept = ref.filter((m, i) => i < k || !skipped(m) || m === killer);
      const dropped = ref.filter((m, i) => i >= k && skipped(m) && m !== killer);
      assert.deepEqual(got, kept, `${spot.sfen}, flag after ${k}: the moves still yielded`);
      const legal = dropped.filter((m) => pos.isLegal(m)).length;
      assert.equal(passed, legal, `${spot.sfen}, flag after ${k}: legal quiets passed over`);
      assert.ok(dropped.length > 10, `${spot.sfen}: a long quiet list (${dropped.length})`);
      droppedPromotions += dropped.filter(isPromotion).length;
    }
  }
  // With PromotionQuiet 1 (the default) a piece's quiet, non-checking promotion is dropped too.
  assert.ok(droppedPromotions > 0, 'some spot drops a quiet piece promotion');
});
