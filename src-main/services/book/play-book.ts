/**
 * Play's book: a book file from the app's books folder answering for whichever engine is to move
 * (built-in or external), with the tournament's choice (engine/book/frontend-book.ts). The book
 * is opened on demand (book-source.ts: a sorted `.db` or a `.bin` of millions of positions is
 * looked up in the file, not loaded), and opened again only when its file changes. Plain Node
 * service.
 */
import { statSync } from 'node:fs';
import { join } from 'node:path';
import type { Book } from '../../engine/book/book.ts';
import { readAnyBookFile } from '../../engine/book/book-file.ts';
import {
  openBookOnDemand,
  type BookSource,
  type OpenBookResult,
} from '../../engine/book/book-source.ts';
import { chooseFrontendMove } from '../../engine/book/frontend-book.ts';
import { parseSfen, parseUsiMove } from '../../shared/rules/sfen.ts';
import { MOVE_NONE } from '../../shared/rules/types.ts';
import type { IpcError, PlayBookMove, PlayBookOptions, Result } from '../../shared/contract.ts';
import { BOOK_DEFAULTS } from '../../tournament/book-config.ts';

/**
 * Books at least this large are looked up on demand; smaller ones are read whole (why: the
 * on-demand `.db` reader finds positions only in a sorted file and checks the order only between
 * its 32 KB samples, so a small hand-edited file could miss positions; reading 16 MB whole takes
 * well under a second).
 */
export const PLAY_BOOK_ON_DEMAND_BYTES = 16 * 1024 * 1024;

/** Largest ply and margin accepted (why: bounds from the renderer, far beyond any opening). */
const MAX_PLY = 1000;
const MAX_MARGIN = 100_000;

const fail = (code: IpcError['code'], message: string): { ok: false; error: IpcError } => ({
  ok: false,
  error: { code, message, detail: message },
});

/** Why Play's book settings from the renderer are not acceptable, or null. */
export function playBookRefusal(o: unknown, isName: (n: string) => boolean): string | null {
  if (typeof o !== 'object' || o === null) return 'the book settings are not an object';
  const x = o as Record<string, unknown>;
  if (typeof x.name !== 'string' || !isName(x.name))
    return `"${String(x.name)}" is not a book file name (a plain name ending .db, .bin, .ybb or .sbk)`;
  const int = (v: unknown, max: number) =>
    Number.isInteger(v) && (v as number) >= 0 && (v as number) <= max;
  if (!int(x.maxPly, MAX_PLY)) return `the book's last ply must be a whole number up to ${MAX_PLY}`;
  if (!int(x.margin, MAX_MARGIN))
    return `the book's margin must be a whole number up to ${MAX_MARGIN}`;
  if (x.pick !== 'softmax' && x.pick !== 'count') return 'the pick must be softmax or count';
  return null;
}

/** A file's modification time and size, or null when it is not there. */
function statOf(path: string): { mtimeMs: number; size: number } | null {
  try {
    return statSync(path);
  } catch {
    return null;
  }
}

const missing = (name: string) =>
  fail('BOOK_READ_FAILED', `the game's book ${name} is not in the books folder`);

export class PlayBook {
  private cached: { path: string; mtimeMs: number; book: Book } | null = null;
  private opened: { path: string; mtimeMs: number; source: BookSource } | null = null;

  /**
   * @param dir the books folder
   * @param isName whether a name is a book file name of that folder
   * @param rng uniform floats in [0, 1) (tests fix it)
   * @param onDemandBytes the size from which a book is looked up on demand
   */
  constructor(
    private readonly dir: string,
    private readonly isName: (n: string) => boolean,
    private readonly rng: () => number = Math.random,
    private readonly onDemandBytes = PLAY_BOOK_ON_DEMAND_BYTES,
  ) {}

  /** The book's move at `sfen` (ply counted from the game's start), or null when it has none. */
  move(options: unknown, sfen: string, ply: number): Result<PlayBookMove | null> {
    const why = playBookRefusal(options, this.isName);
    if (why) return fail('BOOK_BAD_PLAY_OPTIONS', `the game's book was not used: ${why}`);
    const o = options as PlayBookOptions;
    if (!Number.isInteger(ply) || ply < 1) return fail('BOOK_BAD_PLAY_OPTIONS', `bad ply ${ply}`);
    if (ply > o.maxPly) return { ok: true, value: null };
    const parsed = parseSfen(sfen);
    if (!parsed.ok) return fail('BOOK_BAD_PLAY_OPTIONS', `not a position: ${parsed.error.message}`);
    const book = this.source(o.name);
    if (!book.ok) return book;
    const pos = parsed.position;
    const rule = { pick: o.pick, margin: o.margin, temperature: BOOK_DEFAULTS.temperature };
    const legal = (usi: string) => parseUsiMove(pos, usi) !== MOVE_NONE;
    const m = chooseFrontendMove(book.value.probe(sfen) ?? [], rule, legal, this.rng);
    return { ok: true, value: m ? { usi: m.move, value: m.value, count: m.count } : null };
  }

  /**
   * The named book for lookups: a large one opened on demand (an unsorted `.db`, which has no
   * index, is read whole), a small one read whole; opened again only when its file changed.
   */
  private source(name: string): Result<BookSource> {
    const path = join(this.dir, name);
    const stat = statOf(path);
    if (stat === null) return missing(name);
    const { mtimeMs } = stat;
    const c = this.opened;
    if (c && c.path === path && c.mtimeMs === mtimeMs) return { ok: true, value: c.source };
    c?.source.close();
    this.opened = null;
    let r: OpenBookResult =
      stat.size >= this.onDemandBytes
        ? openBookOnDemand(path)
        : { ok: false, error: { code: 'NOT_SORTED', file: path, line: 0, message: '' } };
    if (!r.ok && r.error.code === 'NOT_SORTED') {
      const whole = this.load(name);
      if (!whole.ok) return whole;
      r = { ok: true, source: { probe: (sfen) => whole.value.probe(sfen), close: () => {} } };
    }
    if (!r.ok) return fail('BOOK_READ_FAILED', r.error.message);
    this.opened = { path, mtimeMs, source: r.source };
    return { ok: true, value: r.source };
  }

  /** The named book (a checked name) read whole, read again only when its file changed. */
  load(name: string): Result<Book> {
    const path = join(this.dir, name);
    const mtimeMs = statOf(path)?.mtimeMs;
    if (mtimeMs === undefined) return missing(name);
    const c = this.cached;
    if (c && c.path === path && c.mtimeMs === mtimeMs) return { ok: true, value: c.book };
    const r = readAnyBookFile(path);
    if (!r.ok) return fail('BOOK_READ_FAILED', r.error.message);
    this.cached = { path, mtimeMs, book: r.book };
    return { ok: true, value: r.book };
  }
}
