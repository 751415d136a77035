import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isTrustedRendererUrl, registerInvokeHandlers } from '../../src-main/ipc/register-main.ts';
import { INVOKE_CHANNELS, isInvokeChannel } from '../../src-main/shared/contract.ts';
import type { IpcMain, IpcMainInvokeEvent } from 'electron';

test('only our renderer URL is a trusted sender', () => {
  const packaged =
    'file:///Applications/Banmen.app/Contents/Resources/app.asar/out/renderer/index.html';
  assert.equal(isTrustedRendererUrl(packaged, packaged), true);
  assert.equal(isTrustedRendererUrl('file:///tmp/evil.html', packaged), false);
  assert.equal(isTrustedRendererUrl('https://example.com/', packaged), false);
  assert.equal(isTrustedRendererUrl('http://localhost:5173/x', 'http://localhost:5173/'), true);
  assert.equal(isTrustedRendererUrl('http://localhost:5174/', 'http://localhost:5173/'), false);
  assert.equal(isTrustedRendererUrl('not a url', packaged), false);
});

test('registered handlers refuse untrusted senders and serve trusted ones', async () => {
  const registered = new Map<string, (e: IpcMainInvokeEvent, ...a: unknown[]) => unknown>();
  const ipcMain = {
    handle: (ch: string, fn: never) => registered.set(ch, fn),
  } as unknown as IpcMain;
  const handlers = Object.fromEntries(INVOKE_CHANNELS.map((c) => [c, () => `ran ${c}`])) as never;
  registerInvokeHandlers(ipcMain, handlers, (e) => (e as unknown as { ok: boolean }).ok);
  assert.deepEqual([...registered.keys()].sort(), [...INVOKE_CHANNELS].sort());
  const fn = registered.get('app:info')!;
  assert.equal(fn({ ok: true } as never), 'ran app:info');
  assert.throws(() => fn({ ok: false } as never), /untrusted sender/);
  assert.equal(isInvokeChannel('fs:readFile'), false);
});

test('only local requests are allowed (no remote content)', async () => {
  const { isLocalRequest } = await import('../../src-main/app/security.ts');
  const packaged = 'file:///app/out/renderer/index.html';
  assert.equal(isLocalRequest('file:///app/out/renderer/assets/index.js', packaged), true);
  assert.equal(isLocalRequest('data:,', packaged), true);
  assert.equal(isLocalRequest('https://cdn.example.com/x.js', packaged), false);
  // Only the app's own files: not another file on disk, not a path that climbs out of the folder.
  assert.equal(isLocalRequest('file:///home/u/Downloads/evil.html', packaged), false);
  assert.equal(isLocalRequest('file:///app/out/renderer/../../secret.json', packaged), false);
  assert.equal(isLocalRequest('file:///app/out/renderer-evil/x.js', packaged), false);
  assert.equal(isLocalRequest('file:///etc/passwd', 'http://localhost:5173/'), false);
  assert.equal(isLocalRequest('http://localhost:5173/src/main.ts', 'http://localhost:5173/'), true);
  assert.equal(isLocalRequest('http://localhost:9999/', 'http://localhost:5173/'), false);
});
