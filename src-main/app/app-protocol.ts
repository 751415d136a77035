/**
 * Registers the `app://banmen/` scheme with Electron (thin: the rules are in app-scheme.ts).
 * `registerAppScheme` must run before the app is ready; `serveAppScheme` once it is.
 */
import { protocol, type Session } from 'electron';
import { APP_SCHEME, appSchemeResponse } from './app-scheme.ts';

/** Declares the scheme standard and secure (module scripts, fetch, a real origin). */
export function registerAppScheme(): void {
  protocol.registerSchemesAsPrivileged([
    {
      scheme: APP_SCHEME,
      privileges: { standard: true, secure: true, supportFetchAPI: true, codeCache: true },
    },
  ]);
}

/** Serves the renderer folder on the scheme in `session`. */
export function serveAppScheme(session: Session, rendererDir: string): void {
  session.protocol.handle(APP_SCHEME, async (request) => {
    const r = await appSchemeResponse(request.url, rendererDir);
    return new Response(typeof r.body === 'string' ? r.body : new Uint8Array(r.body), {
      status: r.status,
      headers: r.headers,
    });
  });
}
