import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertOk } from '../helpers/assert-ok.ts';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  convertFile,
  convertFolder,
  readRecordFile,
  writeRecordFile,
} from '../../src-main/records/service.ts';

const FIXTURES = fileURLToPath(new URL('../fixtures/records/', import.meta.url));

test('a record written as .kif is Shift_JIS, as .kifu UTF-8, and both read back', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'banmen-records-'));
  try {
    const read = await readRecordFile(join(FIXTURES, 'v3-utf8.csa'));
    assert.ok(read.ok, 'fixture loads');
    for (const [name, encoding] of [
      ['a.kif', 'shift_jis'],
      ['a.kifu', 'utf-8'],
      ['a.ki2', 'shift_jis'],
      ['a.ki2u', 'utf-8'],
    ] as const) {
      const written = await writeRecordFile(join(dir, name), read.records);
      assert.ok(written.ok, name);
      const back = await readRecordFile(join(dir, name));
      assert.ok(back.ok, name);
      assert.equal(back.encoding, encoding, name);
      assert.equal(
        back.records[0]!.getUSI({ allMoves: true }),
        'position startpos moves 7g7f 3c3d',
        name,
      );
    }
    assert.deepEqual(
      (await readdir(dir)).sort(),
      ['a.ki2', 'a.ki2u', 'a.kif', 'a.kifu'],
      'no temporary files left',
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

test('several games: one CSA file with "/" separators, one USI line each, numbered KIF files', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'banmen-records-'));
  try {
    await writeFile(join(dir, 'two.csa'), 'V2.2\nPI\n+\n+7776FU\n/\nPI\n+\n+2726FU\n');
    const csa = await convertFile(join(dir, 'two.csa'), join(dir, 'out.csa'));
    assert.ok(csa.ok, 'CSA converts');
    const back = await readRecordFile(join(dir, 'out.csa'));
    assert.ok(back.ok && back.records.length === 2, 'two games read back');
    await convertFile(join(dir, 'two.csa'), join(dir, 'out.usi'));
    assert.equal(
      await readFile(join(dir, 'out.usi'), 'utf8'),
      'position startpos moves 7g7f\nposition startpos moves 2g2f\n',
    );
    const kif = await convertFile(join(dir, 'two.csa'), join(dir, 'out.kif'));
    assert.deepEqual(kif.outputs, [join(dir, 'out-1.kif'), join(dir, 'out-2.kif')]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

test('Shift_JIS-unencodable text fails with the characters; bad input and unknown extensions fail with a message', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'banmen-records-'));
  try {
    await writeFile(join(dir, 'emoji.kifu'), '先手：😀\n手合割：平手\n手数--\n   1 ７六歩(77)\n');
    const sjis = await convertFile(join(dir, 'emoji.kifu'), join(dir, 'emoji.kif'));
    assert.equal(sjis.ok, false);
    assert.match(sjis.messages[0]!, /Shift_JIS cannot hold "😀"/);
    const utf8 = await convertFile(join(dir, 'emoji.kifu'), join(dir, 'emoji.kif'), {
      encoding: 'utf-8',
    });
    assertOk(utf8);
    const bad = await convertFile(join(FIXTURES, 'illegal-move.kif'), join(dir, 'x.csa'));
    assert.deepEqual(bad.messages, [
      `${join(FIXTURES, 'illegal-move.kif')}: line 11, move 3 "▲２三角成": the bishop cannot reach 2c`,
    ]);
    const ext = await convertFile(join(dir, 'emoji.kifu'), join(dir, 'x.txt'));
    assert.match(ext.messages[0]!, /unknown record extension ".txt"/);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

test('a folder converts file by file into the same sub-folders; failures are reported per file', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'banmen-records-'));
  try {
    const results = await convertFolder(FIXTURES, join(dir, 'out'), '.jkf');
    assert.equal(results.length, 4);
    assert.deepEqual(
      results.filter((r) => r.ok).map((r) => r.outputs.map((o) => o.slice(dir.length))),
      [['/out/v3-utf8.jkf']],
    );
    assert.equal(results.filter((r) => !r.ok).length, 3);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

test('a missing file, an unwritable path and a file over the size limit give messages, not stack traces', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'banmen-records-'));
  try {
    const missing = await readRecordFile(join(dir, 'nope.kif'));
    assert.ok(!missing.ok);
    assert.deepEqual(
      [missing.error.code, missing.error.message],
      ['READ_FAILED', 'cannot read the file: no such file or folder'],
    );
    const read = await readRecordFile(join(FIXTURES, 'v3-utf8.csa'));
    assertOk(read);
    await writeFile(join(dir, 'blocker'), 'a file where a folder should be');
    const written = await writeRecordFile(join(dir, 'blocker', 'game.kif'), read.records);
    assert.ok(!written.ok);
    assert.equal(written.code, 'WRITE_FAILED');
    assert.match(
      written.message,
      /blocker\/game\.kif: cannot write: a part of the path is a file, not a folder$/,
    );
    const big = await readRecordFile(join(FIXTURES, 'v3-utf8.csa'), { maxBytes: 100 });
    assert.ok(!big.ok);
    assert.equal(big.error.code, 'TOO_LARGE');
    assert.match(
      big.error.message,
      /^the file is [0-9]+ bytes, more than the 100 bytes a record may have$/,
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
