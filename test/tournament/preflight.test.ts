// Checks before game 1 (issue 16, finding 2): an engine that cannot start, never answers usiok or
// lacks a configured option stops the run with a message naming it, before any game and before the
// journal; an engine that stops starting during a run is disabled and forfeits its remaining games.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertOk } from '../helpers/assert-ok.ts';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { validateConfig, type TournamentConfig } from '../../src-main/tournament/config.ts';
import { Tournament } from '../../src-main/tournament/tournament.ts';
import { MAX_START_FAILURES } from '../../src-main/tournament/engine-health.ts';
import type { GameResult } from '../../src-main/tournament/game.ts';

const REPO = fileURLToPath(new URL('../../', import.meta.url));
const CLI = join(REPO, 'tools/cli/tournament.ts');
const FAKE = fileURLToPath(new URL('../fixtures/engines/fake-engine.mjs', import.meta.url));

const fake = (name: string, ...args: string[]) => ({
  name,
  command: process.execPath,
  args: [FAKE, ...args],
});

function config(raw: Record<string, unknown>): TournamentConfig {
  const r = validateConfig({
    name: 'preflight',
    gamesPerPair: 2,
    timeControl: { nodes: 1, hangGraceMs: 3000 },
    adjudication: { maxMoves: 20 },
    output: mkdtempSync(join(tmpdir(), 'tournament-preflight-')),
    ...raw,
  });
  assert.ok(r.ok, r.ok ? '' : `${r.error.where}: ${r.error.message}`);
  return r.value;
}

test('CLI: a wrong engine path is refused before game 1 (exit 2, no journal); the fixed config then runs there', () => {
  const dir = mkdtempSync(join(tmpdir(), 'tournament-preflight-cli-'));
  const path = join(dir, 't.json');
  const write = (command: string) =>
    writeFileSync(
      path,
      JSON.stringify({
        gamesPerPair: 2,
        engines: [fake('a'), { name: 'ghost', command, args: [FAKE, '--seed', '2'] }],
        timeControl: { nodes: 1 },
        adjudication: { maxMoves: 20 },
        output: 'out',
      }),
    );
  write('/nonexistent/engine');
  const bad = spawnSync(process.execPath, ['--import', 'tsx', CLI, path], {
    cwd: REPO,
    encoding: 'utf8',
  });
  assert.equal(bad.status, 2, bad.stderr);
  assert.match(bad.stderr, /engine "ghost" \(\/nonexistent\/engine .*\): could not start/);
  assert.doesNotMatch(bad.stdout, /\[1\/2\]/, 'no game was played');
  assert.ok(!existsSync(join(dir, 'out', 'journal.jsonl')), 'no journal was written');
  write(process.execPath);
  const good = spawnSync(process.execPath, ['--import', 'tsx', CLI, path], {
    cwd: REPO,
    encoding: 'utf8',
  });
  assert.equal(good.status, 0, good.stderr);
  assert.match(good.stdout, /\[2\/2\]/);
});

test('an engine that never answers usiok is named as such, not as a crash; a missing option is named', async () => {
  const silent = config({
    engines: [fake('a'), fake('mute', '--no-usiok')],
    startTimeoutMs: 500,
  });
  const out = await new Tournament(silent).run();
  assert.ok(!out.ok);
  assert.equal(out.error.code, 'ENGINE_CHECK_FAILED');
  assert.match(out.error.message, /engine "mute" .*never answered usiok within 500 ms/);
  assert.doesNotMatch(out.error.message, /crash|exited/);
  assert.ok(!existsSync(join(silent.output, 'journal.jsonl')));

  const typo = config({
    engines: [{ ...fake('a'), options: { Sead: 3, USI_Hash: 16 } }, fake('b')],
  });
  const out2 = await new Tournament(typo).run();
  assert.ok(!out2.ok);
  assert.match(
    out2.error.message,
    /engine "a" .*option "Sead" not declared by the engine \(it declares: Seed\)/,
  );
  assert.doesNotMatch(out2.error.message, /USI_Hash|engine "b"/);
});

test(`an engine failing to start ${MAX_START_FAILURES} times in a row is disabled and forfeits its remaining games`, async () => {
  const counter = join(mkdtempSync(join(tmpdir(), 'tournament-flaky-')), 'starts');
  const cfg = config({
    engines: [
      fake('steady', '--seed', '1'),
      // Starts once (the check before game 1), crashes at its 3rd go, then can never start again.
      fake('flaky', '--crash-at', '3', '--starts-ok', '1', '--counter-file', counter),
      fake('other', '--seed', '5'),
    ],
    gamesPerPair: 4,
    concurrency: 1,
  });
  const t = new Tournament(cfg);
  const warnings: string[] = [];
  t.on('warning', (w: string) => warnings.push(w));
  const out = await t.run();
  assertOk(out);
  assert.equal(out.status, 'finished');
  const games: GameResult[] = JSON.parse(
    readFileSync(join(cfg.output, 'results.json'), 'utf8'),
  ).games;
  const flakyGames = games.filter((g) => g.black === 'flaky' || g.white === 'flaky');
  assert.equal(flakyGames.length, 8);
  const loser = (g: GameResult) => (g.winner === 'black' ? g.white : g.black);
  assert.ok(
    flakyGames.every((g) => loser(g) === 'flaky'),
    'flaky loses every game',
  );
  const disabled = flakyGames.filter((g) => g.reason === 'disabled');
  const failedStarts = flakyGames.filter((g) => /could not start/.test(g.detail ?? ''));
  assert.equal(failedStarts.length, MAX_START_FAILURES);
  assert.ok(disabled.length >= 1, 'later games are forfeits');
  assert.equal(failedStarts.length + disabled.length + 1, 8);
  // Started once for the check, then MAX_START_FAILURES failed attempts, and never again.
  assert.equal(Number(readFileSync(counter, 'utf8')), 1 + MAX_START_FAILURES);
  assert.equal(warnings.filter((w) => /engine "flaky" disabled/.test(w)).length, 1);
  assert.ok(out.standings.engines[1]!.disabled);
  assert.match(readFileSync(join(cfg.output, 'standings.txt'), 'utf8'), /flaky \(disabled\)/);
  assert.match(readFileSync(join(cfg.output, 'results.csv'), 'utf8'), /,disabled,/);
});
