/**
 * An opening book in memory: positions keyed by SFEN without the move number, each with its
 * book moves. Built from DB2016 entries (db2016.ts) or from games (book-builder.ts); merging two
 * books adds the counts of a move both hold. Pure.
 */
import { addResults } from './book-move-tags.ts';
import { bookKey, type BookEntry, type BookMove, type BookResults } from './db2016.ts';

/** Book statistics for `book stats`. */
export interface BookStats {
  positions: number;
  moves: number;
  /** Sum of every move's count (the games' plies the book saw). */
  totalCount: number;
  /** Lowest and highest move number of the positions (0 when empty). */
  minPly: number;
  maxPly: number;
}

/** The move number of a book SFEN (1 when it has none). */
function plyOf(sfen: string): number {
  const n = Number(sfen.trim().split(/\s+/)[3]);
  return Number.isInteger(n) && n > 0 ? n : 1;
}

export class Book {
  /** Key → entry; the entry's SFEN keeps the lowest move number seen. */
  private readonly byKey = new Map<string, BookEntry>();

  /** A book holding `entries` (positions that repeat are merged). */
  static from(entries: Iterable<BookEntry>): Book {
    const book = new Book();
    for (const e of entries) book.addEntry(e);
    return book;
  }

  /** Number of positions. */
  get size(): number {
    return this.byKey.size;
  }

  /** The moves of a position (SFEN with or without move number), or undefined when it is not in the book. */
  probe(sfen: string): readonly BookMove[] | undefined {
    return this.byKey.get(bookKey(sfen))?.moves;
  }

  /**
   * Replaces a position's moves (why: the book panel's edits and their undo); no moves removes
   * the position.
   */
  setMoves(sfen: string, moves: readonly BookMove[]): void {
    const key = bookKey(sfen);
    if (moves.length === 0) this.byKey.delete(key);
    else
      this.byKey.set(key, {
        sfen: this.byKey.get(key)?.sfen ?? sfen,
        moves: moves.map((m) => ({ ...m })),
      });
  }

  /**
   * Adds one occurrence of `move` in the position `sfen` (why: building a book from games), with
   * the game's result from the mover's side when it is known.
   */
  addMove(sfen: string, move: string, count = 1, results?: BookResults): void {
    const m: BookMove = { move, ponder: null, value: null, depth: null, count };
    this.addEntry({ sfen, moves: [results ? { ...m, results } : m] });
  }

  /**
   * Merges an entry: a move already present adds its count and keeps known value and depth (the
   * deeper one wins when both know it); a new move is appended.
   */
  addEntry(entry: BookEntry): void {
    const key = bookKey(entry.sfen);
    let mine = this.byKey.get(key);
    if (!mine) {
      mine = { sfen: entry.sfen, moves: [] };
      this.byKey.set(key, mine);
    } else if (plyOf(entry.sfen) < plyOf(mine.sfen)) mine.sfen = entry.sfen;
    for (const m of entry.moves) {
      const old = mine.moves.find((x) => x.move === m.move);
      if (!old) {
        mine.moves.push({ ...m });
        continue;
      }
      old.count += m.count;
      old.ponder ??= m.ponder;
      if (m.never) old.never = true;
      const results = addResults(old.results, m.results);
      if (results) old.results = results;
      if (old.comment === undefined && m.comment !== undefined) old.comment = m.comment;
      if (m.value !== null && (old.value === null || (m.depth ?? 0) > (old.depth ?? 0))) {
        old.value = m.value;
        old.depth = m.depth;
      }
    }
  }

  /** Merges every entry of another book into this one. */
  merge(other: Book): void {
    for (const e of other.entries()) this.addEntry(e);
  }

  /** Keeps only moves played at least `minCount` times, and positions that keep a move. */
  prune(minCount: number): void {
    for (const [key, e] of this.byKey) {
      e.moves = e.moves.filter((m) => m.count >= minCount);
      if (e.moves.length === 0) this.byKey.delete(key);
    }
  }

  /**
   * Every entry, each entry's moves in the book's order (why kept: the user orders them in the
   * book panel; {@link sortByCount} puts a built book's most played moves first).
   */
  *entries(): IterableIterator<BookEntry> {
    for (const e of this.byKey.values()) yield { sfen: e.sfen, moves: [...e.moves] };
  }

  /** Orders every position's moves by count, most played first (stable for equal counts). */
  sortByCount(): void {
    for (const e of this.byKey.values()) e.moves.sort((a, b) => b.count - a.count);
  }

  /** Counts for `book stats`. */
  stats(): BookStats {
    const s: BookStats = {
      positions: this.byKey.size,
      moves: 0,
      totalCount: 0,
      minPly: 0,
      maxPly: 0,
    };
    for (const e of this.byKey.values()) {
      const ply = plyOf(e.sfen);
      s.moves += e.moves.length;
      s.totalCount += e.moves.reduce((t, m) => t + m.count, 0);
      s.minPly = s.minPly === 0 ? ply : Math.min(s.minPly, ply);
      s.maxPly = Math.max(s.maxPly, ply);
    }
    return s;
  }
}
