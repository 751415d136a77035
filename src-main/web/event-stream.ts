/**
 * Server-Sent Events hub: the browser host's side of the contract's event channels. Each page
 * names itself in a header on its stream, so the hub also knows when a page went away.
 */
import type { ServerResponse } from 'node:http';
import type { EventChannel, EventContract, EventSink } from '../shared/contract.ts';

/** The header in which a page sends its id (the renderer's bridge sets it). */
export const PAGE_HEADER = 'x-banmen-page';

/**
 * How long a page may be without its stream before it counts as gone. Why not at once: the
 * bridge reconnects a dropped stream after 1 s, and a page that reconnects is still there.
 */
export const PAGE_GONE_MS = 3000;

/** Keeps the open event streams and broadcasts contract events to them. */
export class EventStreamHub {
  private readonly clients = new Set<ServerResponse>();
  /** Open streams per page id. */
  private readonly pages = new Map<string, number>();
  private readonly pending = new Map<string, NodeJS.Timeout>();

  /** @param onPageGone Told when a page closed its last stream and did not come back. */
  constructor(private readonly onPageGone: (page: string) => void = () => undefined) {}

  /** Adopts a response as an event stream until the client goes away. */
  attach(res: ServerResponse): void {
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache',
      connection: 'keep-alive',
    });
    // Why the comment line: it flushes headers so EventSource fires `open` at once.
    res.write(': banmen\n\n');
    this.clients.add(res);
    const page = pageOf(res);
    if (page) this.opened(page);
    res.on('close', () => {
      this.clients.delete(res);
      if (page) this.closed(page);
    });
  }

  private opened(page: string): void {
    clearTimeout(this.pending.get(page));
    this.pending.delete(page);
    this.pages.set(page, (this.pages.get(page) ?? 0) + 1);
  }

  private closed(page: string): void {
    const left = (this.pages.get(page) ?? 1) - 1;
    if (left > 0) return void this.pages.set(page, left);
    this.pages.delete(page);
    const timer = setTimeout(() => {
      this.pending.delete(page);
      this.onPageGone(page);
    }, PAGE_GONE_MS);
    timer.unref();
    this.pending.set(page, timer);
  }

  /** The sink services publish to. */
  readonly sink: EventSink = <E extends EventChannel>(channel: E, payload: EventContract[E]) => {
    const data = `data: ${JSON.stringify({ channel, payload })}\n\n`;
    for (const c of this.clients) c.write(data);
  };

  /** Ends every stream (on shutdown). */
  closeAll(): void {
    for (const t of this.pending.values()) clearTimeout(t);
    this.pending.clear();
    for (const c of this.clients) c.end();
    this.clients.clear();
  }
}

/** The page id a stream's request carries, if it is a plausible one. */
function pageOf(res: ServerResponse): string | null {
  const v = res.req?.headers[PAGE_HEADER];
  return typeof v === 'string' && /^[\w-]{1,64}$/.test(v) ? v : null;
}
