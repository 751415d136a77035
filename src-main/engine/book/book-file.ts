/**
 * Book files on disk: reading a DB2016 file into a {@link Book}, writing one, reading and writing
 * any supported format by extension (book-formats.ts), and where the
 * bundled book lives (`resources/book/standard.db`; BANMEN_RESOURCES names the resources folder
 * in builds and the packaged app, as for the shipped net).
 */
import { writeFileSync } from 'node:fs';
import {
  BoundedReadError,
  MAX_ENGINE_FILE_BYTES,
  readFileBoundedSync,
} from '../../bounded-read.ts';
import { bundledResource } from '../resources.ts';
import { Book } from './book.ts';
import {
  bookFormatOf,
  bookLosses,
  decodeBook,
  encodeBook,
  type BookFormatName,
} from './book-formats.ts';
import { formatBook, parseBook, type BookError } from './db2016.ts';

/** Result of {@link readBookFile}. */
export type ReadBookResult = { ok: true; book: Book } | { ok: false; error: BookError };

/** The bundled book's path, or null when this build ships none. */
export function bundledBookPath(): string | null {
  return bundledResource('book/standard.db');
}

/** A book's bytes. Why bounded (issue 42 F7): a FIFO hung the engine, /dev/zero grew it. */
function readBounded(path: string): Buffer {
  return readFileBoundedSync(path, MAX_ENGINE_FILE_BYTES);
}

/** Why a book could not be read: the bounded reader's reason, else the system error's code. */
function readFailure(path: string, e: unknown): string {
  if (e instanceof BoundedReadError && e.code !== 'UNREADABLE')
    return e.message.slice(path.length + 2);
  const cause = e instanceof BoundedReadError ? e.cause : e;
  return (cause as NodeJS.ErrnoException).code ?? (cause as Error).message;
}

/** Reads and parses a book file; an unreadable file is a READ_FAILED error naming it. */
export function readBookFile(path: string): ReadBookResult {
  let text: string;
  try {
    text = readBounded(path).toString('utf8');
  } catch (e) {
    const why = readFailure(path, e);
    return {
      ok: false,
      error: {
        code: 'READ_FAILED',
        file: path,
        line: 0,
        message: `${path}: cannot read the book (${why})`,
      },
    };
  }
  const parsed = parseBook(text, path);
  return parsed.ok ? { ok: true, book: Book.from(parsed.entries) } : parsed;
}

/** Writes a book as DB2016 text; returns the error message if the file cannot be written. */
export function writeBookFile(path: string, book: Book): string | null {
  try {
    writeFileSync(path, formatBook([...book.entries()]));
    return null;
  } catch (e) {
    return `${path}: cannot write the book (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`;
  }
}

/** Result of {@link readAnyBookFile}: the book and what its format could not give back. */
export type ReadAnyBookResult =
  | { ok: true; book: Book; format: BookFormatName; warnings: string[] }
  | { ok: false; error: BookError };

/** Reads a book in the format its extension names (`.db` DB2016, `.bin` Apery). */
export function readAnyBookFile(path: string): ReadAnyBookResult {
  const f = bookFormatOf(path);
  if (!f.ok) return f;
  let bytes: Uint8Array;
  try {
    bytes = readBounded(path);
  } catch (e) {
    const why = readFailure(path, e);
    const message = `${path}: cannot read the book (${why})`;
    return { ok: false, error: { code: 'READ_FAILED', file: path, line: 0, message } };
  }
  const r = decodeBook(f.format, bytes, path);
  if (!r.ok) return r;
  return { ok: true, book: Book.from(r.entries), format: f.format, warnings: r.warnings };
}

/** Result of {@link writeAnyBookFile}: what the format dropped, or why nothing was written. */
export type WriteAnyBookResult = { ok: true; warnings: string[] } | { ok: false; message: string };

/**
 * Writes a book in the format its extension names. The losses are computed before writing and
 * returned, so a caller can show what the format could not hold.
 */
export function writeAnyBookFile(path: string, book: Book): WriteAnyBookResult {
  const f = bookFormatOf(path);
  if (!f.ok) return { ok: false, message: f.error.message };
  const entries = [...book.entries()];
  const warnings = bookLosses(f.format, entries);
  try {
    writeFileSync(path, encodeBook(f.format, entries));
    return { ok: true, warnings };
  } catch (e) {
    const why = (e as NodeJS.ErrnoException).code ?? (e as Error).message;
    return { ok: false, message: `${path}: cannot write the book (${why})` };
  }
}
