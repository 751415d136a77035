import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertOk } from '../../helpers/assert-ok.ts';
import { EngineRegistry } from '../../../src-main/services/engine/engine-registry.ts';
import { EngineHost } from '../../../src-main/services/engine/engine-host.ts';
import { connectUsi } from '../../../src-main/services/engine/usi-connection.ts';
import {
  engineOptions,
  withSavedEngineOptions,
  withSavedOptions,
} from '../../../src-main/services/engine/saved-options.ts';
import { studyEngineSpec } from '../../../src-main/services/study/engine-specs.ts';
import { SettingsService } from '../../../src-main/services/settings/settings-service.ts';
import { MemoryStore } from '../../../src-main/services/settings/kv-store.ts';
import type { ExitInfo, LineTransport } from '../../../src-main/usi/transport.ts';
import type { TournamentForm } from '../../../src-main/shared/contract.ts';

const DECLARED = [
  'option name Skill Level type spin default 20 min -20 max 20',
  'option name Ponder type check default false',
  'option name Style type combo default Normal var Solid var Normal var Risky',
  'option name EvalFile type filename default nn.bin',
  'option name Clear Hash type button',
];

/** An in-memory USI engine that records every line the GUI sends it. */
function scriptedEngine(sent: string[]): () => LineTransport {
  return () => {
    let out: (l: string) => void = () => {};
    let exit: (e: ExitInfo) => void = () => {};
    return {
      send(line) {
        sent.push(line);
        const reply = (ls: string[]) => queueMicrotask(() => ls.forEach((l) => out(l)));
        if (line === 'usi') reply(['id name Scripted', ...DECLARED, 'usiok']);
        else if (line === 'isready') reply(['readyok']);
        else if (line === 'quit') queueMicrotask(() => exit({ code: 0, signal: null }));
      },
      onLine: (cb) => void (out = cb),
      onExit: (cb) => void (exit = cb),
      kill: () => exit({ code: null, signal: 'SIGKILL' }),
    };
  };
}

/** A registry with one external engine registered (the probe accepts any program). */
async function setup() {
  const store = new MemoryStore();
  const settings = new SettingsService(store);
  const reg = new EngineRegistry(settings, async () => 'Scripted', null, [process.execPath]);
  const r = await reg.register({ path: process.execPath, args: [] });
  assert.ok(r.ok && r.value);
  const sent: string[] = [];
  const host = new EngineHost(
    (spec) => connectUsi(scriptedEngine(sent), spec),
    () => {},
    () => reg.list(),
  );
  return { store, settings, reg, host, sent, id: r.value.id };
}

test('saved option values persist with the registered engine and survive a restart', async () => {
  const { store, reg, id } = await setup();
  const saved = reg.saveOptions(id, { 'Skill Level': 5, Ponder: true, Bad: { x: 1 } });
  assertOk(saved);
  assert.deepEqual(saved.value, { 'Skill Level': 5, Ponder: true });
  const again = new EngineRegistry(new SettingsService(store));
  assert.deepEqual(again.savedOptions(id), { 'Skill Level': 5, Ponder: true });
  assert.ok(again.saveOptions('builtin', { SkillLevel: 7 }).ok);
  assert.deepEqual(new EngineRegistry(new SettingsService(store)).savedOptions('builtin'), {
    SkillLevel: 7,
  });
  const unknown = again.saveOptions('nope', { A: 1 });
  assert.ok(!unknown.ok && unknown.error.code === 'UNKNOWN_ENGINE');
});

test('Manage engines reads the declared options (no buttons) with the saved values', async () => {
  const { reg, host, id } = await setup();
  reg.saveOptions(id, { Style: 'Risky' });
  const info = await engineOptions(host, reg, id);
  assert.ok(info.ok, !info.ok ? info.error.message : '');
  assert.deepEqual(
    info.value.declared.map((o) => [o.name, o.type]),
    [
      ['Skill Level', 'spin'],
      ['Ponder', 'check'],
      ['Style', 'combo'],
      ['EvalFile', 'filename'],
    ],
  );
  const skill = info.value.declared[0]!;
  assert.deepEqual([skill.default, skill.min, skill.max], [20, -20, 20]);
  assert.deepEqual(info.value.declared[2]!.vars, ['Solid', 'Normal', 'Risky']);
  assert.deepEqual(info.value.saved, { Style: 'Risky' });
  const missing = await engineOptions(host, reg, 'nope');
  assert.ok(!missing.ok && missing.error.code === 'UNKNOWN_ENGINE');
});

test('a started engine is sent its saved options; the game’s own options win', async () => {
  const { reg, host, sent, id } = await setup();
  reg.saveOptions(id, { 'Skill Level': 5, Style: 'Solid' });
  const s = await host.start(
    withSavedOptions(reg, { engineId: id, variant: 'shogi', options: { Style: 'Risky' } }),
  );
  assert.ok(s.ok, !s.ok ? s.error.message : '');
  const before = sent.indexOf('isready');
  const setoptions = sent.slice(0, before).filter((l) => l.startsWith('setoption'));
  assert.ok(setoptions.includes('setoption name Skill Level value 5'), setoptions.join('\n'));
  assert.ok(setoptions.includes('setoption name Style value Risky'));
  assert.ok(!setoptions.includes('setoption name Style value Solid'));
  await host.quitAll();
});

test('Play gives the full-strength built-in engine every core but one, levels one thread', async () => {
  const { reg, id } = await setup();
  const start = (engineId: string, options: Record<string, number>) =>
    withSavedOptions(reg, { engineId, variant: 'shogi', options }, 8).options;
  assert.equal(start('builtin', { SkillLevel: 20, SkillSeed: 1 }).Threads, 7);
  assert.equal(start('builtin', {}).Threads, 7);
  assert.equal(start('builtin', { SkillLevel: 12, SkillSeed: 1 }).Threads, undefined);
  assert.equal(start(id, {}).Threads, undefined, 'an external engine keeps its own settings');
  reg.saveOptions('builtin', { Threads: 2 });
  assert.equal(start('builtin', { SkillLevel: 20 }).Threads, 2, 'a saved Threads wins');
  assert.equal(
    withSavedOptions(reg, { engineId: 'builtin', variant: 'shogi', options: {} }, 1).options
      .Threads,
    2,
  );
});

test('analysis, review and tournaments resolve engines with their saved options', async () => {
  const { reg, id } = await setup();
  reg.saveOptions(id, { 'Skill Level': 3 });
  reg.saveOptions('builtin', { MultiPV: 2 });
  assert.deepEqual(studyEngineSpec(id, reg.launchSpecs())?.options, { 'Skill Level': 3 });
  const builtin = studyEngineSpec('builtin', reg.launchSpecs());
  assert.equal(builtin?.builtin, true);
  assert.deepEqual(builtin?.options, { MultiPV: 2 });
  const form = {
    engines: [
      { engineId: id, name: 'A', options: { Ponder: false } },
      { engineId: 'builtin', name: 'B', options: { MultiPV: 1 } },
    ],
  } as unknown as TournamentForm;
  const out = withSavedEngineOptions(reg, form).engines;
  assert.deepEqual(out[0]!.options, { 'Skill Level': 3, Ponder: false });
  assert.deepEqual(out[1]!.options, { MultiPV: 1 });
});
