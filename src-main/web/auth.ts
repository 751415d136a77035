/**
 * Request checks of the browser host. The page and its assets hold no secret and need no token;
 * the session token reaches the page in the URL fragment, which no browser sends to a server.
 * No cookie ever carries it: cookies ignore ports, so one would reach every other server on
 * 127.0.0.1 the user visits. The API (`/api/invoke/*`, `/api/events`) needs the token in the
 * `x-banmen-token` header (another origin cannot set that header without a CORS preflight we
 * never grant), no foreign `Origin` or `Sec-Fetch-Site`, and a JSON body on invoke. Every
 * request must name our own loopback address in `Host` (a guard against DNS rebinding).
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** Header the renderer's bridge sends; the only place the API looks for the token. */
export const TOKEN_HEADER = 'x-banmen-token';

/** Why a request was refused: the HTTP status and a message for the caller. */
export interface Refusal {
  status: 403 | 415;
  message: string;
}

/** A fresh random session token (URL-safe). */
export function newSessionToken(): string {
  return randomBytes(24).toString('base64url');
}

/** Constant-time string comparison (why: a token must not leak through timing). */
function sameToken(a: string | null, b: string): boolean {
  if (a === null) return false;
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** True if the Host header names the loopback address we listen on. */
export function isLoopbackHost(host: string | undefined, port: number): boolean {
  return host === `127.0.0.1:${port}` || host === `localhost:${port}`;
}

/** True if `origin` is the host's own origin (http, loopback, our port). */
export function isOwnOrigin(origin: string, port: number): boolean {
  return origin === `http://127.0.0.1:${port}` || origin === `http://localhost:${port}`;
}

/** True if the path belongs to the API (the part that can run things). */
export function isApiPath(pathname: string): boolean {
  return pathname.startsWith('/api/');
}

/** True if the Content-Type header is JSON (parameters such as charset allowed). */
function isJson(contentType: string | undefined): boolean {
  return (contentType ?? '').split(';')[0]!.trim().toLowerCase() === 'application/json';
}

/** Checks Host and Origin, which every request must pass. */
function checkPlace(req: IncomingMessage, port: number): Refusal | null {
  if (!isLoopbackHost(req.headers.host, port)) {
    return {
      status: 403,
      message: `Forbidden: the Host header must be 127.0.0.1:${port} or localhost:${port}`,
    };
  }
  const origin = req.headers.origin;
  if (origin !== undefined && !isOwnOrigin(origin, port)) {
    return { status: 403, message: `Forbidden: requests from ${origin} are not accepted` };
  }
  return null;
}

/** Checks an API request: header token, same-origin fetch metadata, JSON body on POST. */
function checkApi(req: IncomingMessage, token: string): Refusal | null {
  const site = req.headers['sec-fetch-site'];
  // Why: a browser marks a request from another port as 'same-site'; only our own page is 'same-origin'.
  if (site !== undefined && site !== 'same-origin' && site !== 'none') {
    return { status: 403, message: `Forbidden: API requests must come from the app's own page` };
  }
  const header = req.headers[TOKEN_HEADER];
  if (!sameToken(typeof header === 'string' ? header : null, token)) {
    return {
      status: 403,
      message: `Forbidden: the API needs the session token in the ${TOKEN_HEADER} header`,
    };
  }
  if (req.method === 'POST' && !isJson(req.headers['content-type'])) {
    return {
      status: 415,
      message: 'Unsupported Media Type: the API accepts application/json only',
    };
  }
  return null;
}

/** Why the request must be refused, or null if it may go on (assets need no token). */
export function refusal(
  req: IncomingMessage,
  url: URL,
  token: string,
  port: number,
): Refusal | null {
  const place = checkPlace(req, port);
  if (place) return place;
  return isApiPath(url.pathname) ? checkApi(req, token) : null;
}
