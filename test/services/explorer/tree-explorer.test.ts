/**
 * The explorer's move sequence trees: which trees the file holds, a position's moves with their
 * counts from the tree of the side to move, transpositions merged, and each failure a typed code.
 * The fixture (test/fixtures/mst/trees.json) is written by hand: black's yagura tree holds four
 * games (7g7f three times, 2g2f once, two of them transposing), white's two.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ExplorerService } from '../../../src-main/services/explorer/explorer-service.ts';
import { TreeExplorer } from '../../../src-main/services/explorer/tree-explorer.ts';
import { Position } from '../../../src-main/shared/rules/position.ts';
import { parseUsiMove } from '../../../src-main/shared/rules/sfen.ts';
import { assertOk } from '../../helpers/assert-ok.ts';
import { REPO } from '../../engine/helpers/usi-harness.ts';

const FIXTURE = `${REPO}test/fixtures/mst/trees.json`;

/** The SFEN after `moves` from the start position. */
function after(...moves: string[]): string {
  const pos = Position.startpos();
  for (const m of moves) pos.doMove(parseUsiMove(pos, m));
  return pos.sfen();
}

test('the trees file lists its strategies with games; empty ones are left out', () => {
  const trees = new TreeExplorer(FIXTURE).trees();
  assertOk(trees);
  assert.deepEqual(trees.value, [{ name: 'yagura', games: [4, 2] }]);
});

test("a position's moves come from the side to move's tree, most played first", () => {
  const t = new TreeExplorer(FIXTURE);
  const start = t.query('yagura', after());
  assertOk(start);
  assert.deepEqual(start.value, {
    games: 4,
    moves: [
      { move: '7g7f', count: 3 },
      { move: '2g2f', count: 1 },
    ],
  });
  // White to move: white's tree (its two games), not black's (where 8c8d was played twice).
  const reply = t.query('yagura', after('7g7f'));
  assertOk(reply);
  assert.deepEqual(reply.value, {
    games: 2,
    moves: [
      { move: '3c3d', count: 1 },
      { move: '8c8d', count: 1 },
    ],
  });
});

test('two move orders reaching one position add up; a position off the tree has no moves', () => {
  const t = new TreeExplorer(FIXTURE);
  const merged = t.query('yagura', after('2g2f', '8c8d', '7g7f', '3c3d'));
  assertOk(merged);
  assert.deepEqual(merged.value, { games: 2, moves: [{ move: '2f2e', count: 2 }] });
  const off = t.query('yagura', after('5g5f'));
  assertOk(off);
  assert.deepEqual(off.value, { games: 0, moves: [] });
});

test('an unknown or empty tree, a bad position and a missing file each answer their code', () => {
  const t = new TreeExplorer(FIXTURE);
  for (const name of ['mino', 'castle', '']) {
    const r = t.query(name, after());
    assert.ok(!r.ok && r.error.code === 'EXPLORER_UNKNOWN_TREE', name);
  }
  const bad = t.query('yagura', 'not a position');
  assert.ok(!bad.ok && bad.error.code === 'EXPLORER_BAD_POSITION');
  const missing = new TreeExplorer('/nonexistent/trees.json').trees();
  assert.ok(!missing.ok && missing.error.code === 'EXPLORER_NO_TREES');
  assert.match(missing.error.message, /\/nonexistent\/trees\.json/);
  const none = new TreeExplorer(null).query('yagura', after());
  assert.ok(!none.ok && none.error.code === 'EXPLORER_NO_TREES');
});

test("the service serves the bundled trees: yagura's first moves at the start position", () => {
  const service = new ExplorerService({ dir: '/nonexistent-explorer-dir', emit: () => {} });
  const trees = service.trees();
  assertOk(trees);
  const yagura = trees.value.find((t) => t.name === 'yagura');
  assert.ok(yagura, `bundled trees: ${trees.value.map((t) => t.name).join(', ')}`);
  const r = service.treeQuery('yagura', after());
  assertOk(r);
  assert.equal(r.value.games, yagura.games[0], "black's games all start here");
  assert.ok(r.value.moves.length > 0);
  const total = r.value.moves.reduce((n, m) => n + m.count, 0);
  assert.ok(total <= r.value.games, `${total} moves counted in ${r.value.games} games`);
});
