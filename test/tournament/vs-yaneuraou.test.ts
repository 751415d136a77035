// `npm run -s bench:vs-yaneuraou` (issue 39, item 3): the match config has the conditions,
// bad usage says what is wrong, and with YANEURAOU_BIN set a 2-game match runs and reports W/D/L
// and Elo (skipped without it: CI has no YaneuraOu).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { matchConfig, summary, type MatchPlan } from '../../scripts/vs-yaneuraou.ts';
import { validateConfig } from '../../src-main/tournament/config.ts';
import type { Standings } from '../../src-main/tournament/standings.ts';

const REPO = fileURLToPath(new URL('../../', import.meta.url));
const SCRIPT = join(REPO, 'scripts/vs-yaneuraou.ts');
const plan: MatchPlan = {
  yaneuraou: '/opt/yo/YaneuraOu-by-gcc',
  evalDir: '/runs/x/eval',
  tc: { nodes: 100000 },
  games: 40,
  concurrency: 1,
  openings: '/data/taya36.sfen',
  startLine: 1000,
  output: '/runs/x',
};

test('the match: same net, one thread, 64 MiB, no book, taya36 from line 1000 with both colours', () => {
  const v = validateConfig(matchConfig(plan));
  assert.ok(v.ok, JSON.stringify(!v.ok && v.error));
  const c = v.value;
  assert.deepEqual(c.timeControl, { nodes: 100000 });
  assert.equal(c.gamesPerPair, 40);
  assert.equal(c.openings?.start, 999, 'line 1000 is opening index 999');
  assert.equal(c.openings?.order, 'sequential');
  const [ours, yo] = c.engines;
  assert.deepEqual(ours?.options, { USI_Hash: 64, Threads: 1, EvalFile: 'default-net' });
  assert.equal(yo?.command, plan.yaneuraou);
  assert.deepEqual(yo?.options, {
    USI_Hash: 64,
    Threads: 1,
    EvalDir: '/runs/x/eval',
    BookFile: 'no_book',
    RoundUpToFullSecond: false,
    NetworkDelay: 40,
    NetworkDelay2: 40,
    MinimumThinkingTime: 100,
  });
  const byo = validateConfig(matchConfig({ ...plan, tc: { byoyomiMs: 300 } }));
  assert.ok(byo.ok);
  assert.equal(byo.value.timeControl.byoyomiMs, 300);
  assert.equal(byo.value.timeControl.initialMs, 0);
});

test('the summary gives our W/D/L, score, pentanomial and Elo against YaneuraOu', () => {
  const e = (name: string, w: number, d: number, l: number, elo: number) => ({
    index: 0,
    name,
    games: w + d + l,
    wins: w,
    draws: d,
    losses: l,
    points: w + d / 2,
    elo,
    error95: 120,
    los: null,
    drawRate: d / (w + d + l),
  });
  const s = {
    engines: [e('banmen', 3, 0, 37, -390), e('yaneuraou', 37, 0, 3, 0)],
    pentanomial: [17, 0, 3, 0, 0],
  } as unknown as Standings;
  assert.equal(
    summary(s),
    'banmen vs YaneuraOu: W/D/L 3/0/37 in 40 games (7.5 %), pentanomial [17, 0, 3, 0, 0]\n' +
      'Elo of banmen against YaneuraOu: -390.0 ± 120.0\n',
  );
});

/** Runs the script with `args` and the environment `env` (YaneuraOu variables cleared first). */
function run(args: string[], env: Record<string, string>) {
  const base = { ...process.env };
  delete base.YANEURAOU_SRC;
  delete base.YANEURAOU_BIN;
  return spawnSync(process.execPath, ['--import', 'tsx', SCRIPT, ...args], {
    cwd: REPO,
    encoding: 'utf8',
    timeout: 600_000,
    env: { ...base, ...env },
  });
}

test('bad usage is named: both or neither time control, no YaneuraOu source (exit 2)', () => {
  const both = run(['--nodes', '100', '--byoyomi', '300'], {});
  assert.equal(both.status, 2);
  assert.match(both.stderr, /give exactly one of --nodes N and --byoyomi MS/);
  const neither = run(['--games', '2'], {});
  assert.equal(neither.status, 2);
  assert.match(neither.stderr, /exactly one of --nodes/);
  // Any existing file passes the openings check; the missing source stops the run first.
  const openings = join(REPO, 'test/fixtures/openings/bad-move.csa');
  const noSource = run(['--nodes', '100', '--games', '2', '--openings', openings], {});
  assert.equal(noSource.status, 2);
  assert.match(noSource.stderr, /set YANEURAOU_SRC to a YaneuraOu source checkout/);
  const bad = run(['--nodes', 'many'], {});
  assert.equal(bad.status, 2);
  assert.match(bad.stderr, /--nodes must be a positive integer, not "many"/);
});

test(
  'a 2-game match against a real YaneuraOu reports W/D/L and Elo',
  { skip: !process.env.YANEURAOU_BIN && 'set YANEURAOU_BIN to a YaneuraOu NNUE binary' },
  () => {
    const out = join(mkdtempSync(join(tmpdir(), 'vs-yo-')), 'run');
    const r = run(['--nodes', '20000', '--games', '2', '--out', out], {
      YANEURAOU_BIN: process.env.YANEURAOU_BIN!,
    });
    assert.equal(r.status, 0, r.stderr);
    assert.match(r.stdout, /banmen vs YaneuraOu: W\/D\/L \d+\/\d+\/\d+ in 2 games/);
    assert.match(r.stdout, /Elo of banmen against YaneuraOu: [+-]\d/);
  },
);
