/**
 * The engine's book as the USI front end uses it: loads the file the options name (the bundled
 * book when BookFile is empty, none for `none`), keeps it across searches, and answers a game's
 * `go` from it at once, without waking the search thread. A DB2016 file of
 * {@link ENGINE_BOOK_ON_DEMAND_BYTES} or more, and any `.bin` or `.ybb` file, is looked up on
 * demand (book-source.ts) instead of being loaded whole.
 */
import { statSync } from 'node:fs';
import type { Position } from '../../shared/rules/position.ts';
import type { EngineOptions } from '../options.ts';
import { mulberry32 } from '../prng.ts';
import { SKILL_MAX } from '../skill.ts';
import { bundledBookPath, readAnyBookFile, readBookFile } from './book-file.ts';
import { pickBookMove, type BookChoice, type BookPickPolicy, type BookProbe } from './book-pick.ts';
import { openBookOnDemand, type BookSource } from './book-source.ts';

/**
 * DB2016 books this large are looked up on demand (why 16 MB: reading that much whole takes about
 * a second and some hundred MB; smaller, possibly hand-edited unsorted files keep the whole read).
 */
export const ENGINE_BOOK_ON_DEMAND_BYTES = 16 * 1024 * 1024;

/** Whether `path` is read on demand: a binary format, or a large DB2016 file. */
function onDemand(path: string): boolean {
  if (/\.(bin|ybb)$/i.test(path)) return true;
  try {
    return /\.db$/i.test(path) && statSync(path).size >= ENGINE_BOOK_ON_DEMAND_BYTES;
  } catch {
    return false;
  }
}

export class EngineBook {
  private book: BookProbe | null = null;
  /** The file kept open for on-demand lookups, closed when another book is chosen. */
  private source: BookSource | null = null;
  /** The path loaded ('' when none), so configuring again does not re-read the file. */
  private loadedPath = '';
  private rng: () => number = mulberry32(0);
  private seed = -1;
  private options: EngineOptions | null = null;

  /**
   * Applies the book options; returns messages for the GUI (what was loaded, or why not). A bad
   * file leaves the engine without a book (it plays by search) and says which line is wrong.
   */
  configure(options: EngineOptions): string[] {
    this.options = options;
    // Why a time seed when SkillSeed is 0: weighted and random picks should vary between games.
    if (options.SkillSeed !== this.seed) {
      this.seed = options.SkillSeed;
      this.rng = mulberry32(this.seed !== 0 ? this.seed : Date.now() >>> 0);
    }
    const wanted =
      options.BookFile.toLowerCase() === 'none'
        ? ''
        : options.BookFile || (bundledBookPath() ?? '');
    if (wanted === this.loadedPath) return [];
    this.book = null;
    this.source?.close();
    this.source = null;
    this.loadedPath = wanted;
    if (wanted === '') return [];
    if (onDemand(wanted)) {
      const opened = openBookOnDemand(wanted);
      if (opened.ok) {
        this.book = this.source = opened.source;
        return [`book ${wanted}: read on demand`];
      }
      // Why fall back: a file out of order is still a book (another tool's order), read whole.
      if (opened.error.code !== 'NOT_SORTED') {
        this.loadedPath = '';
        return [`book not used: ${opened.error.message}`];
      }
    }
    // Why DB2016 whatever the extension, except the binary formats: as before issue 46.
    const read = /\.(bin|ybb)$/i.test(wanted) ? readAnyBookFile(wanted) : readBookFile(wanted);
    if (!read.ok) {
      this.loadedPath = '';
      return [`book not used: ${read.error.message}`];
    }
    this.book = read.book;
    return [`book ${wanted}: ${read.book.size} positions`];
  }

  /** The policy in force: levels below full strength vary their choices (weighted by count). */
  private policy(o: EngineOptions): BookPickPolicy {
    return o.SkillLevel < SKILL_MAX && o.BookPick === 'best' ? 'weighted' : o.BookPick;
  }

  /** The book's move in `pos`, or null when there is no book, the ply is past BookMoves, or no book move fits. */
  choose(pos: Position): BookChoice | null {
    const o = this.options;
    if (this.book === null || o === null || o.USI_Variant !== 'shogi') return null;
    const opts = {
      policy: this.policy(o),
      maxPly: o.BookMoves,
      depthLimit: o.BookDepthLimit,
      margin: o.BookEvalMargin,
    };
    return pickBookMove(this.book, pos, opts, this.rng);
  }
}
