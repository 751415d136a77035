/**
 * JKF export keeps a time-up ending (issue 21 item 11): 切れ負け and a free-text `Time-up` are
 * written as JKF's TIME_UP; an ending JKF cannot name is listed in `dropped`, never lost silently.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { SpecialMoveType, type Record } from 'tsshogi';
import { exportRecord, importRecordText } from '../../src-main/shared/records/index.ts';

/** A KIF of ▲７六歩 then `ending`, plus optional variation lines. */
function kif(ending: string, extra: string[] = []): Record {
  const text = [
    '手合割：平手',
    '手数----指手---------消費時間--',
    '   1 ７六歩(77)',
    `   2 ${ending}`,
    ...extra,
    '',
  ].join('\n');
  const r = importRecordText(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.records[0]!;
}

/** Writes JKF and reads it back. */
function jkfTrip(record: Record) {
  const out = exportRecord(record, 'jkf');
  assert.ok(out.ok);
  const back = importRecordText(out.text);
  assert.ok(back.ok, out.text);
  return { json: JSON.parse(out.text), dropped: out.dropped, back: back.records[0]! };
}

/** The special move type of a record's last main-line node. */
const lastType = (r: Record) => (r.moves.at(-1)!.move as { type?: string }).type;

test('切れ負け is written as TIME_UP and reads back as a time-up', () => {
  const { json, dropped, back } = jkfTrip(kif('切れ負け'));
  assert.equal(json.moves.at(-1).special, 'TIME_UP');
  assert.deepEqual(dropped, []);
  assert.equal(lastType(back), SpecialMoveType.TIMEOUT);
});

test('a free-text Time-up ending, which tsshogi left out, is written as TIME_UP with its comment', () => {
  const { json, dropped, back } = jkfTrip(kif('Time-up', ['*flag fell']));
  assert.deepEqual(json.moves.at(-1), { special: 'TIME_UP', comments: ['flag fell'] });
  assert.deepEqual(dropped, []);
  assert.equal(lastType(back), SpecialMoveType.TIMEOUT);
  assert.equal(back.moves.at(-1)!.comment, 'flag fell');
});

test('an ending JKF cannot name is listed in dropped with its move number, in variations too', () => {
  const record = kif('３四歩(33)+', [
    '   3 不戦勝',
    '',
    '変化：2手',
    '   2 ８四歩(83)',
    '   3 Time-up',
  ]);
  const { json, dropped } = jkfTrip(record);
  assert.deepEqual(dropped, ['move 3: the ending "不戦勝" has no JKF name']);
  assert.equal(json.moves.length, 3, 'the main line ends after ３四歩');
  assert.deepEqual(json.moves[2].forks[0].at(-1), { special: 'TIME_UP' });
});

test('a free-text Time-up ending is written to CSA as %TIME_UP, not dropped', () => {
  const out = exportRecord(kif('Time-up', []), 'csa', { encoding: 'utf-8' });
  assert.ok(out.ok);
  assert.match(out.text, /\+7776FU\r?\n%TIME_UP\r?\n/);
  assert.deepEqual(out.dropped, []);
  const back = importRecordText(out.text);
  assert.ok(back.ok);
  assert.equal(lastType(back.records[0]!), SpecialMoveType.TIMEOUT);
});
