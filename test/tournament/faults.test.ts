// Fault handling with the fake engines of test/fixtures/engines: an engine that crashes, hangs or plays
// an illegal move loses only its own game, the cause is recorded, it is restarted, the tournament ends.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertOk } from '../helpers/assert-ok.ts';
import { existsSync, mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { validateConfig, type TournamentConfig } from '../../src-main/tournament/config.ts';
import { Tournament } from '../../src-main/tournament/tournament.ts';
import type { GameResult } from '../../src-main/tournament/game.ts';

const FAKE = fileURLToPath(new URL('../fixtures/engines/fake-engine.mjs', import.meta.url));

function fakeEngine(name: string, ...args: string[]) {
  return { name, command: process.execPath, args: [FAKE, '--score', '15', ...args] };
}

function config(over: Record<string, unknown>): TournamentConfig {
  const r = validateConfig({
    name: 'faults',
    format: 'round-robin',
    gamesPerPair: 1,
    timeControl: { nodes: 1, hangGraceMs: 3000 },
    concurrency: 2,
    adjudication: { maxMoves: 40 },
    output: mkdtempSync(join(tmpdir(), 'tournament-faults-')),
    ...over,
  });
  assert.ok(r.ok, r.ok ? '' : `${r.error.where}: ${r.error.message}`);
  return r.value;
}

/** The journal's game lines (it also records the engine processes, see orphans.ts). */
const journalGameLines = (output: string) =>
  readFileSync(join(output, 'journal.jsonl'), 'utf8')
    .split('\n')
    .filter((l) => l.startsWith('{"type":"game"'));

const loser = (g: GameResult) =>
  g.winner === 'black' ? g.white : g.winner === 'white' ? g.black : undefined;

test('crash, hang and illegal move each lose their own games; the tournament completes', async () => {
  const cfg = config({
    engines: [
      fakeEngine('good1', '--seed', '1'),
      fakeEngine('good2', '--seed', '2'),
      fakeEngine('crasher', '--crash-at', '3'),
      fakeEngine('hanger', '--hang-at', '2'),
      fakeEngine('illegal', '--illegal-at', '2'),
    ],
  });
  const t = new Tournament(cfg);
  const events = { started: 0, moves: 0, finished: 0, standings: 0 };
  t.on('game-started', () => events.started++);
  t.on('move', () => events.moves++);
  t.on('game-finished', () => events.finished++);
  t.on('standings', () => events.standings++);
  const out = await t.run();
  assertOk(out);
  assert.equal(out.status, 'finished');
  const results: GameResult[] = JSON.parse(
    readFileSync(join(cfg.output, 'results.json'), 'utf8'),
  ).games;
  assert.equal(results.length, 10);
  assert.deepEqual(events, { started: 10, moves: events.moves, finished: 10, standings: 10 });
  assert.ok(events.moves > 10);
  const expectedCause: Record<string, string> = {
    crasher: 'crash',
    hanger: 'hang',
    illegal: 'illegal-move',
  };
  for (const g of results) {
    const l = loser(g);
    if (g.reason === 'crash' || g.reason === 'hang' || g.reason === 'illegal-move') {
      assert.equal(expectedCause[l!], g.reason, `game ${g.index}: ${l} lost by ${g.reason}`);
    }
    // Every faulty engine loses each of its games to its fault (the counters restart with the engine).
    for (const bad of Object.keys(expectedCause)) {
      if (
        (g.black === bad || g.white === bad) &&
        !['crasher', 'hanger', 'illegal'].includes(g.black === bad ? g.white : g.black)
      ) {
        assert.equal(l, bad, `game ${g.index}: ${g.black} vs ${g.white} ended by ${g.reason}`);
        assert.equal(g.reason, expectedCause[bad]);
      }
    }
  }
  const goodGame = results.find((g) => g.black === 'good1' && g.white === 'good2')!;
  assert.ok(
    !['crash', 'hang', 'illegal-move', 'time-loss'].includes(goodGame.reason),
    goodGame.reason,
  );
  // Faulty vs faulty: whoever faults first loses (hang at go 2 comes before crash at go 3).
  const ch = results.find((g) => g.black === 'crasher' && g.white === 'hanger')!;
  assert.equal(loser(ch), 'hanger');
  // Outputs: one CSA, KIF and USI file per game; CSA carries times and '** scores; standings list everyone.
  const files = readdirSync(join(cfg.output, 'games'));
  assert.equal(files.filter((f) => f.endsWith('.csa')).length, 10);
  assert.equal(files.filter((f) => f.endsWith('.kif')).length, 10);
  const csa = readFileSync(
    join(
      cfg.output,
      'games',
      files.find((f) => f.includes('good1-vs-good2') && f.endsWith('.csa'))!,
    ),
    'utf8',
  );
  assert.match(csa, /^N\+good1$/m);
  assert.match(csa, /^T\d/m);
  assert.match(csa, /^'\*\* -?15$/m);
  const standings = readFileSync(join(cfg.output, 'standings.txt'), 'utf8');
  for (const e of cfg.engines) assert.ok(standings.includes(e.name));
  assert.equal(readFileSync(join(cfg.output, 'results.csv'), 'utf8').trim().split('\n').length, 11);
  const manifest = JSON.parse(readFileSync(join(cfg.output, 'manifest.json'), 'utf8'));
  assert.match(manifest.engines[0].argFiles[FAKE], /^[0-9a-f]{64}$/);
});

test('an engine slower than its move time loses on time', async () => {
  const cfg = config({
    engines: [fakeEngine('quick'), fakeEngine('slow', '--think', '2000')],
    timeControl: { moveTimeMs: 200, marginMs: 300, hangGraceMs: 5000 },
  });
  const out = await new Tournament(cfg).run();
  assertOk(out);
  const games: GameResult[] = JSON.parse(
    readFileSync(join(cfg.output, 'results.json'), 'utf8'),
  ).games;
  const qs = games.find((g) => g.black === 'quick' && g.white === 'slow')!;
  assert.equal(qs.reason, 'time-loss');
  assert.equal(loser(qs), 'slow');
  // (An engine that cannot start at all is refused before game 1: test/tournament/preflight.test.ts.)
});

test('stop abandons running games without journaling them; pause holds new games', async () => {
  const cfg = config({
    engines: [fakeEngine('a', '--think', '20'), fakeEngine('b', '--seed', '3', '--think', '20')],
    gamesPerPair: 6,
    concurrency: 1,
  });
  const t = new Tournament(cfg);
  let finished = 0;
  t.on('game-finished', () => {
    finished++;
    if (finished === 1) {
      t.pause();
      setTimeout(() => t.stop(), 300);
    }
  });
  const out = await t.run();
  assertOk(out);
  assert.equal(out.status, 'stopped');
  assert.equal(finished, 1);
  const journal = journalGameLines(cfg.output);
  assert.equal(journal.length, 1); // the one finished game
  assert.ok(existsSync(join(cfg.output, 'standings.txt')));
});

test('a two-engine SPRT stops the tournament early once it decides', async () => {
  const cfg = config({
    engines: [fakeEngine('winner'), fakeEngine('loser', '--resign-from-ply', '0')],
    gamesPerPair: 40,
    concurrency: 1,
    sprt: { elo0: 0, elo1: 10, alpha: 0.05, beta: 0.05 },
  });
  const t = new Tournament(cfg);
  const out = await t.run();
  assertOk(out);
  assert.equal(out.status, 'sprt-decided');
  assert.equal(out.standings.sprt?.decision, 'H1');
  assert.ok(out.standings.gamesDone < 40, `${out.standings.gamesDone} games`);
  assert.ok(out.standings.engines[0]!.wins === out.standings.gamesDone);
  assert.match(
    readFileSync(join(cfg.output, 'standings.txt'), 'utf8'),
    /SPRT elo0=0 elo1=10 .*H1 accepted/,
  );
});

test('stopping during the last scheduled game reports stopped, not finished', async () => {
  const cfg = config({
    engines: [fakeEngine('a', '--think', '20'), fakeEngine('b', '--seed', '3', '--think', '20')],
    gamesPerPair: 2,
    concurrency: 1,
  });
  const t = new Tournament(cfg);
  let started = 0;
  t.on('game-started', () => {
    // The second game is the last one: the queue is empty while it runs.
    if (++started === 2) setTimeout(() => t.stop(), 100);
  });
  const out = await t.run();
  assertOk(out);
  assert.equal(out.status, 'stopped');
  assert.equal(journalGameLines(cfg.output).length, 1, 'only the first game was journaled');
});
