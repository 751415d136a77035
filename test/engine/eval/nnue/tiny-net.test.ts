import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { Position } from '../../../../src-main/shared/rules/position.ts';
import { parseUsiMove } from '../../../../src-main/shared/rules/sfen.ts';
import { emptyNet } from '../../../../src-main/engine/eval/nnue/net.ts';
import { backendCases, nativeSkipReason, restoreKernel } from './backends.ts';

after(restoreKernel);

// A net with a handful of nonzero weights whose output can be followed by hand.
// In the start position both kings are on square 44 after rotation, and the feature
// 44 × 1548 + 150 is active for both sides (Black's pawn on 7g; White's pawn on 3c seen from White).
const PAWN_7G = 44 * 1548 + 90 + 60;
const net = emptyNet();
net.ftBias[0] = 10;
net.ftBias[1] = 200; // clamps to 127 in the first-layer input
net.ftBias[2] = -5; // clamps to 0
net.ftWeights[PAWN_7G * 256 + 0] = 30;
net.l1Bias[0] = 64;
net.l1Weights[0 * 512 + 0] = 3; // side to move, accumulator 0
net.l1Weights[0 * 512 + 1] = -1; // side to move, accumulator 1
net.l1Weights[0 * 512 + 256] = 2; // opponent, accumulator 0
net.l1Weights[1 * 512 + 1] = 100;
net.l1Bias[2] = -1000;
net.l2Bias[0] = 29;
net.l2Weights[0 * 32 + 0] = 50;
net.l2Weights[0 * 32 + 1] = 1;
net.l2Weights[1 * 32 + 1] = -3;
net.outBias = 3;
net.outWeights[0] = -10;

// Start position, Black to move: both accumulators = [10 + 30, 200, −5, 0…] → input [40, 127, 0…].
// L1: o0 = 64 + 3·40 − 127 + 2·40 = 137 → 137 >> 6 = 2; o1 = 100·127 = 12700 → 198 → 127;
//     o2 = −1000 >> 6 = −16 → 0. L2: o0 = 29 + 50·2 + 127 = 256 → 4; o1 = −3·127 = −381 → −6 → 0.
// Output: 3 − 10·4 = −37 → −37 / 16 truncates to −2 (flooring would give −3).
// After 7g7f (White to move): Black's accumulator loses the 7g feature → [10, 200, −5]; White's
// still has its own 3c pawn → [40, 200, −5]. Us = White: o0 = 64 + 3·40 − 127 + 2·10 = 77 → 1;
// L2 o0 = 29 + 50·1 + 127 = 206 → 3; output 3 − 30 = −27 → −1.
test('a hand-computed net gives the hand-computed raw outputs and centipawns on every backend', (t) => {
  const skip = nativeSkipReason();
  if (skip) t.diagnostic(skip);
  for (const c of backendCases(net)) {
    c.select();
    const ev = c.create();
    const pos = Position.startpos();
    ev.reset(pos);
    assert.equal(ev.rawOutput(pos), -37, c.label);
    assert.equal(ev.evaluate(pos), -2, c.label);
    const m = parseUsiMove(pos, '7g7f');
    pos.doMove(m);
    ev.onDoMove(pos, m);
    assert.equal(ev.rawOutput(pos), -27, c.label);
    assert.equal(ev.evaluate(pos), -1, c.label);
    ev.onUndoMove(pos, m);
    pos.undoMove(m);
    assert.equal(ev.rawOutput(pos), -37, `${c.label} after undo`);
  }
});

test('centipawns are clamped to ±27000 (YaneuraOu VALUE_MAX_EVAL)', () => {
  const big = emptyNet();
  big.outBias = 2_000_000_000;
  for (const c of backendCases(big)) {
    c.select();
    const ev = c.create();
    const pos = Position.startpos();
    ev.reset(pos);
    assert.equal(ev.rawOutput(pos), 2_000_000_000, c.label);
    assert.equal(ev.evaluate(pos), 27000, c.label);
  }
});
