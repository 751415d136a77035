// Issue 42 F3/F4: a malformed request target (`//[` makes `new URL` throw; `%E0%A4%A` makes
// decodeURIComponent throw inside the async file server) must get a 400 answer, and the host
// must keep serving the next request.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startWebHost } from '../../src-main/web/server.ts';
import { createServices } from '../../src-main/services/create-services.ts';
import { createInvokeHandlers } from '../../src-main/services/ipc-handlers.ts';

/** Sends `path` verbatim as the request target; resolves with the status (0 if the socket died). */
function statusOf(port: number, path: string): Promise<number> {
  return new Promise((resolve) => {
    const req = request(
      { host: '127.0.0.1', port, path, headers: { host: `127.0.0.1:${port}` } },
      (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      },
    );
    req.on('error', () => resolve(0));
    req.end();
  });
}

test('malformed request targets answer 400 and the host keeps serving', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'banmen-web-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Banmen</title>');
  const rejections: unknown[] = [];
  const onRejection = (e: unknown) => void rejections.push(e);
  process.on('unhandledRejection', onRejection);
  const host = await startWebHost({
    port: 0,
    rendererDir: dir,
    createHandlers: (sink) =>
      createInvokeHandlers(createServices({ dataDir: dir, sink, host: 'web', osLang: 'en' })),
  });
  try {
    for (const target of ['//[', '/%E0%A4%A', '/%', '/assets/%ZZ.js', '//[::1', '/api/%E0%A4%A'])
      assert.equal(await statusOf(host.port, target), 400, target);
    await new Promise((r) => setTimeout(r, 50));
    assert.deepEqual(rejections, []);
    assert.equal(await statusOf(host.port, '/'), 200, 'the host still serves its page');
  } finally {
    process.off('unhandledRejection', onRejection);
    await host.close();
  }
});
