// Statistics checked against values worked out by hand (the formulas are in the module docs;
// Elo: test/tournament/elo.test.ts):
// - LOS(W=10, L=6) = ½(1 + erf(4/√32)) = Φ(1) = 0.841345 (chessprogramming.org "Match Statistics").
// - Pentanomial [5,10,20,15,10], elo0 = 0, elo1 = 10, no prior: μ = 0.5625, σ² = 0.0846354, s0 = 0.5,
//   s1 = 0.5143872, LLR = 60·0.0143872·(1.125 − 1.0143872)/(2·0.0846354) = 0.56409; bounds for
//   α = β = 0.05: ln(0.05/0.95) = −2.94444, ln(0.95/0.05) = +2.94444.
// - With the prior a = 0.25 per outcome (p_k = (n_k + a)/(N + 5a), N real pairs in the LLR):
//   [5,10,20,15,10]: total 61.25, μ = 34.375/61.25 = 0.5612245, E[x²] = 24.53125/61.25 = 0.4005102,
//   σ² = 0.0855373, LLR = 60·0.0143872·(1.1224490 − 1.0143872)/(2·0.0855373) = 0.54527.
//   One pair [0,0,0,1,0] (1½ points): total 2.25, μ = 1.375/2.25 = 0.6111111,
//   E[x²] = 1.03125/2.25 = 0.4583333, σ² = 0.0848765, LLR = 0.0143872·0.2078350/0.1697531 = 0.017615
//   (the old plug-in estimate, with σ² = 0 replaced by 1e-6, gave +3493).
//   Two pairs [0,0,2,0,0]: total 3.25, μ = 0.5, σ² = 0.25·0.625/3.25 = 0.0480769,
//   LLR = 2·0.0143872·(1 − 1.0143872)/0.0961538 = −0.0043054.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { los, erf } from '../../src-main/tournament/elo.ts';
import { pentanomialLlr, sprtStatus } from '../../src-main/tournament/sprt.ts';

const near = (actual: number, expected: number, tol: number, what: string) =>
  assert.ok(Math.abs(actual - expected) <= tol, `${what}: ${actual} vs ${expected}`);

test('LOS and erf', () => {
  near(erf(1 / Math.SQRT2), 0.682689, 1e-6, 'erf');
  near(los(10, 6), 0.841345, 1e-6, 'los');
  near(los(6, 10), 1 - 0.841345, 1e-6, 'los reversed');
  assert.equal(los(0, 0), 0.5);
});

test('pentanomial SPRT: LLR and bounds by hand, decisions at both ends', () => {
  near(pentanomialLlr([5, 10, 20, 15, 10], 0, 10, 0), 0.56409, 1e-4, 'llr without prior');
  near(pentanomialLlr([5, 10, 20, 15, 10], 0, 10), 0.54527, 1e-4, 'llr');
  const s = sprtStatus([5, 10, 20, 15, 10], { elo0: 0, elo1: 10, alpha: 0.05, beta: 0.05 });
  near(s.lower, -2.94444, 1e-5, 'lower');
  near(s.upper, 2.94444, 1e-5, 'upper');
  assert.equal(s.decision, undefined);
  assert.equal(s.pairs, 60);
  assert.equal(
    sprtStatus([2, 10, 40, 60, 40], { elo0: 0, elo1: 10, alpha: 0.05, beta: 0.05 }).decision,
    'H1',
  );
  assert.equal(
    sprtStatus([40, 60, 40, 10, 2], { elo0: 0, elo1: 10, alpha: 0.05, beta: 0.05 }).decision,
    'H0',
  );
});

test('pentanomial SPRT: the first pairs give small, finite LLRs and no decision', () => {
  const cfg = { elo0: 0, elo1: 10, alpha: 0.05, beta: 0.05 };
  near(pentanomialLlr([0, 0, 0, 1, 0], 0, 10), 0.017615, 1e-5, 'one pair of 1½ points');
  near(pentanomialLlr([0, 0, 2, 0, 0], 0, 10), -0.0043054, 1e-6, 'two even pairs');
  assert.equal(pentanomialLlr([0, 0, 0, 0, 0], 0, 10), 0);
  // Every pattern of up to four pairs (40 games' worth is simulated in bench:sprt) stays undecided.
  for (let a = 0; a < 5; a++)
    for (let b = 0; b < 5; b++)
      for (let c = 0; c < 5; c++) {
        const p: [number, number, number, number, number] = [0, 0, 0, 0, 0];
        for (const k of [a, b, c]) p[k]!++;
        assert.equal(sprtStatus(p, cfg).decision, undefined, `pairs ${a},${b},${c}`);
      }
  // Without a prior, identical pairs carry no information about the spread: the LLR is 0, not ±∞.
  assert.equal(pentanomialLlr([0, 0, 3, 0, 0], 0, 10, 0), 0);
});

test('pentanomial SPRT: a clean sweep is accepted after a handful of pairs, not the first', () => {
  const cfg = { elo0: 0, elo1: 10, alpha: 0.05, beta: 0.05 };
  let pairs = 0;
  while (sprtStatus([0, 0, 0, 0, pairs], cfg).decision === undefined) pairs++;
  // 14 pairs with a = 0.25 (28 straight wins): the prior asks for evidence of the spread first.
  assert.ok(pairs >= 4 && pairs <= 16, `H1 after ${pairs} pairs of two wins`);
  assert.equal(sprtStatus([pairs, 0, 0, 0, 0], cfg).decision, 'H0');
});
