// Knockout format (issue 16, what cutechess-cli has): bracket by seed, byes, ties to the better
// seed, later rounds scheduled from the journal, so a run plays the bracket and resumes it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import {
  knockoutGameCount,
  knockoutPairs,
  knockoutSchedule,
  matchWinner,
} from '../../src-main/tournament/knockout.ts';
import { validateConfig } from '../../src-main/tournament/config.ts';
import { Tournament } from '../../src-main/tournament/tournament.ts';
import type { GameResult } from '../../src-main/tournament/game.ts';

const FAKE = fileURLToPath(new URL('../fixtures/engines/fake-engine.mjs', import.meta.url));

/** A finished game with only what the bracket reads. */
const game = (index: number, black: number, white: number, winner: 'black' | 'white' | null) =>
  ({ index, blackIndex: black, whiteIndex: white, winner }) as GameResult;

test('bracket: 1 v n, 2 v n−1; an odd field gives the best seed a bye; game counts', () => {
  assert.deepEqual(knockoutPairs([0, 1, 2, 3]), {
    pairs: [
      [0, 3],
      [1, 2],
    ],
  });
  assert.deepEqual(knockoutPairs([0, 1, 2, 3, 4]), {
    pairs: [
      [1, 4],
      [2, 3],
    ],
    bye: 0,
  });
  assert.equal(knockoutGameCount(4, 2), 6); // 2 semi-finals + the final, 2 games each
  assert.equal(knockoutGameCount(5, 2), 8); // 2 matches, then 3 engines: 1 match, then the final
  assert.equal(knockoutGameCount(2, 4), 4);
});

test('a match goes to more points, a tie to the better seed', () => {
  assert.equal(matchWinner(0, 3, [game(0, 0, 3, 'white'), game(1, 3, 0, null)]), 3);
  assert.equal(matchWinner(0, 3, [game(0, 0, 3, 'white'), game(1, 3, 0, 'white')]), 0);
  assert.equal(matchWinner(3, 1, [game(0, 1, 3, null), game(1, 3, 1, null)]), 1);
});

test('later rounds appear once the previous round is over', () => {
  const r1 = knockoutSchedule(4, 2, []);
  assert.deepEqual(
    r1.games.map((g) => [g.black, g.white]),
    [
      [0, 3],
      [3, 0],
      [1, 2],
      [2, 1],
    ],
  );
  assert.equal(r1.champion, undefined);
  // Seed 3 beats seed 0 (1½–½), seed 1 and 2 tie (seed 1 goes on): the final is 1 v 3.
  const semis = [
    game(0, 0, 3, 'white'),
    game(1, 3, 0, null),
    game(2, 1, 2, 'black'),
    game(3, 2, 1, 'black'),
  ];
  const r2 = knockoutSchedule(4, 2, semis.slice(0, 3));
  assert.equal(r2.games.length, 4, 'no final while a semi-final game is missing');
  const fin = knockoutSchedule(4, 2, semis);
  assert.deepEqual(
    fin.games.slice(4).map((g) => [g.index, g.black, g.white, g.round]),
    [
      [4, 1, 3, 1],
      [5, 3, 1, 1],
    ],
  );
  const done = knockoutSchedule(4, 2, [...semis, game(4, 1, 3, 'white'), game(5, 3, 1, 'black')]);
  assert.equal(done.champion, 3);
});

test('a 4-engine knockout between fake engines plays semi-finals and a final, and names the winner', async () => {
  const r = validateConfig({
    format: 'knockout',
    engines: [1, 2, 3, 4].map((seed) => ({
      name: `e${seed}`,
      command: process.execPath,
      args: [FAKE, '--seed', String(seed)],
    })),
    gamesPerPair: 2,
    timeControl: { nodes: 1 },
    adjudication: { maxMoves: 10 },
    concurrency: 2,
    output: mkdtempSync(join(tmpdir(), 'tournament-knockout-')),
  });
  assert.ok(r.ok, r.ok ? '' : r.error.message);
  const t = new Tournament(r.value);
  const out = await t.run();
  assert.ok(out.ok && out.status === 'finished', JSON.stringify(out));
  assert.equal(out.standings.gamesDone, 6);
  assert.equal(out.standings.gamesTotal, 6);
  const games: GameResult[] = JSON.parse(
    readFileSync(join(r.value.output, 'results.json'), 'utf8'),
  ).games;
  const final = games.filter((g) => g.round === 1);
  assert.equal(final.length, 2);
  const finalists = new Set(final.flatMap((g) => [g.black, g.white]));
  assert.ok(t.champion && finalists.has(t.champion), `${t.champion} not in the final`);
  // Each semi-final's winner is a finalist.
  for (const [a, b] of [
    [0, 3],
    [1, 2],
  ] as const) {
    const semi = games.filter((g) => g.round === 0 && (g.blackIndex === a || g.blackIndex === b));
    const w = matchWinner(a, b, semi);
    assert.ok(finalists.has(r.value.engines[w]!.name), `e${w + 1} should be in the final`);
  }
  // A resumed run finds the bracket complete.
  const again = await new Tournament(r.value).run();
  assert.ok(again.ok && again.standings.gamesDone === 6);
});
