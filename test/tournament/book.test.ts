// The tournament's frontend book (config `book`, issue 46 item 3): it plays the opening for every
// engine up to the set ply without asking them or charging their clocks, the records mark its
// moves, the manifest names the book, bad settings are refused, and without it nothing changes.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { validateConfig, type TournamentConfig } from '../../src-main/tournament/config.ts';
import { Tournament } from '../../src-main/tournament/tournament.ts';
import { fileSha256 } from '../../src-main/tournament/manifest.ts';
import { loadTournamentBook } from '../../src-main/tournament/tournament-book.ts';
import type { GameResult } from '../../src-main/tournament/game.ts';
import { assertOk } from '../helpers/assert-ok.ts';
import { FSF, makeConfig, runToEnd } from './helpers.ts';

const FAKE = fileURLToPath(new URL('../fixtures/engines/fake-engine.mjs', import.meta.url));
const BOOKS = fileURLToPath(new URL('../fixtures/book/', import.meta.url));
/** Plies 1-6 with two moves each (30 cp / count 3 and 10 cp / count 1), plus 5g5f at -150 first. */
const BOOK = join(BOOKS, 'tournament.db');
const START = 'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1';

/** Two fake engines logging what they receive, on a clock, 16 plies a game. */
function fakeConfig(extra: Record<string, unknown>, logs?: string[]): TournamentConfig {
  const log = (i: number) => (logs ? ['--log', logs[i]!] : []);
  return makeConfig({
    engines: [
      { name: 'a', command: process.execPath, args: [FAKE, ...log(0)] },
      { name: 'b', command: process.execPath, args: [FAKE, '--seed', '2', ...log(1)] },
    ],
    gamesPerPair: 2,
    timeControl: { initialMs: 10_000, byoyomiMs: 100 },
    adjudication: { maxMoves: 16 },
    seed: 5,
    ...extra,
  });
}

/** The games with their moves, from the journal. */
function journalGames(cfg: TournamentConfig): GameResult[] {
  return readFileSync(join(cfg.output, 'journal.jsonl'), 'utf8')
    .split('\n')
    .filter((l) => l.includes('"type":"game"'))
    .map((l) => JSON.parse(l) as GameResult)
    .sort((a, b) => a.index - b.index);
}

/** How many moves of each game the book played (they must come first). */
function bookPlies(g: GameResult): number {
  const n = g.moves.findIndex((m) => !m.book);
  const count = n < 0 ? g.moves.length : n;
  assert.ok(
    g.moves.slice(count).every((m) => !m.book),
    `game ${g.index}: book after the engines`,
  );
  return count;
}

test('the book opens every game for both engines up to maxPly; they are not asked', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'tbook-logs-'));
  const logs = [join(dir, 'a.log'), join(dir, 'b.log')];
  const cfg = fakeConfig({ book: { file: BOOK, maxPly: 4 } }, logs);
  const summary = await runToEnd(cfg);
  const games = journalGames(cfg);
  assert.equal(games.length, 2);
  for (const g of games) {
    assert.equal(bookPlies(g), 4, `game ${g.index}`);
    assert.notEqual(g.moves[0]!.usi, '5g5f', 'a move 180 cp below the best is outside the margin');
    for (const m of g.moves.slice(0, 4)) {
      assert.equal(m.timeMs, 0);
      assert.deepEqual(m.clocks, [10_000, 10_000], 'a book move does not run the clock');
    }
    assert.ok(g.moves.length > 4, 'the engines play after the book');
    const kif = readFileSync(
      join(
        cfg.output,
        'games',
        readdirSync(join(cfg.output, 'games')).find(
          (f) => f.startsWith(`game-000${g.index + 1}`) && f.endsWith('.kif'),
        )!,
      ),
      'utf8',
    );
    assert.equal(kif.match(/book move \(value (30|10), count [0-9]+\)/g)?.length, 4, kif);
  }
  assert.deepEqual(
    summary.map((g) => (g as GameResult & { bookMoves?: number }).bookMoves),
    [4, 4],
  );
  // Each engine's first `go` comes after a position holding the four book moves.
  for (const l of logs) {
    const lines = readFileSync(l, 'utf8').split('\n');
    const firstGo = lines.findIndex((x) => x.startsWith('go'));
    const pos = lines.slice(0, firstGo).findLast((x) => x.startsWith('position'))!;
    assert.ok(pos.split(' moves ')[1]!.split(' ').length >= 4, pos);
  }
  const manifest = JSON.parse(readFileSync(join(cfg.output, 'manifest.json'), 'utf8'));
  assert.equal(manifest.book.file, BOOK);
  assert.equal(manifest.book.sha256, fileSha256(BOOK));
  assert.equal(manifest.book.bytes, readFileSync(BOOK).length);
  assert.equal(manifest.book.maxPly, 4);
  assert.equal(manifest.book.pick, 'softmax');
  assert.equal(manifest.book.bookMoves, 8);
});

test('a rerun with the same seed plays the same book moves; the book ends where it ends', async () => {
  const line = (cfg: TournamentConfig) =>
    journalGames(cfg).map((g) => g.moves.filter((m) => m.book).map((m) => m.usi));
  const first = fakeConfig({ book: { file: BOOK, maxPly: 4 } });
  const again = fakeConfig({ book: { file: BOOK, maxPly: 4 } });
  await runToEnd(first);
  await runToEnd(again);
  assert.deepEqual(line(again), line(first));
  // maxPly beyond the book's 6 plies: the book answers 6 moves, then the engines play.
  const deep = fakeConfig({ book: { file: BOOK, maxPly: 24, pick: 'count' } });
  await runToEnd(deep);
  for (const g of journalGames(deep)) assert.equal(bookPlies(g), 6);
});

test('softmax weighs by score and count by play count (seeded draws)', () => {
  const share = (pick: 'softmax' | 'count') => {
    const r = loadTournamentBook({ file: BOOK, maxPly: 4, pick, temperature: 50, margin: 100 });
    assertOk(r);
    let first = 0;
    for (let i = 0; i < 4000; i++) {
      const m = r.book.forGame(1, i).choose(START, 1, () => true);
      assert.notEqual(m?.usi, '5g5f');
      if (m?.usi === '7g7f') first++;
    }
    return first / 4000;
  };
  // 30 vs 10 cp at 50 cp: e^0.4 / (1 + e^0.4) = 0.599; counts 3 vs 1: 0.75.
  assert.ok(Math.abs(share('softmax') - 0.599) < 0.03, `softmax ${share('softmax')}`);
  assert.ok(Math.abs(share('count') - 0.75) < 0.03, `count ${share('count')}`);
});

test('bad book settings are refused, naming the field or the file and line', async () => {
  const bad = (book: unknown) => {
    const r = validateConfig({
      output: '/tmp/x',
      engines: [
        { name: 'a', command: 'x' },
        { name: 'b', command: 'y' },
      ],
      timeControl: { nodes: 1 },
      book,
    });
    assert.ok(!r.ok);
    return `${r.error.where}: ${r.error.message}`;
  };
  assert.match(bad('book.db'), /^book: must be an object/);
  assert.match(bad({ maxPly: 4 }), /^book\.file: must be a non-empty string/);
  assert.match(bad({ file: BOOK, pick: 'best' }), /^book\.pick: must be one of softmax, count/);
  assert.match(bad({ file: BOOK, maxPly: 0 }), /^book\.maxPly: must be an integer ≥ 1/);
  assert.match(bad({ file: BOOK, temperature: 0 }), /^book\.temperature: must be an integer ≥ 1/);
  assert.match(bad({ file: BOOK, margin: -5 }), /^book\.margin: must be an integer ≥ 0/);
  assert.match(bad({ file: BOOK, plies: 4 }), /^book\.plies: is not a known field/);
  // A malformed or missing file stops the run before any engine starts, naming file and line.
  for (const [file, why] of [
    [join(BOOKS, 'bad-move.db'), /book: .*bad-move\.db:\d+/],
    [join(BOOKS, 'missing.db'), /book: .*missing\.db: cannot read the book \(ENOENT\)/],
  ] as const) {
    const cfg = fakeConfig({ book: { file } });
    const out = await new Tournament(cfg).run();
    assert.ok(!out.ok);
    assert.equal(out.error.code, 'BOOK_UNREADABLE');
    assert.match(out.error.message, why);
    assert.ok(!existsSync(join(cfg.output, 'journal.jsonl')), 'no game was played');
  }
});

test('without a book nothing changes: the engines play from move 1', async () => {
  const cfg = fakeConfig({});
  assert.equal(cfg.book, undefined);
  await runToEnd(cfg);
  for (const g of journalGames(cfg)) {
    assert.equal(bookPlies(g), 0);
    assert.ok(g.moves[0]!.timeMs >= 0 && g.moves.length > 0);
  }
  const kifs = readdirSync(join(cfg.output, 'games')).filter((f) => f.endsWith('.kif'));
  for (const f of kifs)
    assert.doesNotMatch(readFileSync(join(cfg.output, 'games', f), 'utf8'), /book move/);
  const manifest = JSON.parse(readFileSync(join(cfg.output, 'manifest.json'), 'utf8'));
  assert.equal(manifest.book, undefined);
});

test('the book plays for fairy-stockfish (2 games, fixed nodes)', async (t) => {
  if (!existsSync(FSF)) return t.skip(`${FSF} is not installed`);
  const fsf = (name: string, level: number) => ({
    name,
    command: FSF,
    options: { USI_Variant: 'shogi', Threads: 1, 'Skill Level': level },
  });
  const cfg = makeConfig({
    engines: [fsf('fsf-a', 0), fsf('fsf-b', 5)],
    gamesPerPair: 2,
    timeControl: { nodes: 1000 },
    adjudication: { maxMoves: 40 },
    book: { file: BOOK, maxPly: 6 },
  });
  await runToEnd(cfg);
  const games = journalGames(cfg);
  assert.equal(games.length, 2);
  for (const g of games) {
    assert.equal(bookPlies(g), 6, `game ${g.index}`);
    assert.ok(g.moves.length > 6 && g.moves[6]!.depth !== undefined, 'fairy-stockfish searched');
  }
  const manifest = JSON.parse(readFileSync(join(cfg.output, 'manifest.json'), 'utf8'));
  assert.equal(manifest.book.file, BOOK);
  assert.equal(manifest.book.bookMoves, 12);
});
