// Review machine lines stay in the record but not in the comment editor (issue 20, defect 21).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { storedComment, userComment } from '../../src-renderer/lib/study/comment-text.ts';

const STORED = '#review label=none loss=0.1 score=+9\nA quiet move.\n#review-summary engine=x';

test('the editor shows only what the user wrote', () => {
  assert.equal(userComment(STORED), 'A quiet move.');
  assert.equal(userComment('plain'), 'plain');
});

test('editing keeps the machine lines, first, and replaces only the user text', () => {
  assert.equal(
    storedComment(STORED, 'Better: ▲２六歩'),
    '#review label=none loss=0.1 score=+9\n#review-summary engine=x\nBetter: ▲２六歩',
  );
  assert.equal(storedComment('old', 'new'), 'new');
});

test('the drawings line is drawn on the board, not shown in the editor, and kept on edit', () => {
  const stored = '[%cal G7g7f] [%csl Y5e]\nMy note.';
  assert.equal(userComment(stored), 'My note.');
  assert.equal(storedComment(stored, 'New note.'), '[%cal G7g7f] [%csl Y5e]\nNew note.');
});
