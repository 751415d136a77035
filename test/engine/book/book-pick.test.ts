/**
 * Choosing a book move: the policies (best, weighted by count, random within a margin), the
 * ply and depth limits, illegal book moves skipped, and merging books.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertOk } from '../../helpers/assert-ok.ts';
import { Book } from '../../../src-main/engine/book/book.ts';
import { pickBookMove, type BookPickOptions } from '../../../src-main/engine/book/book-pick.ts';
import type { BookMove } from '../../../src-main/engine/book/db2016.ts';
import { Position } from '../../../src-main/shared/rules/position.ts';
import { parseSfen } from '../../../src-main/shared/rules/sfen.ts';
import { mulberry32 } from '../../../src-main/engine/prng.ts';

const START = 'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1';

function mv(
  move: string,
  count: number,
  value: number | null = null,
  depth: number | null = null,
): BookMove {
  return { move, ponder: null, value, depth, count };
}

const book = Book.from([
  {
    sfen: START,
    moves: [
      mv('7g7f', 60, 30, 20),
      mv('2g2f', 30, 50, 8),
      mv('5g5f', 10, 10, 20),
      mv('7g7e', 99, 900, 30),
    ],
  },
]);
const base: BookPickOptions = { policy: 'best', maxPly: 24, depthLimit: 0, margin: 30 };

/** How often each move is picked in n draws. */
function tally(opts: BookPickOptions, n: number): Map<string, number> {
  const rng = mulberry32(7);
  const out = new Map<string, number>();
  for (let i = 0; i < n; i++) {
    const c = pickBookMove(book, Position.startpos(), opts, rng)!;
    out.set(c.move, (out.get(c.move) ?? 0) + 1);
  }
  return out;
}

test('best plays the highest value; an illegal book move (7g7e) is never played', () => {
  const c = pickBookMove(book, Position.startpos(), base, Math.random);
  assert.equal(c?.move, '2g2f');
  assert.equal(c?.candidates.length, 3);
});

test('BookDepthLimit drops moves searched too shallowly', () => {
  assert.equal(
    pickBookMove(book, Position.startpos(), { ...base, depthLimit: 10 }, Math.random)?.move,
    '7g7f',
  );
  assert.equal(
    pickBookMove(book, Position.startpos(), { ...base, depthLimit: 25 }, Math.random),
    null,
  );
});

test('BookMoves: past the last book ply, or not in the book, there is no book move', () => {
  const pos = Position.startpos();
  assert.equal(pickBookMove(book, pos, { ...base, maxPly: 0 }, Math.random), null);
  assert.ok(pickBookMove(book, pos, { ...base, maxPly: 1 }, Math.random));
  // The same position set up at move number 3 is ply 3: BookMoves 2 no longer answers there.
  const parsed = parseSfen(START.replace(/ 1$/, ' 3'));
  assertOk(parsed);
  assert.equal(pickBookMove(book, parsed.position, { ...base, maxPly: 2 }, Math.random), null);
  assert.ok(pickBookMove(book, parsed.position, { ...base, maxPly: 3 }, Math.random));
  assert.equal(pickBookMove(Book.from([]), pos, base, Math.random), null);
});

test('weighted follows the counts; random stays within the margin', () => {
  const w = tally({ ...base, policy: 'weighted' }, 3000);
  // Expected shares 60%, 30%, 10% of the legal moves.
  assert.ok(Math.abs(w.get('7g7f')! / 3000 - 0.6) < 0.04, `7g7f ${w.get('7g7f')}`);
  assert.ok(Math.abs(w.get('2g2f')! / 3000 - 0.3) < 0.04, `2g2f ${w.get('2g2f')}`);
  assert.ok(Math.abs(w.get('5g5f')! / 3000 - 0.1) < 0.03, `5g5f ${w.get('5g5f')}`);
  const r = tally({ ...base, policy: 'random', margin: 25 }, 1000);
  assert.deepEqual(
    [...r.keys()].sort(),
    ['2g2f', '7g7f'],
    'only the moves within 25 of the best value 50',
  );
  assert.ok(r.get('2g2f')! > 400 && r.get('7g7f')! > 400, 'uniform between them');
});

test('merging books adds the counts of the moves both hold', () => {
  const a = Book.from([{ sfen: START, moves: [mv('7g7f', 3), mv('2g2f', 1)] }]);
  const b = Book.from([
    { sfen: START.replace(/ 1$/, ' 5'), moves: [mv('7g7f', 2, 40, 12), mv('5g5f', 1)] },
  ]);
  a.merge(b);
  assert.deepEqual(
    a.probe(START)!.map((m) => [m.move, m.count, m.value]),
    [
      ['7g7f', 5, 40],
      ['2g2f', 1, null],
      ['5g5f', 1, null],
    ],
  );
  assert.deepEqual(a.stats(), { positions: 1, moves: 3, totalCount: 7, minPly: 1, maxPly: 1 });
});

test('a move marked "never play" is not played, whatever its score or count', () => {
  const marked = Book.from([
    { sfen: START, moves: [{ ...mv('2g2f', 30, 50, 8), never: true }, mv('7g7f', 60, 30, 20)] },
  ]);
  for (const policy of ['best', 'weighted', 'random'] as const) {
    const rng = mulberry32(3);
    for (let i = 0; i < 50; i++)
      assert.equal(
        pickBookMove(marked, Position.startpos(), { ...base, policy }, rng)?.move,
        '7g7f',
        policy,
      );
  }
});
