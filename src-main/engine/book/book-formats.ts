/**
 * The book formats Banmen reads and writes, chosen by file extension, and what each cannot hold.
 * `.db` is YaneuraOu's DB2016 text (db2016.ts), `.bin` Apery's binary book (apery-book.ts),
 * `.ybb` YaneuraOu's binary book (ybb-book.ts) and `.sbk` ShogiGUI's protobuf book (sbk-book.ts);
 * see docs/book-formats.md. Pure: bytes in and out, no file access.
 */
import { aperyLosses, decodeAperyBook, encodeAperyBook } from './apery-book.ts';
import { formatBook, parseBook, type BookEntry, type BookError } from './db2016.ts';
import { tagLosses } from './book-move-tags.ts';
import { decodeSbkBook, encodeSbkBook, sbkLosses } from './sbk-book.ts';
import { decodeYbbBook, encodeYbbBook, ybbLosses } from './ybb-book.ts';

/** A format this code reads and writes. */
export type BookFormatName = 'db2016' | 'apery' | 'ybb' | 'sbk';

/** Formats by extension (lower case, with the dot). */
const BY_EXTENSION: Readonly<Record<string, BookFormatName>> = {
  '.db': 'db2016',
  '.bin': 'apery',
  '.ybb': 'ybb',
  '.sbk': 'sbk',
};

/** Result of {@link bookFormatOf}. */
export type FormatOfResult = { ok: true; format: BookFormatName } | { ok: false; error: BookError };

/** The format of a book path by its extension, or an error naming the path. */
export function bookFormatOf(path: string): FormatOfResult {
  const ext = /\.[^./\\]+$/.exec(path)?.[0].toLowerCase() ?? '';
  const format = BY_EXTENSION[ext];
  if (format) return { ok: true, format };
  const why = `unknown book extension "${ext}" (expected .db, .bin, .ybb or .sbk)`;
  return {
    ok: false,
    error: { code: 'BAD_FORMAT', file: path, line: 0, message: `${path}: ${why}` },
  };
}

/** Display names of the formats in loss messages. */
const LABEL: Readonly<Record<BookFormatName, string>> = {
  db2016: 'DB2016',
  apery: 'Apery .bin',
  ybb: '.ybb',
  sbk: '.sbk',
};

/** What writing `entries` in `format` loses, one line per kind of loss; empty when nothing. */
export function bookLosses(format: BookFormatName, entries: readonly BookEntry[]): string[] {
  if (format === 'db2016') return [];
  const own =
    format === 'apery'
      ? aperyLosses(entries)
      : format === 'ybb'
        ? ybbLosses(entries)
        : sbkLosses(entries);
  return [
    ...own,
    ...tagLosses(
      entries.flatMap((e) => e.moves),
      LABEL[format],
    ),
  ];
}

/** The bytes of `entries` written in `format`. */
export function encodeBook(format: BookFormatName, entries: readonly BookEntry[]): Uint8Array {
  if (format === 'apery') return encodeAperyBook(entries);
  if (format === 'ybb') return encodeYbbBook(entries);
  if (format === 'sbk') return encodeSbkBook(entries);
  return new TextEncoder().encode(formatBook(entries));
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
  const r = readBinary(format, bytes);
  if (r.ok) return r;
  return {
    ok: false,
    error: { code: 'BAD_FORMAT', file, line: 0, message: `${file}: ${r.message}` },
  };
}

/** Reads a binary format; a message says what is wrong with the bytes. */
function readBinary(
  format: Exclude<BookFormatName, 'db2016'>,
  bytes: Uint8Array,
): { ok: true; entries: BookEntry[]; warnings: string[] } | { ok: false; message: string } {
  if (format === 'sbk') return decodeSbkBook(bytes);
  if (format === 'apery') return decodeAperyBook(bytes);
  const r = decodeYbbBook(bytes);
  return r.ok ? { ok: true, entries: r.entries, warnings: [] } : r;
}
