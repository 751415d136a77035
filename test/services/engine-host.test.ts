import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertOk } from '../helpers/assert-ok.ts';
import { EngineHost } from '../../src-main/services/engine/engine-host.ts';
import type { EngineConnection } from '../../src-main/services/engine/engine-connection.ts';
import type { EventChannel, EventContract } from '../../src-main/shared/contract.ts';

const TIME = { btimeMs: 1000, wtimeMs: 1000, byoyomiMs: 0, bincMs: 0, wincMs: 0 };

/** A scripted engine: answers each go with the next move after one info line. */
function fakeEngine(moves: string[]) {
  let exitCb: (m: string) => void = () => {};
  let pending: ((v: never) => void) | null = null;
  const conn: EngineConnection & { crash(msg: string): void; quitCalled: boolean } = {
    name: 'Fake 1.0',
    quitCalled: false,
    go: (_sfen, _moves, _time, onInfo) => {
      onInfo({ depth: 3, scoreCp: 42, pv: [moves[0]!] });
      const m = moves.shift();
      if (m) return Promise.resolve({ move: m, ponder: null });
      return new Promise((_res, rej) => (pending = rej as never));
    },
    stop: () => {},
    quit: async () => void (conn.quitCalled = true),
    onExit: (cb) => (exitCb = cb),
    crash: (msg) => {
      exitCb(msg);
      pending?.(new Error('exited') as never);
    },
  };
  return conn;
}

function recorder() {
  const events: Array<{ channel: EventChannel; payload: unknown }> = [];
  const sink = <E extends EventChannel>(channel: E, payload: EventContract[E]) =>
    void events.push({ channel, payload });
  return { events, sink };
}

test('an engine answers go with its move and streams info', async () => {
  const { events, sink } = recorder();
  const host = new EngineHost(async () => fakeEngine(['3c3d']), sink);
  const started = await host.start({ engineId: 'builtin', variant: 'shogi', options: {} });
  assertOk(started);
  const best = await host.go({
    handle: started.value.handle,
    sfen: 'startpos',
    moves: ['7g7f'],
    time: TIME,
  });
  assert.deepEqual(best, { ok: true, value: { move: '3c3d', ponder: null } });
  assert.equal(events[0]!.channel, 'engine:info');
  assert.deepEqual((events[0]!.payload as EventContract['engine:info']).info.scoreCp, 42);
});

test('an engine that dies mid-search gives a clear message, not a crash', async () => {
  const { events, sink } = recorder();
  const fake = fakeEngine([]);
  const host = new EngineHost(async () => fake, sink);
  const started = await host.start({ engineId: 'builtin', variant: 'shogi', options: {} });
  assertOk(started);
  const going = host.go({ handle: started.value.handle, sfen: 'startpos', moves: [], time: TIME });
  fake.crash('exit code 3');
  const result = await going;
  assert.equal(result.ok, false);
  assert.ok(!result.ok && result.error.code === 'ENGINE_DIED');
  assert.match(
    !result.ok ? result.error.message : '',
    /stopped unexpectedly.*exit code 3.*game is kept/,
  );
  const exit = events.find((e) => e.channel === 'engine:exit');
  assert.ok(exit, 'engine:exit event sent');
  const again = await host.go({
    handle: started.value.handle,
    sfen: 'startpos',
    moves: [],
    time: TIME,
  });
  assert.ok(!again.ok && again.error.code === 'ENGINE_DIED');
});

test('unknown engines and failed launches are reported as values', async () => {
  const host = new EngineHost(
    async () => {
      throw new Error('ENOENT');
    },
    () => {},
  );
  const unknown = await host.start({ engineId: 'nope', variant: 'shogi', options: {} });
  assert.ok(!unknown.ok && unknown.error.code === 'UNKNOWN_ENGINE');
  const failed = await host.start({ engineId: 'builtin', variant: 'shogi', options: {} });
  assert.ok(!failed.ok && failed.error.code === 'ENGINE_START_FAILED');
  assert.match(!failed.ok ? failed.error.message : '', /ENOENT/);
});

test('quit ends the engine', async () => {
  const fake = fakeEngine([]);
  const host = new EngineHost(
    async () => fake,
    () => {},
  );
  const started = await host.start({ engineId: 'builtin', variant: 'shogi', options: {} });
  assertOk(started);
  await host.quit(started.value.handle);
  assert.equal(fake.quitCalled, true);
  const after = await host.go({
    handle: started.value.handle,
    sfen: 'startpos',
    moves: [],
    time: TIME,
  });
  assert.ok(!after.ok && after.error.code === 'ENGINE_NOT_RUNNING');
});
