/**
 * An Apery book read on demand: the records are sorted by key, so a lookup is a binary search
 * in the file (16-byte reads) followed by a read of the position's run of records. Opening reads
 * only a sample of keys to check the order (a file out of order would answer wrongly).
 */
import { closeSync, readSync } from 'node:fs';
import { bookOpenFailure, openBookFd, refuseOpened } from './book-fd.ts';
import { APERY_RECORD, readAperyRecord } from './apery-book.ts';
import { aperyKey } from './apery-key.ts';
import type { BookSource, OpenBookResult } from './book-source.ts';
import type { BookMove } from './db2016.ts';

/** Keys sampled on open to check the order. */
const ORDER_SAMPLES = 1024;
/** Records read at once when collecting a position's run (a position rarely has more moves). */
const RUN_CHUNK = 32;

export class AperyIndex implements BookSource {
  private readonly key = Buffer.alloc(8);

  private constructor(
    private fd: number,
    private readonly records: number,
  ) {}

  /** Opens an Apery book; an error names the file and what is wrong. */
  static open(path: string): OpenBookResult {
    const opened = openBookFd(path);
    if (!opened.ok) return opened;
    const { fd, size } = opened;
    if (size % APERY_RECORD !== 0) {
      const why = `the size ${size} is not a multiple of 16 bytes: not an Apery book`;
      return refuseOpened(fd, path, 'BAD_FORMAT', why);
    }
    const index = new AperyIndex(fd, size / APERY_RECORD);
    if (!index.sampledInOrder()) {
      index.close();
      return bookOpenFailure(
        path,
        'NOT_SORTED',
        'the records are not sorted by key: not an Apery book',
      );
    }
    return { ok: true, source: index };
  }

  /** The key of record `i`. */
  private keyAt(i: number): bigint {
    readSync(this.fd, this.key, 0, 8, i * APERY_RECORD);
    return this.key.readBigUInt64LE(0);
  }

  /** Whether evenly spaced keys ascend. */
  private sampledInOrder(): boolean {
    const n = Math.min(ORDER_SAMPLES, this.records);
    let last = -1n;
    for (let s = 0; s < n; s++) {
      const k = this.keyAt(Math.floor((s * this.records) / n));
      if (k < last) return false;
      last = k;
    }
    return true;
  }

  /** The first record whose key is not below `key` (records when none). */
  private lowerBound(key: bigint): number {
    let lo = 0;
    let hi = this.records;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.keyAt(mid) < key) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  probe(sfen: string): readonly BookMove[] | undefined {
    if (this.fd < 0) throw new Error('the book is closed');
    const key = aperyKey(sfen);
    let i = this.lowerBound(key);
    const moves: BookMove[] = [];
    const buf = Buffer.alloc(RUN_CHUNK * APERY_RECORD);
    const view = new DataView(buf.buffer, buf.byteOffset, buf.byteLength);
    for (;;) {
      const n = Math.min(RUN_CHUNK, this.records - i);
      if (n <= 0) break;
      readSync(this.fd, buf, 0, n * APERY_RECORD, i * APERY_RECORD);
      let j = 0;
      for (; j < n && view.getBigUint64(j * APERY_RECORD, true) === key; j++) {
        const m = readAperyRecord(view, j * APERY_RECORD);
        if (m) moves.push(m);
      }
      if (j < n) break;
      i += n;
    }
    return moves.length > 0 ? moves : undefined;
  }

  close(): void {
    if (this.fd >= 0) closeSync(this.fd);
    this.fd = -1;
  }
}
