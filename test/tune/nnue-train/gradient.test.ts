import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadTrainAddon } from '../../../src-main/tune/nnue-train/train-addon.ts';
import { randomRecords } from './train-data.ts';

const load = loadTrainAddon();
const skip = load.ok ? false : `trainer addon unavailable: ${load.reason}`;
const TENSORS = [
  'w1',
  'b1',
  'w2',
  'b2',
  'w3',
  'b3',
  'ft bias',
  'HalfKP row',
  'P row',
  'K row',
  'R row',
];

test(
  'backprop agrees with finite differences on a tiny net, factor rows included',
  { skip },
  () => {
    if (!load.ok) return;
    const addon = load.addon;
    // Scores spread over ±800 so that the outputs are not all in one place.
    const { records } = randomRecords(40, 11, (_p, i) => ((i * 337) % 1600) - 800);
    // Both kernels; the forward pass through factor rows (0) and through coalesced rows (2).
    for (const [kernel, coalesce] of [
      ['scalar', 0],
      ['avx2', 0],
      ['avx2', 2],
    ] as const) {
      const t = addon.createTrainer({ h: 8, l1: 4, l2: 4, seed: 2, threads: 2 });
      if (!addon.setKernel(t, kernel)) continue;
      addon.setCoalesce(t, coalesce);
      // Blend score and result (λ = 0.7) so both labels reach the gradient.
      const g = addon.gradientCheck(t, records, 0.7, 220, 1e-3, 9);
      const bad: string[] = [];
      let nonzero = 0;
      for (let i = 0; i < g.length; i += 3) {
        const [tensor, analytic, numeric] = [g[i]!, g[i + 1]!, g[i + 2]!];
        if (Math.abs(analytic) > 1e-6) nonzero++;
        // Float32 loss differences resolve to about 1e-5 at this step; a kink of a clipped ReLU
        // inside ±eps can spoil a few.
        const err =
          Math.abs(analytic - numeric) / Math.max(Math.abs(analytic), Math.abs(numeric), 1e-3);
        if (err > 0.02) bad.push(`${TENSORS[tensor]}: ${analytic} vs ${numeric}`);
      }
      assert.ok(
        bad.length <= 4,
        `${kernel}/${coalesce}: ${bad.length} of 220 disagree:\n${bad.join('\n')}`,
      );
      assert.ok(
        nonzero > 165,
        `${kernel}/${coalesce}: only ${nonzero} nonzero gradients were checked`,
      );
    }
  },
);

test(
  'the AVX2 register-blocked loops (shipped shape) give the scalar kernels’ gradients',
  { skip },
  (t) => {
    if (!load.ok) return;
    const addon = load.addon;
    // h 256 and 32-wide layers take the AVX2 build's register-blocked paths (accumulate, dense
    // layers, transposed input gradients, row sums); the tiny net above takes the plain loops.
    const { records } = randomRecords(24, 5, (_p, i) => ((i * 211) % 1200) - 600);
    const grads = (kernel: 'avx2' | 'scalar', coalesce: 0 | 2): Float64Array | null => {
      const trainer = addon.createTrainer({ h: 256, l1: 32, l2: 32, seed: 3, threads: 2 });
      if (!addon.setKernel(trainer, kernel)) return null;
      addon.setCoalesce(trainer, coalesce);
      return addon.gradientCheck(trainer, records, 0.7, 22, 1e-3, 4);
    };
    const scalar = grads('scalar', 0)!;
    for (const coalesce of [0, 2] as const) {
      const avx2 = grads('avx2', coalesce);
      // A CPU without AVX2 has nothing to compare: say so rather than pass silently.
      if (!avx2) return t.skip('this CPU has no AVX2 kernel');
      for (let i = 0; i < scalar.length; i += 3) {
        const [a, b] = [scalar[i + 1]!, avx2[i + 1]!];
        const err = Math.abs(a - b) / Math.max(Math.abs(a), Math.abs(b), 1e-6);
        assert.ok(err < 1e-3, `${TENSORS[scalar[i]!]} (coalesce ${coalesce}): ${a} vs ${b}`);
      }
    }
  },
);
