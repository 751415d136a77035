/**
 * A book read on demand: positions are looked up in the file as they are asked for, so a book
 * of millions of positions opens in a fraction of a second and holds only a small index in
 * memory (YaneuraOu calls this reading "on the fly"). The format follows the extension:
 * `.db` DB2016 (db2016-index.ts, the file must be sorted as Banmen and YaneuraOu write it),
 * `.bin` Apery (apery-index.ts), `.ybb` YaneuraOu binary (ybb-index.ts). `.sbk` is read whole: it
 * is one protobuf message whose states are neither sorted nor indexed, so no lookup can skip them.
 */
import { AperyIndex } from './apery-index.ts';
import { readAnyBookFile } from './book-file.ts';
import { bookFormatOf } from './book-formats.ts';
import type { BookError, BookMove } from './db2016.ts';
import { Db2016Index } from './db2016-index.ts';
import { YbbIndex } from './ybb-index.ts';

/** Lookups in a book file kept open. */
export interface BookSource {
  /** The moves of a position (SFEN with or without move number), or undefined when absent. */
  probe(sfen: string): readonly BookMove[] | undefined;
  /** Closes the file; probing afterwards throws. */
  close(): void;
}

/** Result of {@link openBookOnDemand}. */
export type OpenBookResult = { ok: true; source: BookSource } | { ok: false; error: BookError };

/** Opens a book for on-demand lookups, its format by extension. */
export function openBookOnDemand(path: string): OpenBookResult {
  const f = bookFormatOf(path);
  if (!f.ok) return f;
  if (f.format === 'apery') return AperyIndex.open(path);
  if (f.format === 'db2016') return Db2016Index.open(path);
  if (f.format === 'ybb') return YbbIndex.open(path);
  return readWhole(path);
}

/** A book read whole into memory, behind the same lookups (formats without an index). */
function readWhole(path: string): OpenBookResult {
  const r = readAnyBookFile(path);
  if (!r.ok) return r;
  let book: typeof r.book | null = r.book;
  const source: BookSource = {
    probe: (sfen) => {
      if (!book) throw new Error(`${path}: the book is closed`);
      return book.probe(sfen);
    },
    close: () => {
      book = null;
    },
  };
  return { ok: true, source };
}
