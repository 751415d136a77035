/**
 * CSA's time limit (issue 21 item 14): the 持ち時間 text of a record is written as `$TIME_LIMIT`
 * in CSA's HH:MM+SS form (V3.0: `$TIME:<s>+<byoyomi>+<increment>`); a text that cannot be read
 * or stated writes no line, and `dropped` says so.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { exportRecord, importRecordText } from '../../src-main/shared/records/index.ts';

/** Writes a one-move KIF with `持ち時間：limit` as CSA; the time lines and what was dropped. */
function csaOf(limit: string, csaVersion: '2.2' | '3.0' = '2.2') {
  const r = importRecordText(
    [
      `持ち時間：${limit}`,
      '手合割：平手',
      '手数----指手---------消費時間--',
      '   1 ７六歩(77)',
      '',
    ].join('\n'),
  );
  assert.ok(r.ok);
  const out = exportRecord(r.records[0]!, 'csa', { newline: '\n', csaVersion });
  assert.ok(out.ok);
  return {
    lines: out.text.split('\n').filter((l) => l.startsWith('$TIME')),
    // The note that the KIF wording is not kept (issue 42) is tested in conversion-notices.
    dropped: out.dropped.filter(
      (d) => (d.includes('持ち時間') || d.includes('timeLimit')) && !d.includes('in its own words'),
    ),
  };
}

test('KIF 持ち時間 texts are written in HH:MM+SS form', () => {
  for (const [text, csa] of [
    ['30分+30秒', '00:30+30'],
    ['1時間', '01:00+00'],
    ['10分', '00:10+00'],
    ['各1時間30分（秒読み60秒）', '01:30+60'],
    ['０分＋１０秒', '00:00+10'],
    ['00:25+10', '00:25+10'],
  ]) {
    assert.deepEqual(csaOf(text!), { lines: [`$TIME_LIMIT:${csa}`], dropped: [] }, text);
  }
});

test('CSA V3.0 gets $TIME in seconds, with an increment when the text has one', () => {
  assert.deepEqual(csaOf('30分+30秒', '3.0').lines, ['$TIME:1800+30+0']);
  assert.deepEqual(csaOf('5分+10秒加算', '3.0').lines, ['$TIME:300+0+10']);
});

test('a time limit that cannot be read or stated writes no line and says why', () => {
  const unread = csaOf('持ち時間なし');
  assert.deepEqual(unread.lines, []);
  assert.deepEqual(unread.dropped, [
    'header 持ち時間 "持ち時間なし": not a time limit we can read',
  ]);
  const fischer = csaOf('5分+10秒加算');
  assert.deepEqual(fischer.lines, []);
  assert.match(
    fischer.dropped[0] ?? '',
    /^header 持ち時間 "5分\+10秒加算": CSA V2\.2's HH:MM\+SS cannot state it/,
  );
});

test('a $TIME_LIMIT read from CSA is written back unchanged', () => {
  const r = importRecordText(['V2.2', '$TIME_LIMIT:01:00+30', 'PI', '+', '+7776FU', ''].join('\n'));
  assert.ok(r.ok);
  const out = exportRecord(r.records[0]!, 'csa', { newline: '\n' });
  assert.ok(out.ok && out.text.includes('\n$TIME_LIMIT:01:00+30\n'), out.ok ? out.text : '');
});
