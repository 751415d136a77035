/**
 * Serves the built renderer (out/renderer) with a strict CSP and no directory escapes.
 */
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import type { ServerResponse } from 'node:http';

/** Content types of the renderer's files (shared with Electron's app:// scheme). */
export const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
};

/** The same policy as the renderer's meta tag, sent as a header too. */
export const CONTENT_SECURITY_POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
  "connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** Resolves a URL path inside `root`, or null if it would escape it or does not decode. */
export function resolveInside(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null; // a malformed escape names no file
  }
  const rel = normalize(decoded).replace(/^([/\\])+/, '');
  const full = join(root, rel === '' ? 'index.html' : rel);
  return full === root || full.startsWith(root + sep) ? full : null;
}

/** Writes the file for `urlPath` (404 when missing). */
export async function serveStatic(
  root: string,
  urlPath: string,
  res: ServerResponse,
): Promise<void> {
  const file = resolveInside(root, urlPath);
  const body = file ? await readFile(file).catch(() => null) : null;
  if (!file || !body) {
    res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    return;
  }
  res.writeHead(200, {
    'content-type': MIME[extname(file)] ?? 'application/octet-stream',
    'content-security-policy': CONTENT_SECURITY_POLICY,
    'x-content-type-options': 'nosniff',
    'cache-control': 'no-cache',
  });
  res.end(body);
}
