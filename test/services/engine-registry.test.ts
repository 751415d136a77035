import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertOk } from '../helpers/assert-ok.ts';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  cleanEngineName,
  EngineRegistry,
  engineId,
} from '../../src-main/services/engine/engine-registry.ts';
import { SettingsService } from '../../src-main/services/settings/settings-service.ts';
import {
  enginePrograms,
  EngineProgramsError,
} from '../../src-main/services/engine/engine-programs.ts';
import { MemoryStore } from '../../src-main/services/settings/kv-store.ts';
import { createServices } from '../../src-main/services/create-services.ts';
import { createInvokeHandlers } from '../../src-main/services/ipc-handlers.ts';

const FAKE = fileURLToPath(new URL('../fixtures/engines/fake-engine.mjs', import.meta.url));

test('a program that answers USI is registered and persisted; others are refused', async () => {
  const settings = new SettingsService(new MemoryStore());
  const offered = [process.execPath, '/nonexistent/engine'];
  const reg = new EngineRegistry(
    settings,
    async (path) => {
      if (path.endsWith('node')) return 'Some Engine 1.0';
      throw new Error('no usiok');
    },
    null,
    offered,
  );
  const ok = await reg.register({ path: process.execPath, args: [] });
  assertOk(ok);
  assert.deepEqual(ok.value, { id: 'some-engine-1-0', name: 'Some Engine 1.0', builtin: false });
  assert.deepEqual(settings.get().externalEngines[0]!.path, process.execPath);
  const missing = await reg.register({ path: '/nonexistent/engine', args: [] });
  assert.ok(!missing.ok && missing.error.code === 'NOT_AN_ENGINE');
  const empty = await reg.register({ path: '  ', args: [] });
  assert.ok(!empty.ok && empty.error.code === 'BAD_ARGS');
  assert.deepEqual(reg.unregister('some-engine-1-0'), []);
});

test('an engine is renamed for the user; its id stays; a bad name is refused with the reason', async () => {
  const settings = new SettingsService(new MemoryStore());
  const reg = new EngineRegistry(settings, async () => 'Some Engine 1.0', null, [process.execPath]);
  assert.ok((await reg.register({ path: process.execPath, args: [] })).ok);
  const renamed = reg.rename('some-engine-1-0', '  My engine  ');
  assertOk(renamed);
  assert.deepEqual(
    renamed.value.find((e) => !e.builtin),
    { id: 'some-engine-1-0', name: 'My engine', builtin: false },
  );
  assert.equal(settings.get().externalEngines[0]!.path, process.execPath, 'the program is kept');
  for (const [name, why] of [
    ['   ', /empty/],
    ['x'.repeat(81), /80 characters/],
    ['a\nsetoption', /control character/],
  ] as const) {
    const r = reg.rename('some-engine-1-0', name);
    assert.ok(!r.ok && r.error.code === 'BAD_ARGS' && why.test(r.error.message), name);
  }
  const unknown = reg.rename('nope', 'x');
  assert.ok(!unknown.ok && unknown.error.code === 'UNKNOWN_ENGINE');
  assert.equal(settings.get().externalEngines[0]!.name, 'My engine');
});

test('engine ids are unique and never "builtin"', () => {
  assert.equal(engineId('YaneuraOu NNUE', new Set()), 'yaneuraou-nnue');
  assert.equal(engineId('YaneuraOu NNUE', new Set(['yaneuraou-nnue'])), 'yaneuraou-nnue-2');
  assert.equal(engineId('builtin', new Set()), 'builtin-2');
  assert.equal(engineId('将棋', new Set()), 'engine');
});

/** A temporary folder holding `name` with `text`, made executable (or not). */
function script(name: string, text: string, mode = 0o755): string {
  const dir = mkdtempSync(join(tmpdir(), 'banmen-registry-'));
  const path = join(dir, name);
  writeFileSync(path, text, { mode });
  return path;
}

/** A shell wrapper that runs the fake USI engine: a real program answering `usiok`. */
const fakeEngineProgram = () =>
  script('fake-engine', `#!/bin/sh\nexec "${process.execPath}" "${FAKE}" "$@"\n`);

test('settings:update cannot write the engine list or saved options; only the registry can', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'banmen-registry-'));
  const program = fakeEngineProgram();
  const services = createServices({
    dataDir: dir,
    sink: () => {},
    host: 'web',
    osLang: 'en',
    enginePrograms: [program],
  });
  const handlers = createInvokeHandlers(services);
  const evil = { id: 'evil', name: 'Evil', path: '/bin/sh', args: ['-c', 'touch /tmp/x'] };
  const patch = {
    externalEngines: [evil],
    builtinEngineOptions: { Hash: 1 },
    pieceStyle: 'one-char',
  };
  const after = await handlers['settings:update'](patch as never);
  assert.equal(after.pieceStyle, 'one-char', 'a preference still changes');
  assert.deepEqual(after.externalEngines, []);
  assert.deepEqual(after.builtinEngineOptions, {});
  assert.deepEqual(await handlers['engine:list'](), [
    { id: 'builtin', name: 'Banmen', builtin: true },
  ]);
  const added = await handlers['engine:register']({ path: program, args: [] });
  assert.ok(added.ok && added.value?.name === 'FakeEngine', JSON.stringify(added));
  assert.equal(services.settings.get().externalEngines.length, 1);
});

test('an offered program must be an absolute, executable file that answers usiok', async () => {
  const plain = script('not-executable', '#!/bin/sh\necho usiok\n', 0o644);
  const silent = script('silent', '#!/bin/sh\nexit 0\n');
  const program = fakeEngineProgram();
  const offered = ['bin/engine', '/usr/bin', plain, silent, program];
  const reg = new EngineRegistry(new SettingsService(new MemoryStore()), undefined, null, offered);
  const refused = async (path: string) => {
    const r = await reg.register({ path, args: [] });
    assert.ok(!r.ok, `${path} was registered`);
    return r.error;
  };
  assert.match((await refused('bin/engine')).message, /not an absolute path/);
  assert.match((await refused('/usr/bin')).message, /is not a file/);
  assert.match((await refused(plain)).message, /not an executable program/);
  const notUsi = await refused(silent);
  assert.equal(notUsi.code, 'NOT_AN_ENGINE');
  assert.match(notUsi.message, /did not answer as a USI engine/);
  assert.deepEqual(reg.list(), []);
  const ok = await reg.register({ path: program, args: [] });
  assert.ok(ok.ok && ok.value?.id === 'fakeengine');
});

test('in the browser host the page names no program: only offered ones, without arguments, run', async () => {
  const marker = join(mkdtempSync(join(tmpdir(), 'banmen-registry-')), 'ran');
  const shell = script('shell', `#!/bin/sh\ntouch "${marker}"\necho usiok\n`);
  const program = fakeEngineProgram();
  const settings = new SettingsService(new MemoryStore());
  const probed: string[] = [];
  const probe = async (path: string) => (probed.push(path), 'Probed');
  const reg = new EngineRegistry(settings, probe, null, [program]);
  assert.deepEqual(reg.programs(), [program]);
  for (const spec of [
    { path: '/bin/sh', args: ['-c', `touch ${marker}`] },
    { path: shell, args: [] },
    { path: program, args: ['--evil'] },
  ]) {
    const r = await reg.register(spec);
    assert.ok(!r.ok && r.error.code === 'FILE_NOT_ALLOWED', JSON.stringify(spec));
    assert.match(r.error.message, /not one of the engine programs this host offers/);
  }
  assert.deepEqual(probed, [], 'nothing was started to check it');
  assert.equal(existsSync(marker), false);
  assert.ok((await reg.register({ path: program, args: [] })).ok);
  assert.deepEqual(probed, [program]);
  // An entry saved earlier whose program is no longer offered is neither listed nor launched.
  const old = { id: 'old', name: 'Old', path: shell, args: [] };
  const store = new MemoryStore();
  store.set('settings', { version: 1, externalEngines: [old, settings.get().externalEngines[0]] });
  const later = new EngineRegistry(new SettingsService(store), probe, null, [program]);
  assert.deepEqual(
    later.list().map((e) => e.id),
    ['probed'],
  );
  assert.deepEqual(
    later.launchSpecs().map((e) => e.id),
    ['probed', 'builtin'],
  );
  assert.deepEqual(
    later.engines().map((e) => e.path),
    [program],
  );
});

test('the host lists its engine programs from --engine and BANMEN_ENGINES', () => {
  assert.deepEqual(enginePrograms(['/opt/a'], '/opt/b::/opt/a:/usr/games/../games/c ', ':'), [
    '/opt/a',
    '/opt/b',
    '/usr/games/c',
  ]);
  assert.deepEqual(enginePrograms([], undefined), []);
  assert.throws(() => enginePrograms(['engine'], undefined), EngineProgramsError);
  assert.throws(() => enginePrograms([], '/opt/a:./b', ':'), /absolute paths, got "\.\/b"/);
});

test('with a dialog (Electron) the program comes from main, never from the renderer', async () => {
  const settings = new SettingsService(new MemoryStore());
  const program = fakeEngineProgram();
  let answer: string | null = program;
  let asked = 0;
  const reg = new EngineRegistry(settings, undefined, async () => (asked++, answer));
  const typed = await reg.register({ path: '/bin/sh', args: [] });
  assert.ok(!typed.ok && typed.error.code === 'FILE_NOT_ALLOWED');
  assert.equal(asked, 0, 'the dialog opened for a renderer-supplied path');
  const chosen = await reg.register({ path: '', args: [] });
  assert.ok(chosen.ok && chosen.value?.name === 'FakeEngine');
  assert.equal(settings.get().externalEngines[0]!.path, program);
  answer = null;
  const cancelled = await reg.register({ path: '', args: [] });
  assert.deepEqual(cancelled, { ok: true, value: null });
  assert.equal(settings.get().externalEngines.length, 1);
});

test('an engine reporting a name with line breaks is kept under a one-line name', async () => {
  const settings = new SettingsService(new MemoryStore());
  const reg = new EngineRegistry(settings, async () => 'Evil\n*投了\r\n$EVENT:x', null, [
    process.execPath,
  ]);
  const r = await reg.register({ path: process.execPath, args: [] });
  assertOk(r);
  assert.equal(r.value?.name, 'Evil *投了 $EVENT:x');
  assert.equal(settings.get().externalEngines[0]!.name, 'Evil *投了 $EVENT:x');
  assert.equal(cleanEngineName('\n\t', '/opt/engines/yane'), 'yane');
});
