// The renderer's reader of the browser host's event stream (fetch, since EventSource cannot send the token header).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readServerSentEvents } from '../../src-renderer/lib/sse-reader.ts';

/** A byte stream delivering `chunks` one by one. */
function streamOf(chunks: string[]): ReadableStream<Uint8Array> {
  const enc = new TextEncoder();
  return new ReadableStream({
    start(c) {
      for (const s of chunks) c.enqueue(enc.encode(s));
      c.close();
    },
  });
}

test('events split across chunks, several in one chunk, comments and CRLF are read as the host sends them', async () => {
  const got: string[] = [];
  await readServerSentEvents(
    streamOf([
      ': banmen\n\n',
      'data: {"a":',
      '1}\n\ndata: two\r\n\r\ndata: x\ndata:y\n\n',
      'data: cut',
    ]),
    (d) => got.push(d),
  );
  assert.deepEqual(got, ['{"a":1}', 'two', 'x\ny']);
});
