/**
 * Opening a book file for positioned reads, shared by the on-demand readers (db2016-index.ts,
 * apery-index.ts, ybb-index.ts), so that each refuses a file with the same error shape.
 */
import { closeSync, fstatSync, openSync } from 'node:fs';
import type { BookError } from './db2016.ts';

/** A refused book: the error names the file (and the line, when there is one) and what is wrong. */
export function bookOpenFailure(
  path: string,
  code: BookError['code'],
  why: string,
  line = 0,
): { ok: false; error: BookError } {
  return {
    ok: false,
    error: { code, file: path, line, message: `${path}${line ? `:${line}` : ''}: ${why}` },
  };
}

/** Opens `path` for reading; on failure, the error says why the book cannot be read. */
export function openBookFd(
  path: string,
): { ok: true; fd: number; size: number } | { ok: false; error: BookError } {
  let fd: number;
  try {
    fd = openSync(path, 'r');
  } catch (e) {
    const why = `cannot read the book (${(e as NodeJS.ErrnoException).code})`;
    return bookOpenFailure(path, 'READ_FAILED', why);
  }
  // Why fstat on the descriptor: the size belongs to the file opened, even if the path is replaced.
  const size = fstatSync(fd).size;
  return { ok: true, fd, size };
}

/** Closes the descriptor of a book that was refused after it was opened, and returns the refusal. */
export function refuseOpened(
  fd: number,
  path: string,
  code: BookError['code'],
  why: string,
  line = 0,
): { ok: false; error: BookError } {
  closeSync(fd);
  return bookOpenFailure(path, code, why, line);
}
