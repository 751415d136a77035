/**
 * Following the tree one piece away (MSTNear, issue 46 item 5): a side one move off its tree
 * (an extra pawn push, a pawn lost in an exchange, a piece on another square) still gets the
 * tree's moves from the nearest tree formations, where the exact lookup has none; the exact
 * lookup is unchanged; with MSTNear off the bonus is the exact one.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Position } from '../../../src-main/shared/rules/position.ts';
import { moveToUsi, parseSfen, parseUsiMove } from '../../../src-main/shared/rules/sfen.ts';
import { MOVE_NONE } from '../../../src-main/shared/rules/types.ts';
import { MstGuide } from '../../../src-main/engine/mst/mst-guide.ts';
import { addSequence, newMstSet } from '../../../src-main/engine/mst/mst-tree.ts';

/** A black yagura tree of one game: 7g7f, 6g6f, 6i7h, then 7i6h after white's replies. */
function tree(): MstGuide {
  const set = newMstSet(40);
  const yagura = set.trees.get('yagura')!;
  addSequence(yagura.roots[0], ['7g7f', '8c8d', '6g6f', '3c3d', '6i7h', '4a3b', '7i6h']);
  yagura.games[0] = 1;
  return new MstGuide(set);
}

/** The position after USI moves from the start. */
function after(moves: string[]): Position {
  const pos = Position.startpos();
  for (const m of moves) pos.doMove(parseUsiMove(pos, m));
  return pos;
}

/** The legal moves of a lookup's answer at `pos` (the bonus goes to legal moves only). */
const legal = (pos: Position, m: Map<string, number>): string[] =>
  [...m.keys()].filter((u) => parseUsiMove(pos, u) !== MOVE_NONE).sort();

test('one piece off the tree: the near lookup gives the tree move, the exact one none', () => {
  const guide = tree();
  const onTree = after(['7g7f', '8c8d', '6g6f', '3c3d', '6i7h', '4a3b']);
  assert.deepEqual(legal(onTree, guide.followers(onTree, 'yagura')), ['7i6h']);
  assert.deepEqual(legal(onTree, guide.nearFollowers(onTree, 'yagura')), ['7i6h'], 'exact first');
  // An extra edge pawn push (a move off the tree) and white's extra reply.
  const extra = after(['7g7f', '8c8d', '1g1f', '1c1d', '6g6f', '3c3d', '6i7h', '4a3b']);
  assert.deepEqual(legal(extra, guide.followers(extra, 'yagura')), []);
  assert.deepEqual(legal(extra, guide.nearFollowers(extra, 'yagura')), ['7i6h']);
  // The gold on another square (5h instead of 7h).
  const moved = after(['7g7f', '8c8d', '6g6f', '3c3d', '6i5h', '4a3b']);
  assert.deepEqual(legal(moved, guide.followers(moved, 'yagura')), []);
  assert.deepEqual(legal(moved, guide.nearFollowers(moved, 'yagura')), ['7i6h']);
  // Two pieces off: too far from the tree.
  const far = after(['7g7f', '8c8d', '1g1f', '1c1d', '6g6f', '3c3d', '6i5h', '4a3b']);
  assert.deepEqual(legal(far, guide.nearFollowers(far, 'yagura')), []);
});

test('a piece lost or a piece more: the near lookup still finds the tree formation', () => {
  const guide = tree();
  const ref = after(['7g7f', '8c8d', '6g6f', '3c3d', '6i7h', '4a3b']).sfen();
  // Black's 6f pawn gone (as after an exchange); one black piece more (white's bishop, taken
  // and dropped on 5e).
  const more = ref.replace('/1r4gb1/', '/1r4g2/').replace('/9/2PP5/', '/4B4/2PP5/');
  for (const sfen of [ref.replace('/2PP5/', '/2P6/'), more]) {
    const p = parseSfen(sfen);
    assert.ok(p.ok, sfen);
    assert.deepEqual(legal(p.position, guide.followers(p.position, 'yagura')), [], sfen);
    assert.deepEqual(legal(p.position, guide.nearFollowers(p.position, 'yagura')), ['7i6h'], sfen);
  }
});

test('MSTNear off: the root bonus is the exact lookup only', () => {
  const guide = tree();
  const extra = after(['7g7f', '8c8d', '1g1f', '1c1d', '6g6f', '3c3d', '6i7h', '4a3b']);
  assert.equal(guide.rootBonuses(extra, 'yagura', 75, false), null);
  const near = guide.rootBonuses(extra, 'yagura', 75, true)!;
  assert.deepEqual(
    [...near].map(([m, b]) => [moveToUsi(m), b]),
    [['7i6h', 75]],
  );
  // auto picks its tree by the exact lookup: off the tree, nothing.
  assert.equal(guide.rootBonuses(extra, 'auto', 75, true), null);
});
