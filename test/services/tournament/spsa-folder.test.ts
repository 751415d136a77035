// The app's reading of an SPSA tuning folder (tournament:spsa-open): a real tuner run (fixture,
// 8 of 12 iterations) shows its parameters, θ history and table; a folder that is no run, a
// state.json or history.csv that is not the tuner's each give a typed error naming the file.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readSpsaRun } from '../../../src-main/services/tournament/spsa-folder.ts';
import { TournamentService } from '../../../src-main/services/tournament/tournament-service.ts';
import { createInvokeHandlers } from '../../../src-main/services/ipc-handlers.ts';
import type { Services } from '../../../src-main/services/ipc-handlers.ts';

const RUN = fileURLToPath(new URL('../../fixtures/spsa/run', import.meta.url));

/** A copy of the fixture run that a test may damage. */
function copyRun(): string {
  const dir = join(mkdtempSync(join(tmpdir(), 'spsa-view-')), 'run');
  cpSync(RUN, dir, { recursive: true });
  return dir;
}

test('a tuner folder reads as its parameters, θ by iteration and the history table', () => {
  const r = readSpsaRun(RUN);
  assert.ok(r.ok, r.ok ? '' : r.error.message);
  const run = r.value;
  assert.equal(run.name, 'spsa-fixture');
  assert.equal(run.iteration, 8);
  assert.equal(run.iterations, 12);
  assert.deepEqual(
    run.params.map((p) => [p.name, p.start, p.min, p.max]),
    [
      ['FutilityMargin', 200, 50, 500],
      ['AspirationDelta', 40, 10, 150],
    ],
  );
  // Current θ is state.json's, and the last history row agrees with it to the CSV's 3 decimals.
  const state = JSON.parse(readFileSync(join(RUN, 'state.json'), 'utf8'));
  assert.deepEqual(
    run.params.map((p) => p.theta),
    state.theta,
  );
  assert.equal(run.thetaHistory.length, 9, 'the start values and 8 iterations');
  assert.deepEqual(run.thetaHistory[0], [200, 40]);
  run.thetaHistory[8]!.forEach((t, i) => assert.ok(Math.abs(t - state.theta[i]) < 1e-3));
  assert.deepEqual(
    run.recent.map((x) => x.iteration),
    [1, 2, 3, 4, 5, 6, 7, 8],
  );
  // Row 1 of history.csv: c 32.132/12.853, θ+ 232/27, θ− 168/53, +2, θ 202.288/39.085.
  assert.deepEqual(run.recent[0], {
    iteration: 1,
    c: [32.132, 12.853],
    plus: [232, 27],
    minus: [168, 53],
    result: 2,
    theta: [202.288, 39.085],
  });
  // Against itself one pair an iteration: 16 games, all θ+'s.
  assert.equal(run.gamesPlayed, 16);
  assert.deepEqual(run.games, { wins: 9, draws: 0, losses: 7 });
  assert.deepEqual(run.engines, ['banmen+', 'banmen-']);
});

test('a history row state.json does not count yet, or an iteration written twice, is not shown', () => {
  // The tuner appends the row, then rewrites state.json: a read in between sees row 9 early, and a
  // run killed there and resumed writes row 9 again.
  const dir = copyRun();
  const csv = readFileSync(join(RUN, 'history.csv'), 'utf8');
  const row9 = '9,25.7,10.3,230,28,180,48,2,206.000,37.500\n';
  writeFileSync(join(dir, 'history.csv'), csv + row9);
  const early = readSpsaRun(dir);
  assert.ok(early.ok);
  assert.equal(early.value.recent.at(-1)!.iteration, 8);
  assert.equal(early.value.thetaHistory.length, 9);
  const state = JSON.parse(readFileSync(join(RUN, 'state.json'), 'utf8'));
  writeFileSync(join(dir, 'state.json'), JSON.stringify({ ...state, iteration: 9 }));
  writeFileSync(join(dir, 'history.csv'), csv + '9,1,1,1,1,1,1,0,1.000,1.000\n' + row9);
  const twice = readSpsaRun(dir);
  assert.ok(twice.ok);
  assert.deepEqual(
    twice.value.recent.map((r) => r.iteration),
    [1, 2, 3, 4, 5, 6, 7, 8, 9],
  );
  assert.deepEqual(twice.value.recent.at(-1)!.theta, [206, 37.5], 'the later row 9 counts');
});

test('a folder without state.json is not an SPSA run; the message names it', () => {
  const dir = mkdtempSync(join(tmpdir(), 'spsa-none-'));
  const r = readSpsaRun(dir);
  assert.equal(!r.ok && r.error.code, 'SPSA_NOT_A_RUN');
  assert.match(!r.ok ? r.error.message : '', new RegExp(dir));
  const missing = readSpsaRun(join(dir, 'nope'));
  assert.equal(!missing.ok && missing.error.code, 'SPSA_NOT_A_RUN');
});

test('a corrupt state.json or history.csv is refused naming the file and what is wrong', () => {
  const cases: [string, string, RegExp][] = [
    ['state.json', '{"iteration": 3', /state\.json: not JSON/],
    [
      'state.json',
      '{"iteration": 3, "theta": [1], "games": {}}',
      /state\.json: no run description/,
    ],
    ['history.csv', 'iteration,x\n', /history\.csv: line 1 is not the header/],
  ];
  for (const [file, text, why] of cases) {
    const dir = copyRun();
    writeFileSync(join(dir, file), text);
    const r = readSpsaRun(dir);
    assert.equal(!r.ok && r.error.code, 'SPSA_RUN_CORRUPT', file);
    assert.match(!r.ok ? r.error.message : '', why);
    assert.ok(!r.ok && r.error.message.startsWith(join(dir, file)), 'the path comes first');
  }
  // θ of the wrong length, and a torn history row.
  const dir = copyRun();
  const state = JSON.parse(readFileSync(join(dir, 'state.json'), 'utf8'));
  writeFileSync(join(dir, 'state.json'), JSON.stringify({ ...state, theta: [1] }));
  const short = readSpsaRun(dir);
  assert.match(!short.ok ? short.error.message : '', /"theta" is not 2 numbers/);
  writeFileSync(join(dir, 'state.json'), JSON.stringify(state));
  writeFileSync(join(dir, 'history.csv'), readFileSync(join(RUN, 'history.csv'), 'utf8') + '9,1,2');
  const torn = readSpsaRun(dir);
  assert.equal(!torn.ok && torn.error.code, 'SPSA_RUN_CORRUPT');
  assert.match(!torn.ok ? torn.error.message : '', /history\.csv: line 10 is not 10 numbers/);
});

test('the channel resolves a relative folder inside the tournament root and refuses junk', async () => {
  const root = mkdtempSync(join(tmpdir(), 'spsa-root-'));
  mkdirSync(join(root, 'tuning'));
  cpSync(RUN, join(root, 'tuning', 'run'), { recursive: true });
  const tournaments = new TournamentService(
    () => {},
    root,
    () => [],
  );
  const handlers = createInvokeHandlers({ tournaments } as unknown as Services);
  const r = await handlers['tournament:spsa-open']('tuning/run');
  assert.equal(r.ok && r.value.folder, join(root, 'tuning', 'run'));
  for (const junk of [null, '', '   ', { path: 'x' }, ['a']]) {
    const bad = await handlers['tournament:spsa-open'](junk as string);
    assert.equal(!bad.ok && bad.error.code, 'BAD_ARGS', JSON.stringify(junk));
  }
});
