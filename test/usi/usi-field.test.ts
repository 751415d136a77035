// Every text field that goes into a USI command refuses CR, LF and NUL (issue 19): an option
// value `16\nsetoption …` must not reach the engine as a second command.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertOk } from '../helpers/assert-ok.ts';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { EngineHost } from '../../src-main/services/engine/engine-host.ts';
import { engineLauncher } from '../../src-main/services/engine/node-launcher.ts';
import { EngineRegistry } from '../../src-main/services/engine/engine-registry.ts';
import { SettingsService } from '../../src-main/services/settings/settings-service.ts';
import { MemoryStore } from '../../src-main/services/settings/kv-store.ts';
import { validateConfig } from '../../src-main/tournament/config.ts';
import { UsiEngine } from '../../src-main/usi/usi-engine.ts';
import { spawnTransport } from '../../src-main/usi/transport.ts';

const FAKE = fileURLToPath(new URL('../fixtures/engines/fake-engine.mjs', import.meta.url));
const START = 'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1';
const TIME = { btimeMs: 0, wtimeMs: 0, byoyomiMs: 100, bincMs: 0, wincMs: 0 };
const INJECTED = '16\nsetoption name Seed value 999';

/** The lines a fake engine logging to `log` received (none if it never started). */
function received(log: string): string[] {
  return existsSync(log) ? readFileSync(log, 'utf8').split('\n').filter(Boolean) : [];
}

/** An engine host whose one external engine is the fake engine, logging what it receives. */
function hostWithLoggingEngine(log: string): EngineHost {
  const ext = [{ id: 'fake', name: 'Fake', path: process.execPath, args: [FAKE, '--log', log] }];
  return new EngineHost(
    engineLauncher(() => ext),
    () => {},
    () => [{ id: 'fake', name: 'Fake', builtin: false }],
  );
}

test('engine:start refuses an option value with a line break, naming it; the engine never sees it', async () => {
  const log = join(mkdtempSync(join(tmpdir(), 'banmen-usi-field-')), 'received.txt');
  const host = hostWithLoggingEngine(log);
  try {
    const bad = await host.start({
      engineId: 'fake',
      variant: 'shogi',
      options: { Seed: INJECTED },
    });
    assert.equal(bad.ok, false);
    assert.ok(!bad.ok);
    assert.equal(bad.error.code, 'USI_FIELD_INVALID');
    assert.match(bad.error.message, /^options\.Seed contains a line break/);
    assert.ok(
      !received(log).includes('setoption name Seed value 999'),
      'the injected command went out',
    );
    const crNul = await host.start({
      engineId: 'fake',
      variant: 'shogi',
      options: { 'Seed\r': 1 },
    });
    assert.ok(!crNul.ok && crNul.error.code === 'USI_FIELD_INVALID');
    const good = await host.start({ engineId: 'fake', variant: 'shogi', options: { Seed: 16 } });
    assert.ok(good.ok, !good.ok ? good.error.message : '');
    assert.ok(received(log).includes('setoption name Seed value 16'));
  } finally {
    await host.quitAll();
  }
});

test('engine:go refuses an SFEN or a move with a line break, naming it', async () => {
  const log = join(mkdtempSync(join(tmpdir(), 'banmen-usi-field-')), 'received.txt');
  const host = hostWithLoggingEngine(log);
  try {
    const s = await host.start({ engineId: 'fake', variant: 'shogi', options: {} });
    assertOk(s);
    const handle = s.value.handle;
    const sfen = await host.go({ handle, sfen: `${START}\nquit`, moves: [], time: TIME });
    assert.ok(!sfen.ok && sfen.error.code === 'USI_FIELD_INVALID' && sfen.error.detail === 'sfen');
    const move = await host.go({ handle, sfen: START, moves: ['7g7f', '3c3d\0'], time: TIME });
    assert.ok(!move.ok && move.error.detail === 'moves[1]', JSON.stringify(move));
    assert.ok(!received(log).includes('quit'), 'the injected quit went out');
    const good = await host.go({ handle, sfen: START, moves: ['7g7f'], time: TIME });
    assert.ok(good.ok, !good.ok ? good.error.message : '');
  } finally {
    await host.quitAll();
  }
});

test('the USI client itself never writes a command holding a line break (the last guard)', async (t) => {
  const log = join(mkdtempSync(join(tmpdir(), 'banmen-usi-field-')), 'received.txt');
  const e = new UsiEngine(() =>
    spawnTransport({ command: process.execPath, args: [FAKE, '--log', log] }),
  );
  t.after(() => e.kill());
  assert.ok((await e.start()).ok);
  assert.throws(() => e.setOption('Seed', INJECTED), /line break or NUL refused/);
  assert.throws(() => e.position('startpos', ['7g7f\nquit']), /line break or NUL refused/);
  assert.ok((await e.isReady()).ok);
  assert.deepEqual(received(log), ['usi', 'isready']);
});

test('Manage engines refuses to save such a value, and a planted settings file loses it', async () => {
  const store = new MemoryStore();
  const settings = new SettingsService(store);
  const reg = new EngineRegistry(settings, async () => 'x');
  const r = reg.saveOptions('builtin', { Hash: 64, BookFile: 'book.db\r\nsetoption name X' });
  assert.ok(!r.ok && r.error.code === 'USI_FIELD_INVALID');
  assert.match(r.error.message, /^options\.BookFile contains a line break/);
  assert.deepEqual(settings.get().builtinEngineOptions, {});
  const nul = await reg.register({ path: '/bin/sh\0', args: [] });
  assert.ok(!nul.ok && nul.error.code === 'USI_FIELD_INVALID' && nul.error.detail === 'path');
  store.set('settings', {
    version: 1,
    builtinEngineOptions: { Hash: INJECTED, Threads: 2, 'Evil\nname': 1 },
  });
  assert.deepEqual(new SettingsService(store).get().builtinEngineOptions, { Threads: 2 });
});

test('a tournament config with a line break in an option names the field', () => {
  const engine = (name: string, options: object) => ({ name, builtin: true, options });
  const config = (options: object) => ({
    name: 't',
    variant: 'shogi',
    format: 'round-robin',
    gamesPerPair: 2,
    engines: [engine('a', {}), engine('b', options)],
    timeControl: { byoyomiMs: 100 },
    concurrency: 1,
    output: '/tmp/t',
  });
  assert.ok(validateConfig(config({ Hash: 16 })).ok);
  const value = validateConfig(config({ Hash: INJECTED }));
  assert.ok(!value.ok && value.error.where === 'engines[1].options.Hash');
  const name = validateConfig(config({ 'Hash\n': 16 }));
  assert.ok(!name.ok && name.error.where === 'engines[1].options name');
});
