import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertOk } from '../helpers/assert-ok.ts';
import { parseSfen, moveToUsi } from '../../src-main/shared/rules/sfen.ts';
import { createClassicalEvaluator } from '../../src-main/engine/eval/classical/evaluator.ts';
import { searchChooser } from '../../src-main/tune/search-chooser.ts';
import { depthOneChooser } from '../../src-main/tune/movematch.ts';
import { playGame } from '../../src-main/tune/selfplay.ts';

test('search and 1-ply choosers take a free rook', () => {
  const r = parseSfen('4k4/9/9/9/4r4/9/9/4R4/4K4 b - 1');
  assertOk(r);
  for (const full of [false, true]) {
    const deep = searchChooser(createClassicalEvaluator(undefined, { full }), { depth: 3 });
    assert.equal(moveToUsi(deep.choose(r.position.clone()) as number), '5h5e');
    assert.ok(deep.lastNodes > 0);
  }
  assert.equal(
    moveToUsi(
      depthOneChooser(createClassicalEvaluator(undefined, { full: true })).choose(
        r.position.clone(),
      ) as number,
    ),
    '5h5e',
  );
});

const START = { sfen: 'startpos', moves: [] };

test('self-play: a player with no move loses at once, whichever colour it has', async () => {
  const strong = searchChooser(createClassicalEvaluator(), { depth: 3 });
  const weak = { choose: () => 0 };
  // A chooser with no move resigns at once: the side to move loses.
  assert.equal(await playGame(START, strong, weak, false), 1);
  assert.equal(await playGame(START, weak, strong, true), 0);
});
