/**
 * Reads a Server-Sent Events body from `fetch` (the browser host's `/api/events`). Why not
 * EventSource: it cannot send the session-token header the host's API requires.
 */

/** Calls `onData` with the `data` of each event in `body` until the stream ends. */
export async function readServerSentEvents(
  body: ReadableStream<Uint8Array>,
  onData: (data: string) => void,
): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffered = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    // Why stream: a multi-byte character may be split between two chunks.
    buffered += decoder.decode(value, { stream: true }).replace(/\r\n?/g, '\n');
    // Why the loop: one chunk may hold several events, or end in the middle of one.
    let end = buffered.indexOf('\n\n');
    while (end >= 0) {
      const data = eventData(buffered.slice(0, end));
      if (data !== null) onData(data);
      buffered = buffered.slice(end + 2);
      end = buffered.indexOf('\n\n');
    }
  }
}

/** The joined `data:` lines of one event block, or null for a comment-only block. */
export function eventData(block: string): string | null {
  const lines = block
    .split('\n')
    .filter((l) => l.startsWith('data:'))
    .map((l) => l.slice(l.startsWith('data: ') ? 6 : 5));
  return lines.length ? lines.join('\n') : null;
}
