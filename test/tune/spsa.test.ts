// SPSA tuning (issue 16): the gains and the update worked by hand, convergence on a simulated
// match, and the runner with fake engines: files, resume, refusals.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertOk } from '../helpers/assert-ok.ts';
import { appendFileSync, existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import {
  perturbation,
  perturbed,
  spsaGains,
  updated,
  type SpsaParam,
} from '../../src-main/tune/spsa/spsa.ts';
import { validateSpsaConfig } from '../../src-main/tune/spsa/spsa-config.ts';
import { runSpsa } from '../../src-main/tune/spsa/spsa-run.ts';
import { mulberry32 } from '../../src-main/engine/prng.ts';

const FAKE = fileURLToPath(new URL('../fixtures/engines/fake-engine.mjs', import.meta.url));
const P: SpsaParam = { name: 'X', start: 100, min: 0, max: 1000, cEnd: 10, rEnd: 0.002 };

test('gains by hand: c_N = c_end and a_N = r_end·c_end² at the last iteration; k = 1 is larger', () => {
  const last = spsaGains(P, 100, 100);
  assert.ok(Math.abs(last.ck - 10) < 1e-9);
  assert.ok(Math.abs(last.ak - 0.2) < 1e-9);
  // k = 1 of 100 (A = 10): c_1 = 10·100^0.101 = 15.922, a_1 = 0.2·(110/11)^0.602 = 0.7999.
  const first = spsaGains(P, 1, 100);
  assert.ok(Math.abs(first.ck - 15.922) < 1e-3, String(first.ck));
  assert.ok(Math.abs(first.ak - 0.7999) < 1e-3, String(first.ak));
});

test('update by hand: θ moves by a_k·result·Δ/c_k, towards θ+ when θ+ won, within the range', () => {
  // Last iteration: a/c = 0.02; θ+ won by 2 with Δ = +1 → +0.04; with Δ = −1 → −0.04.
  assert.deepEqual(
    updated([P], [100], [1], 2, 100, 100).map((x) => +x.toFixed(6)),
    [100.04],
  );
  assert.deepEqual(
    updated([P], [100], [-1], 2, 100, 100).map((x) => +x.toFixed(6)),
    [99.96],
  );
  assert.deepEqual(updated([P], [999.99], [1], 2, 100, 100), [1000]);
  // θ± are the engine's integers: 100 ± c_N = 110 / 90.
  assert.deepEqual(perturbed([P], [100], [1], 100, 100), { plus: [110], minus: [90] });
  // Signs are ±1, the same for the same seed and iteration (a resume draws the same ones).
  const d = perturbation(7, 3, 50);
  assert.ok(d.every((x) => x === 1 || x === -1));
  assert.ok(d.includes(1) && d.includes(-1));
  assert.deepEqual(perturbation(7, 3, 50), d);
});

test('on a simulated match whose best value is 300, θ goes from 100 to near 300', () => {
  const p: SpsaParam = { name: 'X', start: 100, min: 0, max: 600, cEnd: 20, rEnd: 0.02 };
  const rand = mulberry32(11);
  // A game is won by the side closer to 300 with probability 0.5 + (closeness gap)/1200.
  const game = (a: number, b: number) => {
    const edge = (Math.abs(b - 300) - Math.abs(a - 300)) / 1200;
    const r = rand();
    return r < 0.5 + edge ? 1 : -1;
  };
  let theta = [p.start];
  const n = 2000;
  for (let k = 1; k <= n; k++) {
    const delta = perturbation(1, k, 1);
    const { plus, minus } = perturbed([p], theta, delta, k, n);
    const result = game(plus[0]!, minus[0]!) - game(minus[0]!, plus[0]!);
    theta = updated([p], theta, delta, result, k, n);
  }
  assert.ok(Math.abs(theta[0]! - 300) < 40, `θ = ${theta[0]}`);
});

function fakeConfigRaw(output: string, over: Record<string, unknown> = {}) {
  return {
    name: 'spsa-fake',
    engine: { name: 'fake', command: process.execPath, args: [FAKE, '--spin', 'X'] },
    params: [{ name: 'X', start: 100, min: 0, max: 1000, cEnd: 10 }],
    iterations: 3,
    timeControl: { nodes: 1 },
    adjudication: { maxMoves: 6 },
    output,
    ...over,
  };
}

function fakeConfig(output: string, over: Record<string, unknown> = {}) {
  const r = validateSpsaConfig(fakeConfigRaw(output, over));
  assert.ok(r.ok, r.ok ? '' : `${r.error.where}: ${r.error.message}`);
  return r.value;
}

test('runner: plays θ+ against θ−, writes state, history table and plot, and resumes', async () => {
  const out = join(mkdtempSync(join(tmpdir(), 'spsa-')), 'run');
  let iterations = 0;
  const first = await runSpsa(
    fakeConfig(out),
    () => void iterations++,
    undefined,
    () => iterations >= 2,
  );
  assertOk(first);
  assert.equal(first.state.iteration, 2);
  // A kill after iteration 3's row was appended but before state.json was rewritten.
  appendFileSync(join(out, 'history.csv'), '3,9,9,9,0,100\n');
  const again = await runSpsa(fakeConfig(out), () => void iterations++);
  assertOk(again);
  assert.equal(again.state.iteration, 3);
  assert.equal(iterations, 3, 'the resumed run played only iteration 3');
  const csv = readFileSync(join(out, 'history.csv'), 'utf8').trim().split('\n');
  assert.equal(csv[0], 'iteration,c_X,plus_X,minus_X,result,X');
  assert.deepEqual(
    csv.slice(1).map((r) => r.split(',')[0]),
    ['1', '2', '3'],
  );
  const state = JSON.parse(readFileSync(join(out, 'state.json'), 'utf8'));
  const { wins, draws, losses } = state.games;
  assert.equal(wins + draws + losses, 6, 'two games (one pair) per iteration');
  // The run describes itself, so the app can show the folder alone.
  assert.equal(state.run.iterations, 3);
  assert.deepEqual(
    state.run.params.map((p: SpsaParam) => [p.name, p.start, p.min, p.max]),
    [['X', 100, 0, 1000]],
  );
  assert.deepEqual(state.run.engines, ['fake+', 'fake-']);
  assert.match(
    readFileSync(join(out, 'history.svg'), 'utf8'),
    /<polyline[^>]+points="[^"]+ [^"]+ [^"]+ [^"]+"/,
  );
  // Another configuration in the same folder is refused.
  const other = await runSpsa(fakeConfig(out, { iterations: 5 }));
  assert.equal(!other.ok && other.error.code, 'SPSA_OTHER_RUN');
});

test('runner: games played two at a time give the same tuning as one at a time', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'spsa-conc-'));
  const run = async (concurrency: number) => {
    const out = join(dir, `c${concurrency}`);
    // The copy whose X is below 100 resigns at once: each game is decided by the tuned value.
    const engine = {
      name: 'fake',
      command: process.execPath,
      args: [FAKE, '--spin', 'X', '--resign-below', '100'],
    };
    const r = await runSpsa(fakeConfig(out, { engine, pairsPerIteration: 2, concurrency }));
    assertOk(r);
    const { wins, draws, losses } = r.state.games;
    assert.equal(wins + draws + losses, 12, 'two pairs per iteration, three iterations');
    assert.equal(draws, 0);
    return readFileSync(join(out, 'history.csv'), 'utf8');
  };
  const one = await run(1);
  assert.deepEqual(
    one
      .trim()
      .split('\n')
      .slice(1)
      .map((r) => r.split(',')[4]),
    ['-4', '-4', '-4'],
    'θ+ is below 100 in these three iterations and loses all four games',
  );
  assert.equal(await run(2), one);
  const bad = validateSpsaConfig({ ...fakeConfigRaw(dir), concurrency: 0 });
  assert.equal(!bad.ok && bad.error.where, 'concurrency');
});

test('runner refuses a parameter the engine lacks or a range beyond its declared one', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'spsa-bad-'));
  const missing = await runSpsa(
    fakeConfig(join(dir, 'a'), { params: [{ name: 'Y', start: 1, min: 0, max: 2 }] }),
  );
  assert.equal(!missing.ok && missing.error.code, 'ENGINE_CHECK_FAILED');
  assert.match(!missing.ok ? missing.error.message : '', /"Y" not declared/);
  const wide = await runSpsa(
    fakeConfig(join(dir, 'b'), { params: [{ name: 'X', start: 100, min: 0, max: 5000 }] }),
  );
  assert.equal(!wide.ok && wide.error.code, 'SPSA_PARAM_RANGE');
  assert.ok(!existsSync(join(dir, 'b', 'history.svg')));
});

test('config errors name the field', () => {
  const bad = (over: Record<string, unknown>) => {
    const r = validateSpsaConfig({
      engine: { name: 'e', builtin: true },
      params: [{ name: 'FutilityMargin', start: 200, min: 0, max: 600 }],
      timeControl: { nodes: 100 },
      output: '/tmp/x',
      ...over,
    });
    return r.ok ? '' : r.error.where;
  };
  assert.equal(bad({}), '');
  assert.equal(bad({ params: [] }), 'params');
  assert.equal(bad({ params: [{ name: 'A', start: 5, min: 0, max: 4 }] }), 'params[0].start');
  assert.equal(
    bad({ params: [{ name: 'A', start: 1, min: 0, max: 4, cEnd: 0 }] }),
    'params[0].cEnd',
  );
  assert.equal(bad({ iterations: 0 }), 'iterations');
  assert.equal(bad({ timeControl: { byoyomi: 1 } }), 'timeControl.byoyomi');
  assert.equal(bad({ engine: { name: 'e' } }), 'engine.command');
  assert.equal(bad({ itertions: 5 }), 'itertions');
});
