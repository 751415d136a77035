import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { EngineHost } from '../../src-main/services/engine/engine-host.ts';
import { engineLauncher } from '../../src-main/services/engine/node-launcher.ts';
import { ENGINE_TIME_MARGIN_MS, goParams } from '../../src-main/services/engine/usi-connection.ts';
import type { EventChannel, ExternalEngineSpec } from '../../src-main/shared/contract.ts';

const FAIRY = '/usr/games/fairy-stockfish';
const ENGINE_MAIN = fileURLToPath(new URL('../../src-main/engine/main.ts', import.meta.url));
const NO_ENGINE =
  !existsSync(ENGINE_MAIN) && 'the built-in engine (src-main/engine/main.ts) is not in this tree';
const TIME = { btimeMs: 0, wtimeMs: 0, byoyomiMs: 300, bincMs: 0, wincMs: 0 };
const START = 'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1';

test(
  'the built-in engine answers through the engine host and streams info',
  { skip: NO_ENGINE },
  async () => {
    const events: EventChannel[] = [];
    const host = new EngineHost(
      engineLauncher(() => []),
      (ch) => void events.push(ch),
    );
    const s = await host.start({
      engineId: 'builtin',
      variant: 'shogi',
      options: { SkillLevel: 3 },
    });
    assert.ok(s.ok, !s.ok ? s.error.message : '');
    const r = await host.go({ handle: s.value.handle, sfen: START, moves: ['7g7f'], time: TIME });
    assert.ok(r.ok, !r.ok ? r.error.message : '');
    assert.match(r.value.move, /^([1-9][a-i][1-9][a-i]\+?|[PLNSGBR]\*[1-9][a-i]|resign)$/);
    assert.ok(events.includes('engine:info'));
    await host.quitAll();
  },
);

test(
  'an external engine plays minishogi',
  { skip: !existsSync(FAIRY) && `${FAIRY} not installed` },
  async () => {
    const ext: ExternalEngineSpec[] = [
      { id: 'fsf', name: 'Fairy-Stockfish', path: FAIRY, args: [] },
    ];
    const host = new EngineHost(
      engineLauncher(() => ext),
      () => {},
      () => [{ id: 'fsf', name: 'Fairy-Stockfish', builtin: false }],
    );
    const s = await host.start({ engineId: 'fsf', variant: 'minishogi', options: {} });
    assert.ok(s.ok, !s.ok ? s.error.message : '');
    const r = await host.go({
      handle: s.value.handle,
      sfen: 'rbsgk/4p/5/P4/KGSBR b - 1',
      moves: [],
      time: TIME,
    });
    assert.ok(r.ok, !r.ok ? r.error.message : '');
    assert.match(r.value.move, /^[1-5][a-e][1-5][a-e]\+?$/);
    await host.quitAll();
  },
);

test('a program that is not a USI engine fails to start with a message', async () => {
  const ext: ExternalEngineSpec[] = [
    { id: 'bad', name: 'Bad', path: '/nonexistent/engine', args: [] },
  ];
  const host = new EngineHost(
    engineLauncher(() => ext),
    () => {},
    () => [{ id: 'bad', name: 'Bad', builtin: false }],
  );
  const s = await host.start({ engineId: 'bad', variant: 'shogi', options: {} });
  assert.ok(!s.ok && s.error.code === 'ENGINE_START_FAILED');
});

test('go parameters follow the side to move and the time control', () => {
  assert.deepEqual(goParams({ btimeMs: 0, wtimeMs: 0, byoyomiMs: 0, bincMs: 0, wincMs: 0 }, 0), {
    movetime: 3000,
  });
  assert.deepEqual(
    goParams({ btimeMs: 60000, wtimeMs: 50000, byoyomiMs: 10000, bincMs: 0, wincMs: 0 }, 1),
    {
      btime: 60000,
      wtime: 50000,
      byoyomi: 10000 - ENGINE_TIME_MARGIN_MS,
    },
  );
  assert.deepEqual(
    goParams({ btimeMs: 60000, wtimeMs: 60000, byoyomiMs: 0, bincMs: 2000, wincMs: 2000 }, 0),
    {
      btime: 60000 - ENGINE_TIME_MARGIN_MS,
      wtime: 60000,
      binc: 2000,
      winc: 2000,
    },
  );
});

test('an engine that crashes while thinking is reported with a clear message', async () => {
  const script = new URL('../fixtures/app/dying-engine.mjs', import.meta.url).pathname;
  const ext: ExternalEngineSpec[] = [
    { id: 'dying', name: 'Dying', path: process.execPath, args: [script] },
  ];
  const exits: unknown[] = [];
  const host = new EngineHost(
    engineLauncher(() => ext),
    (ch, p) => void (ch === 'engine:exit' && exits.push(p)),
    () => [{ id: 'dying', name: 'Dying', builtin: false }],
  );
  const s = await host.start({ engineId: 'dying', variant: 'shogi', options: {} });
  assert.ok(s.ok, !s.ok ? s.error.message : '');
  const r = await host.go({ handle: s.value.handle, sfen: START, moves: [], time: TIME });
  assert.ok(!r.ok && r.error.code === 'ENGINE_DIED');
  assert.match(!r.ok ? r.error.message : '', /stopped unexpectedly \(exit code 3\)/);
  assert.equal(exits.length, 1);
});
