// The user's arrows and marks (issue 44 item 2): the comment markup parses, toggles as on
// Lishogi, keeps the rest of the comment, survives KIF/KI2/CSA/JKF, and reaches the diagram.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  formatDrawings,
  isDrawingLine,
  parseDrawings,
  toggleDrawing,
  withDrawings,
  NO_DRAWINGS,
} from '../../src-main/shared/records/drawings.ts';
import { formatRecord, importRecordText } from '../../src-main/shared/records/index.ts';
import { requestAt } from '../../src-main/shared/records/diagram/index.ts';

const LINE = '[%cal G7g7f,R2h2b] [%csl Y5e]';

test('the markup line reads back to coloured arrows and marks', () => {
  const d = parseDrawings(`${LINE}\nA good move.`);
  assert.deepEqual(d.arrows, [
    { color: 'G', from: '7g', to: '7f' },
    { color: 'R', from: '2h', to: '2b' },
  ]);
  assert.deepEqual(d.marks, [{ color: 'Y', square: '5e' }]);
  assert.equal(formatDrawings(d), LINE);
  assert.ok(isDrawingLine(LINE));
  assert.ok(!isDrawingLine('see [%cal G7g7f] here'), 'markup inside prose is the user’s text');
  assert.deepEqual(parseDrawings('[%cal X7g7f,G0a1b,G7g7f]').arrows, [
    { color: 'G', from: '7g', to: '7f' },
  ]);
});

test('drawing again in the same colour removes, in another colour recolours', () => {
  let d = toggleDrawing(NO_DRAWINGS, '7g', '7f', 'G');
  d = toggleDrawing(d, '5e', '5e', 'Y');
  assert.equal(formatDrawings(d), '[%cal G7g7f] [%csl Y5e]');
  d = toggleDrawing(d, '7g', '7f', 'R');
  assert.equal(formatDrawings(d), '[%cal R7g7f] [%csl Y5e]');
  d = toggleDrawing(toggleDrawing(d, '7g', '7f', 'R'), '5e', '5e', 'Y');
  assert.equal(formatDrawings(d), '');
});

test('the drawings line replaces the old one, first, and the user text stays', () => {
  const d = parseDrawings(LINE);
  assert.equal(withDrawings('text', d), `${LINE}\ntext`);
  assert.equal(withDrawings(`[%cal B1a1b]\ntext`, d), `${LINE}\ntext`);
  assert.equal(withDrawings(`${LINE}\ntext`, NO_DRAWINGS), 'text');
  assert.equal(withDrawings('', NO_DRAWINGS), '');
});

const KIF = `手合割：平手
手数----指手---------消費時間--
   1 ７六歩(77)   ( 0:01/00:00:01)
*${LINE}
*A good move.
   2 ３四歩(33)   ( 0:02/00:00:02)
`;

for (const format of ['kif', 'ki2', 'csa', 'jkf'] as const) {
  test(`drawings survive ${format.toUpperCase()} and reach the diagram`, () => {
    const first = importRecordText(KIF);
    assert.ok(first.ok);
    const text = formatRecord(first.records[0]!, format).text;
    if (format === 'csa') assert.match(text, /^'\*\[%cal G7g7f,R2h2b\] \[%csl Y5e\]$/m);
    const back = importRecordText(text);
    assert.ok(back.ok, format);
    const record = back.records[0]!;
    const node = record.moves[1]!;
    assert.deepEqual(parseDrawings(node.comment), parseDrawings(LINE), format);
    assert.match(node.comment, /A good move\./);
    const options = requestAt(record, node).options;
    assert.deepEqual(options.arrows, [
      { from: '7g', to: '7f', color: 'green' },
      { from: '2h', to: '2b', color: 'red' },
    ]);
    assert.deepEqual(options.marks, [{ square: '5e', color: 'yellow' }]);
  });
}
