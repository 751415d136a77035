/**
 * Session hardening of the app: no permissions (camera, notifications, …) and no request to
 * anything but the app's own files or the development server (why: no remote content).
 */
import type { Session } from 'electron';

/** True if a request URL is local to the app. */
export function isLocalRequest(url: string, rendererUrl: string): boolean {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return false;
  }
  if (['file:', 'data:', 'blob:', 'devtools:', 'chrome-extension:'].includes(u.protocol))
    return true;
  const ours = new URL(rendererUrl);
  return ours.protocol !== 'file:' && u.origin === ours.origin;
}

/** Denies every permission request and cancels every non-local request. */
export function hardenSession(session: Session, rendererUrl: string): void {
  session.setPermissionRequestHandler((_wc, _permission, callback) => callback(false));
  session.webRequest.onBeforeRequest((details, callback) =>
    callback({ cancel: !isLocalRequest(details.url, rendererUrl) }),
  );
}
