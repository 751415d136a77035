/**
 * The browser host's HTTP server: serves the real renderer and bridges the IPC contract
 * (POST /api/invoke/<channel>, GET /api/events) on 127.0.0.1 only, behind a session token.
 * The API is for the app's own page only: see auth.ts for the checks and why.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isInvokeChannel, type EventSink, type InvokeHandlers } from '../shared/contract.ts';
import { newSessionToken, refusal } from './auth.ts';
import { EventStreamHub } from './event-stream.ts';
import { serveStatic } from './static-files.ts';

/** The print view's policy: nothing runs, nothing is fetched. */
export const PRINT_VIEW_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; font-src data:; " +
  "base-uri 'none'; form-action 'none'; frame-ancestors 'self'";

/** Options of {@link startWebHost}. */
export interface WebHostOptions {
  /** Port to listen on; 0 picks a free one. */
  port: number;
  /** Folder of the built renderer. */
  rendererDir: string;
  /** Builds the handlers once the event sink exists. */
  createHandlers: (sink: EventSink) => InvokeHandlers;
  /** Fixed token (tests); random otherwise. */
  token?: string;
  /** Told when a page's event stream closed for good (its engines must end). */
  onPageGone?: (page: string) => void;
  /** The HTML of a prepared print view `/print/<id>` (docs/print.md), or null when unknown. */
  printView?: (id: string) => string | null;
}

/** A running browser host. */
export interface WebHost {
  /** The address to open: the page, with the session token in the URL fragment. */
  url: string;
  port: number;
  token: string;
  sink: EventSink;
  close(): Promise<void>;
}

const MAX_BODY = 4 * 1024 * 1024;

/** Reads a JSON request body (bounded). */
async function readJson(req: IncomingMessage): Promise<unknown> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY) throw new Error('body too large');
    chunks.push(chunk);
  }
  return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
}

/** Runs one invoke request against the handlers. */
async function invoke(
  handlers: InvokeHandlers,
  channel: string,
  req: IncomingMessage,
  res: ServerResponse,
) {
  if (req.method !== 'POST' || !isInvokeChannel(channel)) {
    res.writeHead(404).end();
    return;
  }
  const body = (await readJson(req).catch(() => null)) as { args?: unknown } | null;
  if (!body || !Array.isArray(body.args)) {
    res.writeHead(400).end();
    return;
  }
  const fn = handlers[channel] as (...a: unknown[]) => unknown;
  try {
    const result = await fn(...body.args);
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ result: result ?? null }));
  } catch (err) {
    // Why 500 and not a Result: handlers return expected failures as values, so this is a bug.
    console.error(`[web] ${channel} failed:`, err);
    res
      .writeHead(500, { 'content-type': 'application/json' })
      .end(JSON.stringify({ error: String(err) }));
  }
}

/**
 * The request's URL, or null when the target is malformed: one `new URL` rejects (`//[`) or
 * whose path does not decode (`%E0%A4%A`). Why here: both threw before, and one request
 * stopped the host.
 */
export function requestUrl(target: string | undefined): URL | null {
  try {
    const url = new URL(target ?? '/', 'http://127.0.0.1');
    decodeURIComponent(url.pathname);
    return url;
  } catch {
    return null;
  }
}

/** Answers 500 to a request whose handling threw (a bug), keeping the host up. */
function failed(res: ServerResponse, err: unknown): void {
  console.error('[web] request failed:', err);
  if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
  res.end();
}

/**
 * A print view: the page alone, no script (its CSP allows only its own inline style, data:
 * images and the data: font), never cached; 404 when the id is unknown or expired.
 */
function servePrintView(html: string | null, res: ServerResponse): void {
  if (html === null) {
    res.writeHead(404, { 'content-type': 'text/plain' }).end('no such print view');
    return;
  }
  res
    .writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': PRINT_VIEW_POLICY,
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-store',
      'referrer-policy': 'no-referrer',
    })
    .end(html);
}

/** Starts the browser host on 127.0.0.1. */
export async function startWebHost(opts: WebHostOptions): Promise<WebHost> {
  const token = opts.token ?? newSessionToken();
  const hub = new EventStreamHub(opts.onPageGone);
  const handlers = opts.createHandlers(hub.sink);
  let port = opts.port;
  const server = createServer((req, res) => {
    const url = requestUrl(req.url);
    if (!url) {
      res
        .writeHead(400, { 'content-type': 'text/plain; charset=utf-8' })
        .end('Bad Request: malformed request target');
      return;
    }
    const refused = refusal(req, url, token, port);
    if (refused) {
      res
        .writeHead(refused.status, { 'content-type': 'text/plain; charset=utf-8' })
        .end(refused.message);
      return;
    }
    if (url.pathname.startsWith('/api/invoke/')) {
      invoke(handlers, url.pathname.slice('/api/invoke/'.length), req, res).catch((e) =>
        failed(res, e),
      );
    } else if (url.pathname === '/api/events' && req.method === 'GET') {
      hub.attach(res);
    } else if (url.pathname.startsWith('/print/') && req.method === 'GET') {
      servePrintView(opts.printView?.(url.pathname.slice('/print/'.length)) ?? null, res);
    } else if (url.pathname.startsWith('/api/')) {
      res.writeHead(404).end();
    } else {
      serveStatic(opts.rendererDir, url.pathname, res).catch((e) => failed(res, e));
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, '127.0.0.1', () => resolve());
  });
  port = (server.address() as AddressInfo).port;
  return {
    // Why the fragment: a browser never sends it to a server (nor in a Referer).
    url: `http://127.0.0.1:${port}/#token=${token}`,
    port,
    token,
    sink: hub.sink,
    close: () =>
      new Promise<void>((resolve) => {
        hub.closeAll();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
