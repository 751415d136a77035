// Bookkeeping off the timing path (issue 16, finding 4): the standings tally, updated one game at a
// time, equals a full recomputation, and the summary files made from per-game texts equal the
// reference writers byte for byte, so the app and other readers see the same files as before.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertOk } from '../helpers/assert-ok.ts';
import { mkdtempSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { validateConfig } from '../../src-main/tournament/config.ts';
import { SummaryFiles } from '../../src-main/tournament/summary-files.ts';
import { resultsCsv, resultsJson } from '../../src-main/tournament/outputs.ts';
import {
  StandingsTally,
  computeStandings,
  formatStandings,
} from '../../src-main/tournament/standings.ts';
import type { GameResult } from '../../src-main/tournament/game.ts';

const v = validateConfig({
  name: 'summary "test"',
  engines: ['a', 'b, "c"', 'd'].map((name) => ({ name, command: 'x' })),
  timeControl: { nodes: 1 },
  output: mkdtempSync(join(tmpdir(), 'tournament-summary-')),
});
assertOk(v);
const config = v.value;

function game(index: number): GameResult {
  const b = index % 3;
  const w = (index + 1) % 3;
  return {
    index,
    round: Math.floor(index / 6),
    pairId: Math.floor(index / 2),
    black: config.engines[b]!.name,
    white: config.engines[w]!.name,
    blackIndex: b,
    whiteIndex: w,
    opening: -1,
    openingLine: -1,
    startSfen: 'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1',
    openingMoves: [],
    moves: [{ usi: '7g7f', timeMs: 3 }],
    winner: index % 5 === 0 ? null : index % 2 ? 'black' : 'white',
    reason: index % 5 === 0 ? 'max-moves' : 'resign',
    ...(index % 7 === 0 ? { detail: 'a "quoted", detail' } : {}),
    startedAt: '2026-11-24T00:00:00.000Z',
    durationMs: 10.5,
    thinkMs: 3,
  };
}

test('summary files from per-game texts equal the reference writers; the tally equals a recomputation', async () => {
  const files = new SummaryFiles(config);
  const tally = new StandingsTally(config);
  const empty = computeStandings(config, [], 30);
  assert.equal(files.resultsJson(empty), resultsJson(config, [], empty));
  // Games arrive out of order (concurrency), the files list them in schedule order.
  const order = [1, 0, 2, 4, 3, ...Array.from({ length: 25 }, (_, i) => i + 5)];
  const seen: GameResult[] = [];
  for (const i of order) {
    const g = game(i);
    files.add(g);
    tally.add(g);
    seen.push(g);
    assert.deepEqual(tally.standings(30), computeStandings(config, seen, 30), `after game ${i}`);
  }
  const sorted = [...seen].sort((a, b) => a.index - b.index);
  const standings = tally.standings(30);
  assert.equal(files.resultsJson(standings), resultsJson(config, sorted, standings));
  assert.equal(files.resultsCsv(), resultsCsv(sorted));
  await files.write(standings);
  assert.equal(
    readFileSync(join(config.output, 'results.json'), 'utf8'),
    resultsJson(config, sorted, standings),
  );
  assert.equal(
    readFileSync(join(config.output, 'standings.txt'), 'utf8'),
    formatStandings(config, standings),
  );
  assert.deepEqual(
    JSON.parse(readFileSync(join(config.output, 'results.json'), 'utf8')).games.length,
    30,
  );
});
