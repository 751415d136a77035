/**
 * Building the move sequence trees from games, and counting a tournament run's castles: a
 * hand-played game where black builds a mino behind a fourth-file rook goes into black's mino
 * tree up to the ply the castle was complete, and into the rook trees of both sides.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { STARTPOS_SFEN } from '../../src-main/shared/rules/sfen-text.ts';
import { newMstSet, treeSize } from '../../src-main/engine/mst/mst-tree.ts';
import { addGameToMst } from '../../src-main/records/mst-builder.ts';
import { countFormations } from '../../src-main/records/mst-formations.ts';

// Black: 7f, 6f, rook 6h, king 4h-3h-2h, silver 3h, gold 5h = mino at ply 15. White: pawn moves.
const MINO_GAME = [
  '7g7f',
  '3c3d',
  '6g6f',
  '8c8d',
  '2h6h',
  '8d8e',
  '5i4h',
  '7a7b',
  '4h3h',
  '1c1d',
  '3h2h',
  '9c9d',
  '3i3h',
  '1d1e',
  '6i5h',
  '9d9e',
];

test('a game goes into the tree of each strategy its sides reached, for their colour', () => {
  const set = newMstSet(40);
  assert.ok(addGameToMst(set, STARTPOS_SFEN, MINO_GAME));
  const mino = set.trees.get('mino')!;
  assert.deepEqual(mino.games, [1, 0]);
  // The mino tree holds the 15 plies up to the castle, one game on each.
  assert.equal(treeSize(mino.roots[0]) - 1, 15);
  assert.equal(set.trees.get('ranging-rook')!.games[0], 1);
  assert.equal(set.trees.get('static-rook')!.games[1], 1);
  assert.equal(treeSize(set.trees.get('static-rook')!.roots[1]) - 1, 16);
  assert.deepEqual(set.trees.get('yagura')!.games, [0, 0]);
});

test('games not from the even start, or with an illegal move, are left out', () => {
  const set = newMstSet(40);
  const handicap = 'lnsgkgsnl/1r7/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1';
  assert.equal(addGameToMst(set, handicap, ['3c3d']), false);
  assert.equal(addGameToMst(set, STARTPOS_SFEN, ['7g7f', '7g7f']), false);
  assert.deepEqual(set.trees.get('static-rook')!.games, [0, 0]);
});

test('formations of a tournament run: the castles each engine completed', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'mst-run-'));
  mkdirSync(join(dir, 'games'));
  const games = [
    { index: 0, black: 'castler', white: 'other' },
    { index: 1, black: 'other', white: 'castler' },
  ];
  writeFileSync(join(dir, 'results.json'), JSON.stringify({ games }));
  writeFileSync(
    join(dir, 'games', 'game-0001-castler-vs-other.usi'),
    `position startpos moves ${MINO_GAME.join(' ')}\n`,
  );
  writeFileSync(
    join(dir, 'games', 'game-0002-other-vs-castler.usi'),
    'position startpos moves 7g7f 3c3d\n',
  );
  const r = await countFormations(dir);
  assert.ok(r.ok);
  assert.deepEqual(r.skipped, []);
  assert.equal(r.engines.get('castler')!.games, 2);
  assert.equal(r.engines.get('castler')!.castles.mino, 1);
  assert.equal(r.engines.get('castler')!.none, 1);
  assert.equal(r.engines.get('other')!.none, 2);
  const missing = await countFormations(join(dir, 'nothing'));
  assert.ok(!missing.ok && missing.message.includes('results.json'));
});
