/**
 * The opening explorer's index over a small collection of our own: moves, counts, results and
 * dates for a position, transpositions merged, hands part of the key, and an index that is
 * incremental (new, changed and deleted files) and survives a restart.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertOk } from '../helpers/assert-ok.ts';
import {
  appendFileSync,
  copyFileSync,
  cpSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  utimesSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildPosition } from '../../src-main/engine/engine.ts';
import { updateIndex } from '../../src-main/explorer/indexer.ts';
import { PositionIndex, type ExplorerMove } from '../../src-main/explorer/position-index.ts';
import { REPO } from '../engine/helpers/usi-harness.ts';

/** A fresh copy of the fixture folder and an empty index folder. */
function setUp(): { records: string; store: string } {
  const dir = mkdtempSync(join(tmpdir(), 'explorer-'));
  cpSync(`${REPO}test/fixtures/explorer`, join(dir, 'records'), { recursive: true });
  return { records: join(dir, 'records'), store: join(dir, 'index') };
}

/** The explorer's answer after `moves` from the start position (or a given SFEN). */
function ask(index: PositionIndex, moves: string[], sfen = 'startpos'): ExplorerMove[] {
  const built = buildPosition({ sfen, moves }, 'shogi');
  assertOk(built);
  const t0 = performance.now();
  const answer = index.query(built.pos.keyHi(), built.pos.key());
  assert.ok(performance.now() - t0 < 1000, 'a query on a tiny index returns at once');
  return answer;
}

test('a query lists each move with its games, results and last date; transpositions merge', async () => {
  const { records, store } = setUp();
  // Games without a date header stay undated, whatever their file's time.
  utimesSync(join(records, 'lines.usi'), new Date(2020, 0, 2, 12), new Date(2020, 0, 2, 12));
  const index = PositionIndex.open(store);
  const seen: number[] = [];
  const p = await updateIndex(index, [records], (pr) => seen.push(pr.filesDone));
  assert.deepEqual(p.skipped, []);
  assert.equal(p.gamesAdded, 4);
  assert.deepEqual(seen, [1, 2], 'progress after each file');
  const start = ask(index, []);
  assert.deepEqual(
    start.map((m) => [m.move, m.games, m.blackWins, m.whiteWins, m.draws]),
    [
      ['7g7f', 3, 1, 0, 0],
      ['2g2f', 1, 0, 0, 0],
    ],
  );
  assert.equal(start[0]!.lastPlayed, 20240506, 'the CSA game is dated from its header, the latest');
  assert.equal(start[1]!.lastPlayed, 0, "a USI game is undated: its file's date is not its own");
  // 7g7f 3c3d 2g2f and 2g2f 3c3d 7g7f reach one position.
  assert.deepEqual(
    ask(index, ['7g7f', '3c3d', '2g2f'])
      .map((m) => m.move)
      .sort(),
    ['4c4d', '8c8d'],
  );
  // The same board with a pawn in hand is another position.
  const board = 'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b P 1';
  assert.deepEqual(ask(index, [], board), []);
  index.close();
});

test('the index survives a restart and updates incrementally', async () => {
  const { records, store } = setUp();
  let index = PositionIndex.open(store);
  await updateIndex(index, [records]);
  index.close();
  index = PositionIndex.open(store);
  assert.equal(ask(index, [])[0]!.games, 3, 'read back after a restart');
  assert.equal((await updateIndex(index, [records])).gamesAdded, 0, 'unchanged files are skipped');
  appendFileSync(join(records, 'lines.usi'), 'startpos moves 5g5f 3c3d\n');
  rmSync(join(records, 'resign.csa'));
  const p = await updateIndex(index, [records]);
  assert.equal(p.gamesAdded, 4, 'the changed file is indexed again');
  assert.deepEqual(
    ask(index, []).map((m) => [m.move, m.games, m.blackWins]),
    [
      ['7g7f', 2, 0],
      ['2g2f', 1, 0],
      ['5g5f', 1, 0],
    ],
  );
  assert.equal(index.liveGames, 4, 'the deleted file and the old version no longer count');
  // The new run (13 plies) merged with the first (14): only the 13 live occurrences are kept.
  assert.deepEqual(
    readdirSync(store).filter((n) => n.startsWith('seg-')),
    ['seg-0-8.bin'],
  );
  assert.equal(statSync(join(store, 'seg-0-8.bin')).size, 16 + 13 * 16, 'dead games purged');
  index.close();
  index = PositionIndex.open(store);
  assert.equal(ask(index, [])[0]!.games, 2);
  index.close();
});

test('after a crash, runs the manifest does not count and merge leftovers are dropped, not counted twice', async () => {
  const { records, store } = setUp();
  let index = PositionIndex.open(store);
  await updateIndex(index, [records]);
  index.close();
  const run = readdirSync(join(store)).find((n) => n.startsWith('seg-'))!;
  assert.equal(run, 'seg-0-4.bin');
  // A run written for games 4..8 before the manifest was saved, and a source of a merge not yet deleted.
  copyFileSync(join(store, run), join(store, 'seg-4-9.bin'));
  copyFileSync(join(store, run), join(store, 'seg-0-2.bin'));
  index = PositionIndex.open(store);
  assert.equal(ask(index, [])[0]!.games, 3, 'each game counted once');
  assert.deepEqual(
    readdirSync(store).filter((n) => n.startsWith('seg-')),
    ['seg-0-4.bin'],
  );
  index.close();
});
