import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  chmodSync,
  lstatSync,
  symlinkSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JsonFileStore } from '../../src-main/services/settings/json-file-store.ts';
import { MemoryStore } from '../../src-main/services/settings/kv-store.ts';
import {
  DEFAULT_SETTINGS,
  SETTINGS_VERSION,
  SettingsService,
} from '../../src-main/services/settings/settings-service.ts';
import { createServices } from '../../src-main/services/create-services.ts';
import { tempPathFor } from '../../src-main/atomic-write.ts';

test('a first start gets the defaults, in the OS language', () => {
  const s = new SettingsService(new MemoryStore(), null, 'ja');
  const { settings, notice } = s.load();
  assert.equal(settings.lang, 'ja');
  assert.equal(settings.pieceStyle, DEFAULT_SETTINGS.pieceStyle);
  assert.equal(settings.version, SETTINGS_VERSION);
  assert.equal(notice, null);
});

test('updates persist through the store and bad values keep the old value', () => {
  const store = new MemoryStore();
  const s = new SettingsService(store);
  s.update({ pieceStyle: 'one-char', coordinates: 'bogus' as never });
  const again = new SettingsService(store).load().settings;
  assert.equal(again.pieceStyle, 'one-char');
  assert.equal(again.coordinates, 'japanese');
});

test('an old-version settings object is migrated, keeping valid fields', () => {
  const store = new MemoryStore();
  store.set('settings', { lang: 'ja', beeps: 'loud', unknownField: 1 });
  const s = new SettingsService(store).load().settings;
  assert.equal(s.version, SETTINGS_VERSION);
  assert.equal(s.lang, 'ja');
  assert.equal(s.beeps, DEFAULT_SETTINGS.beeps);
  assert.equal((store.get('settings') as { version: number }).version, SETTINGS_VERSION);
});

test('the sound volume is kept within 0–100; a missing or non-number volume is the default', () => {
  const load = (volume: unknown) => {
    const store = new MemoryStore();
    store.set('settings', { version: SETTINGS_VERSION, volume, pieceSound: false });
    return new SettingsService(store).load().settings;
  };
  assert.equal(load(250).volume, 100);
  assert.equal(load(-3).volume, 0);
  assert.equal(load(33.4).volume, 33);
  assert.equal(load('loud').volume, DEFAULT_SETTINGS.volume);
  assert.equal(load(50).pieceSound, false);
});

test('a corrupt settings file is backed up, replaced by defaults, and the user is told once', () => {
  const dir = mkdtempSync(join(tmpdir(), 'banmen-settings-'));
  writeFileSync(join(dir, 'settings.json'), '{"settings": {"lang": "ja"');
  const services = createServices({
    dataDir: dir,
    sink: () => {},
    host: 'web',
    osLang: 'en_US.UTF-8',
  });
  const first = services.settings.load();
  assert.equal(first.notice?.code, 'SETTINGS_RESET');
  assert.equal(first.settings.lang, 'en');
  const backup = readdirSync(dir).find((f) => f.includes('.corrupt-'));
  assert.ok(backup, 'backup file exists');
  assert.equal(readFileSync(join(dir, backup!), 'utf8'), '{"settings": {"lang": "ja"');
  assert.equal(services.settings.load().notice, null, 'told only once');
  const saved = JSON.parse(readFileSync(join(dir, 'settings.json'), 'utf8'));
  assert.equal(saved.settings.version, SETTINGS_VERSION);
});

/** Starts the services on a data folder and changes one setting, as a user would in the app. */
function startAndChangeLanguage(dir: string) {
  const services = createServices({ dataDir: dir, sink: () => {}, host: 'web', osLang: 'ja_JP' });
  const first = services.settings.load();
  services.settings.update({ lang: 'en' });
  return { first, services };
}

test('a settings path that is a folder: defaults, a notice naming it, and the folder left alone', () => {
  const dir = mkdtempSync(join(tmpdir(), 'banmen-settings-'));
  mkdirSync(join(dir, 'settings.json'));
  writeFileSync(join(dir, 'settings.json', 'keep.txt'), 'mine');
  const { first, services } = startAndChangeLanguage(dir);
  assert.deepEqual(first.notice, {
    code: 'SETTINGS_UNREADABLE',
    path: join(dir, 'settings.json'),
    reason: 'EISDIR',
  });
  assert.equal(first.settings.lang, 'ja', 'defaults in the OS language');
  assert.equal(services.settings.get().lang, 'en', 'changes apply for this run');
  assert.ok(statSync(join(dir, 'settings.json')).isDirectory());
  assert.equal(readFileSync(join(dir, 'settings.json', 'keep.txt'), 'utf8'), 'mine');
});

test('a settings file without read permission is neither read nor overwritten', (t) => {
  if (process.getuid?.() === 0) return t.skip('root reads any file: permissions cannot be tested');
  const dir = mkdtempSync(join(tmpdir(), 'banmen-settings-'));
  const file = join(dir, 'settings.json');
  writeFileSync(file, '{"settings": {"lang": "en"}}');
  chmodSync(file, 0o000);
  const { first } = startAndChangeLanguage(dir);
  assert.equal(first.notice?.code, 'SETTINGS_UNREADABLE');
  chmodSync(file, 0o600);
  assert.equal(readFileSync(file, 'utf8'), '{"settings": {"lang": "en"}}');
});

test('the JSON file store survives a reopen', () => {
  const dir = mkdtempSync(join(tmpdir(), 'banmen-kv-'));
  const a = new JsonFileStore(join(dir, 'x.json'));
  a.set('k', { n: 1 });
  assert.deepEqual(new JsonFileStore(join(dir, 'x.json')).get('k'), { n: 1 });
  a.delete('k');
  assert.equal(new JsonFileStore(join(dir, 'x.json')).get('k'), undefined);
});

test('listeners hear every update (the app menu follows the language)', () => {
  const s = new SettingsService(new MemoryStore());
  const heard: string[] = [];
  s.onChange((st) => heard.push(st.lang));
  s.update({ lang: 'ja' });
  s.update({ lang: 'en' });
  assert.deepEqual(heard, ['ja', 'en']);
});

test("the study view's tab is remembered; an unknown tab name falls back to Analysis", () => {
  const store = new MemoryStore();
  new SettingsService(store).updateFromUser({ studyTab: 'explorer' });
  assert.equal(new SettingsService(store).load().settings.studyTab, 'explorer');
  new SettingsService(store).updateFromUser({ studyTab: 'chess' });
  assert.equal(new SettingsService(store).load().settings.studyTab, 'analysis');
  store.set('settings', { version: SETTINGS_VERSION, studyTab: 42 });
  assert.equal(new SettingsService(store).load().settings.studyTab, 'analysis');
});

test('a deeply nested lastGame from the page is dropped; settings reads keep working', () => {
  const settings = new SettingsService(new MemoryStore());
  const game = {
    variant: 'shogi',
    black: { kind: 'human' },
    white: { kind: 'builtin', skillLevel: 5 },
    start: 'even',
    sfen: '',
    blackTime: { mainMs: 600_000, byoyomiMs: 30_000, incrementMs: 0 },
    whiteTime: { mainMs: 600_000, byoyomiMs: 30_000, incrementMs: 0 },
    maxMoves: 0,
  };
  let deep: Record<string, unknown> = {};
  for (let i = 0; i < 100_000; i++) deep = { a: deep };
  settings.updateFromUser({ lastGame: { ...game, black: { kind: 'human', deep } } });
  assert.deepEqual(settings.get().lastGame, game, 'the unknown nested field is not kept');
  settings.updateFromUser({ lastGame: { ...game, blackTime: deep } });
  assert.equal(settings.get().lastGame, null);
  assert.doesNotThrow(() => JSON.stringify(settings.load()));
  settings.updateFromUser({ lastGame: game });
  assert.deepEqual(settings.get().lastGame, game);
  settings.updateFromUser({ lastGame: { ...game, white: { kind: 'external', engineId: 7 } } });
  assert.equal(settings.get().lastGame, null);
});

test('a settings file with a UTF-8 BOM is read as it is, not reset', () => {
  const dir = mkdtempSync(join(tmpdir(), 'banmen-bom-'));
  const file = join(dir, 'settings.json');
  const body = { settings: { version: 1, pieceStyle: 'one-char', volume: 20 } };
  writeFileSync(file, `\uFEFF${JSON.stringify(body)}`);
  const store = new JsonFileStore(file);
  assert.equal(store.notice, null);
  const s = new SettingsService(store).get();
  assert.equal(s.pieceStyle, 'one-char');
  assert.equal(s.volume, 20);
  assert.deepEqual(readdirSync(dir).sort(), ['settings.json']);
});

test('a settings file of another version is copied aside before it is migrated', () => {
  const dir = mkdtempSync(join(tmpdir(), 'banmen-version-'));
  const file = join(dir, 'settings.json');
  const future = JSON.stringify({
    settings: { version: 2, pieceStyle: 'one-char', newField: [1] },
  });
  writeFileSync(file, future);
  new SettingsService(new JsonFileStore(file));
  const copies = readdirSync(dir).filter((f) => f.startsWith('settings.json.version-2-'));
  assert.equal(copies.length, 1, readdirSync(dir).join(', '));
  assert.equal(readFileSync(join(dir, copies[0]!), 'utf8'), future, 'the copy is the old file');
  assert.equal(JSON.parse(readFileSync(file, 'utf8')).settings.version, 1);
  // The current version is not copied again.
  new SettingsService(new JsonFileStore(file));
  assert.equal(readdirSync(dir).length, 2);
});

test('a symbolic link planted at a temporary name is never written through', () => {
  const dir = mkdtempSync(join(tmpdir(), 'banmen-tmp-'));
  const victim = join(dir, 'victim.txt');
  writeFileSync(victim, 'keep me');
  const file = join(dir, 'settings.json');
  // The names the old code used: `<file>.tmp-<pid>`.
  symlinkSync(victim, `${file}.tmp-${process.pid}`);
  const store = new JsonFileStore(file);
  store.set('settings', { version: 1 });
  assert.equal(readFileSync(victim, 'utf8'), 'keep me');
  assert.deepEqual(JSON.parse(readFileSync(file, 'utf8')), { settings: { version: 1 } });
  assert.ok(lstatSync(file).isFile());
  const names = new Set([tempPathFor(file), tempPathFor(file)]);
  assert.equal(names.size, 2, 'temporary names are not predictable');
});
