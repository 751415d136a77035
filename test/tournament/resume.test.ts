// Resume after `kill -9`: the CLI is killed at random moments and run again until it finishes; the
// final games equal an uninterrupted run (deterministic fake engines), none lost, none duplicated.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertOk } from '../helpers/assert-ok.ts';
import { spawn, spawnSync } from 'node:child_process';
import { appendFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Journal } from '../../src-main/tournament/journal.ts';
import type { GameResult } from '../../src-main/tournament/game.ts';

const REPO = fileURLToPath(new URL('../../', import.meta.url));
const CLI = join(REPO, 'tools/cli/tournament.ts');
const FAKE = fileURLToPath(new URL('../fixtures/engines/fake-engine.mjs', import.meta.url));

function writeConfig(dir: string, output: string): string {
  const engine = (name: string, seed: number) => ({
    name,
    command: process.execPath,
    args: [FAKE, '--seed', String(seed), '--score', String(seed * 10)],
  });
  const cfg = {
    name: 'resume',
    format: 'round-robin',
    gamesPerPair: 4,
    engines: [engine('e1', 1), engine('e2', 2), engine('e3', 3)],
    timeControl: { nodes: 1 },
    concurrency: 2,
    adjudication: { maxMoves: 30 },
    output,
  };
  const path = join(dir, `${output}.json`);
  writeFileSync(path, JSON.stringify(cfg));
  return path;
}

function journalGames(output: string): GameResult[] {
  return readFileSync(join(output, 'journal.jsonl'), 'utf8')
    .split('\n')
    .filter((l) => l.includes('"type":"game"'))
    .map((l) => JSON.parse(l));
}

/** What must be equal between runs: the game's identity, moves and result (not times). */
const essence = (g: GameResult) => ({
  index: g.index,
  black: g.black,
  white: g.white,
  moves: g.moves.map((m) => m.usi),
  winner: g.winner,
  reason: g.reason,
});

/** When to kill a run: after its `games`-th finished-game line, plus `delayMs` (so kills land mid-game or mid-write). */
interface KillPoint {
  games: number;
  delayMs: number;
}

function runCli(
  config: string,
  kill?: KillPoint,
): Promise<{ code: number | null; signal: string | null; stdout: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', CLI, config], {
      cwd: REPO,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let timer: NodeJS.Timeout | undefined;
    // Why progress and not wall time: on a fast, idle machine a timed kill can land after the run has ended.
    child.stdout.on('data', (d) => {
      stdout += d;
      const done = (stdout.match(/^\[\d+\/\d+\] game /gm) ?? []).length;
      if (kill && timer === undefined && done >= kill.games)
        timer = setTimeout(() => child.kill('SIGKILL'), kill.delayMs);
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal, stdout });
    });
  });
}

test('a tournament killed with SIGKILL at random moments resumes to the same results', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'tournament-resume-'));
  const ref = await runCli(writeConfig(dir, 'reference'));
  assert.equal(ref.code, 0, ref.stdout);
  assert.match(ref.stdout, /Crosstable/);
  const reference = journalGames(join(dir, 'reference'))
    .map(essence)
    .sort((a, b) => a.index - b.index);
  assert.equal(reference.length, 12);

  const config = writeConfig(dir, 'killed');
  const seed = Date.now() % 1000;
  let kills = 0;
  let finished = false;
  // Three kills at pseudo-random moments (after 1–3 more finished games, then 0–39 ms), then a last
  // run to the end. A run that finishes before its kill simply ends the loop.
  for (let attempt = 0; attempt < 3 && !finished; attempt++) {
    const kill = {
      games: 1 + ((seed + attempt) % 3),
      delayMs: (seed * 7919 + attempt * 104729) % 40,
    };
    const r = await runCli(config, kill);
    if (r.signal === 'SIGKILL') kills++;
    else {
      assert.equal(r.code, 0, r.stdout);
      finished = true;
    }
  }
  if (!finished) assert.equal((await runCli(config)).code, 0);
  assert.ok(kills >= 1, `the run was never killed (seed ${seed})`);
  const resumed = journalGames(join(dir, 'killed'));
  const indices = resumed.map((g) => g.index);
  assert.equal(new Set(indices).size, indices.length, `a game was journaled twice (seed ${seed})`);
  assert.deepEqual(
    resumed.map(essence).sort((a, b) => a.index - b.index),
    reference,
    `seed ${seed}, ${kills} kills`,
  );
  const csv = readFileSync(join(dir, 'killed', 'results.csv'), 'utf8')
    .trim()
    .split('\n');
  assert.equal(csv.length, 13);
  // A finished tournament run again plays nothing and reprints the standings.
  const again = await runCli(config);
  assert.equal(again.code, 0);
  assert.equal(journalGames(join(dir, 'killed')).length, 12);
});

test('the journal drops a torn last line and refuses another tournament', () => {
  const dir = mkdtempSync(join(tmpdir(), 'journal-'));
  const path = join(dir, 'journal.jsonl');
  const first = Journal.open(path, 'hash-a');
  assertOk(first);
  first.journal.appendGame({ index: 3 } as GameResult);
  first.journal.close();
  appendFileSync(path, '{"type":"game","index":4,"bla');
  const second = Journal.open(path, 'hash-a');
  assertOk(second);
  assert.deepEqual(
    second.games.map((g) => g.index),
    [3],
  );
  second.journal.appendGame({ index: 4 } as GameResult);
  second.journal.close();
  const lines = readFileSync(path, 'utf8').trim().split('\n');
  assert.equal(lines.length, 3);
  assert.ok(lines.every((l) => JSON.parse(l)));
  const other = Journal.open(path, 'hash-b');
  assert.equal(!other.ok && other.error.code, 'JOURNAL_OTHER_TOURNAMENT');
});

test('the CLI names the bad field of a config and exits 2', () => {
  const dir = mkdtempSync(join(tmpdir(), 'tournament-cli-'));
  const path = join(dir, 'bad.json');
  writeFileSync(
    path,
    JSON.stringify({
      engines: [{ name: 'a', builtin: true }, { name: 'b' }],
      timeControl: { byoyomiMs: 1 },
      output: 'x',
    }),
  );
  const r = spawnSync(process.execPath, ['--import', 'tsx', CLI, path], {
    cwd: REPO,
    encoding: 'utf8',
  });
  assert.equal(r.status, 2);
  assert.match(r.stderr, /field "engines\[1\]\.command" must be a non-empty string/);
});
