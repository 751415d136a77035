// Issue 42 F12: the Electron renderer is served on app://banmen/ from the renderer folder only
// (a file:// page inside app.asar shows a blank window once the fuse removes file:'s ASAR
// loader). The scheme's path rules and answers, and the trust checks for the new URL, under
// Node: there is no Electron binary here.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { APP_INDEX_URL, appSchemeFile, appSchemeResponse } from '../../src-main/app/app-scheme.ts';
import { isLocalRequest } from '../../src-main/app/security.ts';
import { isTrustedRendererUrl } from '../../src-main/ipc/register-main.ts';

/** A renderer folder with a page and a module script, and a secret beside it. */
function rendererFolder(): string {
  const root = mkdtempSync(join(tmpdir(), 'banmen-scheme-'));
  const dir = join(root, 'renderer');
  mkdirSync(join(dir, 'assets'), { recursive: true });
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><script type="module" src="./assets/i.js"></script>',
  );
  writeFileSync(join(dir, 'assets', 'i.js'), 'export {};');
  writeFileSync(join(root, 'secret.json'), '{"token":"x"}');
  return dir;
}

test('app:// names only files inside the renderer folder', () => {
  const dir = rendererFolder();
  assert.equal(appSchemeFile(APP_INDEX_URL, dir), join(dir, 'index.html'));
  assert.equal(appSchemeFile('app://banmen/', dir), join(dir, 'index.html'));
  assert.equal(appSchemeFile('app://banmen', dir), join(dir, 'index.html'));
  assert.equal(appSchemeFile('app://banmen/assets/i.js?v=1#x', dir), join(dir, 'assets', 'i.js'));
  for (const url of [
    'app://banmen/..%5csecret.json',
    'app://banmen/assets\\..\\..\\secret.json',
    'app://banmen/index.html%00.js',
    'app://banmen/%E0%A4%A',
    'app://evil/index.html',
    'app://banmen.evil/index.html',
    'other://banmen/index.html',
    'file:///etc/passwd',
    'not a url',
  ])
    assert.equal(appSchemeFile(url, dir), null, url);
  // `..`, plain or encoded, is resolved against the folder's root: it never climbs out of it.
  for (const url of [
    'app://banmen/../secret.json',
    'app://banmen/%2e%2e/secret.json',
    'app://banmen/..%2fsecret.json',
    'app://banmen/assets/..%2f..%2f..%2fsecret.json',
  ])
    assert.equal(appSchemeFile(url, dir), join(dir, 'secret.json'), url);
});

test('app:// answers the page with its type and CSP, 404 when missing, 403 outside', async () => {
  const dir = rendererFolder();
  const page = await appSchemeResponse(APP_INDEX_URL, dir);
  assert.equal(page.status, 200);
  assert.equal(page.headers['content-type'], 'text/html; charset=utf-8');
  assert.match(page.headers['content-security-policy']!, /script-src 'self'/);
  assert.match(String(page.body), /type="module"/);
  const script = await appSchemeResponse('app://banmen/assets/i.js', dir);
  assert.equal(script.headers['content-type'], 'text/javascript; charset=utf-8');
  assert.equal((await appSchemeResponse('app://banmen/../secret.json', dir)).status, 404);
  assert.equal((await appSchemeResponse('app://banmen/assets', dir)).status, 404, 'a folder');
  assert.equal((await appSchemeResponse('app://banmen/..%2fsecret.json', dir)).status, 404);
  const out = await appSchemeResponse('app://banmen/..%5csecret.json', dir);
  assert.equal(out.status, 403);
  assert.doesNotMatch(String(out.body), /token/);
});

test('the window trusts app://banmen only, by scheme and host (a custom origin is "null")', () => {
  assert.equal(isTrustedRendererUrl(APP_INDEX_URL, APP_INDEX_URL), true);
  assert.equal(isTrustedRendererUrl('app://evil/index.html', APP_INDEX_URL), false);
  assert.equal(isTrustedRendererUrl('other://banmen/index.html', APP_INDEX_URL), false);
  assert.equal(isTrustedRendererUrl('file:///app/out/renderer/index.html', APP_INDEX_URL), false);
  assert.equal(isLocalRequest('app://banmen/assets/i.js', APP_INDEX_URL), true);
  assert.equal(isLocalRequest('foo://x/', APP_INDEX_URL), false);
  assert.equal(isLocalRequest('app://evil/x.js', APP_INDEX_URL), false);
  assert.equal(isLocalRequest('file:///etc/passwd', APP_INDEX_URL), false);
});

test('file: checks: another host (a Windows UNC path) and an undecodable path are refused', () => {
  const packaged = 'file:///app/out/renderer/index.html';
  assert.equal(isLocalRequest('file://server/app/out/renderer/x.js', packaged), false);
  assert.doesNotThrow(() => isLocalRequest('file:///%', packaged));
  assert.equal(isLocalRequest('file:///%', packaged), false);
  assert.equal(isLocalRequest('file:///app/out/renderer/assets/x.js', packaged), true);
});
