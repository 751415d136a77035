import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertOk } from '../helpers/assert-ok.ts';
import { RecordMetadataKey, type Record } from 'tsshogi';
import {
  HANDICAP_PRESETS,
  exportRecord,
  importRecord,
  importRecordText,
} from '../../src-main/shared/records/index.ts';

/** Imports text that must load. */
function load(text: string): Record {
  const r = importRecordText(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.records[0]!;
}

const GAME = [
  '開始日時：2024/01/02 10:00:00',
  '終了日時：2024/01/02 18:30:00',
  '棋戦：テスト杯',
  '先手：羽生',
  '後手：藤井',
  '手合割：平手',
  '手数----指手---------消費時間--',
  '*開始前のコメント',
  '   1 ７六歩(77)   ( 0:05/00:00:05)',
  '*初手',
  '&しおり１',
  '   2 ３四歩(33)   ( 0:07/00:00:07)',
  '   3 ２二角成(88)   ( 0:03/00:00:08)',
  '   4 投了',
  '',
  '変化：3手',
  '   3 ２六歩(27)   ( 0:09/00:00:14)',
].join('\n');

test('KIF, KI2 and CSA are written in Shift_JIS by default and read back the same', () => {
  const record = load(GAME);
  for (const format of ['kif', 'ki2', 'csa'] as const) {
    const out = exportRecord(record, format);
    assert.ok(out.ok, format);
    assert.equal(out.encoding, 'shift_jis');
    const back = importRecord(out.bytes, `x.${format}`);
    assert.ok(back.ok, format);
    assert.equal(back.encoding, 'shift_jis', format);
    assert.equal(
      back.records[0]!.metadata.getStandardMetadata(RecordMetadataKey.BLACK_NAME),
      '羽生',
      format,
    );
    assert.match(out.text, /\r\n/, `${format} uses CRLF`);
  }
});

test('UTF-8 on request: the KIF says so in its header and .kifu reads it', () => {
  const out = exportRecord(load(GAME), 'kif', { encoding: 'utf-8' });
  assertOk(out);
  assert.match(out.text, /^#KIF version=2\.0 encoding=UTF-8\r\n/);
  const back = importRecord(out.bytes, 'x.kifu');
  assert.ok(back.ok && back.encoding === 'utf-8', 'UTF-8 KIF reads back');
});

test('a character Shift_JIS cannot hold is reported, never written as "?"', () => {
  const record = load(GAME.replace('先手：羽生', '先手：𠮷田').replace('*初手', '*初手😀'));
  const out = exportRecord(record, 'kif');
  assert.ok(!out.ok, 'Shift_JIS refuses');
  assert.equal(out.error.code, 'UNENCODABLE');
  assert.deepEqual(out.error.characters, ['𠮷', '😀']);
  assert.match(out.error.message, /U\+20BB7/);
  const utf8 = exportRecord(record, 'kif', { encoding: 'utf-8' });
  assert.ok(utf8.ok && !utf8.text.includes('?'), 'UTF-8 keeps them');
  const back = importRecord(utf8.bytes);
  assert.ok(
    back.ok &&
      back.records[0]!.metadata.getStandardMetadata(RecordMetadataKey.BLACK_NAME) === '𠮷田',
    'and reads them back',
  );
});

test('CSA keeps the full $START_TIME and $END_TIME, names the V3 encoding and lists what it drops', () => {
  const record = load(GAME);
  const v22 = exportRecord(record, 'csa', { newline: '\n' });
  assertOk(v22);
  assert.match(v22.text, /^V2\.2\n/);
  assert.match(v22.text, /\n\$START_TIME:2024\/01\/02 10:00:00\n/);
  assert.match(v22.text, /\n\$END_TIME:2024\/01\/02 18:30:00\n/);
  assert.match(v22.text, /\n\$EVENT:テスト杯\n/);
  assert.match(
    v22.text,
    /\nPI\n\+\n'\*開始前のコメント\n\+7776FU\nT5\n'\*初手\n-3334FU\nT7\n\+8822UM\nT3\n%TORYO\n/,
  );
  assert.deepEqual(v22.dropped, [
    'variations (the format holds the main line only)',
    'bookmarks',
    'header 棋戦 as such ($EVENT reads back as 表題)',
  ]);
  const v3 = exportRecord(record, 'csa', { csaVersion: '3.0', encoding: 'utf-8', newline: '\n' });
  assertOk(v3);
  assert.match(v3.text, /^'CSA encoding=UTF-8\nV3\.0\n/);
});

test('every handicap preset is written under its own name and read back', () => {
  for (const preset of HANDICAP_PRESETS) {
    const record = load(`sfen ${preset.sfen}`);
    const kif = exportRecord(record, 'kif', { encoding: 'utf-8' });
    assert.ok(kif.ok && kif.text.includes(`手合割：${preset.kif}`), `KIF ${preset.kif}`);
    const csa = exportRecord(record, 'csa', { encoding: 'utf-8' });
    assert.ok(csa.ok && csa.text.includes(`PI${preset.csaRemoved}\r\n`), `CSA ${preset.kif}`);
    const jkf = exportRecord(record, 'jkf');
    assert.ok(jkf.ok && JSON.parse(jkf.text).initial.preset === preset.jkf, `JKF ${preset.jkf}`);
    for (const out of [kif, csa, jkf]) {
      const back = out.ok ? importRecord(out.bytes) : null;
      assert.ok(
        back?.ok && back.records[0]!.initialPosition.sfen === preset.sfen,
        `${preset.kif} reads back`,
      );
    }
  }
});

test('USI is one position line of the main line; SFEN is the last position', () => {
  const record = load(GAME);
  const usi = exportRecord(record, 'usi');
  assertOk(usi);
  assert.equal(usi.text, 'position startpos moves 7g7f 3c3d 8h2b+\n');
  const sfen = exportRecord(record, 'sfen');
  assertOk(sfen);
  assert.equal(sfen.text, 'lnsgkgsnl/1r5+B1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/7R1/LNSGKGSNL w B 4\n');
  const handicap = exportRecord(load('手合割：香落ち\n手数--\n   1 ５二玉(51)\n'), 'usi');
  assertOk(handicap);
  assert.equal(
    handicap.text,
    'position sfen lnsgkgsn1/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1 moves 5a5b\n',
  );
});

test('KI2 keeps variations, comments and bookmarks; JKF keeps variations, comments and times', () => {
  const record = load(GAME);
  const ki2 = exportRecord(record, 'ki2', { encoding: 'utf-8' });
  assertOk(ki2);
  assert.deepEqual(ki2.dropped, ['per-move times']);
  assert.match(ki2.text, /変化：3手/);
  assert.match(ki2.text, /&しおり１/);
  const jkf = exportRecord(record, 'jkf');
  assertOk(jkf);
  const parsed = JSON.parse(jkf.text);
  assert.equal(parsed.moves[1].comments[0], '初手');
  assert.equal(parsed.moves[3].forks.length, 1);
  assert.deepEqual(parsed.moves[1].time.now, { m: 0, s: 5 });
});

test('CSA has no T lines for a record without times, and keeps them when it has times', () => {
  const untimed = importRecordText('1 ７六歩(77)\n2 ３四歩(33)\n');
  assertOk(untimed);
  const a = exportRecord(untimed.records[0]!, 'csa');
  assertOk(a);
  assert.doesNotMatch(a.text, /^T/m);
  assert.match(a.text, /^\+7776FU\r\n-3334FU\r\n/m);
  const timed = importRecordText('1 ７六歩(77) ( 0:05/00:00:05)\n2 ３四歩(33) ( 0:00/00:00:00)\n');
  assertOk(timed);
  const b = exportRecord(timed.records[0]!, 'csa');
  assertOk(b);
  assert.match(b.text, /^\+7776FU\r\nT5\r\n-3334FU\r\nT0\r\n/m);
});

test('CSA says that 棋戦 written as $EVENT reads back as 表題', () => {
  const r = importRecordText('棋戦：竜王戦\n1 ７六歩(77)\n');
  assertOk(r);
  const out = exportRecord(r.records[0]!, 'csa');
  assertOk(out);
  assert.match(out.text, /^\$EVENT:竜王戦\r$/m);
  assert.ok(
    out.dropped.includes('header 棋戦 as such ($EVENT reads back as 表題)'),
    JSON.stringify(out.dropped),
  );
});

test('JKF keeps the trailing spaces of comments, on the main line and in variations', () => {
  const r = importRecordText(
    '1 ７六歩(77)\n*コメント  \n*次行 \n2 ３四歩(33)\n\n変化：2手\n2 ８四歩(83)\n*枝 \n',
  );
  assertOk(r);
  const out = exportRecord(r.records[0]!, 'jkf');
  assertOk(out);
  const jkf = JSON.parse(out.text) as {
    moves: { comments?: string[]; forks?: { comments?: string[] }[][] }[];
  };
  assert.deepEqual(jkf.moves[1]!.comments, ['コメント  ', '次行 ']);
  assert.deepEqual(jkf.moves[2]!.forks![0]![0]!.comments, ['枝 ']);
});
