/**
 * The same guarantee as engine-helpers.test.ts through the `ps` listing that macOS uses (it has no
 * /proc): with BANMEN_PROCESS_LIST=ps, Linux lists processes with `ps axwwe` too, so the parsing of
 * pids, parents and environments that macOS relies on runs here.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

process.env.BANMEN_PROCESS_LIST = 'ps';
const { UsiEngine } = await import('../../src-main/usi/usi-engine.ts');
const { spawnTransport } = await import('../../src-main/usi/transport.ts');

const ENGINE = fileURLToPath(
  new URL('../fixtures/engines/setsid-helper-engine.mjs', import.meta.url),
);
const skip = process.platform === 'linux' ? false : 'compares with /proc (Linux)';

const alive = (pid: number) => existsSync(`/proc/${pid}`);

test(
  'through ps, a helper in its own session ends with an engine that is killed',
  { skip },
  async (t) => {
    const engine = new UsiEngine(() =>
      spawnTransport({ command: process.execPath, args: [ENGINE, '--ignore-quit'] }),
    );
    t.after(() => engine.kill());
    let helper = 0;
    engine.on('recv', (line: string) => {
      const m = /^info string helper (\d+)$/.exec(line);
      if (m) helper = Number(m[1]);
    });
    assert.ok((await engine.start()).ok, 'the engine starts');
    for (let i = 0; i < 100 && helper === 0; i++) await new Promise((r) => setTimeout(r, 20));
    assert.ok(helper > 0 && alive(helper), 'the helper runs');
    await engine.quit(300); // ignored: the engine is killed after the grace time
    const deadline = Date.now() + 3000;
    while (alive(helper) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    assert.ok(!alive(helper), `helper ${helper} outlived the engine`);
  },
);
