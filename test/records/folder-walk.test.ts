import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import {
  isGameRecordPath,
  isRecordPath,
  recordExtension,
} from '../../src-main/shared/records/index.ts';
import { listFiles, listFilesSync, listRecordFiles } from '../../src-main/records/folder-walk.ts';

test('record extensions are recognised case-insensitively, game records apart from USI/SFEN', () => {
  for (const p of ['a.kif', 'b.KIFU', 'c.ki2', 'd.ki2u', 'e.csa', 'f.JKF']) {
    assert.equal(isRecordPath(p), true, p);
    assert.equal(isGameRecordPath(p), true, p);
  }
  for (const p of ['g.usi', 'h.SFEN']) {
    assert.equal(isRecordPath(p), true, p);
    assert.equal(isGameRecordPath(p), false, p);
  }
  for (const p of ['i.txt', 'j.kif.bak', 'kif', 'k.json']) assert.equal(isRecordPath(p), false, p);
  assert.equal(recordExtension('/x/Game.KIFU'), '.kifu');
});

/** A folder with records at two depths, a non-record, a folder named like a record and a link. */
function makeTree(): string {
  const dir = mkdtempSync(join(tmpdir(), 'banmen-walk-'));
  mkdirSync(join(dir, 'a', 'deep'), { recursive: true });
  mkdirSync(join(dir, 'looks.kif'));
  writeFileSync(join(dir, 'b.csa'), '');
  writeFileSync(join(dir, 'a.kif'), '');
  writeFileSync(join(dir, 'a', 'deep', 'z.KI2'), '');
  writeFileSync(join(dir, 'a', 'm.sfen'), '');
  writeFileSync(join(dir, 'a', 'notes.txt'), '');
  writeFileSync(join(dir, 'looks.kif', 'inner.jkf'), '');
  symlinkSync(join(dir, 'b.csa'), join(dir, 'link.csa'));
  return dir;
}

test('the walker lists record files at every depth, folder by folder in name order', async () => {
  const dir = makeTree();
  const expected = [
    'a/deep/z.KI2',
    'a/m.sfen',
    'a.kif',
    'b.csa',
    'link.csa',
    'looks.kif/inner.jkf',
  ];
  const rel = (files: string[]): string[] => files.map((f) => relative(dir, f).replace(/\\/g, '/'));
  assert.deepEqual(rel(await listRecordFiles(dir)), expected);
  assert.deepEqual(rel(await listFiles(dir)), expected);
  assert.deepEqual(rel(listFilesSync(dir)), expected);
  assert.deepEqual(rel(listFilesSync(dir, (p) => p.endsWith('.txt'))), ['a/notes.txt']);
});

test('the walker reports a missing folder as an error', async () => {
  const missing = join(tmpdir(), 'banmen-walk-missing-folder');
  await assert.rejects(listRecordFiles(missing), /ENOENT/);
  assert.throws(() => listFilesSync(missing), /ENOENT/);
});
