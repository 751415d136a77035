import { test } from 'node:test';
import assert from 'node:assert/strict';
import { FEATURE_COUNT, HALF_DIMS } from '../../../src-main/engine/eval/nnue/format.ts';
import { DENSE_SIZE, dequantise, quantise } from '../../../src-main/tune/nnue-train/quantise.ts';
import type { FloatWeights } from '../../../src-main/tune/nnue-train/train-addon.ts';

/** Float weights of the standard shape, all zero. */
function zeros(): FloatWeights {
  return {
    ftWeights: new Float32Array(FEATURE_COUNT * HALF_DIMS),
    ftBias: new Float32Array(HALF_DIMS),
    dense: new Float32Array(DENSE_SIZE),
  };
}

// Dense layout (float_net.h): w1 [512][32] input-major at 0, b1 at 16384, w2 [32][32] at 16416,
// b2 at 17440, w3 at 17472, b3 at 17504.
const B1 = 512 * 32,
  W2 = B1 + 32,
  B2 = W2 + 32 * 32,
  W3 = B2 + 32,
  B3 = W3 + 32;

test('quantise maps the float units onto YaneuraOu’s integer layout', () => {
  const w = zeros();
  w.ftWeights[5 * 256 + 3] = 0.5; // 127 · 0.5 = 63.5 → 64
  w.ftBias[0] = -0.25; // → −31.75 → −32
  w.dense[7 * 32 + 2] = 1.5; // w1[input 7][output 2] · 64 = 96, at l1Weights[2 · 512 + 7]
  w.dense[B1 + 1] = 0.5; // 0.5 · 64 · 127 = 4064, + 32 for the rounding shift
  w.dense[W2 + 3 * 32 + 4] = -0.5; // w2[input 3][output 4] → −32 at l2Weights[4 · 32 + 3]
  w.dense[W3 + 6] = 1; // 9600 / 127 = 75.6 → 76
  w.dense[B3] = 0.25; // 9600 · 0.25 = 2400
  const { net, report } = quantise(w);
  assert.equal(net.ftWeights[5 * 256 + 3], 64);
  assert.equal(net.ftBias[0], -32);
  assert.equal(net.l1Weights[2 * 512 + 7], 96);
  assert.equal(net.l1Bias[1], 4064 + 32);
  assert.equal(net.l1Bias[0], 32);
  assert.equal(net.l2Weights[4 * 32 + 3], -32);
  assert.equal(net.outWeights[6], 76);
  assert.equal(net.outBias, 2400);
  assert.equal(report.totalClipped, 0);
});

test('values beyond their integer type are clipped and counted per tensor', () => {
  const w = zeros();
  w.ftWeights[0] = 300; // 38100 > 32767
  w.ftWeights[1] = -300;
  w.dense[0] = 2.5; // 160 > 127
  w.dense[W3] = -2; // −151 < −128
  const { net, report } = quantise(w);
  assert.equal(net.ftWeights[0], 32767);
  assert.equal(net.ftWeights[1], -32768);
  assert.equal(net.l1Weights[0], 127);
  assert.equal(net.outWeights[0], -128);
  const clipped = Object.fromEntries(report.tensors.map((t) => [t.name, t.clipped]));
  assert.equal(clipped['feature weights'], 2);
  assert.equal(clipped['layer-1 weights'], 1);
  assert.equal(clipped['output weights'], 1);
  assert.equal(report.totalClipped, 4);
});

test('dequantise inverts quantise (what --init starts from)', () => {
  const w = zeros();
  w.ftWeights[77] = 10 / 127;
  w.dense[5] = 3 / 64;
  w.dense[B2 + 2] = 100 / (64 * 127);
  w.dense[B3] = -1.5;
  const back = dequantise(quantise(w).net);
  assert.ok(Math.abs(back.ftWeights[77]! - w.ftWeights[77]!) < 1e-7);
  assert.ok(Math.abs(back.dense[5]! - w.dense[5]!) < 1e-7);
  assert.ok(Math.abs(back.dense[B2 + 2]! - w.dense[B2 + 2]!) < 1e-7);
  assert.equal(back.dense[B3], -1.5);
  assert.deepEqual(quantise(back).net.l2Bias, quantise(w).net.l2Bias);
});
