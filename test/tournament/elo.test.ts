// Elo over all engines (issue 16, finding 5), checked against values worked out by hand. For two
// engines the prior adds 2 virtual draws (see elo.ts): with W, D, L and N = W + D + L,
// s = (W + (D + 2)/2)/(N + 2), Δ = 400·log10(s/(1 − s)), each engine at ±Δ/2 from the average;
// σ(Δ)² = [W(1−s)² + D(½−s)² + L·s²]/(c(N + 2)s(1 − s))², c = ln10/400, each bar 1.96·σ(Δ)/2:
// - W=60 D=20 L=20: s = 71/102 = 0.696078, Δ = 400·log10(71/31) = 143.959 → ±71.979; bar 31.560.
// - W=10 D=0 L=0 (a perfect score): s = 11/12, Δ = 400·log10(11) = 416.557 → ±208.279; bar 48.942.
// - W=3 D=4 L=3: Δ = 0; bar 69.502.
// With engine 0 as anchor: engine 1 at Δ with bar 1.96·σ(Δ) (63.119 for 60/20/20), engine 0 at 0 ± 0.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertOk } from '../helpers/assert-ok.ts';
import { fitElo, type RatedGame } from '../../src-main/tournament/elo.ts';
import {
  computeStandings,
  formatElo,
  formatStandings,
} from '../../src-main/tournament/standings.ts';
import { validateConfig } from '../../src-main/tournament/config.ts';
import type { GameResult } from '../../src-main/tournament/game.ts';

function games(a: number, b: number, w: number, d: number, l: number): RatedGame[] {
  return [
    ...Array.from({ length: w }, () => ({ a, b, score: 1 })),
    ...Array.from({ length: d }, () => ({ a, b, score: 0.5 })),
    ...Array.from({ length: l }, () => ({ a, b, score: 0 })),
  ];
}

const near = (actual: number, expected: number, tol: number, what: string) =>
  assert.ok(Math.abs(actual - expected) <= tol, `${what}: ${actual} vs ${expected}`);

test('two engines: centred Elo and 95% bars match the formulas with 2 virtual draws', () => {
  const r = fitElo(2, games(1, 0, 60, 20, 20));
  near(r[1]!.elo, 71.979, 0.001, 'elo 1');
  near(r[0]!.elo, -71.979, 0.001, 'elo 0');
  near(r[1]!.error95, 31.56, 0.001, 'bar 1');
  near(r[0]!.error95, 31.56, 0.001, 'bar 0');
  const flipped = fitElo(2, games(0, 1, 20, 20, 60));
  near(flipped[1]!.elo, 71.979, 0.001, 'elo flipped');
  const even = fitElo(2, games(1, 0, 3, 4, 3));
  near(even[1]!.elo, 0, 1e-6, 'even');
  near(even[1]!.error95, 69.502, 0.001, 'even bar');
});

test('a perfect score gives finite ratings and error bars', () => {
  const r = fitElo(2, games(1, 0, 10, 0, 0));
  near(r[1]!.elo, 208.279, 0.001, 'winner');
  near(r[0]!.elo, -208.279, 0.001, 'loser');
  near(r[1]!.error95, 48.942, 0.001, 'bar');
  // Three engines where the first scores 0%: everyone is still finite (it was ±inf when anchored on it).
  const three = fitElo(3, [
    ...games(1, 0, 8, 0, 0),
    ...games(2, 0, 8, 0, 0),
    ...games(1, 2, 4, 2, 2),
  ]);
  for (const x of three)
    assert.ok(Number.isFinite(x.elo) && Number.isFinite(x.error95) && x.error95 > 0);
  near(
    three.reduce((s, x) => s + x.elo, 0),
    0,
    1e-9,
    'centred on the average',
  );
  assert.ok(three[1]!.elo > three[2]!.elo && three[2]!.elo > three[0]!.elo);
});

test('an anchor engine is fixed at 0 ± 0; an engine without games is left out', () => {
  const r = fitElo(2, games(1, 0, 60, 20, 20), 0);
  assert.equal(r[0]!.elo, 0);
  assert.equal(r[0]!.error95, 0);
  near(r[1]!.elo, 143.959, 0.001, 'anchored elo');
  near(r[1]!.error95, 63.119, 0.001, 'anchored bar');
  const idle = fitElo(3, games(1, 0, 60, 20, 20));
  assert.ok(Number.isNaN(idle[2]!.error95));
  near(idle[1]!.elo, 71.979, 0.001, 'the idle engine does not move the average');
});

test('standings, standings.txt and the one-line form show the same finite Elo; eloAnchor is validated', () => {
  const raw = {
    engines: [
      { name: 'weak', command: 'x' },
      { name: 'strong', command: 'x' },
    ],
    timeControl: { nodes: 1 },
    output: '/tmp/x',
  };
  const v = validateConfig(raw);
  assertOk(v);
  // strong wins all 10 games: the app showed "+2000.0 ± -" for it, standings.txt "+inf".
  const results = Array.from({ length: 10 }, (_, i) => ({
    blackIndex: i % 2,
    whiteIndex: 1 - (i % 2),
    winner: (i % 2 === 1 ? 'black' : 'white') as GameResult['winner'],
    pairId: Math.floor(i / 2),
  }));
  const s = computeStandings(v.value, results, 10);
  assert.equal(formatElo(s.engines[1]!), '+208.3 ± 48.9');
  assert.equal(formatElo(s.engines[0]!), '-208.3 ± 48.9');
  const text = formatStandings(v.value, s);
  assert.match(text, /strong\s+\+208\.3\s+48\.9/);
  assert.match(text, /centred on the engines' average/);
  assert.doesNotMatch(text, /inf/);
  const anchored = validateConfig({ ...raw, eloAnchor: 'strong' });
  assertOk(anchored);
  const sa = computeStandings(anchored.value, results, 10);
  assert.equal(formatElo(sa.engines[0]!), '-416.6 ± 97.9');
  assert.match(formatStandings(anchored.value, sa), /relative to strong.*LOS is against strong/);
  const bad = validateConfig({ ...raw, eloAnchor: 'nobody' });
  assert.ok(!bad.ok && bad.error.where === 'eloAnchor');
  // The app shows the same text; an engine without games, or without a known margin, never shows "± -".
  assert.equal(formatElo({ elo: 0, error95: null, games: 0 }), '-');
  assert.equal(formatElo({ elo: -70.4, error95: null, games: 4 }), '-70.4');
});
