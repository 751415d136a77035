// The engine host ends the engines of a page that went away (issue 41, defect 2), including one
// whose start was still under way; engines of other pages and without an owner are left alone.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { EngineHost } from '../../src-main/services/engine/engine-host.ts';
import type { EngineConnection } from '../../src-main/services/engine/engine-connection.ts';

/** An engine connection that records whether it was quit. */
function engine(): EngineConnection & { quit_: boolean } {
  const conn = {
    name: 'Fake',
    quit_: false,
    go: () => new Promise<never>(() => {}),
    stop: () => {},
    quit: async () => void (conn.quit_ = true),
    onExit: () => {},
  };
  return conn;
}

const start = (owner?: string) => ({
  engineId: 'builtin',
  variant: 'shogi' as const,
  options: {},
  owner,
});

test('a gone page’s engines are quit; another page’s and unowned ones run on', async () => {
  const made: ReturnType<typeof engine>[] = [];
  const host = new EngineHost(
    async () => (made.push(engine()), made.at(-1)!),
    () => {},
  );
  await host.start(start('page-a'));
  await host.start(start('page-b'));
  await host.start(start());
  await host.quitOwnedBy('page-a');
  assert.deepEqual(
    made.map((e) => e.quit_),
    [true, false, false],
  );
});

test('an engine whose start answers after its page went away is quit, not kept', async () => {
  let release: () => void = () => {};
  const conn = engine();
  const host = new EngineHost(
    () => new Promise((r) => (release = () => r(conn))),
    () => {},
  );
  const starting = host.start(start('page-a'));
  await new Promise((r) => setImmediate(r));
  await host.quitOwnedBy('page-a');
  release();
  const r = await starting;
  assert.equal(r.ok, false);
  assert.equal(conn.quit_, true);
});
