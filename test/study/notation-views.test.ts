/**
 * Notation (Japanese ▲７六歩, western P-7f) and the read-only views: move list entries and the
 * variation tree.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Position, Record, SpecialMoveType } from 'tsshogi';
import {
  japaneseMove,
  notateUsiLine,
  westernMove,
} from '../../src-main/shared/records/notation.ts';
import { RecordEditor } from '../../src-main/shared/study/record-editor.ts';
import { moveList, variationTree } from '../../src-main/shared/study/record-views.ts';

/** Western notation of `usi` after `moves` from `sfen`. */
function western(sfen: string, usi: string): string {
  const pos = Position.newBySFEN(sfen)!;
  return westernMove(pos, pos.createMoveByUSI(usi)!);
}
const START = 'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1';

test('western notation: moves, captures, drops, promotion, declined promotion, disambiguation', () => {
  assert.equal(western(START, '7g7f'), 'P-7f');
  assert.equal(
    western('lnsgkgsnl/1r5b1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL b - 1', '8h2b+'),
    'Bx2b+',
  );
  assert.equal(
    western('lnsgkgsnl/1r5b1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL b - 1', '8h2b'),
    'Bx2b=',
  );
  assert.equal(western('4k4/9/9/9/9/9/9/9/4K4 b P 1', 'P*5e'), 'P*5e');
  // Two golds can reach 5h: the origin is written.
  assert.equal(western('4k4/9/9/9/9/9/9/9/3GKG3 b - 1', '6i5h'), 'G6i-5h');
  assert.equal(western('4k4/9/9/9/9/9/9/9/3GK4 b - 1', '6i5h'), 'G-5h');
  // The other gold is pinned by the rook on 9i: it cannot reach 5h, so no origin is needed.
  assert.equal(western('4k4/9/9/9/9/9/9/9/r2GKG3 b - 1', '4i5h'), 'G-5h');
  // Promoted pieces carry a +.
  assert.equal(western('4k4/9/9/9/9/9/9/9/+B3K4 b - 1', '9i8h'), '+B-8h');
});

test('Japanese notation uses ▲/△ and 同', () => {
  const pos = Position.newBySFEN(START)!;
  assert.equal(japaneseMove(pos, pos.createMoveByUSI('7g7f')!), '▲７六歩');
  const line = notateUsiLine(START, ['7g7f', '3c3d', '8h2b+', '3a2b', '9z9z', '1g1f']);
  assert.deepEqual(line.japanese, ['▲７六歩', '△３四歩', '▲２二角成', '△同　銀']);
  assert.deepEqual(line.western, ['P-7f', 'P-3d', 'Bx2b+', 'Sx2b']);
  assert.deepEqual(line.usi, ['7g7f', '3c3d', '8h2b+', '3a2b']); // stops at the malformed move
  // A PV from a mid-game position: the move that led there makes a recapture read 同.
  const after = 'lnsgkgsnl/1r5+B1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/7R1/LNSGKGSNL w B 1';
  assert.deepEqual(notateUsiLine(after, ['3a2b'], '8h2b+').japanese, ['△同　銀']);
  assert.deepEqual(notateUsiLine(after, ['3a2b']).japanese, ['△２二銀']);
  assert.deepEqual(
    line.sfens[0],
    'lnsgkgsnl/1r5b1/ppppppppp/9/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL w - 1',
  );
  assert.equal(line.sfens.length, 4);
});

test('the move list shows plies, both notations, branch markers, comments and bookmarks', () => {
  const ed = new RecordEditor(new Record());
  for (const m of ['7g7f', '3c3d', '2g2f']) ed.makeMove(m);
  ed.gotoPly(2);
  ed.setComment('normal');
  ed.setBookmark('角道');
  ed.gotoPly(1);
  ed.makeMove('8c8d');
  ed.gotoPath([0, 0, 0]);
  const list = moveList(ed.record);
  assert.deepEqual(
    list.map((e) => e.ply),
    [0, 1, 2, 3],
  );
  assert.equal(list[0]!.japanese, '開始局面');
  assert.deepEqual(
    list.slice(1).map((e) => e.japanese),
    ['▲７六歩', '△３四歩', '▲２六歩'],
  );
  assert.deepEqual(
    list.slice(1).map((e) => e.western),
    ['P-7f', 'P-3d', 'P-2f'],
  );
  assert.deepEqual(
    list.map((e) => e.hasVariations),
    [false, false, true, false],
  );
  assert.deepEqual(
    list.map((e) => e.hasComment),
    [false, false, true, false],
  );
  assert.equal(list[2]!.bookmark, '角道');
  assert.equal(list[2]!.color, 'white');
  assert.deepEqual(list[3]!.path, [0, 0, 0]);
});

test('the variation tree nests alternatives under the move they replace', () => {
  const ed = new RecordEditor(new Record());
  for (const m of ['7g7f', '3c3d', '2g2f']) ed.makeMove(m);
  ed.gotoPly(1);
  ed.makeMove('8c8d');
  ed.makeMove('2g2f');
  ed.gotoPly(1);
  ed.makeMove('4c4d');
  ed.endGame(SpecialMoveType.RESIGN);
  const tree = variationTree(ed.record);
  assert.deepEqual(
    tree.entries.map((e) => e.western),
    ['P-7f', 'P-3d', 'P-2f'],
  );
  assert.equal(tree.variations[0]!.length, 0);
  const alts = tree.variations[1]!;
  assert.deepEqual(
    alts.map((l) => l.entries.map((e) => e.western).join(' ')),
    ['P-8d P-2f', 'P-4d resign'],
  );
  assert.deepEqual(alts[1]!.entries[1]!.japanese, '投了');
  assert.deepEqual(alts[0]!.entries[0]!.path, [0, 1]);
});
