/**
 * A DB2016 book read on demand. The file must be sorted by position (the SFEN without its move
 * number), as `formatBook` and YaneuraOu's tools write it. Opening samples the file every
 * {@link SPAN} bytes and keeps, for each sample, where the next `sfen` line starts and its key:
 * a few thousand short strings for a book of millions of positions. A lookup bisects the
 * samples, reads the one span that must hold the position, and parses only that position's
 * lines. A file whose samples are out of order is refused (its lookups would miss positions).
 */
import { closeSync, readSync } from 'node:fs';
import { openBookFd, refuseOpened } from './book-fd.ts';
import type { BookSource, OpenBookResult } from './book-source.ts';
import { bookKey, DB2016_HEADER, parseBook, type BookMove } from './db2016.ts';

/** Bytes between samples: one lookup reads about this much. */
const SPAN = 32 * 1024;
/** Bytes read at a time when looking for the next `sfen` line. */
const BLOCK = 4096;

/** Where a position's `sfen` line starts, and its key. */
interface Sample {
  offset: number;
  key: string;
  /** The line is `sfen <key> <number>` exactly (single spaces, nothing else). */
  canonical: boolean;
}

export class Db2016Index implements BookSource {
  /** Read buffer reused across lookups (why: a fresh 32 KB buffer per lookup feeds the GC). */
  private buf = Buffer.alloc(SPAN + BLOCK);
  /** Whether every sampled `sfen` line is `sfen <key> <move number>` with single spaces. */
  private readonly canonical: boolean;

  private constructor(
    private fd: number,
    private readonly path: string,
    private readonly size: number,
    private readonly samples: Sample[],
  ) {
    this.canonical = samples.every((s) => s.canonical);
  }

  /** Opens a sorted DB2016 book; an error names the file and what is wrong. */
  static open(path: string): OpenBookResult {
    const opened = openBookFd(path);
    if (!opened.ok) return opened;
    const { fd, size } = opened;
    const head = readAt(fd, 0, Math.min(BLOCK, size)).split(/\r?\n/)[0]!.trim();
    if (head.startsWith('#YANEURAOU-DB') && head !== DB2016_HEADER) {
      const why = `unsupported header "${head}" (expected "${DB2016_HEADER}")`;
      return refuseOpened(fd, path, 'BAD_HEADER', why, 1);
    }
    const samples = sample(fd, size);
    for (let i = 1; i < samples.length; i++)
      if (samples[i]!.key < samples[i - 1]!.key) {
        const why = `positions are not sorted (at byte ${samples[i]!.offset}); rewrite it with "npm run -s book -- convert" to read it on demand`;
        return refuseOpened(fd, path, 'NOT_SORTED', why);
      }
    return { ok: true, source: new Db2016Index(fd, path, size, samples) };
  }

  /** Number of samples the index keeps (for the benchmark's memory figure). */
  get sampleCount(): number {
    return this.samples.length;
  }

  probe(sfen: string): readonly BookMove[] | undefined {
    if (this.fd < 0) throw new Error('the book is closed');
    const key = bookKey(sfen);
    // The last sample whose key is not above the position's.
    let lo = 0;
    let hi = this.samples.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.samples[mid]!.key <= key) lo = mid + 1;
      else hi = mid;
    }
    if (lo === 0) return undefined;
    const from = this.samples[lo - 1]!.offset;
    const to = this.samples[lo]?.offset ?? this.size;
    if (!this.canonical) return this.findIn(readAt(this.fd, from, to - from), key, from);
    return this.findBytes(from, to, key);
  }

  /**
   * The moves of `key` found by its bytes in the span (why: splitting and trimming a 32 KB span
   * into lines cost milliseconds per lookup; one byte search costs microseconds). Only for files
   * whose sampled lines are written as Banmen and YaneuraOu write them.
   */
  private findBytes(from: number, to: number, key: string): readonly BookMove[] | undefined {
    // Why one byte before: the needle starts with the newline that precedes the `sfen` line.
    const start = Math.max(0, from - 1);
    const length = to - start;
    if (this.buf.length < length) this.buf = Buffer.alloc(length);
    const n = readSync(this.fd, this.buf, 0, length, start);
    const span = this.buf.subarray(0, n);
    const head = start === from ? `sfen ${key}` : `\nsfen ${key}`;
    let at = -1;
    for (const end of [' ', '\n', '\r']) {
      at = span.indexOf(head + end, 0, 'latin1');
      if (at >= 0) break;
    }
    // Why look for the board alone on a miss: a line spaced unusually still holds it; only then
    // is the span worth the slow line-by-line parse.
    if (at < 0)
      return span.indexOf(key.split(' ')[0]!, 0, 'latin1') < 0
        ? undefined
        : this.findIn(span.toString('utf8'), key, start);
    const next = span.indexOf('\nsfen ', at + 1, 'latin1');
    const text = span.toString('utf8', at, next < 0 ? n : next);
    const parsed = parseBook(text, `${this.path} (byte ${start + at})`);
    // Why not an error: one malformed entry should cost its own lookups, not the whole book.
    return parsed.ok && parsed.entries[0]?.moves.length ? parsed.entries[0].moves : undefined;
  }

  /** The moves of `key` in a span of whole entries, parsed line by line (any spacing). */
  private findIn(text: string, key: string, at: number): readonly BookMove[] | undefined {
    const lines = text.split('\n');
    for (let i = 0; i < lines.length; i++) {
      const line = lines[i]!.trim();
      if (!line.startsWith('sfen ') || bookKey(line) !== key) continue;
      let end = i + 1;
      while (end < lines.length && !lines[end]!.trimStart().startsWith('sfen ')) end++;
      const parsed = parseBook(lines.slice(i, end).join('\n'), `${this.path} (byte ${at})`);
      // Why not an error: one malformed entry should cost its own lookups, not the whole book.
      return parsed.ok && parsed.entries[0]!.moves.length > 0
        ? parsed.entries[0]!.moves
        : undefined;
    }
    return undefined;
  }

  close(): void {
    if (this.fd >= 0) closeSync(this.fd);
    this.fd = -1;
  }
}

/** `length` bytes at `offset` as UTF-8 text. */
function readAt(fd: number, offset: number, length: number): string {
  const buf = Buffer.alloc(length);
  const n = readSync(fd, buf, 0, length, offset);
  return buf.toString('utf8', 0, n);
}

/**
 * The first `sfen` line starting at or after `offset`, or null at the end of the file. `buf` is
 * the caller's scratch buffer (why: thousands of samples would otherwise leave megabytes of
 * garbage behind in the process's memory).
 */
function nextSfenLine(fd: number, offset: number, size: number, buf: Buffer): Sample | null {
  // Why back one byte: a line that starts exactly at `offset` follows the newline before it.
  let at = Math.max(0, offset - 1);
  while (at < size) {
    const n = readSync(fd, buf, 0, Math.min(BLOCK, size - at), at);
    const chunk = buf.subarray(0, n);
    const atStart = at === 0 && chunk.subarray(0, 5).toString('latin1') === 'sfen ';
    const i = atStart ? -1 : chunk.indexOf('\nsfen ');
    if (atStart || i >= 0) {
      const start = atStart ? 0 : at + i + 1;
      const m = readSync(fd, buf, 0, Math.min(BLOCK, size - start), start);
      const text = buf.toString('utf8', 0, m);
      const line = text.slice(0, text.search(/\r?\n|$/));
      const key = bookKey(line);
      const canonical = new RegExp(`^sfen ${escape(key)} \\d+$`).test(line);
      return { offset: start, key, canonical };
    }
    if (at + n >= size) break;
    // Why overlap by five bytes: "\nsfen " may straddle two reads.
    at += n - 5;
  }
  return null;
}

/** `text` with regular-expression characters escaped. */
function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** One sample per span, each the next `sfen` line after the span's start, without repeats. */
function sample(fd: number, size: number): Sample[] {
  const out: Sample[] = [];
  const buf = Buffer.alloc(BLOCK);
  for (let at = 0; at < size; at += SPAN) {
    const s = nextSfenLine(fd, at, size, buf);
    if (!s) break;
    if (out.length === 0 || s.offset > out[out.length - 1]!.offset) out.push(s);
    if (s.offset >= at + SPAN) at = s.offset - (s.offset % SPAN);
  }
  return out;
}
