/**
 * The refutation set of `bench:refutations` (tools/bench/refutation-set.ts): which of our moves a
 * run's journal shows YaneuraOu refuting, read from YaneuraOu's scores on both sides of the move.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { collect, gameRefutations, MIN_PLY } from '../../tools/bench/refutation-set.ts';
import type { GameResult, MoveRecord } from '../../src-main/tournament/game.ts';

const START = 'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1';

/** A game whose moves are named m0, m1, …; `yo` gives YaneuraOu's score on its move i. */
function game(black: string, white: string, openingPlies: number, yo: (i: number) => number) {
  const yoFirst = black === 'yaneuraou' ? 0 : 1;
  const moves: MoveRecord[] = Array.from({ length: 80 }, (_, i) => ({
    usi: `m${i}`,
    timeMs: 1,
    score: { kind: 'cp', value: (openingPlies + i) % 2 === yoFirst ? yo(i) : 0 },
  }));
  const opening = Array.from({ length: openingPlies }, (_, i) => `o${i}`);
  return { black, white, startSfen: START, openingMoves: opening, moves } as unknown as GameResult;
}

test('a move of ours that YaneuraOu scores 400 cp better for itself is a refutation, with its reply', () => {
  // Ours is black after a 36-ply opening: our moves are m0, m2, …; YaneuraOu's score jumps at m31.
  const g = game('banmen', 'yaneuraou', 36, (i) => (i >= 31 ? 450 : 20));
  const refs = gameRefutations(g, 'banmen', 400);
  assert.equal(refs.length, 1);
  assert.equal(refs[0]!.moves.at(-1), 'm30', 'the position after our move m30');
  assert.equal(refs[0]!.moves.length, 36 + 31);
  assert.equal(refs[0]!.reply, 'm31', "YaneuraOu's reply");
  assert.equal(gameRefutations(g, 'banmen', 500).length, 0, 'a 430 cp swing is under 500');
});

test('ours as white, and the plies and positions a refutation is not looked for in', () => {
  const white = game('yaneuraou', 'banmen', 36, (i) => (i >= 21 ? 450 : 0));
  assert.deepEqual(
    gameRefutations(white, 'banmen', 400).map((r) => r.reply),
    ['m22'],
  );
  const early = game('banmen', 'yaneuraou', 36, (i) => (36 + i < MIN_PLY ? (i >= 5 ? 900 : 0) : 0));
  assert.equal(gameRefutations(early, 'banmen', 400).length, 0, 'before ply 50');
  const decided = game('banmen', 'yaneuraou', 36, (i) => (i >= 31 ? 1500 : 700));
  assert.equal(gameRefutations(decided, 'banmen', 400).length, 0, 'already lost by 700');
});

test('collect reads run folders, keeps each position once, and names a missing journal or player', () => {
  const dir = mkdtempSync(join(tmpdir(), 'banmen-refutations-'));
  try {
    const g = game('banmen', 'yaneuraou', 36, (i) => (i >= 31 ? 450 : 20));
    const line = (index: number) => JSON.stringify({ ...g, type: 'game', index });
    writeFileSync(join(dir, 'journal.jsonl'), `${line(0)}\n${line(1)}\n`);
    assert.equal(collect([dir], 'banmen', 400).length, 1, 'two games, one position');
    assert.throws(() => collect([dir], 'banmem', 400), /no game in .* has a player named "banmem"/);
    assert.throws(() => collect([join(dir, 'nope')], 'banmen', 400), /nope has no journal\.jsonl/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
