// The tournament's live boards read their SFEN through the rules core (one SFEN parser per side).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { destination, parseMiniBoard } from '../../src-renderer/lib/tournament/sfen-board.ts';

const face = (sq: { pt: number; white: boolean } | null) =>
  sq === null ? '.' : `${sq.white ? 'w' : 'b'}${sq.pt}`;

test('a shogi position: ranks from the top, files from 9 to 1, promoted pieces, both hands in order', () => {
  const b = parseMiniBoard(
    'sfen lnsgkgsnl/1r5+B1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/7R1/LNSGKGSNL w Bp 6',
  );
  assert.equal(b.rows.length, 9);
  assert.deepEqual(b.rows[0]!.map(face), ['w2', 'w3', 'w4', 'w7', 'w8', 'w7', 'w4', 'w3', 'w2']);
  // Black's bishop took on 2b and promoted (horse = 13); white's rook is on 8b.
  assert.equal(face(b.rows[1]![1]!), 'w6');
  assert.equal(face(b.rows[1]![7]!), 'b13');
  assert.equal(face(b.rows[5]![2]!), 'b1');
  assert.deepEqual(b.hands, [[[5, 1]], [[1, 1]]]);
  assert.equal(b.whiteToMove, true);
});

test('a minishogi position is 5×5, and an SFEN the core refuses gives an empty board', () => {
  const b = parseMiniBoard('rbsgk/4p/5/P4/KGSBR b - 1');
  assert.equal(b.rows.length, 5);
  assert.deepEqual(b.rows[4]!.map(face), ['b8', 'b7', 'b4', 'b5', 'b6']);
  assert.equal(b.whiteToMove, false);
  assert.deepEqual(parseMiniBoard('not an sfen').rows, []);
});

test('the destination of a move and of a drop on the drawn board', () => {
  assert.deepEqual(destination('7g7f', 9), { row: 5, col: 2 });
  assert.deepEqual(destination('P*5e', 9), { row: 4, col: 4 });
  assert.equal(destination('resign', 9), null);
});
