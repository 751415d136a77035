/**
 * The `app://banmen/` scheme that serves the Electron renderer (issue 42 F12). The packaged app's
 * fuse `grantFileProtocolExtraPrivileges: false` removes the ASAR-aware `file:` loader, so a
 * `file://…/app.asar/…/index.html` with module scripts shows a blank window; a privileged custom
 * scheme restricted to the renderer folder serves it instead (the Electron security checklist's
 * item on custom protocols). This module is the path rule and the response, in plain Node so it
 * is tested without Electron; app-protocol.ts only registers it.
 */
import { readFile, stat } from 'node:fs/promises';
import { extname } from 'node:path';
import { CONTENT_SECURITY_POLICY, MIME, resolveInside } from '../web/static-files.ts';

/** The scheme, without the colon. */
export const APP_SCHEME = 'app';
/** The one host the scheme answers. */
export const APP_HOST = 'banmen';
/** The renderer's page under the scheme. */
export const APP_INDEX_URL = `${APP_SCHEME}://${APP_HOST}/index.html`;

/**
 * The file inside `rendererDir` an `app:` URL names, or null: another scheme or host, a path
 * that does not decode, holds a NUL or a backslash (a Windows separator), or leaves the folder.
 */
export function appSchemeFile(requestUrl: string, rendererDir: string): string | null {
  let url: URL;
  try {
    url = new URL(requestUrl);
  } catch {
    return null;
  }
  if (url.protocol !== `${APP_SCHEME}:` || url.host !== APP_HOST) return null;
  // Why check the raw path: `%5c` and `%00` decode to a separator or a NUL on the way to disk.
  if (/%5c|%00|\\/i.test(url.pathname)) return null;
  return resolveInside(rendererDir, url.pathname || '/');
}

/** What the scheme answers: status, headers and body. */
export interface AppSchemeResponse {
  status: 200 | 403 | 404;
  headers: Record<string, string>;
  body: Buffer | string;
}

/** Answers one `app:` request from the renderer folder (403 outside it, 404 when missing). */
export async function appSchemeResponse(
  requestUrl: string,
  rendererDir: string,
): Promise<AppSchemeResponse> {
  const text = { 'content-type': 'text/plain; charset=utf-8' };
  const file = appSchemeFile(requestUrl, rendererDir);
  if (!file) return { status: 403, headers: text, body: 'forbidden' };
  const isFile = await stat(file).then(
    (s) => s.isFile(),
    () => false,
  );
  if (!isFile) return { status: 404, headers: text, body: 'not found' };
  return {
    status: 200,
    headers: {
      'content-type': MIME[extname(file)] ?? 'application/octet-stream',
      'content-security-policy': CONTENT_SECURITY_POLICY,
      'x-content-type-options': 'nosniff',
    },
    body: await readFile(file),
  };
}

/** True if `url` is on the app's own scheme and host (compared by parts: its origin is "null"). */
export function isAppUrl(url: URL): boolean {
  return url.protocol === `${APP_SCHEME}:` && url.host === APP_HOST;
}
