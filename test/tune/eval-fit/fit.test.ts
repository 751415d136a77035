/**
 * The eval fit's model is the fast classical evaluation itself: its parameters, read from a
 * weights file, give the evaluator's score on every position; and fitting to a teacher whose
 * king-danger term is twice as strong finds that teacher's multiplier again.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Position } from '../../../src-main/shared/rules/position.ts';
import { legalMoves } from '../../../src-main/shared/rules/movegen.ts';
import { mulberry32 } from '../../../src-main/engine/prng.ts';
import type { Variant } from '../../../src-main/shared/rules/types.ts';
import { createClassicalEvaluator } from '../../../src-main/engine/eval/classical/evaluator.ts';
import { defaultClassicalWeights } from '../../../src-main/engine/eval/classical/default-weights.ts';
import {
  formatClassicalWeights,
  loadClassicalWeights,
  type ClassicalWeights,
  type FastScales,
  KREL_LENGTH,
  PSQT_NAMES,
} from '../../../src-main/engine/eval/classical/weights.ts';
import {
  P_DANGER,
  buildFitData,
  featureRow,
  fitLoss,
  fitParameters,
} from '../../../src-main/tune/eval-fit/fit.ts';
import {
  initialParameters,
  toFastWeights,
  toKingRel,
  toPsqt,
} from '../../../src-main/tune/eval-fit/weights-map.ts';
import type { Label } from '../../../src-main/tune/eval-fit/labels.ts';

/** Positions from seeded random games (quiet or not), 12 to 40 plies deep. */
function randomPositions(variant: Variant, n: number, seed: number): Position[] {
  const rnd = mulberry32(seed);
  const out: Position[] = [];
  while (out.length < n) {
    const pos = Position.startpos(variant);
    const plies = 12 + Math.floor(rnd() * 28);
    for (let i = 0; i < plies; i++) {
      const moves = legalMoves(pos);
      if (moves.length === 0) break;
      pos.doMove(moves[Math.floor(rnd() * moves.length)]!);
    }
    if (legalMoves(pos).length > 0) out.push(pos);
  }
  return out;
}

function withScales(
  base: ClassicalWeights,
  scales: FastScales,
  psqt?: Int32Array,
  kingRel?: Int32Array,
): ClassicalWeights {
  const r = loadClassicalWeights(
    formatClassicalWeights(base.values, {}, base.fast, { scales, psqt, kingRel }),
  );
  assert.ok(r.ok);
  return r.weights;
}

/** A table of `length` seeded random values in [−size, size]. */
function randomTable(length: number, seed: number, size: number): Int32Array {
  const rnd = mulberry32(seed);
  return Int32Array.from({ length }, () => Math.floor(rnd() * (2 * size + 1)) - size);
}
const randomPsqt = (seed: number, size: number): Int32Array =>
  randomTable(PSQT_NAMES.length * 81, seed, size);
const randomKingRel = (seed: number, size: number): Int32Array =>
  randomTable(KREL_LENGTH, seed, size);

const dot = (a: Float64Array, b: Float64Array): number => a.reduce((s, x, i) => s + x * b[i]!, 0);

test('the fit parameters of a weights file give the fast evaluator’s score, scales, piece-square and king-relative tables included', () => {
  const w = withScales(
    defaultClassicalWeights(),
    { kingDanger: 150, threats: 50, mobility: 80, tempo: 30 },
    randomPsqt(3, 20),
    randomKingRel(4, 30),
  );
  const p = initialParameters(w);
  for (const variant of ['shogi', 'minishogi'] as const) {
    for (const pos of randomPositions(variant, 40, 7)) {
      const ev = createClassicalEvaluator(w);
      ev.reset(pos);
      // The evaluator truncates the scaled attack terms to an integer: at most 1 cp apart.
      assert.ok(Math.abs(ev.evaluate(pos) - dot(p, featureRow(pos))) < 1.0001, pos.sfen());
    }
  }
  // Parameters written back into weights read the same parameters again.
  const back = loadClassicalWeights(
    formatClassicalWeights(w.values, {}, toFastWeights(p, w), {
      scales: w.scales,
      psqt: toPsqt(p),
      kingRel: toKingRel(p),
    }),
  );
  assert.ok(back.ok);
  assert.deepEqual([...initialParameters(back.weights)], [...p]);
});

test('with piece-square and king-relative tables the incremental evaluation equals one from scratch after every move', () => {
  const rnd = mulberry32(5);
  const w = withScales(
    defaultClassicalWeights(),
    { kingDanger: 100, threats: 100, mobility: 100, tempo: 20 },
    randomPsqt(6, 100),
    randomKingRel(8, 100),
  );
  for (const variant of ['shogi', 'minishogi'] as const) {
    for (let game = 0; game < 10; game++) {
      const pos = Position.startpos(variant);
      const inc = createClassicalEvaluator(w);
      inc.reset(pos);
      for (let ply = 0; ply < 60; ply++) {
        const moves = legalMoves(pos);
        if (moves.length === 0) break;
        const m = moves[Math.floor(rnd() * moves.length)]!;
        pos.doMove(m);
        inc.onDoMove(pos, m);
        const fresh = createClassicalEvaluator(w);
        fresh.reset(pos);
        assert.equal(inc.evaluate(pos), fresh.evaluate(pos), `${variant} ${pos.sfen()}`);
      }
    }
  }
});

test('fitting to a teacher with twice the king danger finds the doubled multiplier', () => {
  const base = defaultClassicalWeights();
  const teacher = withScales(base, { kingDanger: 200, threats: 100, mobility: 100, tempo: 20 });
  const labels: Label[] = randomPositions('minishogi', 600, 11).map((pos) => {
    const ev = createClassicalEvaluator(teacher);
    ev.reset(pos);
    return { sfen: pos.sfen(), score: ev.evaluate(pos), best: 'none' };
  });
  const { data, counts } = buildFitData(labels, 'minishogi', 2000);
  assert.ok(counts.kept > 200, JSON.stringify(counts));
  const init = initialParameters(base);
  const all = (): boolean => true;
  const fitted = fitParameters(init, data, { scale: 400, epochs: 800, lr: 2, train: all });
  assert.ok(fitLoss(fitted, data, 400) < fitLoss(init, data, 400) / 4);
  assert.ok(Math.abs(fitted[P_DANGER]! - 200) < 30, `king danger ${fitted[P_DANGER]}`);
});
