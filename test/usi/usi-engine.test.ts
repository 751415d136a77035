import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertOk } from '../helpers/assert-ok.ts';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { UsiEngine } from '../../src-main/usi/usi-engine.ts';
import { spawnTransport } from '../../src-main/usi/transport.ts';
import { variantOptionName } from '../../src-main/usi/engine-spec.ts';
import { resolveLaunch } from '../../src-main/usi/launcher.ts';
import type { InfoFields } from '../../src-main/shared/usi-protocol.ts';

const FAKE = fileURLToPath(new URL('../fixtures/engines/fake-engine.mjs', import.meta.url));
const FSF = '/usr/games/fairy-stockfish';

function fake(...args: string[]): UsiEngine {
  return new UsiEngine(() => spawnTransport({ command: process.execPath, args: [FAKE, ...args] }));
}

test('handshake collects id and options, isready, go returns a bestmove with its info', async (t) => {
  const e = fake('--score', '42');
  t.after(() => e.kill());
  const id = await e.start();
  assertOk(id);
  assert.equal(id.value.name, 'FakeEngine');
  assert.equal(id.value.author, 'Banmen tests');
  assert.deepEqual(id.value.options, [
    { name: 'Seed', type: 'spin', default: 1, min: 0, max: 1000 },
  ]);
  assertOk(await e.isReady());
  e.newGame();
  e.position('startpos', ['7g7f']);
  const infos: InfoFields[] = [];
  e.on('info', (i: InfoFields) => infos.push(i));
  const r = await e.go({ btime: 0, wtime: 0, byoyomi: 100 }, 5000);
  assertOk(r);
  assert.match(r.value.bestmove, /^[1-9][a-i][1-9][a-i]\+?$/);
  assert.deepEqual(r.value.info.score, { kind: 'cp', value: 42 });
  assert.equal(infos.length, 1);
  await e.quit();
  assert.equal(e.running, false);
});

test('a program that does not exist fails to start with a typed error', async () => {
  const e = new UsiEngine(() => spawnTransport({ command: '/nonexistent/engine' }));
  const r = await e.start(3000);
  assert.equal(r.ok, false);
  assert.equal(!r.ok && r.error.code, 'ENGINE_START_FAILED');
});

test('an engine that never says usiok times out and is killed', async (t) => {
  const e = fake('--no-usiok');
  t.after(() => e.kill());
  const r = await e.start(500);
  assert.equal(!r.ok && r.error.code, 'ENGINE_START_FAILED');
  assert.equal(e.running, false);
});

test('a crash during go is ENGINE_EXITED, and restart brings the engine back with its options', async (t) => {
  const e = fake('--crash-at', '1');
  t.after(() => e.kill());
  assertOk(await e.start());
  const sent: string[] = [];
  e.on('send', (l: string) => sent.push(l));
  e.setOption('Seed', 7);
  e.position('startpos', []);
  const r = await e.go({ byoyomi: 100 }, 5000);
  assert.equal(!r.ok && r.error.code, 'ENGINE_EXITED');
  assert.equal(e.running, false);
  assert.ok((await e.restart()).ok);
  assert.ok(sent.filter((l) => l === 'setoption name Seed value 7').length === 2, sent.join('|'));
  assertOk(await e.isReady());
  await e.quit();
});

test('a hang during go is ENGINE_TIMEOUT; a second go while searching is ENGINE_BUSY', async (t) => {
  const e = fake('--hang-at', '1');
  t.after(() => e.kill());
  assertOk(await e.start());
  e.position('startpos', []);
  const pending = e.go({ byoyomi: 100 }, 300);
  const busy = await e.go({ byoyomi: 100 });
  assert.equal(!busy.ok && busy.error.code, 'ENGINE_BUSY');
  const r = await pending;
  assert.equal(!r.ok && r.error.code, 'ENGINE_TIMEOUT');
  e.kill();
  assert.equal(e.running, false);
  const after = await e.isReady(100);
  assert.equal(!after.ok && after.error.code, 'ENGINE_EXITED');
});

test('fairy-stockfish: handshake, variant option, fixed-nodes search, ponder then stop', async (t) => {
  if (!existsSync(FSF)) return t.skip(`${FSF} is not installed`);
  const e = new UsiEngine(() => spawnTransport({ command: FSF }));
  t.after(() => e.kill());
  const id = await e.start();
  assertOk(id);
  const variantOption = variantOptionName(id.value.options);
  assert.ok(variantOption, 'fairy-stockfish declares USI_Variant or UCI_Variant');
  e.setOption(variantOption, 'minishogi');
  e.setOption('Threads', 1);
  assertOk(await e.isReady());
  e.newGame();
  e.position('rbsgk/4p/5/P4/KGSBR b - 1', []);
  const r = await e.go({ nodes: 2000 }, 10_000);
  assertOk(r);
  assert.match(r.value.bestmove, /^[1-5][a-e][1-5][a-e]\+?$|^[PSGBR]\*[1-5][a-e]$/);
  assert.ok(r.value.info.score !== undefined);
  // ponderhit turns a ponder search into a normal one that ends on its own clock.
  e.position('rbsgk/4p/5/P4/KGSBR b - 1', [r.value.bestmove, r.value.ponder ?? '']);
  if (r.value.ponder) {
    const hit = e.go({ ponder: true, btime: 0, wtime: 0, byoyomi: 100 });
    await new Promise((res) => setTimeout(res, 30));
    e.ponderhit(10_000);
    const h = await hit;
    assert.ok(h.ok, h.ok ? '' : h.error.message);
    assert.match(h.value.bestmove, /^([1-5][a-e][1-5][a-e]\+?|[PSGBR]\*[1-5][a-e]|resign|win)$/);
  }
  e.position('rbsgk/4p/5/P4/KGSBR b - 1', []);
  const pondering = e.go({ ponder: true, infinite: true });
  await new Promise((res) => setTimeout(res, 50));
  e.stop();
  const p = await pondering;
  assertOk(p);
  await e.quit();
});

test('built-in engine: go mate answers checkmate with the mating moves', async (t) => {
  const main = fileURLToPath(new URL('../../src-main/engine/main.ts', import.meta.url));
  if (!existsSync(main)) return t.skip(`${main} does not exist yet`);
  const e = new UsiEngine(() => spawnTransport(resolveLaunch({ name: 'banmen', builtin: true })));
  t.after(() => e.kill());
  assert.ok((await e.start(60_000)).ok);
  assert.ok((await e.isReady(60_000)).ok);
  e.position('4k4/9/4P4/9/9/9/9/9/4K4 b G 1', []);
  const r = await e.goMate(5000, 30_000);
  assert.ok(r.ok, r.ok ? '' : r.error.message);
  assert.deepEqual(r.value, { result: 'mate', moves: ['G*5b'] });
  await e.quit();
});
