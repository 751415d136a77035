/**
 * Session-token checks of the browser host: every request must carry the random token (query
 * `token`, header `x-banmen-token` or the cookie set on the first authenticated page load)
 * and a loopback Host header (a guard against DNS rebinding).
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** Cookie that carries the token to asset and event-stream requests. */
export const TOKEN_COOKIE = 'banmen_token';
/** Header the renderer's bridge sends. */
export const TOKEN_HEADER = 'x-banmen-token';

/** A fresh random session token (URL-safe). */
export function newSessionToken(): string {
  return randomBytes(24).toString('base64url');
}

/** Constant-time string comparison (why: a token must not leak through timing). */
function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** The token a request presents, wherever it is. */
export function presentedToken(req: IncomingMessage, url: URL): string | null {
  const header = req.headers[TOKEN_HEADER];
  if (typeof header === 'string') return header;
  const query = url.searchParams.get('token');
  if (query) return query;
  const cookie = req.headers.cookie ?? '';
  for (const part of cookie.split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === TOKEN_COOKIE) return v.join('=');
  }
  return null;
}

/** True if the Host header names the loopback address we listen on. */
export function isLoopbackHost(host: string | undefined, port: number): boolean {
  return host === `127.0.0.1:${port}` || host === `localhost:${port}`;
}

/** True if the request is authorised for this session. */
export function isAuthorised(req: IncomingMessage, url: URL, token: string, port: number): boolean {
  if (!isLoopbackHost(req.headers.host, port)) return false;
  const got = presentedToken(req, url);
  return got !== null && sameToken(got, token);
}
