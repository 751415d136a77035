// Runner options that cutechess-cli also has: openings from game records, a time control
// per engine, an engine I/O log per game, and the CLI's progress line with Elo every N games.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertOk } from '../helpers/assert-ok.ts';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { loadOpenings } from '../../src-main/tournament/openings.ts';
import { validateConfig } from '../../src-main/tournament/config.ts';
import { Tournament } from '../../src-main/tournament/tournament.ts';
import type { GameResult } from '../../src-main/tournament/game.ts';

const FIXTURES = fileURLToPath(new URL('../fixtures/openings/', import.meta.url));
const FAKE = fileURLToPath(new URL('../fixtures/engines/fake-engine.mjs', import.meta.url));
const CLI = fileURLToPath(new URL('../../tools/cli/tournament.ts', import.meta.url));

test('openings from a folder of KIF, CSA and JKF records: one per game, in file-name order', () => {
  const folder = join(FIXTURES, 'records');
  const r = loadOpenings({ file: folder, order: 'sequential' }, 'shogi', 1);
  assert.ok(r.ok, r.ok ? '' : r.error.message);
  assert.deepEqual(
    r.openings.map((o) => [o.sfen, o.moves.join(' ')]),
    [
      ['startpos', '7g7f 3c3d 2g2f 8c8d'], // a-yagura.kif
      ['startpos', '2g2f 8c8d 2f2e'], // b-ibisha.csa
      ['startpos', '7g7f 3c3d'], // c-short.jkf (notes.txt is not a record)
    ],
  );
  // One file, cut to 2 plies as text books are.
  const one = loadOpenings(
    { file: join(folder, 'a-yagura.kif'), order: 'sequential', plies: 2 },
    'shogi',
    1,
  );
  assertOk(one);
  assert.deepEqual(one.openings[0]!.moves, ['7g7f', '3c3d']);
  // A record with an illegal move is refused, naming the file.
  const bad = loadOpenings(
    { file: join(FIXTURES, 'bad-move.csa'), order: 'sequential' },
    'shogi',
    1,
  );
  assert.equal(bad.ok, false);
  assert.equal(!bad.ok && bad.error.code, 'OPENINGS_BAD_LINE');
  assert.match(!bad.ok ? bad.error.message : '', /bad-move\.csa/);
  // A folder without records is empty, not silently the start position.
  const empty = mkdtempSync(join(tmpdir(), 'openings-empty-'));
  writeFileSync(join(empty, 'readme.txt'), 'x');
  const none = loadOpenings({ file: empty, order: 'sequential' }, 'shogi', 1);
  assert.equal(!none.ok && none.error.code, 'OPENINGS_EMPTY');
});

test('CLI: per-engine time control, debug log per game, record openings, Elo every N games', () => {
  const dir = mkdtempSync(join(tmpdir(), 'tournament-options-'));
  const config = {
    name: 'runner-options',
    engines: [
      // Thinks 400 ms a move: only its own 2 s byoyomi saves it from the global 100 ms.
      {
        name: 'slow',
        command: process.execPath,
        args: [FAKE, '--score', '0', '--think', '400'],
        timeControl: { byoyomiMs: 2000 },
      },
      { name: 'quick', command: process.execPath, args: [FAKE, '--score', '0', '--seed', '2'] },
    ],
    gamesPerPair: 4,
    timeControl: { byoyomiMs: 100, marginMs: 200 },
    openings: { file: join(FIXTURES, 'records'), order: 'sequential' },
    adjudication: { maxMoves: 10 },
    debugLog: true,
    progressEvery: 2,
    output: join(dir, 'out'),
  };
  const path = join(dir, 'config.json');
  writeFileSync(path, JSON.stringify(config));
  const run = spawnSync(process.execPath, ['--import', 'tsx', CLI, path], {
    encoding: 'utf8',
    timeout: 120_000,
  });
  assert.equal(run.status, 0, run.stderr);
  const games: GameResult[] = JSON.parse(
    readFileSync(join(dir, 'out', 'results.json'), 'utf8'),
  ).games;
  assert.equal(games.length, 4);
  for (const g of games)
    assert.notEqual(g.reason, 'time-loss', `${g.black} vs ${g.white}: ${g.detail}`);
  // Game pairs share a record opening.
  assert.deepEqual(
    games.map((g) => g.openingMoves.join(' ')),
    ['7g7f 3c3d 2g2f 8c8d', '7g7f 3c3d 2g2f 8c8d', '2g2f 8c8d 2f2e', '2g2f 8c8d 2f2e'],
  );
  // Progress: every game has a line; the standings (with Elo) come on games 2 and 4.
  const lines = run.stdout.split('\n').filter((l) => l.startsWith('['));
  assert.equal(lines.length, 4, run.stdout);
  assert.deepEqual(
    lines.map((l) => / ± /.test(l)),
    [false, true, false, true],
    run.stdout,
  );
  // One log per game: timestamped lines both ways; each engine is told its own byoyomi.
  const logs = readdirSync(join(dir, 'out', 'games')).filter((f) => f.endsWith('.log'));
  assert.equal(logs.length, 4);
  const log = readFileSync(join(dir, 'out', 'games', logs[0]!), 'utf8');
  assert.match(log, /^ +\d+\.\d{3} slow > go btime 0 wtime 0 byoyomi 2000$/m);
  assert.match(log, /^ +\d+\.\d{3} quick > go btime 0 wtime 0 byoyomi 100$/m);
  assert.match(log, /^ +\d+\.\d{3} slow < bestmove \S+$/m);
  assert.match(log, /^ +\d+\.\d{3} (slow|quick) > gameover (win|lose|draw)$/m);
});

test('debugLog is off by default: no log files', async () => {
  const r = validateConfig({
    engines: [
      { name: 'a', command: process.execPath, args: [FAKE] },
      { name: 'b', command: process.execPath, args: [FAKE, '--seed', '2'] },
    ],
    gamesPerPair: 1,
    timeControl: { nodes: 1 },
    adjudication: { maxMoves: 4 },
    output: mkdtempSync(join(tmpdir(), 'tournament-nolog-')),
  });
  assertOk(r);
  const out = await new Tournament(r.value).run();
  assertOk(out);
  const files = readdirSync(join(r.value.output, 'games'));
  assert.equal(files.filter((f) => f.endsWith('.log')).length, 0);
  assert.ok(existsSync(join(r.value.output, 'results.json')));
});

/** Plays one game between fake engines that ponder, with a debug log; returns it and its log. */
async function ponderGame(seeds: [string, string]): Promise<[GameResult, string]> {
  const r = validateConfig({
    engines: seeds.map((seed, i) => ({
      name: `p${i}`,
      command: process.execPath,
      args: [FAKE, '--ponder', '--seed', seed, '--think', '20'],
    })),
    gamesPerPair: 1,
    timeControl: { byoyomiMs: 200, marginMs: 300 },
    adjudication: { maxMoves: 12 },
    ponder: true,
    debugLog: true,
    output: mkdtempSync(join(tmpdir(), 'tournament-ponder-')),
  });
  assert.ok(r.ok, r.ok ? '' : r.error.message);
  assert.equal(r.value.engines[0]!.options!.USI_Ponder, true);
  const out = await new Tournament(r.value).run();
  assertOk(out);
  const games: GameResult[] = JSON.parse(
    readFileSync(join(r.value.output, 'results.json'), 'utf8'),
  ).games;
  const dir = join(r.value.output, 'games');
  const log = readdirSync(dir).find((f) => f.endsWith('.log'))!;
  return [games[0]!, readFileSync(join(dir, log), 'utf8')];
}

test('pondering: a right guess gets ponderhit, a wrong one stop and a fresh go; games end normally', async () => {
  // Same seed: each engine predicts the other's reply exactly, so every ponder is a hit.
  const [hitGame, hitLog] = await ponderGame(['1', '1']);
  assert.equal(hitGame.reason, 'max-moves', hitGame.detail);
  assert.match(hitLog, /> go ponder /);
  assert.match(hitLog, /> ponderhit$/m);
  // A `stop` only ends the last ponder search at the game's end: no `go` follows it.
  const lines = hitLog.split('\n');
  const lastGo = lines.findLastIndex((l) => / > go /.test(l));
  const stops = lines.flatMap((l, i) => (/ > stop$/.test(l) ? [i] : []));
  assert.ok(stops.length <= 1 && stops.every((i) => i > lastGo), hitLog);
  // After a hit no new `go` is sent for that move: fewer plain `go` than moves.
  const plainGo = hitLog.split('\n').filter((l) => / > go (?!ponder)/.test(l)).length;
  const played = (g: GameResult) => (g as GameResult & { plies: number }).plies;
  assert.equal(played(hitGame), 12);
  assert.ok(plainGo < 3, `${plainGo} plain go for 12 moves`);
  // Different seeds: the guesses miss; the runner stops the ponder search and sends the real move.
  const [missGame, missLog] = await ponderGame(['1', '2']);
  assert.equal(missGame.reason, 'max-moves', missGame.detail);
  assert.match(missLog, /> stop$/m);
  // Every move of the game is a real answer: a missed guess is searched afresh with a plain go.
  assert.equal(played(missGame), 12);
  const missGo = missLog.split('\n').filter((l) => / > go (?!ponder)/.test(l)).length;
  assert.ok(missGo >= 6, `${missGo} plain go`);
});
