/**
 * Files of `PackedSfenValue` records (YaneuraOu's `.bin` teacher data): records back to back,
 * no header. Read in large chunks so a multi-gigabyte file streams through a small buffer.
 */
import { closeSync, existsSync, openSync, readSync, statSync, truncateSync } from 'node:fs';
import { PSV_SIZE, readPsv, type PackedSfenValue } from './psv.ts';

/** Records read per chunk (1 MB of records at a time). */
const CHUNK_RECORDS = 26_214;

/** What a file holds: whole records and any trailing partial record. */
export interface PsvFileShape {
  records: number;
  /** Bytes after the last whole record (a file cut mid-record); 0 for a well-formed file. */
  trailingBytes: number;
}

/** Why a file cannot be read. */
export interface PsvFileError {
  code: 'PSV_FILE_UNREADABLE';
  message: string;
}

/** The shape of a file, or why it cannot be read (a missing file is an error; see `existingRecords`). */
export function psvFileShape(
  path: string,
): { ok: true; value: PsvFileShape } | { ok: false; error: PsvFileError } {
  try {
    const size = statSync(path).size;
    return {
      ok: true,
      value: { records: Math.floor(size / PSV_SIZE), trailingBytes: size % PSV_SIZE },
    };
  } catch (e) {
    return {
      ok: false,
      error: { code: 'PSV_FILE_UNREADABLE', message: `${path}: ${(e as Error).message}` },
    };
  }
}

/**
 * The whole records already in a file that is to be appended to (0 when it does not exist). A
 * partial record at the end, left by an interrupted run, is cut off so appending stays aligned.
 */
export function existingRecords(path: string): { records: number; cutBytes: number } {
  if (!existsSync(path)) return { records: 0, cutBytes: 0 };
  const size = statSync(path).size;
  const cut = size % PSV_SIZE;
  // Why truncate: a record appended after a partial one would be misaligned for every reader.
  if (cut !== 0) truncateSync(path, size - cut);
  return { records: Math.floor(size / PSV_SIZE), cutBytes: cut };
}

/**
 * Calls `each(record, index)` for every whole record of the file, in order, from record `from`
 * (default 0); stops early when `each` returns false.
 * @throws if the file cannot be read (callers check with `psvFileShape` first).
 */
export function forEachPsv(
  path: string,
  each: (rec: PackedSfenValue, index: number) => boolean | void,
  from = 0,
): void {
  const fd = openSync(path, 'r');
  try {
    const buf = new Uint8Array(CHUNK_RECORDS * PSV_SIZE);
    let index = from;
    for (;;) {
      const got = readSync(fd, buf, 0, buf.length, index * PSV_SIZE);
      const n = Math.floor(got / PSV_SIZE);
      for (let i = 0; i < n; i++, index++)
        if (each(readPsv(buf, i * PSV_SIZE), index) === false) return;
      if (got < buf.length) return;
    }
  } finally {
    closeSync(fd);
  }
}
