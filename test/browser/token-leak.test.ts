// Browser test of issue 42's F1: the session token must not reach another server on 127.0.0.1.
// Cookies ignore ports, so a token in a cookie went to every loopback server the user visited.
// The app is opened in Chromium, reloaded, and then the same browser visits a second server on
// another port (directly and from the app's page); that server must see no cookie and no token.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import { SKIP_REASON, useBrowserHost } from './harness.ts';

const web = useBrowserHost(SKIP_REASON);

/** One request the second server received. */
interface Seen {
  url: string;
  headers: IncomingHttpHeaders;
}

/** A server on a free loopback port whose page loads an image and fetches with credentials. */
async function otherServer() {
  const seen: Seen[] = [];
  const server = createServer((req, res) => {
    seen.push({ url: req.url ?? '', headers: req.headers });
    if (req.url !== '/' && req.url !== '/from-app') return void res.writeHead(204).end();
    res.writeHead(200, { 'content-type': 'text/html' }).end(`<!doctype html><title>other</title>
<img src="/pixel.png"><script type="module">
await fetch('/probe', { credentials: 'include' }).catch(() => null);
window.done = true;
</script>`);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as { port: number }).port;
  return { seen, origin: `http://127.0.0.1:${port}`, close: () => server.close() };
}

test(
  'another loopback port receives no cookie and no token; the app keeps working after a reload',
  { skip: SKIP_REASON ?? false },
  async () => {
    const token = /token=([\w-]{20,})$/.exec(web.host.url)?.[1] ?? 'no token printed';
    const page = await web.open();
    const apiAnswers: number[] = [];
    page.on('response', (r) => {
      if (r.url().includes('/api/invoke/')) apiAnswers.push(r.status());
    });
    assert.ok(!page.url().includes(token), `the address bar shows ${page.url()}`);
    await page.reload();
    await page.getByRole('grid', { name: 'Board' }).waitFor();
    await page.waitForFunction(() => document.readyState === 'complete');
    assert.ok(apiAnswers.length > 0 && apiAnswers.every((s) => s === 200), `${apiAnswers}`);
    assert.deepEqual(await web.browser.cookies(), [], 'the browser holds no cookie');

    const other = await otherServer();
    try {
      const visit = await web.browser.newPage();
      await visit.goto(`${other.origin}/`);
      await visit.waitForFunction(() => (window as { done?: boolean }).done === true);
      await visit.close();
      // The user follows a link from the app's page to the other server.
      await Promise.all([
        page.waitForURL(`${other.origin}/from-app`),
        page.evaluate((to) => void (location.href = to), `${other.origin}/from-app`),
      ]);
      await page.waitForFunction(() => (window as { done?: boolean }).done === true);
    } finally {
      other.close();
    }
    assert.ok(other.seen.length >= 6, `${other.seen.length} requests seen`);
    const leaks = other.seen.filter(
      (s) => s.headers.cookie !== undefined || JSON.stringify(s).includes(token),
    );
    assert.deepEqual(leaks, []);
  },
);
