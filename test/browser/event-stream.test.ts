// The browser host's event hub tells when a page went away for good: its last stream closed and
// it did not reconnect within the grace period (issue 41, defect 2).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import { EventStreamHub, PAGE_GONE_MS } from '../../src-main/web/event-stream.ts';

/** A fake stream response from page `page`. */
function stream(page: string) {
  const res = Object.assign(new EventEmitter(), {
    req: { headers: { 'x-banmen-page': page } },
    writeHead: () => res,
    write: () => true,
    end: () => {},
  });
  return res;
}

test('a page whose stream closes is gone after the grace period, not if it reconnects', async (t) => {
  t.mock.timers.enable({ apis: ['setTimeout'] });
  const gone: string[] = [];
  const hub = new EventStreamHub((p) => gone.push(p));
  const a = stream('page-a');
  const b = stream('page-b');
  hub.attach(a as unknown as ServerResponse);
  hub.attach(b as unknown as ServerResponse);
  a.emit('close');
  b.emit('close');
  t.mock.timers.tick(PAGE_GONE_MS - 1);
  hub.attach(stream('page-b') as unknown as ServerResponse); // b reconnects in time
  t.mock.timers.tick(PAGE_GONE_MS);
  assert.deepEqual(gone, ['page-a']);
});
