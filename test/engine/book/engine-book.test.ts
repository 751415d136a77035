/**
 * The engine's book options together: full strength plays the best book move every time, a
 * level below 20 varies its book choices by count (reproducibly for one SkillSeed), BookFile none
 * turns the book off, and minishogi never uses it.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { EngineBook } from '../../../src-main/engine/book/engine-book.ts';
import { Position } from '../../../src-main/shared/rules/position.ts';
import { defaultOptions } from '../../../src-main/engine/options.ts';
import { REPO } from '../helpers/usi-harness.ts';

const HAND = `${REPO}test/fixtures/book/hand.db`;

/** The moves a book picks at the start position in `n` games. */
function picks(book: EngineBook, n: number): string[] {
  return Array.from({ length: n }, () => book.choose(Position.startpos())?.move ?? 'none');
}

test('full strength always plays the best move; lower levels vary by count, the same for one seed', () => {
  const strong = new EngineBook();
  assert.deepEqual(strong.configure({ ...defaultOptions(), BookFile: HAND }), [
    `book ${HAND}: 4 positions`,
  ]);
  assert.deepEqual(new Set(picks(strong, 50)), new Set(['2g2f']));

  const weak = (seed: number) => {
    const b = new EngineBook();
    b.configure({ ...defaultOptions(), BookFile: HAND, SkillLevel: 10, SkillSeed: seed });
    return picks(b, 200);
  };
  const a = weak(5);
  // Counts 12, 7 and 1 of 20: 7g7f about 60% of the time.
  const share = a.filter((m) => m === '7g7f').length / a.length;
  assert.ok(share > 0.45 && share < 0.75, `7g7f share ${share}`);
  assert.ok(a.includes('2g2f'));
  assert.deepEqual(weak(5), a, 'one seed, one sequence');
});

test('BookFile none and minishogi: no book move', () => {
  const off = new EngineBook();
  assert.deepEqual(off.configure({ ...defaultOptions(), BookFile: 'none' }), []);
  assert.equal(off.choose(Position.startpos()), null);
  const mini = new EngineBook();
  mini.configure({ ...defaultOptions(), BookFile: HAND, USI_Variant: 'minishogi' });
  assert.equal(mini.choose(Position.startpos()), null);
});
