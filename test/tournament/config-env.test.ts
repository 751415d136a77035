// Environment variables in tournament and SPSA configs (issue 45, item 2): `${NAME}` and
// `${NAME:-fallback}` in string values, a clear error naming the field and the variable when one is
// unset, and the tracked templates in bench/strength/ valid once their variables are given.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync, execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve, dirname } from 'node:path';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { expandConfigEnv } from '../../src-main/tournament/config-env.ts';
import { validateConfig } from '../../src-main/tournament/config.ts';
import { validateSpsaConfig } from '../../src-main/tune/spsa/spsa-config.ts';

const REPO = fileURLToPath(new URL('../../', import.meta.url));
const CLI = join(REPO, 'tools/cli/tournament.ts');
const FAKE = fileURLToPath(new URL('../fixtures/engines/fake-engine.mjs', import.meta.url));
const TEMPLATES = join(REPO, 'bench/strength');

test('${NAME} takes the variable, ${NAME:-x} falls back when unset or empty, other text stays', () => {
  const raw = {
    engines: [
      { args: ['--import', 'tsx', '${CHECKOUT}/src-main/engine/main.ts'], cwd: '${CHECKOUT}' },
    ],
    openings: { file: '${OPENINGS:-openings.sfen}', seed: 3 },
    output: '${OUT:-out}/${NAME}',
    note: 'no references here: $HOME and {braces}',
  };
  const r = expandConfigEnv(raw, { CHECKOUT: '/src/new', OUT: '', NAME: 'run1' });
  assert.ok(r.ok);
  assert.deepEqual(r.value, {
    engines: [{ args: ['--import', 'tsx', '/src/new/src-main/engine/main.ts'], cwd: '/src/new' }],
    openings: { file: 'openings.sfen', seed: 3 },
    output: 'out/run1',
    note: 'no references here: $HOME and {braces}',
  });
});

test('an unset variable is an error naming the field and the variable; a typo is one too', () => {
  const r = expandConfigEnv({ engines: [{}, { cwd: '${BANMEN_BASE}' }] }, {});
  assert.ok(!r.ok);
  assert.equal(r.error.where, 'engines[1].cwd');
  assert.equal(r.error.variable, 'BANMEN_BASE');
  assert.match(r.error.message, /environment variable BANMEN_BASE, which is not set/);
  const typo = expandConfigEnv({ output: '${BANMEN OUT}/x' }, { 'BANMEN OUT': 'y' });
  assert.ok(!typo.ok);
  assert.equal(typo.error.where, 'output');
  assert.match(typo.error.message, /malformed/);
});

/** Runs the tournament CLI on `config` (written to a scratch folder) with `env` added. */
function runCli(config: unknown, env: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), 'tournament-env-'));
  const path = join(dir, 't.json');
  writeFileSync(path, JSON.stringify(config));
  const r = spawnSync(process.execPath, ['--import', 'tsx', CLI, path], {
    cwd: REPO,
    encoding: 'utf8',
    timeout: 60_000,
    env: { ...process.env, ...env },
  });
  return { ...r, dir };
}

const fakeConfig = {
  engines: [
    { name: 'a', command: process.execPath, args: ['${FAKE_ENGINE}'] },
    { name: 'b', command: process.execPath, args: ['${FAKE_ENGINE}', '--seed', '2'] },
  ],
  gamesPerPair: 2,
  timeControl: { nodes: 1 },
  adjudication: { maxMoves: 10 },
  output: '${TOURNAMENT_OUT}/games',
};

test('the tournament CLI runs a config whose engine and output come from the environment', () => {
  const out = mkdtempSync(join(tmpdir(), 'tournament-env-out-'));
  const r = runCli(fakeConfig, { FAKE_ENGINE: FAKE, TOURNAMENT_OUT: out });
  assert.equal(r.status, 0, r.stderr);
  assert.ok(
    existsSync(join(out, 'games', 'standings.txt')),
    'the output went where $TOURNAMENT_OUT says',
  );
});

test('the tournament CLI stops before any engine starts when a variable is unset (exit 2)', () => {
  const log = join(mkdtempSync(join(tmpdir(), 'tournament-env-log-')), 'engine.log');
  const config = {
    ...fakeConfig,
    engines: fakeConfig.engines.map((e) => ({ ...e, args: [FAKE, '--log', log] })),
  };
  // An empty variable counts as unset, so this holds whatever the calling shell exports.
  const r = runCli(config, { TOURNAMENT_OUT: '' });
  assert.equal(r.status, 2, r.stderr);
  assert.match(
    r.stderr,
    /field "output" needs the environment variable TOURNAMENT_OUT, which is not set/,
  );
  assert.doesNotMatch(r.stderr, /\n\s+at /, 'no stack trace');
  assert.ok(!existsSync(log), 'no engine was started');
});

test('every template in bench/strength/ is a valid config once its variables are set', () => {
  const env = {
    BANMEN_NEW: '/checkouts/new',
    BANMEN_BASE: '/checkouts/base',
    BANMEN_OPPONENT: '/usr/games/fairy-stockfish',
  };
  const files = readdirSync(TEMPLATES).filter((f) => f.endsWith('.json'));
  assert.ok(files.length >= 3, `templates: ${files.join(', ')}`);
  for (const f of files) {
    const path = join(TEMPLATES, f);
    const raw: unknown = JSON.parse(readFileSync(path, 'utf8'));
    const e = expandConfigEnv(raw, env);
    assert.ok(e.ok, `${f}: ${!e.ok && e.error.message}`);
    const rel = (p: string) => resolve(dirname(path), p);
    const isSpsa = typeof raw === 'object' && raw !== null && 'params' in raw;
    const v = isSpsa ? validateSpsaConfig(e.value, rel) : validateConfig(e.value, rel);
    assert.ok(v.ok, `${f}: ${!v.ok && JSON.stringify(v.error)}`);
    // Nothing machine-specific remains once the variables are in: no /work, /tmp, /home, /root.
    assert.doesNotMatch(JSON.stringify(raw), /"\/(work|tmp|home|root)\//, f);
  }
});

test('no tracked JSON file names an absolute folder of one machine', () => {
  const tracked = execFileSync('git', ['ls-files', '*.json'], { cwd: REPO, encoding: 'utf8' })
    .split('\n')
    .filter((f) => f && existsSync(join(REPO, f)));
  const offenders = tracked.filter((f) =>
    /"\/(work|tmp|home|root)\//.test(readFileSync(join(REPO, f), 'utf8')),
  );
  assert.deepEqual(offenders, []);
});
