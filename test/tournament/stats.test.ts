// Statistics checked against values worked out by hand (the formulas are in the module docs;
// Elo: test/tournament/elo.test.ts):
// - LOS(W=10, L=6) = ½(1 + erf(4/√32)) = Φ(1) = 0.841345 (chessprogramming.org "Match Statistics").
// - Pentanomial [5,10,20,15,10], elo0 = 0, elo1 = 10: μ = 0.5625, σ² = 0.0846354, s0 = 0.5,
//   s1 = 0.5143872, LLR = 60·0.0143872·(1.125 − 1.0143872)/(2·0.0846354) = 0.56409; bounds for
//   α = β = 0.05: ln(0.05/0.95) = −2.94444, ln(0.95/0.05) = +2.94444.
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
  near(pentanomialLlr([5, 10, 20, 15, 10], 0, 10), 0.56409, 1e-4, 'llr');
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
