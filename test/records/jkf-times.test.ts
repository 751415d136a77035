/**
 * JKF times (issue 21 audit; the JKF side of item 12): a record without times is written
 * without `time` fields, not with 0:00 on every move; a record with times keeps them all.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { exportRecord, importRecordText } from '../../src-main/shared/records/index.ts';

/** The `time` fields of the JKF text of a KIF, variations included. */
function jkfTimes(kif: string): unknown[] {
  const r = importRecordText(kif);
  assert.ok(r.ok, r.ok ? '' : r.error.message);
  const out = exportRecord(r.records[0]!, 'jkf');
  assert.ok(out.ok);
  const times: unknown[] = [];
  JSON.parse(out.text, (key, value: unknown) => {
    if (key === 'time') times.push(value);
    return value;
  });
  return times;
}

const HEAD = ['手合割：平手', '手数----指手---------消費時間--'];

test('a KIF without times gives JKF moves without time, variations included', () => {
  const kif = [...HEAD, '1 ７六歩(77)', '2 ３四歩(33)', '', '変化：2手', '2 ８四歩(83)', ''];
  assert.deepEqual(jkfTimes(kif.join('\n')), []);
});

test('a KIF with a time on one move keeps the time of every move', () => {
  const kif = [...HEAD, '1 ７六歩(77) ( 0:00/00:00:00)', '2 ３四歩(33) ( 0:05/00:00:05)', ''];
  const times = jkfTimes(kif.join('\n')) as { now: { m: number; s: number } }[];
  assert.deepEqual(
    times.map((t) => t.now.s),
    [0, 5],
  );
});
