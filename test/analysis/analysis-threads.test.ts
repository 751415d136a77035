/**
 * Analysis and review use the cores the app can spare: an engine opened for analysis that offers
 * `Threads` hears every core but one (at least one); an engine spec's own Threads wins.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { analysisThreads, openEngine } from '../../src-main/analysis/engine-process.ts';

const FAKE = fileURLToPath(new URL('../fixtures/engines/fake-engine.mjs', import.meta.url));

test('the analysis thread count leaves one core to the app, never below one', () => {
  assert.equal(analysisThreads(16), 15);
  assert.equal(analysisThreads(4), 3);
  assert.equal(analysisThreads(2), 1);
  assert.equal(analysisThreads(1), 1);
});

/** Opens the fake engine for analysis and returns the Threads value it was sent. */
async function threadsSent(options?: Record<string, number>): Promise<string | undefined> {
  const dir = mkdtempSync(join(tmpdir(), 'banmen-threads-'));
  const log = join(dir, 'sent.log');
  try {
    const spec = {
      name: 'fake',
      command: process.execPath,
      args: [FAKE, '--spin', 'Threads', '--log', log],
      options,
    };
    const r = await openEngine(spec);
    assert.ok(r.ok, r.ok ? '' : r.error.message);
    await r.value.engine.quit();
    return /setoption name Threads value (\d+)/.exec(readFileSync(log, 'utf8'))?.[1];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test('an engine opened for analysis is sent Threads = cores - 1; its spec can say otherwise', async () => {
  assert.equal(await threadsSent(), String(Math.max(1, availableParallelism() - 1)));
  assert.equal(await threadsSent({ Threads: 1 }), '1');
});
