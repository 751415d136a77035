/**
 * RecordEditor: tree edits (moves, variations, promotion to main line, reordering, deletion,
 * comments, bookmarks, PV insertion) and their undo/redo.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Record, RecordMetadataKey } from 'tsshogi';
import { RecordEditor } from '../../src-main/shared/study/record-editor.ts';
import { snapshotNode } from '../../src-main/shared/study/subtree.ts';
import { moveList } from '../../src-main/shared/study/record-views.ts';

/** The whole tree as text (moves, comments, bookmarks, order) for equality checks. */
function treeText(ed: RecordEditor): string {
  return JSON.stringify(snapshotNode(ed.record.first));
}

/** Main-line USI moves. */
function mainLine(ed: RecordEditor): string {
  const out: string[] = [];
  for (let n = ed.record.first.next; n; n = n.next) out.push('usi' in n.move ? n.move.usi : '?');
  return out.join(' ');
}

/** An editor on an empty even-game record with `moves` played as the main line. */
function editorWith(...moves: string[]): RecordEditor {
  const ed = new RecordEditor(new Record());
  for (const m of moves) assert.deepEqual(ed.makeMove(m), { ok: true });
  return ed;
}

test('a move from a mid-game position creates a variation after the main line; the same move follows it', () => {
  const ed = editorWith('7g7f', '3c3d', '2g2f');
  ed.gotoPly(1);
  assert.deepEqual(ed.makeMove('8c8d'), { ok: true });
  assert.deepEqual(ed.currentPath, [0, 1]);
  assert.equal(mainLine(ed), '7g7f 3c3d 2g2f');
  ed.gotoPly(1);
  ed.makeMove('3c3d');
  assert.deepEqual(ed.currentPath, [0, 0]);
  assert.equal(ed.canUndo, true);
  ed.undo(); // takes back the 8c8d variation only (following a move is not an edit)
  assert.equal(ed.current.ply, 1);
  assert.equal(moveList(ed.record).find((e) => e.ply === 2)!.hasVariations, false);
});

test('an illegal move is refused with a code and leaves no undo step', () => {
  const ed = editorWith('7g7f');
  const r = ed.makeMove('7g7f');
  assert.equal(r.ok, false);
  assert.equal(!r.ok && r.error.code, 'ILLEGAL_MOVE');
  ed.undo();
  assert.equal(ed.canUndo, false);
  assert.equal(mainLine(ed), '');
});

test('make main line promotes a nested variation in one step, undo restores every branch order', () => {
  const ed = editorWith('7g7f', '3c3d', '2g2f', '8c8d');
  ed.gotoPly(1);
  ed.makeMove('8c8d'); // variation at ply 2
  ed.makeMove('2g2f');
  ed.gotoPath([0, 1]);
  ed.makeMove('6g6f'); // variation of the variation at ply 3
  const before = treeText(ed);
  assert.deepEqual(ed.currentPath, [0, 1, 1]);
  assert.deepEqual(ed.makeMainLine(), { ok: true });
  assert.equal(mainLine(ed), '7g7f 8c8d 6g6f');
  assert.deepEqual(ed.currentPath, [0, 0, 0]);
  ed.undo();
  assert.equal(treeText(ed), before);
  assert.deepEqual(ed.currentPath, [0, 1, 1]);
  ed.redo();
  assert.equal(mainLine(ed), '7g7f 8c8d 6g6f');
  const again = ed.makeMainLine();
  assert.equal(!again.ok && again.error.code, 'NO_VARIATION');
});

test('variations move up and down; undo and redo', () => {
  const ed = editorWith('7g7f');
  ed.first();
  ed.makeMove('2g2f');
  ed.first();
  ed.makeMove('5g5f');
  const order = () => moveList(ed.record).length && [...siblings(ed)].join(' ');
  assert.equal(order(), '7g7f 2g2f 5g5f');
  ed.moveVariationUp();
  assert.equal(order(), '7g7f 5g5f 2g2f');
  ed.moveVariationUp();
  assert.equal(order(), '5g5f 7g7f 2g2f');
  assert.equal(ed.moveVariationUp().ok, false);
  ed.moveVariationDown();
  assert.equal(order(), '7g7f 5g5f 2g2f');
  ed.undo();
  ed.undo();
  assert.equal(order(), '7g7f 5g5f 2g2f');
  ed.undo();
  assert.equal(order(), '7g7f 2g2f 5g5f');
  ed.redo();
  assert.equal(order(), '7g7f 5g5f 2g2f');
});

function* siblings(ed: RecordEditor): Generator<string> {
  for (let n = ed.record.first.next; n; n = n.branch) yield 'usi' in n.move ? n.move.usi : '?';
}

test('delete from here removes the subtree; undo brings back its moves, comments, bookmarks and place', () => {
  const ed = editorWith('7g7f', '3c3d', '2g2f', '4c4d');
  ed.gotoPly(2);
  ed.setComment('a comment');
  ed.setBookmark('here');
  ed.gotoPly(1);
  ed.makeMove('8c8d');
  ed.gotoPly(3);
  ed.gotoPath([0, 0, 0]);
  ed.makeMove('6g6f');
  const before = treeText(ed);
  ed.gotoPath([0, 0]);
  assert.deepEqual(ed.deleteFromHere(), { ok: true });
  assert.equal(mainLine(ed), '7g7f 8c8d');
  assert.equal(ed.current.ply, 1);
  ed.undo();
  assert.equal(treeText(ed), before);
  assert.deepEqual(ed.currentPath, [0, 0]);
  assert.equal(ed.current.comment, 'a comment');
  assert.equal(ed.current.bookmark, 'here');
  ed.redo();
  assert.equal(mainLine(ed), '7g7f 8c8d');
  ed.first();
  const r = ed.deleteFromHere();
  assert.equal(!r.ok && r.error.code, 'NOTHING_TO_DELETE');
});

test('typing a comment merges into one undo step; bookmarks toggle', () => {
  const ed = editorWith('7g7f');
  ed.setComment('a', { merge: true });
  ed.setComment('ab', { merge: true });
  ed.setComment('abc', { merge: true });
  assert.equal(ed.current.comment, 'abc');
  assert.equal(ed.undoLabel, 'edit comment');
  ed.undo();
  assert.equal(ed.current.comment, '');
  assert.equal(ed.undoLabel, 'add move');
  ed.redo();
  assert.equal(ed.current.comment, 'abc');
  ed.toggleBookmark();
  assert.equal(ed.current.bookmark, '1手目');
  assert.equal(moveList(ed.record)[1]!.bookmark, '1手目');
  ed.toggleBookmark();
  assert.equal(ed.current.bookmark, '');
  ed.undo();
  assert.equal(ed.current.bookmark, '1手目');
});

test('a PV is inserted as a variation with its comment, following existing moves where they match', () => {
  const ed = editorWith('7g7f', '3c3d');
  ed.first();
  assert.deepEqual(ed.insertLine(['7g7f', '8c8d', '2g2f'], '#engine +120'), { ok: true });
  assert.equal(mainLine(ed), '7g7f 3c3d');
  assert.deepEqual(ed.currentPath, [0, 1, 0]);
  ed.gotoPath([0, 1]);
  assert.equal(ed.current.comment, '#engine +120');
  ed.undo();
  assert.equal(treeText(ed), treeText(editorWith('7g7f', '3c3d')));
  const bad = ed.insertLine(['5e5d']);
  assert.equal(bad.ok, false);
});

test('header edits are undoable too', () => {
  const ed = editorWith('7g7f');
  ed.setMetadata(RecordMetadataKey.BLACK_NAME, '羽生');
  ed.setMetadata(RecordMetadataKey.BLACK_NAME, '羽生善治');
  assert.equal(ed.record.metadata.getStandardMetadata(RecordMetadataKey.BLACK_NAME), '羽生善治');
  ed.undo();
  assert.equal(ed.record.metadata.getStandardMetadata(RecordMetadataKey.BLACK_NAME), '羽生');
  ed.undo();
  assert.equal(ed.record.metadata.getStandardMetadata(RecordMetadataKey.BLACK_NAME) ?? '', '');
  assert.deepEqual(ed.currentPath, [0]);
});

test('modified tracks the saved state through undo and redo', () => {
  const ed = editorWith('7g7f');
  ed.markSaved();
  assert.equal(ed.modified, false);
  ed.makeMove('3c3d');
  assert.equal(ed.modified, true);
  ed.undo();
  assert.equal(ed.modified, false);
  ed.redo();
  assert.equal(ed.modified, true);
  ed.undo();
  ed.undo();
  ed.makeMove('2g2f'); // a new branch of history: the saved state can no longer be reached
  ed.undo();
  ed.redo();
  assert.equal(ed.modified, true);
});

test('random edit sequences undo to every earlier tree and redo to every later one', () => {
  let seed = 12345;
  const rand = (n: number) => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) % n;
  const ed = editorWith('7g7f', '3c3d', '2g2f', '8c8d', '2f2e', '8d8e');
  const states = [treeText(ed)];
  const candidates = ['7g7f', '2g2f', '5g5f', '3c3d', '8c8d', '4c4d', '6g6f', '1g1f', '9c9d'];
  for (let step = 0; step < 150; step++) {
    ed.gotoPly(rand(4));
    const ops = [
      () => ed.makeMove(candidates[rand(candidates.length)]!),
      () => ed.deleteFromHere(),
      () => ed.makeMainLine(),
      () => ed.moveVariationUp(),
      () => ed.moveVariationDown(),
      () => ed.setComment(`c${step}`),
      () => ed.toggleBookmark(),
    ];
    if (rand(3) === 0) ed.variationDown();
    ops[rand(ops.length)]!();
    const text = treeText(ed);
    if (text !== states[states.length - 1]) states.push(text);
  }
  assert.ok(
    states.length > 40,
    `only ${states.length} distinct trees: the sequence did too little`,
  );
  for (let i = states.length - 1; i > 0; i--) {
    assert.equal(treeText(ed), states[i]);
    ed.undo();
  }
  assert.equal(treeText(ed), states[0]);
  for (let i = 1; i < states.length; i++) {
    ed.redo();
    assert.equal(treeText(ed), states[i]);
  }
});

test('navigation: next/prev, first/last, variation up/down', () => {
  const ed = editorWith('7g7f', '3c3d', '2g2f');
  ed.gotoPly(1);
  ed.makeMove('8c8d');
  ed.first();
  assert.equal(ed.current.ply, 0);
  assert.equal(ed.prev(), false);
  ed.next();
  ed.next();
  assert.deepEqual(ed.currentPath, [0, 1]); // the branch last visited stays active
  assert.equal(ed.variationUp(), true);
  assert.deepEqual(ed.currentPath, [0, 0]);
  assert.equal(ed.variationUp(), false);
  ed.last();
  assert.equal(ed.current.ply, 3);
  ed.prev();
  assert.equal(ed.variationDown(), true);
  assert.deepEqual(ed.currentPath, [0, 1]);
});
