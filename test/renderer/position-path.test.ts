import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Record, SpecialMoveType } from 'tsshogi';
import { RecordEditor } from '../../src-main/shared/study/record-editor.ts';
import { positionWithHistory } from '../../src-renderer/lib/study/position-path.ts';
import { finalSfenOf } from '../../src-main/analysis/analysis-lines.ts';

const START = 'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1';

test('analysis receives the moves that led to the cursor, so a repetition is visible to the engine', () => {
  const ed = new RecordEditor(new Record());
  // Both rooks shuffle twice: the position at the cursor has occurred three times before.
  const shuffle = ['2h3h', '8b7b', '3h2h', '7b8b'];
  for (const m of [...shuffle, ...shuffle]) assert.deepEqual(ed.makeMove(m), { ok: true });
  const pos = positionWithHistory(START, ed.current);
  assert.equal(pos.sfen, START);
  assert.deepEqual(pos.moves, [...shuffle, ...shuffle]);
  assert.equal(
    finalSfenOf(pos)!.split(' ').slice(0, 3).join(' '),
    ed.current.sfen.split(' ').slice(0, 3).join(' '),
    'the moves lead to the cursor',
  );
});

test('a variation follows its own branch, and a resignation adds no move', () => {
  const ed = new RecordEditor(new Record());
  for (const m of ['7g7f', '3c3d']) ed.makeMove(m);
  ed.prev();
  ed.makeMove('8c8d'); // a variation at ply 2
  assert.deepEqual(positionWithHistory(START, ed.current).moves, ['7g7f', '8c8d']);
  assert.deepEqual(ed.endGame(SpecialMoveType.RESIGN), { ok: true });
  assert.deepEqual(positionWithHistory(START, ed.current).moves, ['7g7f', '8c8d']);
});
