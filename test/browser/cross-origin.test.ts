// Browser test of the browser host's lock-down (issue 19): a page served on another loopback
// port, in the same Chromium that has the app open, tries to register and start a shell
// "engine", change a setting with a text/plain form post, and read the event stream (with
// credentials). None of it may reach the services; the app's own page keeps working.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { SKIP_REASON, studyTab, useBrowserHost } from './harness.ts';

const GAME = join(import.meta.dirname, '../fixtures/study/rook-blunder.kifu');
const web = useBrowserHost(SKIP_REASON);

/** The attacker's page: every way a foreign page has to talk to the host, results in `window.done`. */
function attackPage(target: string, marker: string): string {
  const engine = { id: 'evil', name: 'Evil', path: '/bin/sh', args: ['-c', `touch ${marker}`] };
  const addEngine = JSON.stringify({ args: [{ externalEngines: [engine] }] });
  const start = JSON.stringify({ args: [{ engineId: 'evil', variant: 'shogi', options: {} }] });
  // A text/plain form body is `name=value`: the name opens a JSON string that the value closes.
  const formName = JSON.stringify({ args: [{ pieceStyle: 'one-char' }] }).slice(0, -1) + ',"x":"';
  return `<!doctype html><title>attacker</title>
<iframe name="sink"></iframe>
<form id="f" method="POST" enctype="text/plain" target="sink"
  action="${target}/api/invoke/settings:update"><input name='${formName}' value='"}'></form>
<script type="module">
const post = (channel, body) => fetch('${target}/api/invoke/' + channel, {
  method: 'POST', mode: 'no-cors', credentials: 'include',
  headers: { 'content-type': 'text/plain' }, body,
}).catch(() => null);
await post('settings:update', ${JSON.stringify(addEngine)});
await post('engine:start', ${JSON.stringify(start)});
document.getElementById('f').submit();
const es = new EventSource('${target}/api/events', { withCredentials: true });
await new Promise((r) => { es.onerror = r; setTimeout(r, 3000); });
es.close();
window.done = true;
</script>`;
}

/** Serves `html` on a free loopback port (another origin than the host). */
async function serveAttacker(html: (port: number) => string): Promise<Server & { port: number }> {
  let port = 0;
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' }).end(html(port));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  port = (server.address() as { port: number }).port;
  return Object.assign(server, { port });
}

/** The host's settings file as the services saved it (empty object when none yet). */
function savedSettings(): { externalEngines?: { id: string }[]; pieceStyle?: string } {
  const file = join(web.host.dataDir, 'settings.json');
  if (!existsSync(file)) return {};
  const stored = JSON.parse(readFileSync(file, 'utf8')) as { settings?: object };
  return stored.settings ?? {};
}

test(
  'a page on another loopback port cannot reach the API with the cookie, a form post or EventSource',
  { skip: SKIP_REASON ?? false },
  async () => {
    const app = await web.open();
    const target = new URL(web.host.url).origin;
    const marker = join(web.host.dataDir, 'pwned');
    const attacker = await serveAttacker(() => attackPage(target, marker));
    const answers: { url: string; status: number }[] = [];
    const tried: string[] = [];
    try {
      const page = await web.browser.newPage();
      page.on('request', (r) => void tried.push(r.url()));
      page.on('response', (r) => {
        if (r.url().startsWith(`${target}/api/`))
          answers.push({ url: r.url(), status: r.status() });
      });
      await page.goto(`http://127.0.0.1:${attacker.port}/`);
      await page.waitForFunction(() => (window as { done?: boolean }).done === true, null, {
        timeout: 20_000,
      });
      // Why the pause: a started "engine" would need a moment to run its shell command.
      await new Promise((r) => setTimeout(r, 1000));
      await page.close();
    } finally {
      attacker.close();
    }
    const settings = savedSettings();
    const breaches = [
      existsSync(marker) && 'the shell command registered as an engine ran',
      (settings.externalEngines ?? []).length > 0 && 'an engine was registered',
      settings.pieceStyle === 'one-char' && 'the form post changed a setting',
      ...answers.filter((a) => a.status < 400).map((a) => `${a.url} answered ${a.status}`),
    ].filter(Boolean);
    assert.deepEqual(breaches, []);
    // Why only "tried": Chromium reports no response for a CORS-blocked EventSource; that the
    // host refuses it (even with the cookie) is checked in host-auth.test.ts.
    assert.ok(
      tried.some((u) => u === `${target}/api/events`),
      'the browser tried the event stream',
    );
    await app.close();
  },
);

test(
  "the app's own page still works: a record opens and the analysis streams its lines",
  { skip: SKIP_REASON ?? false },
  async () => {
    const page: Page = await web.browser.newPage();
    await page.goto(web.host.url);
    await page.getByRole('button', { name: 'Study' }).click();
    await page.locator('#study-open-input').setInputFiles(GAME);
    const moves = page.getByRole('region', { name: 'Moves' }).getByRole('listitem');
    await moves.nth(14).waitFor();
    await moves.nth(4).click();
    await studyTab(page, 'Analysis');
    await page.getByRole('button', { name: 'Start analysis' }).click();
    // Why this proves the event stream: analysis lines arrive only as `study:analysis` events.
    const lines = page.getByRole('list', { name: 'Analysis lines' }).getByRole('listitem');
    await lines.first().waitFor({ timeout: 60_000 });
    assert.match((await lines.first().textContent())!, /d\d+/);
    await page.getByRole('button', { name: 'Stop analysis' }).click();
    await page.getByRole('button', { name: 'Start analysis' }).waitFor();
    await page.close();
  },
);
