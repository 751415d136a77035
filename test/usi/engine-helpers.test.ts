/**
 * Issue 42, Low: "an engine that setsids a helper leaves it orphaned". An engine runs in its own
 * process group and ending it kills the group, but a helper started with `setsid` is in another
 * session and group: before engine-tag.ts it lived on (here a `sleep 1000`) after the engine quit
 * or was killed. Now the helper is found by the tag in its environment (and, while the engine
 * lives, below it in the parent links) and killed with the engine. Linux only (/proc).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { UsiEngine } from '../../src-main/usi/usi-engine.ts';
import { spawnTransport } from '../../src-main/usi/transport.ts';
import { ENGINE_TAG_VAR } from '../../src-main/usi/engine-tag.ts';

const ENGINE = fileURLToPath(
  new URL('../fixtures/engines/setsid-helper-engine.mjs', import.meta.url),
);
const skip = process.platform === 'linux' ? false : 'needs /proc (Linux)';

/** Session id and state of a process, or undefined once it is gone (or a zombie). */
function procState(pid: number): { session: number; state: string } | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[0] === 'Z' ? undefined : { state: fields[0]!, session: Number(fields[3]) };
  } catch {
    return undefined;
  }
}

/** Whether the process ends within `ms`. */
async function endsWithin(pid: number, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (!procState(pid)) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return !procState(pid);
}

/** Starts the engine; returns it with its helper's pid, checked to be in a session of its own. */
async function startWithHelper(...args: string[]): Promise<{ engine: UsiEngine; helper: number }> {
  let enginePid = 0;
  const engine = new UsiEngine(() => {
    const transport = spawnTransport({ command: process.execPath, args: [ENGINE, ...args] });
    enginePid = transport.pid ?? 0;
    return transport;
  });
  let helper = 0;
  engine.on('recv', (line: string) => {
    const m = /^info string helper (\d+)$/.exec(line);
    if (m) helper = Number(m[1]);
  });
  const started = await engine.start();
  assert.ok(started.ok, 'the engine starts');
  for (let i = 0; i < 100 && helper === 0; i++) await new Promise((r) => setTimeout(r, 20));
  assert.ok(helper > 0, 'the engine reported its helper');
  const engineSession = procState(enginePid)?.session;
  for (let i = 0; i < 100 && procState(helper)?.session === engineSession; i++)
    await new Promise((r) => setTimeout(r, 20)); // setsid runs just after the fork
  const state = procState(helper);
  assert.ok(state, 'the helper runs');
  assert.notEqual(
    state.session,
    engineSession,
    'the helper left the engine session (else this proves nothing)',
  );
  assert.match(
    readFileSync(`/proc/${helper}/environ`, 'latin1'),
    new RegExp(`${ENGINE_TAG_VAR}=[0-9a-f-]{36}\0`),
    'the helper inherited the engine tag',
  );
  return { engine, helper };
}

test('a helper in its own session ends with an engine that quits', { skip }, async (t) => {
  const { engine, helper } = await startWithHelper();
  t.after(() => engine.kill());
  await engine.quit(5000);
  assert.equal(engine.exit?.code, 0, 'the engine quit by itself (not killed)');
  assert.ok(await endsWithin(helper, 3000), `helper ${helper} outlived the engine`);
});

test('a helper in its own session ends with an engine that is killed', { skip }, async (t) => {
  const { engine, helper } = await startWithHelper('--ignore-quit');
  t.after(() => engine.kill());
  await engine.quit(300); // ignored: the engine is killed after the grace time
  assert.equal(engine.running, false);
  assert.ok(await endsWithin(helper, 3000), `helper ${helper} outlived the engine`);
});
