// `npm run start:web` as a user runs it: the printed line, the PORT variable, the token.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:net';
import { startHost } from './harness.ts';

/** A port that is free right now. */
async function freePort(): Promise<number> {
  const srv = createServer();
  await new Promise<void>((r) => srv.listen(0, '127.0.0.1', r));
  const port = (srv.address() as { port: number }).port;
  await new Promise((r) => srv.close(r));
  return port;
}

test('start:web honours PORT, prints its URL with the token in the fragment, and refuses the API without it', async () => {
  const port = await freePort();
  const host = await startHost({ PORT: String(port) });
  try {
    assert.match(host.url, new RegExp(`^http://127\\.0\\.0\\.1:${port}/#token=[\\w-]{20,}$`));
    const api = await fetch(`http://127.0.0.1:${port}/api/invoke/app:info`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"args":[]}',
    });
    assert.equal(api.status, 403);
    const page = await fetch(host.url);
    assert.equal(page.status, 200);
    assert.equal(page.headers.get('set-cookie'), null, 'no cookie carries the token');
    assert.match(await page.text(), /<div id="app">/);
  } finally {
    await host.stop();
  }
});
