/**
 * A `.ybb` book read on demand: its index rows are sorted by their packed SFEN (ybb-book.ts), so a
 * lookup packs the position, bisects the rows with 32-byte positioned reads and reads that row's
 * move records. Opening reads the header and checks the order of a sample of rows (a file out of
 * order would answer wrongly); nothing else is loaded.
 */
import { closeSync, readSync } from 'node:fs';
import { bookOpenFailure, openBookFd, refuseOpened } from './book-fd.ts';
import type { BookSource, OpenBookResult } from './book-source.ts';
import type { BookMove } from './db2016.ts';
import { PACKED_SFEN_BYTES, packSfen } from './packed-sfen.ts';
import { compareBytes, readYbbMove, YBB_HEADER, YBB_MAGIC, YBB_MOVE, YBB_ROW } from './ybb-book.ts';

/** Rows sampled on open to check the order. */
const ORDER_SAMPLES = 1024;

export class YbbIndex implements BookSource {
  /** One packed SFEN read from the file (reused: lookups run one at a time). */
  private readonly packed = Buffer.alloc(PACKED_SFEN_BYTES);
  private readonly row = Buffer.alloc(YBB_ROW);

  private constructor(
    private fd: number,
    private readonly size: number,
    private readonly rows: number,
  ) {}

  /** Opens a `.ybb` book; an error names the file and what is wrong. */
  static open(path: string): OpenBookResult {
    const opened = openBookFd(path);
    if (!opened.ok) return opened;
    const { fd, size } = opened;
    const head = Buffer.alloc(YBB_HEADER);
    const n = readSync(fd, head, 0, YBB_HEADER, 0);
    if (n < YBB_HEADER || head.toString('latin1', 0, 16) !== YBB_MAGIC)
      return refuseOpened(fd, path, 'BAD_FORMAT', 'not a .ybb book (no "YANE-BINBOOK-V1" header)');
    const rows = Number(head.readBigUInt64LE(16));
    if (YBB_HEADER + YBB_ROW * rows > size) {
      const why = `the header names ${rows} positions but the file is too short for them`;
      return refuseOpened(fd, path, 'BAD_FORMAT', why);
    }
    const index = new YbbIndex(fd, size, rows);
    if (!index.sampledInOrder()) {
      index.close();
      const why = 'the positions are not sorted: not a .ybb book Banmen can look up';
      return bookOpenFailure(path, 'NOT_SORTED', why);
    }
    return { ok: true, source: index };
  }

  /** Reads row `i`'s packed SFEN into `this.packed`. */
  private packedAt(i: number): Buffer {
    readSync(this.fd, this.packed, 0, PACKED_SFEN_BYTES, YBB_HEADER + YBB_ROW * i);
    return this.packed;
  }

  /** Whether evenly spaced rows ascend. */
  private sampledInOrder(): boolean {
    const n = Math.min(ORDER_SAMPLES, this.rows);
    let last: Buffer | null = null;
    for (let s = 0; s < n; s++) {
      const p = Buffer.from(this.packedAt(Math.floor((s * this.rows) / n)));
      if (last && compareBytes(p, last) < 0) return false;
      last = p;
    }
    return true;
  }

  probe(sfen: string): readonly BookMove[] | undefined {
    if (this.fd < 0) throw new Error('the book is closed');
    const key = packSfen(sfen.trim().replace(/^sfen\s+/, ''));
    // Why undefined: a position without all 40 pieces cannot be in a .ybb book.
    if (typeof key === 'string') return undefined;
    let lo = 0;
    let hi = this.rows;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (compareBytes(this.packedAt(mid), key) < 0) lo = mid + 1;
      else hi = mid;
    }
    if (lo >= this.rows) return undefined;
    readSync(this.fd, this.row, 0, YBB_ROW, YBB_HEADER + YBB_ROW * lo);
    if (compareBytes(this.row.subarray(0, PACKED_SFEN_BYTES), key) !== 0) return undefined;
    return this.movesOf(this.row.readUInt32LE(32), this.row.readUInt32LE(40));
  }

  /**
   * The `count` move records at `at`; a record that does not decode is left out. A row without
   * moves answers an empty list, as the whole reader does.
   */
  private movesOf(at: number, count: number): readonly BookMove[] {
    const length = Math.min(count * YBB_MOVE, Math.max(0, this.size - at));
    const buf = Buffer.alloc(length);
    readSync(this.fd, buf, 0, length, at);
    const view = new DataView(buf.buffer, buf.byteOffset, buf.byteLength);
    const moves: BookMove[] = [];
    for (let k = 0; (k + 1) * YBB_MOVE <= length; k++) {
      const m = readYbbMove(view, k * YBB_MOVE);
      // Why skip, not fail: one bad record should cost its own move, not the lookup (the whole
      // reader refuses the file and names it: `npm run -s book -- stats` finds such rows).
      if (typeof m !== 'string') moves.push(m);
    }
    return moves;
  }

  close(): void {
    if (this.fd >= 0) closeSync(this.fd);
    this.fd = -1;
  }
}
