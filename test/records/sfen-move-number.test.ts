/**
 * A record from an SFEN with its own move number (issue 41, item 24): the first move is numbered
 * as the SFEN says, in the move list and the variation tree, and USI/SFEN text keeps the number.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { finalSfen, importRecordText, usiLine } from '../../src-main/shared/records/index.ts';
import { firstMoveNumber } from '../../src-main/shared/records/move-number.ts';
import { moveList, variationTree } from '../../src-main/shared/study/index.ts';

const AFTER_7F = 'lnsgkgsnl/1r5b1/ppppppppp/9/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL w - 2';

/** The first record of a pasted text. */
function paste(text: string) {
  const r = importRecordText(text);
  assert.ok(r.ok, r.ok ? '' : r.error.message);
  return r.records[0]!;
}

test('a position line with move number 2 numbers its moves 2, 3, … and writes them back', () => {
  const rec = paste(`position sfen ${AFTER_7F} moves 8c8d 2g2f`);
  assert.equal(firstMoveNumber(rec), 2);
  assert.deepEqual(
    moveList(rec).map((m) => [m.ply, m.number]),
    [
      [0, 0],
      [1, 2],
      [2, 3],
    ],
  );
  assert.deepEqual(
    variationTree(rec).entries.map((e) => e.number),
    [2, 3],
  );
  assert.equal(usiLine(rec), `position sfen ${AFTER_7F} moves 8c8d 2g2f`);
  assert.match(finalSfen(rec), / w - 4$/);
});

test('a bare SFEN keeps its move number; the start position and numberless SFENs count from 1', () => {
  const bare = paste(AFTER_7F);
  assert.equal(firstMoveNumber(bare), 2);
  assert.equal(finalSfen(bare), AFTER_7F);
  const start = paste('position startpos moves 7g7f');
  assert.equal(firstMoveNumber(start), 1);
  assert.deepEqual(
    moveList(start).map((m) => m.number),
    [0, 1],
  );
  assert.equal(usiLine(start), 'position startpos moves 7g7f');
  const numberless = paste(`position sfen ${AFTER_7F.replace(/ 2$/, '')} moves 8c8d`);
  assert.equal(firstMoveNumber(numberless), 1);
});
