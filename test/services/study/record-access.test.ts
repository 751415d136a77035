// The study view's file access: the command-line file and recents may be read, other paths may
// not; writes are atomic, keep the bytes and put the file at the top of the recents.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertOk } from '../../helpers/assert-ok.ts';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  symlinkSync,
  writeFileSync,
  readdirSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { MemoryStore } from '../../../src-main/services/settings/kv-store.ts';
import { RECENT_LIMIT, RecordAccess } from '../../../src-main/services/study/record-access.ts';
import { GrantedPaths, RecordsFolder } from '../../../src-main/services/study/save-policy.ts';
import { createServices } from '../../../src-main/services/create-services.ts';
import { createInvokeHandlers } from '../../../src-main/services/ipc-handlers.ts';

const dir = mkdtempSync(join(tmpdir(), 'banmen-record-access-'));
const kif = join(dir, 'game.kif');
/** The browser host's rule with `dir` as the records folder. */
const inDir = () => new RecordsFolder(() => dir);
const B64 = Buffer.from('V2.2\nPI\n+\n').toString('base64');
writeFileSync(kif, Buffer.from([0x82, 0xa0, 0x0a])); // Shift_JIS あ

test('the command-line file is readable and becomes a recent file; other files are refused', async () => {
  const access = new RecordAccess(new MemoryStore(), kif, inDir());
  assert.equal(access.initialFile(), kif);
  const r = await access.read(kif);
  assertOk(r);
  assert.deepEqual([...Buffer.from(r.value.base64, 'base64')], [0x82, 0xa0, 0x0a]);
  assert.deepEqual(
    access.recent().map((x) => x.path),
    [kif],
  );
  const other = join(dir, 'other.kif');
  writeFileSync(other, 'x');
  const refused = await access.read(other);
  assert.equal(refused.ok ? 'ok' : refused.error.code, 'FILE_NOT_ALLOWED');
  const notRecord = await new RecordAccess(new MemoryStore(), join(dir, 'x.txt'), inDir()).read(
    join(dir, 'x.txt'),
  );
  assert.equal(notRecord.ok ? 'ok' : notRecord.error.code, 'FILE_NOT_ALLOWED');
});

test('a command line naming something else than a record opens nothing', () => {
  assert.equal(
    new RecordAccess(new MemoryStore(), join(dir, 'notes.txt'), inDir()).initialFile(),
    null,
  );
  assert.equal(new RecordAccess(new MemoryStore(), null, inDir()).initialFile(), null);
});

test('writing keeps the exact bytes, leaves no temporary file, and the file can then be read back', async () => {
  const access = new RecordAccess(new MemoryStore(), null, inDir());
  const target = join(dir, 'sub', 'saved.csa');
  const w = await access.write(target, Buffer.from('V2.2\nPI\n+\n').toString('base64'));
  assertOk(w);
  assert.equal(readFileSync(target, 'utf8'), 'V2.2\nPI\n+\n');
  assert.deepEqual(readdirSync(join(dir, 'sub')), ['saved.csa']);
  assert.equal(w.value[0]!.path, target);
  assert.ok((await access.read(target)).ok, 'a saved file is a recent file');
  const bad = await access.write(join(dir, 'evil.sh'), 'AAAA');
  assert.equal(bad.ok ? 'ok' : bad.error.code, 'BAD_ARGS');
});

test('the recent list is newest first, without duplicates, and bounded', async () => {
  const access = new RecordAccess(new MemoryStore(), null, inDir());
  for (let i = 0; i < RECENT_LIMIT + 3; i++) access.remember(join(dir, `g${i}.kif`));
  access.remember(join(dir, 'g5.kif'));
  const list = access.recent().map((r) => r.name);
  assert.equal(list.length, RECENT_LIMIT);
  assert.equal(list[0], 'g5.kif');
  assert.equal(list.filter((n) => n === 'g5.kif').length, 1);
  assert.equal(list[1], `g${RECENT_LIMIT + 2}.kif`);
});

test('the browser host writes only inside the records folder: not outside, not through .. or a link', async () => {
  const root = mkdtempSync(join(tmpdir(), 'banmen-records-'));
  const records = join(root, 'records');
  const outside = join(root, 'elsewhere');
  mkdirSync(outside);
  const access = new RecordAccess(new MemoryStore(), null, new RecordsFolder(() => records));
  const refused = async (path: string) => {
    const r = await access.write(path, B64);
    assert.ok(!r.ok, `${path} was written`);
    assert.equal(r.error.code, 'FILE_NOT_ALLOWED');
    assert.match(r.error.message, /only inside the records folder/);
  };
  await refused(join(outside, 'game.kif'));
  await refused(join(root, 'new-dir', 'deep', 'game.kif'));
  await refused(join(records, '..', 'elsewhere', 'game.kif'));
  await refused('../elsewhere/game.kif');
  mkdirSync(records, { recursive: true });
  symlinkSync(outside, join(records, 'link'));
  await refused(join(records, 'link', 'game.kif'));
  assert.deepEqual(readdirSync(outside), [], 'nothing was written outside');
  assert.equal(existsSync(join(root, 'new-dir')), false, 'no folder was made outside');
  const relative = await access.write('mine/game.csa', B64);
  assert.ok(relative.ok, 'a relative path is taken inside the folder');
  assert.equal(readFileSync(join(records, 'mine', 'game.csa'), 'utf8'), 'V2.2\nPI\n+\n');
  assert.ok((await access.write(join(records, 'top.kif'), B64)).ok);
});

test('under Electron only paths main granted are written, in any record format', async () => {
  const target = join(mkdtempSync(join(tmpdir(), 'banmen-granted-')), 'game.kif');
  const grants = new GrantedPaths();
  const access = new RecordAccess(new MemoryStore(), null, grants, async (name) => {
    const chosen = join(dirname(target), name);
    grants.grant(chosen);
    return chosen;
  });
  const before = await access.write(target, B64);
  assert.ok(!before.ok && before.error.code === 'FILE_NOT_ALLOWED');
  assert.match(before.error.message, /Save As/);
  assert.equal(
    await access.chooseSavePath('../../game.kif'),
    target,
    'the dialog gets a bare name',
  );
  assert.ok((await access.write(target, B64)).ok);
  const utf8 = target.replace(/\.kif$/, '.kifu');
  assert.ok((await access.write(utf8, B64)).ok, 'Save As may change the extension');
  const sibling = await access.write(join(dirname(target), 'other.kif'), B64);
  assert.ok(!sibling.ok, 'a granted name does not open its folder');
  const deeper = await access.write(join(dirname(target), 'sub', 'game.kif'), B64);
  assert.ok(!deeper.ok);
});

test('study:write through the browser host refuses a path outside the records folder; the folder is not a settings:update field', async () => {
  const data = mkdtempSync(join(tmpdir(), 'banmen-web-data-'));
  const handlers = createInvokeHandlers(
    createServices({ dataDir: data, sink: () => {}, host: 'web', osLang: 'en' }),
  );
  const victim = join(mkdtempSync(join(tmpdir(), 'banmen-victim-')), 'x', 'autostart.kif');
  const moved = await handlers['settings:update']({ recordsFolder: dirname(victim) } as never);
  assert.equal(moved.recordsFolder, '', 'the page moved the records folder');
  const r = await handlers['study:write'](victim, B64);
  assert.ok(!r.ok && r.error.code === 'FILE_NOT_ALLOWED');
  assert.equal(existsSync(dirname(victim)), false, 'mkdir -p ran outside the records folder');
  assert.ok((await handlers['study:write'](join(data, 'records', 'ok.kif'), B64)).ok);
  assert.equal(await handlers['study:save-dialog']('game.kif'), null, 'no dialog in the browser');
});
