/**
 * Conversion losses are kept or announced (issue 42, records item 5): blank lines inside
 * comments, 下手/上手 in a handicap game and the wording of 持ち時間 survive KIF, KI2 and JKF;
 * CSA, which cannot hold them, lists them in its notice.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { RecordMetadataKey, type ImmutableRecord } from 'tsshogi';
import {
  exportRecord,
  importRecord,
  importRecordText,
} from '../../src-main/shared/records/index.ts';

const source = (): ImmutableRecord => {
  const name = 'handicap-notes.kifu';
  const r = importRecord(
    readFileSync(new URL(`../fixtures/records-checks/${name}`, import.meta.url)),
    name,
  );
  assert.ok(r.ok, r.ok ? '' : r.error.message);
  return r.records[0]!;
};

/** Writes `record` as `format` and reads it back; the notice and the record read. */
function roundTrip(record: ImmutableRecord, format: 'kif' | 'ki2' | 'jkf' | 'csa') {
  const out = exportRecord(record, format, { encoding: 'utf-8' });
  assert.ok(out.ok);
  const back = importRecordText(out.text);
  assert.ok(back.ok, back.ok ? '' : back.error.message);
  return { dropped: out.dropped, record: back.records[0]! };
}

const meta = (r: ImmutableRecord, k: RecordMetadataKey) => r.metadata.getStandardMetadata(k);

test('KIF, KI2 and JKF keep blank comment lines, 下手/上手 and 持ち時間 as written', () => {
  const record = source();
  for (const format of ['kif', 'ki2', 'jkf'] as const) {
    const { dropped, record: back } = roundTrip(record, format);
    assert.deepEqual(dropped, [], format);
    // JKF reads a comment back without KIF's final newline; the lines are what counts.
    assert.equal(back.first.comment.replace(/\n$/, ''), 'コメント一\n\nコメント三', format);
    assert.match(back.moves[1]!.comment, /^a\n\nb/, format);
    assert.equal(meta(back, RecordMetadataKey.SHITATE_NAME), 'A', format);
    assert.equal(meta(back, RecordMetadataKey.UWATE_NAME), 'B', format);
    assert.equal(meta(back, RecordMetadataKey.TIME_LIMIT), '各10分（秒読み30秒）', format);
  }
});

test('CSA lists the reworded 持ち時間, 下手/上手 and the blank comment lines', () => {
  const { dropped, record: back } = roundTrip(source(), 'csa');
  assert.deepEqual(dropped, [
    'header 持ち時間 in its own words ("各10分（秒読み30秒）" is written as $TIME_LIMIT:00:10+30)',
    'header 下手/上手 as such (N+/N- read back as 先手/後手)',
    'empty comment lines (CSA readers drop them), in the comments of move 0, 1',
  ]);
  // What the notice says is what happens.
  assert.equal(meta(back, RecordMetadataKey.TIME_LIMIT), '00:10+30');
  assert.equal(meta(back, RecordMetadataKey.BLACK_NAME), 'A');
  assert.equal(back.first.comment, 'コメント一\nコメント三\n');
});
