import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startWebHost } from '../../src-main/web/server.ts';
import { createServices } from '../../src-main/services/create-services.ts';
import { createInvokeHandlers } from '../../src-main/ipc/handlers.ts';

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

test('requests without the session token are refused', async () => {
  await withHost(async (h) => {
    const base = `http://127.0.0.1:${h.port}`;
    assert.equal((await fetch(`${base}/`)).status, 403);
    assert.equal((await fetch(`${base}/?token=wrong`)).status, 403);
    const api = await fetch(`${base}/api/invoke/app:info`, { method: 'POST', body: '{"args":[]}' });
    assert.equal(api.status, 403);
  });
});

test('the token URL serves the renderer and sets the cookie for its assets', async () => {
  await withHost(async (h) => {
    assert.match(h.url, /^http:\/\/127\.0\.0\.1:\d+\/\?token=[\w-]{20,}$/);
    const page = await fetch(h.url);
    assert.equal(page.status, 200);
    assert.match(await page.text(), /Banmen/);
    assert.match(page.headers.get('content-security-policy') ?? '', /default-src 'self'/);
    const cookie = page.headers.get('set-cookie')!.split(';')[0]!;
    const again = await fetch(`http://127.0.0.1:${h.port}/index.html`, { headers: { cookie } });
    assert.equal(again.status, 200);
    assert.equal(
      (await fetch(`http://127.0.0.1:${h.port}/..%2f..%2fetc/passwd`, { headers: { cookie } }))
        .status,
      404,
    );
  });
});

test('the contract is bridged over HTTP with the token header', async () => {
  await withHost(async (h) => {
    const call = (channel: string, args: unknown[]) =>
      fetch(`http://127.0.0.1:${h.port}/api/invoke/${channel}`, {
        method: 'POST',
        headers: { 'x-banmen-token': h.token },
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
