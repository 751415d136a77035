/**
 * KIF move times as Shogidokoro writes them, `(00:01 / 00:00:01)` with blanks around the
 * slash: tsshogi reads a time only with the slash right after the seconds and dropped these
 * without a word (issue 21 audit). They are read, and written back to CSA as `T` lines.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { exportRecord, importRecordText } from '../../src-main/shared/records/index.ts';

const KIF = [
  '#KIF version=2.0 encoding=UTF-8',
  '手合割：平手',
  '手数----指手---------消費時間--',
  '   1 ７六歩(77)    (00:03 / 00:00:03)',
  '   2 ３四歩(33)    (01:05 / 00:01:05)',
  '   3 ２六歩(27)   ( 0:07/00:00:10)',
  '   4 投了    (00:02 / 00:01:07)',
  '',
].join('\n');

test('spaced KIF times are read as the move times', () => {
  const r = importRecordText(KIF);
  assert.ok(r.ok, r.ok ? '' : r.error.message);
  assert.deepEqual(r.warnings, []);
  const times = r.records[0]!.moves.slice(1, 4).map((n) => n.elapsedMs);
  assert.deepEqual(times, [3000, 65000, 7000]);
  const csa = exportRecord(r.records[0]!, 'csa', { encoding: 'utf-8' });
  assert.ok(csa.ok);
  assert.match(csa.text, /\+7776FU\r?\nT3\r?\n-3334FU\r?\nT65\r?\n/);
});
