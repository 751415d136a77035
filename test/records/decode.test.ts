import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertOk } from '../helpers/assert-ok.ts';
import { readFileSync } from 'node:fs';
import { decodeRecordBytes, encodeText } from '../../src-main/shared/records/index.ts';

const utf8 = (s: string) => new TextEncoder().encode(s);
const FIXTURES = new URL('../fixtures/records/', import.meta.url);

test('a UTF-8 byte-order mark wins and is removed', () => {
  const r = decodeRecordBytes(Uint8Array.from([0xef, 0xbb, 0xbf, ...utf8('手合割：平手\n')]));
  assertOk(r);
  assert.equal(r.encoding, 'utf-8');
  assert.equal(r.text, '手合割：平手\n');
});

test('Shift_JIS bytes decode as CP932, including NEC special characters', () => {
  const r = decodeRecordBytes(readFileSync(new URL('illegal-move.kif', FIXTURES)));
  assertOk(r);
  assert.equal(r.encoding, 'shift_jis');
  assert.match(r.text, /先手：佐藤\n/);
  const nec = decodeRecordBytes(Uint8Array.from([0x87, 0x40])); // ① (NEC row 13)
  assert.ok(nec.ok && nec.text === '①');
});

test('declared encodings are honoured: #KIF header, CSA V2 and V3 lines', () => {
  // Bytes that are valid UTF-8 *and* Shift_JIS: the declaration decides.
  const both = Uint8Array.from([0xe3, 0x81, 0x82]); // "あ" in UTF-8, "縺\x82"-ish in SJIS
  const kif = decodeRecordBytes(
    Uint8Array.from([...utf8('#KIF version=2.0 encoding=Shift_JIS\n'), 0x82, 0xa0]),
  );
  assert.ok(kif.ok && kif.encoding === 'shift_jis' && kif.text.endsWith('あ'));
  const csa = decodeRecordBytes(
    Uint8Array.from([...utf8("'CSA encoding=UTF-8\nV3.0\n'"), ...both]),
  );
  assert.ok(csa.ok && csa.encoding === 'utf-8' && csa.text.endsWith('あ'));
  const v2 = decodeRecordBytes(Uint8Array.from([...utf8("'encoding=Shift_JIS\n'"), 0x82, 0xa0]));
  assert.ok(v2.ok && v2.encoding === 'shift_jis');
});

test('.kifu and .ki2u are UTF-8; a wrong declaration falls back with a warning', () => {
  const r = decodeRecordBytes(utf8('先手：a\n'), 'game.kifu');
  assert.ok(r.ok && r.encoding === 'utf-8' && r.warnings.length === 0);
  const wrong = decodeRecordBytes(
    Uint8Array.from([...utf8('#KIF version=2.0 encoding=UTF-8\n'), 0x82, 0xa0]),
  );
  assert.ok(wrong.ok && wrong.encoding === 'shift_jis');
  assert.match(wrong.warnings[0]!, /should be utf-8/);
});

test('EUC-JP (old gpsshogi files) is the last fallback', () => {
  const r = decodeRecordBytes(Uint8Array.from([...utf8("'"), 0xbe, 0xad, 0xb4, 0xfd, 0x0a])); // '将棋 (0xFD is no Shift_JIS byte)
  assertOk(r);
  assert.equal(r.encoding, 'euc-jp');
  assert.equal(r.text, "'将棋\n");
});

test('CR, LF, CRLF and NEL line endings all become LF', () => {
  const r = decodeRecordBytes(utf8('a\r\nb\rc\u0085d\ne'));
  assert.ok(r.ok && r.text === 'a\nb\nc\nd\ne');
});

test('bytes valid in no supported encoding give a DECODE error with line, column and byte', () => {
  const r = decodeRecordBytes(
    Uint8Array.from([0x41, 0x41, 0x41, 0x41, 0x41, 0x41, 0xff, 0xff, 0xff]),
  );
  assert.ok(!r.ok);
  assert.equal(r.error.code, 'DECODE');
  assert.match(r.error.message, /^line 1, column 7 \(byte 6, 0xFF\)/);
});

test('the bad byte of a long Shift_JIS file is named at its own line and column', () => {
  const head = encodeText('先手：佐藤\n'.repeat(150) + '1 ７六歩(77)\n2 ', 'shift_jis');
  assertOk(head);
  const tail = encodeText('３四歩(33)\n3 ２六歩(27)\n', 'shift_jis');
  assertOk(tail);
  const bytes = Uint8Array.from([...head.bytes, 0xff, ...tail.bytes]);
  const r = decodeRecordBytes(bytes);
  assert.ok(!r.ok);
  assert.equal(r.error.line, 152);
  assert.match(
    r.error.message,
    new RegExp(`^line 152, column 3 \\(byte ${head.bytes.length}, 0xFF\\)`),
  );
});

test('the Shift_JIS encoder reports characters it cannot hold instead of writing "?"', () => {
  const ok = encodeText('▲７六歩　①髙', 'shift_jis');
  assertOk(ok);
  const back = new TextDecoder('shift_jis').decode(ok.bytes);
  assert.equal(back, '▲７六歩　①髙');
  const bad = encodeText('𠮷野家と😀と𠮷', 'shift_jis');
  assert.ok(!bad.ok);
  assert.deepEqual(bad.unencodable, ['𠮷', '😀']);
});
