/**
 * The book formats Banmen reads and writes, chosen by file extension, and what each cannot hold.
 * `.db` is YaneuraOu's DB2016 text (db2016.ts), `.bin` Apery's binary book (apery-book.ts).
 * ShogiGUI's `.sbk` and YaneuraOu's `.ybb` are recognised and refused with the reason (see
 * docs/book-formats.md). Pure: bytes in and out, no file access.
 */
import { aperyLosses, decodeAperyBook, encodeAperyBook } from './apery-book.ts';
import { formatBook, parseBook, type BookEntry, type BookError } from './db2016.ts';

/** A format this code reads and writes. */
export type BookFormatName = 'db2016' | 'apery';

/** Formats by extension (lower case, with the dot). */
const BY_EXTENSION: Readonly<Record<string, BookFormatName>> = { '.db': 'db2016', '.bin': 'apery' };

/** Formats known but not handled, with the reason a user reads. */
const REFUSED: Readonly<Record<string, string>> = {
  '.sbk': 'ShogiGUI .sbk books are not supported yet (a protobuf format; see docs/book-formats.md)',
  '.ybb':
    'YaneuraOu .ybb books are not supported yet (packed-SFEN binary; see docs/book-formats.md)',
};

/** Result of {@link bookFormatOf}. */
export type FormatOfResult = { ok: true; format: BookFormatName } | { ok: false; error: BookError };

/** The format of a book path by its extension, or an error naming the path. */
export function bookFormatOf(path: string): FormatOfResult {
  const ext = /\.[^./\\]+$/.exec(path)?.[0].toLowerCase() ?? '';
  const format = BY_EXTENSION[ext];
  if (format) return { ok: true, format };
  const why = REFUSED[ext] ?? `unknown book extension "${ext}" (expected .db or .bin)`;
  const code = REFUSED[ext] ? 'UNSUPPORTED_FORMAT' : 'BAD_FORMAT';
  return { ok: false, error: { code, file: path, line: 0, message: `${path}: ${why}` } };
}

/** What writing `entries` in `format` loses, one line per kind of loss; empty when nothing. */
export function bookLosses(format: BookFormatName, entries: readonly BookEntry[]): string[] {
  return format === 'apery' ? aperyLosses(entries) : [];
}

/** The bytes of `entries` written in `format`. */
export function encodeBook(format: BookFormatName, entries: readonly BookEntry[]): Uint8Array {
  return format === 'apery'
    ? encodeAperyBook(entries)
    : new TextEncoder().encode(formatBook(entries));
}

/** Result of {@link decodeBook}: the entries and what reading could not recover. */
export type DecodeBookResult =
  { ok: true; entries: BookEntry[]; warnings: string[] } | { ok: false; error: BookError };

/** Reads book bytes in `format`; `file` only names the source in errors. */
export function decodeBook(
  format: BookFormatName,
  bytes: Uint8Array,
  file: string,
): DecodeBookResult {
  if (format === 'db2016') {
    const parsed = parseBook(new TextDecoder().decode(bytes), file);
    return parsed.ok ? { ok: true, entries: parsed.entries, warnings: [] } : parsed;
  }
  const r = decodeAperyBook(bytes);
  if (r.ok) return r;
  return {
    ok: false,
    error: { code: 'BAD_FORMAT', file, line: 0, message: `${file}: ${r.message}` },
  };
}
