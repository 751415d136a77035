// Issue 41, defect 5: a CSA game's $EVENT is its 棋戦 (event), and KIF written from it says 棋戦.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { RecordMetadataKey } from 'tsshogi';
import { formatRecord, importRecordText } from '../../src-main/shared/records/index.ts';
import { assertOk } from '../helpers/assert-ok.ts';

const CSA = 'V2.2\nN+a\nN-b\n$EVENT:順位戦\n$OPENING:矢倉\nPI\n+\n+7776FU\n';

/** The first record of `text`. */
function read(text: string) {
  const r = importRecordText(text);
  assertOk(r);
  return r.records[0]!;
}

test('a CSA $EVENT is read as 棋戦 and $OPENING as 戦型, leaving no 表題', () => {
  const meta = read(CSA).metadata;
  assert.equal(meta.getStandardMetadata(RecordMetadataKey.TOURNAMENT), '順位戦');
  assert.equal(meta.getStandardMetadata(RecordMetadataKey.TITLE), undefined);
  assert.equal(meta.getStandardMetadata(RecordMetadataKey.STRATEGY), '矢倉');
});

test('KIF written from a CSA game says 棋戦：順位戦, and CSA written back keeps $EVENT', () => {
  const record = read(CSA);
  const kif = formatRecord(record, 'kif').text;
  assert.match(kif, /^棋戦：順位戦$/m);
  assert.doesNotMatch(kif, /^表題：/m);
  assert.match(formatRecord(record, 'csa').text, /^\$EVENT:順位戦$/m);
});

test('in a multi-game CSA file every game (built when first read) has its $EVENT as 棋戦', () => {
  const r = importRecordText(`${CSA}/\n${CSA.replace('順位戦', '竜王戦')}`);
  assertOk(r);
  const events = r.records.map((g) => g.metadata.getStandardMetadata(RecordMetadataKey.TOURNAMENT));
  assert.deepEqual(events, ['順位戦', '竜王戦']);
});
