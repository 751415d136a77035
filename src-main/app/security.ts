/**
 * Session hardening of the app: no permissions (camera, notifications, …) and no request to
 * anything but the app's own files or the development server (why: no remote content).
 */
import type { Session } from 'electron';

/** True if a request URL is local to the app: its own files (not any file: URL), or the dev server. */
export function isLocalRequest(url: string, rendererUrl: string): boolean {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return false;
  }
  const ours = new URL(rendererUrl);
  // Why: a file: URL elsewhere on disk is content the app did not ship (a record's HTML, a crafted link).
  if (u.protocol === 'file:') return ours.protocol === 'file:' && isUnder(u, ours);
  if (['data:', 'blob:', 'devtools:', 'chrome-extension:'].includes(u.protocol)) return true;
  // Why by parts: a custom scheme's origin is "null" for every URL of every such scheme.
  if (ours.protocol !== 'http:' && ours.protocol !== 'https:')
    return u.protocol === ours.protocol && u.host === ours.host;
  return u.origin === ours.origin;
}

/**
 * True if file URL `u` lies in the folder of the renderer's page `page` (URL parsing has resolved
 * `..`), on the same host (why: `file://server/share/…` is a Windows UNC path on another
 * machine); a path that does not decode (`file:///%`) is not.
 */
function isUnder(u: URL, page: URL): boolean {
  if (u.host !== page.host) return false;
  try {
    const folder = decodeURIComponent(page.pathname.slice(0, page.pathname.lastIndexOf('/') + 1));
    return decodeURIComponent(u.pathname).startsWith(folder);
  } catch {
    return false;
  }
}

/** Denies every permission request and cancels every non-local request. */
export function hardenSession(session: Session, rendererUrl: string): void {
  session.setPermissionRequestHandler((_wc, _permission, callback) => callback(false));
  session.webRequest.onBeforeRequest((details, callback) =>
    callback({ cancel: !isLocalRequest(details.url, rendererUrl) }),
  );
}
