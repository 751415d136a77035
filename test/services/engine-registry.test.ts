import { test } from 'node:test';
import assert from 'node:assert/strict';
import { EngineRegistry, engineId } from '../../src-main/services/engine/engine-registry.ts';
import { SettingsService } from '../../src-main/services/settings/settings-service.ts';
import { MemoryStore } from '../../src-main/services/settings/kv-store.ts';

test('a program that answers USI is registered and persisted; others are refused', async () => {
  const settings = new SettingsService(new MemoryStore());
  const reg = new EngineRegistry(settings, async (path) => {
    if (path.endsWith('node')) return 'Some Engine 1.0';
    throw new Error('no usiok');
  });
  const ok = await reg.register({ path: process.execPath, args: [] });
  assert.ok(ok.ok);
  assert.deepEqual(ok.value, { id: 'some-engine-1-0', name: 'Some Engine 1.0', builtin: false });
  assert.deepEqual(settings.get().externalEngines[0]!.path, process.execPath);
  const missing = await reg.register({ path: '/nonexistent/engine', args: [] });
  assert.ok(!missing.ok && missing.error.code === 'NOT_AN_ENGINE');
  const empty = await reg.register({ path: '  ', args: [] });
  assert.ok(!empty.ok && empty.error.code === 'BAD_ARGS');
  assert.deepEqual(reg.unregister('some-engine-1-0'), []);
});

test('engine ids are unique and never "builtin"', () => {
  assert.equal(engineId('YaneuraOu NNUE', new Set()), 'yaneuraou-nnue');
  assert.equal(engineId('YaneuraOu NNUE', new Set(['yaneuraou-nnue'])), 'yaneuraou-nnue-2');
  assert.equal(engineId('builtin', new Set()), 'builtin-2');
  assert.equal(engineId('将棋', new Set()), 'engine');
});
