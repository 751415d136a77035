/**
 * Book files on disk: reading a DB2016 file into a {@link Book}, writing one, and where the
 * bundled book lives (`resources/book/standard.db`; BANMEN_RESOURCES names the resources folder
 * in builds and the packaged app, as for the shipped net).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { bundledResource } from '../resources.ts';
import { Book } from './book.ts';
import { formatBook, parseBook, type BookError } from './db2016.ts';

/** Result of {@link readBookFile}. */
export type ReadBookResult = { ok: true; book: Book } | { ok: false; error: BookError };

/** The bundled book's path, or null when this build ships none. */
export function bundledBookPath(): string | null {
  return bundledResource('book/standard.db');
}

/** Reads and parses a book file; an unreadable file is a READ_FAILED error naming it. */
export function readBookFile(path: string): ReadBookResult {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (e) {
    const why = (e as NodeJS.ErrnoException).code ?? (e as Error).message;
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
