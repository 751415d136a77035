/**
 * The tournament's frontend book at play: loaded once per run, it answers for whichever engine is
 * to move while the game is in the book. The choice among the book's moves is the one Play uses
 * (engine/book/frontend-book.ts), drawn from a generator seeded by the tournament seed and the
 * game's index, so a rerun (or a resume) plays the same openings whatever the concurrency.
 */
import { statSync } from 'node:fs';
import type { Book } from '../engine/book/book.ts';
import { readBookFile } from '../engine/book/book-file.ts';
import type { BookMove } from '../engine/book/db2016.ts';
import { chooseFrontendMove } from '../engine/book/frontend-book.ts';
import { mulberry32 } from './rng.ts';
import type { TournamentBookConfig } from './book-config.ts';

/** What the records keep of a book move: its score and count in the book. */
export interface BookMoveNote {
  value: number | null;
  count: number;
}

/** Result of {@link loadTournamentBook}. */
export type LoadBookResult =
  | { ok: true; book: TournamentBook }
  | { ok: false; error: { code: 'BOOK_UNREADABLE'; message: string } };

/** Reads the configured book; a missing or malformed file is an error naming the file and line. */
export function loadTournamentBook(config: TournamentBookConfig): LoadBookResult {
  const r = readBookFile(config.file);
  if (!r.ok)
    return { ok: false, error: { code: 'BOOK_UNREADABLE', message: `book: ${r.error.message}` } };
  if (r.book.size === 0)
    return {
      ok: false,
      error: { code: 'BOOK_UNREADABLE', message: `book: ${config.file} holds no position` },
    };
  return { ok: true, book: new TournamentBook(r.book, config, statSync(config.file).size) };
}

/** A loaded book and its settings; {@link forGame} gives each game its own seeded chooser. */
export class TournamentBook {
  constructor(
    private readonly book: Book,
    readonly config: TournamentBookConfig,
    /** The file's size in bytes (for the manifest). */
    readonly bytes: number,
  ) {}

  /** Number of positions in the book. */
  get positions(): number {
    return this.book.size;
  }

  /** The chooser of game `index` in a run seeded by `seed`. */
  forGame(seed: number, index: number): GameBook {
    // Why mixed: neighbouring games must not get neighbouring (correlated) mulberry32 streams.
    const mixed =
      (Math.imul(seed ^ 0x5bd1e995, 0x9e3779b1) + Math.imul(index + 1, 0x85ebca6b)) >>> 0;
    return new GameBook(this, mulberry32(mixed));
  }

  /** The book's moves of a position (SFEN), or undefined. */
  probe(sfen: string): readonly BookMove[] | undefined {
    return this.book.probe(sfen);
  }
}

/** The book inside one game: it stops answering for good at the first position it cannot answer. */
export class GameBook {
  private out = false;

  constructor(
    private readonly book: TournamentBook,
    private readonly rng: () => number,
  ) {}

  /** False once the game has left the book (why: callers skip building the SFEN then). */
  get active(): boolean {
    return !this.out;
  }

  /**
   * The book move for ply `ply` (1-based, counted from the game's start position) in `sfen`, or
   * undefined when the game has left the book. `isLegal` checks a move in that position.
   */
  choose(
    sfen: string,
    ply: number,
    isLegal: (usi: string) => boolean,
  ): { usi: string; note: BookMoveNote } | undefined {
    if (this.out || ply > this.book.config.maxPly) return this.leave();
    const moves = this.book.probe(sfen) ?? [];
    const m = chooseFrontendMove(moves, this.book.config, isLegal, this.rng);
    if (!m) return this.leave();
    return { usi: m.move, note: { value: m.value, count: m.count } };
  }

  private leave(): undefined {
    this.out = true;
    return undefined;
  }
}
