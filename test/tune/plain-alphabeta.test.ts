/**
 * The paper's plain alpha-beta: it finds what a full minimax finds, whatever the move order,
 * counts its calls, mates in one at depth 2, and the simple ordering puts a big capture first.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Position } from '../../src-main/shared/rules/position.ts';
import { legalMoves } from '../../src-main/shared/rules/movegen.ts';
import { moveToUsi, parseSfen, parseUsiMove } from '../../src-main/shared/rules/sfen.ts';
import {
  MATE,
  PlainAlphaBeta,
  material,
  simpleScore,
} from '../../src-main/tune/plain-alphabeta.ts';

function position(sfen: string): Position {
  const r = parseSfen(sfen, 'shogi');
  if (!r.ok) throw new Error(r.error.message);
  return r.position;
}

/** Full-width negamax by material with no pruning: the reference value and its call count. */
function minimax(pos: Position, depth: number, ply = 0): { value: number; calls: number } {
  if (depth === 0) return { value: material(pos), calls: 1 };
  const moves = legalMoves(pos);
  if (moves.length === 0) return { value: -MATE + ply, calls: 1 };
  let value = -Infinity;
  let calls = 1;
  for (const m of moves) {
    pos.doMove(m);
    const r = minimax(pos, depth - 1, ply + 1);
    pos.undoMove(m);
    value = Math.max(value, -r.value);
    calls += r.calls;
  }
  return { value, calls };
}

// A small middle game with captures both ways (black: rook, silver, pawns; white: gold, bishop).
const MIDDLE = 'l3k3l/2g3g2/p1n1ppbpp/2pp5/9/2P1S1P2/PP1PP3P/2R6/L3K3L b Pp 31';

test('alpha-beta gives the minimax value in fewer calls, with any ordering', () => {
  const pos = position(MIDDLE);
  const ref = minimax(pos, 3);
  const simple = new PlainAlphaBeta().search(pos, 3);
  assert.equal(simple.value, ref.value);
  assert.ok(simple.calls < ref.calls, `${simple.calls} < ${ref.calls}`);
  // The simple score reversed at every node (captures last): same value, more calls.
  const reversed = new PlainAlphaBeta((p, m) => -simpleScore(p, m), 'all').search(pos, 3);
  assert.equal(reversed.value, ref.value);
  assert.ok(reversed.calls > simple.calls, `${reversed.calls} > ${simple.calls}`);
  assert.equal(pos.sfen(), position(MIDDLE).sfen(), 'the search leaves the position as it was');
});

test('a gold drop mates in one: found at depth 2 as a mate score', () => {
  const pos = position('4k4/9/4P4/9/9/9/9/9/4K4 b G 1');
  const r = new PlainAlphaBeta().search(pos, 2);
  assert.equal(moveToUsi(r.best), 'G*5b');
  assert.equal(r.value, MATE - 1);
});

test('the simple ordering tries capturing the rook before a quiet pawn push', () => {
  const pos = position('4k4/9/9/9/4r4/9/P8/4R4/4K4 b - 1');
  const take = simpleScore(pos, parseUsiMove(pos, '5h5e'));
  assert.ok(take > simpleScore(pos, parseUsiMove(pos, '9g9f')));
  assert.ok(take > simpleScore(pos, parseUsiMove(pos, '5h5f')), 'attacking the rook is less');
  assert.ok(
    simpleScore(pos, parseUsiMove(pos, '5h5f')) > simpleScore(pos, parseUsiMove(pos, '9g9f')),
  );
});

test('calls are counted: one per node, the root included', () => {
  const pos = position('4k4/9/4P4/9/9/9/9/9/4K4 b G 1');
  const ref = minimax(pos, 1);
  const r = new PlainAlphaBeta().search(pos, 1);
  assert.equal(r.calls, ref.calls, 'depth 1 has no cut: the root and every child');
  assert.equal(r.calls, legalMoves(pos).length + 1);
});
