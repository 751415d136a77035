// The study view's file access: the command-line file and recents may be read, other paths may
// not; writes are atomic, keep the bytes and put the file at the top of the recents.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MemoryStore } from '../../../src-main/services/settings/kv-store.ts';
import { RECENT_LIMIT, RecordAccess } from '../../../src-main/services/study/record-access.ts';

const dir = mkdtempSync(join(tmpdir(), 'banmen-record-access-'));
const kif = join(dir, 'game.kif');
writeFileSync(kif, Buffer.from([0x82, 0xa0, 0x0a])); // Shift_JIS あ

test('the command-line file is readable and becomes a recent file; other files are refused', async () => {
  const access = new RecordAccess(new MemoryStore(), kif);
  assert.equal(access.initialFile(), kif);
  const r = await access.read(kif);
  assert.ok(r.ok);
  assert.deepEqual([...Buffer.from(r.value.base64, 'base64')], [0x82, 0xa0, 0x0a]);
  assert.deepEqual(
    access.recent().map((x) => x.path),
    [kif],
  );
  const other = join(dir, 'other.kif');
  writeFileSync(other, 'x');
  const refused = await access.read(other);
  assert.equal(refused.ok ? 'ok' : refused.error.code, 'FILE_NOT_ALLOWED');
  const notRecord = await new RecordAccess(new MemoryStore(), join(dir, 'x.txt')).read(
    join(dir, 'x.txt'),
  );
  assert.equal(notRecord.ok ? 'ok' : notRecord.error.code, 'FILE_NOT_ALLOWED');
});

test('a command line naming something else than a record opens nothing', () => {
  assert.equal(new RecordAccess(new MemoryStore(), join(dir, 'notes.txt')).initialFile(), null);
  assert.equal(new RecordAccess(new MemoryStore(), null).initialFile(), null);
});

test('writing keeps the exact bytes, leaves no temporary file, and the file can then be read back', async () => {
  const access = new RecordAccess(new MemoryStore(), null);
  const target = join(dir, 'sub', 'saved.csa');
  const w = await access.write(target, Buffer.from('V2.2\nPI\n+\n').toString('base64'));
  assert.ok(w.ok);
  assert.equal(readFileSync(target, 'utf8'), 'V2.2\nPI\n+\n');
  assert.deepEqual(readdirSync(join(dir, 'sub')), ['saved.csa']);
  assert.equal(w.value[0]!.path, target);
  assert.ok((await access.read(target)).ok, 'a saved file is a recent file');
  const bad = await access.write(join(dir, 'evil.sh'), 'AAAA');
  assert.equal(bad.ok ? 'ok' : bad.error.code, 'BAD_ARGS');
});

test('the recent list is newest first, without duplicates, and bounded', async () => {
  const access = new RecordAccess(new MemoryStore(), null);
  for (let i = 0; i < RECENT_LIMIT + 3; i++) access.remember(join(dir, `g${i}.kif`));
  access.remember(join(dir, 'g5.kif'));
  const list = access.recent().map((r) => r.name);
  assert.equal(list.length, RECENT_LIMIT);
  assert.equal(list[0], 'g5.kif');
  assert.equal(list.filter((n) => n === 'g5.kif').length, 1);
  assert.equal(list[1], `g${RECENT_LIMIT + 2}.kif`);
});
