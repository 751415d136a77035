/**
 * Server-Sent Events hub: the browser host's side of the contract's event channels.
 */
import type { ServerResponse } from 'node:http';
import type { EventChannel, EventContract, EventSink } from '../ipc/contract.ts';

/** Keeps the open event streams and broadcasts contract events to them. */
export class EventStreamHub {
  private readonly clients = new Set<ServerResponse>();

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
    res.on('close', () => this.clients.delete(res));
  }

  /** The sink services publish to. */
  readonly sink: EventSink = <E extends EventChannel>(channel: E, payload: EventContract[E]) => {
    const data = `data: ${JSON.stringify({ channel, payload })}\n\n`;
    for (const c of this.clients) c.write(data);
  };

  /** Ends every stream (on shutdown). */
  closeAll(): void {
    for (const c of this.clients) c.end();
    this.clients.clear();
  }
}
