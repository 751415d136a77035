/**
 * The search's one-ply mate test (engine/mate/mate1.ts): it finds contact mates, never returns a
 * move that does not mate, never an uchifuzume pawn drop, and leaves the position as it was.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mateInOne } from '../../src-main/engine/mate/mate1.ts';
import { parseSfen, moveToUsi } from '../../src-main/shared/rules/sfen.ts';
import { legalMoves } from '../../src-main/shared/rules/movegen.ts';
import type { Position } from '../../src-main/shared/rules/position.ts';
import { MOVE_NONE } from '../../src-main/shared/rules/types.ts';
import { loadTsume, tsumePath, tsumeToSfen } from './helpers/tsume.ts';

function position(sfen: string): Position {
  const r = parseSfen(sfen, 'shogi', { allowNifu: true });
  assert.ok(r.ok, sfen);
  return r.position;
}

/** The test's answer as USI ('none' for no mate), checked to mate and to leave `pos` unchanged. */
function answer(pos: Position): string {
  const before = pos.sfen();
  const m = mateInOne(pos);
  assert.equal(pos.sfen(), before, 'the position is restored');
  if (m === MOVE_NONE) return 'none';
  const after = pos.clone();
  after.doMove(m);
  assert.ok(after.inCheck() && legalMoves(after).length === 0, `${moveToUsi(m)} mates`);
  return moveToUsi(m);
}

test('a gold dropped on the king’s head, held by a pawn, mates', () => {
  assert.equal(answer(position('4k4/9/4P4/9/9/9/9/9/4K4 b G 1')), 'G*5b');
});

test('the same drop without the pawn behind it is no mate: the king takes the gold', () => {
  assert.equal(answer(position('4k4/9/9/9/9/9/9/9/4K4 b G 1')), 'none');
});

test('a pawn drop that would mate is not returned (uchifuzume), a gold drop there is', () => {
  assert.equal(answer(position('7nk/7p1/8G/9/9/9/9/9/4K4 b P 1')), 'none');
  assert.equal(answer(position('7nk/7p1/8G/9/9/9/9/9/4K4 b G 1')), 'G*1b');
});

test('a knight drop mates a king boxed in by its own pieces', () => {
  // White king 1a boxed in by its silver 2a, knight 2b and lance 1b, none of which reaches 2c.
  assert.equal(answer(position('7sk/7nl/9/9/9/9/9/9/4K4 b N 1')), 'N*2c');
});

test('a board move next to the king mates: the gold steps in front, or the pawn promotes there', () => {
  // Both cover the four squares beside the king and are held by the other piece.
  assert.match(answer(position('4k4/9/4PG3/9/9/9/9/9/4K4 b - 1')), /^(4c5b|5c5b\+)$/);
});

test(
  'every move found in the mate-in-1 problems mates, and most problems are found',
  { skip: tsumePath(1) ? false : 'shared data absent (../shared/data/tsume)' },
  () => {
    const problems = loadTsume(tsumePath(1)!);
    let found = 0;
    for (const p of problems) if (answer(position(tsumeToSfen(p))) !== 'none') found++;
    // Distant-slider and discovered mates are left to the search; contact mates are most of them.
    assert.ok(found >= problems.length * 0.6, `found ${found} of ${problems.length}`);
  },
);

test(
  'no mate in 1 is claimed in the mate-in-3 problems',
  { skip: tsumePath(3) ? false : 'shared data absent (../shared/data/tsume)' },
  () => {
    const problems = loadTsume(tsumePath(3)!);
    const claimed = problems.filter((p) => answer(position(tsumeToSfen(p))) !== 'none');
    assert.deepEqual(
      claimed.map((p) => p.id),
      [],
    );
  },
);
