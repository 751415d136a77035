import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startWebHost } from '../../src-main/web/server.ts';
import { createServices } from '../../src-main/services/create-services.ts';
import { createInvokeHandlers } from '../../src-main/services/ipc-handlers.ts';

async function withHost(fn: (h: Awaited<ReturnType<typeof startWebHost>>) => Promise<void>) {
  const dir = mkdtempSync(join(tmpdir(), 'banmen-web-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Banmen</title>');
  const host = await startWebHost({
    port: 0,
    rendererDir: dir,
    createHandlers: (sink) =>
      createInvokeHandlers(
        createServices({ dataDir: dir, sink, host: 'web', osLang: 'ja_JP.UTF-8' }),
      ),
  });
  try {
    await fn(host);
  } finally {
    await host.close();
  }
}

test('the API refuses requests without the session token', async () => {
  await withHost(async (h) => {
    const base = `http://127.0.0.1:${h.port}`;
    const api = await fetch(`${base}/api/invoke/app:info`, { method: 'POST', body: '{"args":[]}' });
    assert.equal(api.status, 403);
    const wrong = await fetch(`${base}/api/invoke/app:info`, {
      method: 'POST',
      headers: { 'x-banmen-token': 'wrong', 'content-type': 'application/json' },
      body: '{"args":[]}',
    });
    assert.equal(wrong.status, 403);
  });
});

test('the page and its assets need no token, and no response sets a cookie', async () => {
  await withHost(async (h) => {
    assert.match(h.url, /^http:\/\/127\.0\.0\.1:\d+\/#token=[\w-]{20,}$/);
    const page = await fetch(h.url);
    assert.equal(page.status, 200);
    assert.match(await page.text(), /Banmen/);
    assert.match(page.headers.get('content-security-policy') ?? '', /default-src 'self'/);
    assert.equal(page.headers.get('set-cookie'), null);
    const again = await fetch(`http://127.0.0.1:${h.port}/index.html`);
    assert.equal(again.status, 200);
    assert.equal(again.headers.get('set-cookie'), null);
    assert.equal((await fetch(`http://127.0.0.1:${h.port}/..%2f..%2fetc/passwd`)).status, 404);
  });
});

test('the contract is bridged over HTTP with the token header', async () => {
  await withHost(async (h) => {
    const call = (channel: string, args: unknown[]) =>
      fetch(`http://127.0.0.1:${h.port}/api/invoke/${channel}`, {
        method: 'POST',
        headers: { 'x-banmen-token': h.token, 'content-type': 'application/json' },
        body: JSON.stringify({ args }),
      });
    const info = (await (await call('app:info', [])).json()) as {
      result: { host: string; lang: string };
    };
    assert.equal(info.result.host, 'web');
    assert.equal(info.result.lang, 'ja');
    const updated = (await (
      await call('settings:update', [{ pieceStyle: 'one-char' }])
    ).json()) as {
      result: { pieceStyle: string };
    };
    assert.equal(updated.result.pieceStyle, 'one-char');
    assert.equal((await call('fs:read', [])).status, 404);
  });
});

test('a Host header other than loopback is refused (DNS rebinding)', async () => {
  await withHost(async (h) => {
    const { request } = await import('node:http');
    const status = await new Promise<number>((resolve) => {
      request(
        {
          host: '127.0.0.1',
          port: h.port,
          path: `/?token=${h.token}`,
          headers: { host: 'evil.example:80' },
        },
        (res) => resolve(res.statusCode ?? 0),
      ).end();
    });
    assert.equal(status, 403);
  });
});

/** A request to the host with exactly these headers (Node's fetch would add or drop some). */
async function raw(
  port: number,
  method: string,
  path: string,
  headers: Record<string, string>,
  body = '',
): Promise<{ status: number; text: string }> {
  const { request } = await import('node:http');
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path, headers }, (res) => {
      let text = '';
      res.on('data', (d: Buffer) => {
        text += d.toString();
        // Why: an accepted event stream never ends; its first bytes are enough.
        if (path === '/api/events') res.destroy();
      });
      res.on('close', () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

test('the API refuses a cookie or a URL token without the header', async () => {
  await withHost(async (h) => {
    const cookie = `banmen_token=${h.token}`;
    const host = `127.0.0.1:${h.port}`;
    const json = { host, 'content-type': 'application/json' };
    const body = JSON.stringify({ args: [{ pieceStyle: 'one-char' }] });
    const byCookie = await raw(
      h.port,
      'POST',
      '/api/invoke/settings:update',
      { ...json, cookie },
      body,
    );
    assert.equal(byCookie.status, 403);
    assert.match(byCookie.text, /x-banmen-token header/);
    const byQuery = `/api/invoke/settings:update?token=${h.token}`;
    assert.equal((await raw(h.port, 'POST', byQuery, json, body)).status, 403);
    assert.equal((await raw(h.port, 'GET', '/api/events', { host, cookie })).status, 403);
    const eventsByQuery = `/api/events?token=${h.token}`;
    assert.equal((await raw(h.port, 'GET', eventsByQuery, { host })).status, 403);
    const settings = await raw(
      h.port,
      'POST',
      '/api/invoke/settings:load',
      {
        ...json,
        'x-banmen-token': h.token,
      },
      '{"args":[]}',
    );
    assert.match(settings.text, /"pieceStyle":"kanji"/);
  });
});

test('the API answers 415 to a body that is not JSON (a form or text/plain post)', async () => {
  await withHost(async (h) => {
    const headers = { host: `127.0.0.1:${h.port}`, 'x-banmen-token': h.token };
    const body = '{"args":[]}';
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data']) {
      const res = await raw(
        h.port,
        'POST',
        '/api/invoke/app:info',
        { ...headers, 'content-type': type },
        body,
      );
      assert.equal(res.status, 415, type);
      assert.match(res.text, /application\/json only/);
    }
    assert.equal((await raw(h.port, 'POST', '/api/invoke/app:info', headers, body)).status, 415);
    const ok = await raw(
      h.port,
      'POST',
      '/api/invoke/app:info',
      {
        ...headers,
        'content-type': 'application/json; charset=utf-8',
      },
      body,
    );
    assert.equal(ok.status, 200);
  });
});

test('a foreign Origin or a same-site (other port) fetch is refused even with the token', async () => {
  await withHost(async (h) => {
    const headers = {
      host: `127.0.0.1:${h.port}`,
      'x-banmen-token': h.token,
      'content-type': 'application/json',
    };
    const call = (extra: Record<string, string>) =>
      raw(h.port, 'POST', '/api/invoke/app:info', { ...headers, ...extra }, '{"args":[]}');
    const other = await call({ origin: `http://127.0.0.1:${h.port + 1}` });
    assert.equal(other.status, 403);
    assert.match(other.text, /requests from http:\/\/127\.0\.0\.1:\d+ are not accepted/);
    assert.equal((await call({ origin: 'null' })).status, 403);
    assert.equal((await call({ origin: `https://127.0.0.1:${h.port}` })).status, 403);
    assert.equal((await call({ 'sec-fetch-site': 'same-site' })).status, 403);
    assert.equal((await call({ 'sec-fetch-site': 'cross-site' })).status, 403);
    const events = await raw(h.port, 'GET', '/api/events', {
      host: headers.host,
      'x-banmen-token': h.token,
      origin: 'http://localhost:1',
    });
    assert.equal(events.status, 403);
    // The app's own page: its origin (either loopback name) and same-origin fetch metadata.
    assert.equal(
      (await call({ origin: `http://127.0.0.1:${h.port}`, 'sec-fetch-site': 'same-origin' }))
        .status,
      200,
    );
    assert.equal(
      (await call({ origin: `http://localhost:${h.port}`, host: `localhost:${h.port}` })).status,
      200,
    );
  });
});

test('the event stream opens with the token header and carries contract events', async () => {
  await withHost(async (h) => {
    const res = await fetch(`http://127.0.0.1:${h.port}/api/events`, {
      headers: { 'x-banmen-token': h.token },
    });
    assert.equal(res.status, 200);
    const reader = res.body!.getReader();
    await reader.read(); // the opening comment
    h.sink('app:menu', { command: 'new-game' });
    const { value } = await reader.read();
    assert.match(
      new TextDecoder().decode(value),
      /^data: \{"channel":"app:menu","payload":\{"command":"new-game"\}\}/,
    );
    await reader.cancel();
  });
});
