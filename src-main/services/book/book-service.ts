/**
 * The book panel's service: one open book from the app's books folder, its moves at a position,
 * edits with undo and redo, and saving in the format a file name's extension picks. Books are
 * named by a plain file name inside the books folder (why: the renderer is not trusted with paths;
 * nothing outside that folder is read or written). Plain Node service.
 */
import { existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { Book } from '../../engine/book/book.ts';
import { readAnyBookFile, writeAnyBookFile } from '../../engine/book/book-file.ts';
import type { BookMove } from '../../engine/book/db2016.ts';
import type {
  BookEdit,
  BookImported,
  BookPanelState,
  BookSaved,
  IpcError,
  PlayBookMove,
  Result,
} from '../../shared/contract.ts';
import { openBookOnDemand, type BookSource } from '../../engine/book/book-source.ts';
import type { BookMstNext } from '../../shared/contract.ts';
import { MstNext } from './mst-next.ts';
import { PLAY_BOOK_ON_DEMAND_BYTES, PlayBook } from './play-book.ts';
import { applyEdit, editRefusal } from './book-edits.ts';
import { err } from '../../shared/result.ts';
import { folderBook, lineBook, type ImportResult } from './book-imports.ts';

/** A book name: a plain file name with a book extension. */
const NAME = /^[\w][\w .-]{0,99}\.(db|bin|ybb|sbk)$/i;

/** One position's moves before and after a change. */
interface PositionChange {
  sfen: string;
  before: BookMove[];
  after: BookMove[];
}

/** One undoable change: one position (an edit) or many (a line or a folder added). */
interface Change {
  positions: PositionChange[];
  /** The position the panel shows after undo or redo. */
  sfen: string;
}

export class BookService {
  private book: Book | null = null;
  private name = '';
  private readonly undone: Change[] = [];
  private readonly done: Change[] = [];
  private modified = false;
  private readonly player: PlayBook;
  /** A huge book looked up on demand (read-only), instead of `book`. */
  private source: BookSource | null = null;
  /** Why the open book cannot be edited ('' when it can). */
  private readOnly = '';
  private readonly mst = new MstNext();

  /**
   * @param dir the books folder (created when missing)
   * @param pick the OS folder picker (Electron); without it a typed absolute path is used
   * @param onDemandBytes the size from which a book is opened read-only, looked up on demand
   */
  constructor(
    private readonly dir: string,
    private readonly pick?: () => Promise<string | null>,
    private readonly onDemandBytes = PLAY_BOOK_ON_DEMAND_BYTES,
  ) {
    this.player = new PlayBook(dir, (n) => NAME.test(n));
  }

  /** A book of this folder as saved (for repertoire cards), or why it cannot be read. */
  readBook(name: string): Result<Book> {
    return NAME.test(name) ? this.player.load(name) : this.badName(name);
  }

  /** Play's book move (a book file of this folder, read from disk, not the panel's edits). */
  playMove(options: unknown, sfen: string, ply: number): Result<PlayBookMove | null> {
    return this.player.move(options, sfen, ply);
  }

  /** The book files in the books folder, by name. */
  list(): string[] {
    if (!existsSync(this.dir)) return [];
    return readdirSync(this.dir)
      .filter((n) => NAME.test(n))
      .sort();
  }

  /** Opens a book by name (a name not yet in the folder starts an empty book of that name). */
  open(name: string, sfen: string): Result<BookPanelState> {
    if (!NAME.test(name)) return this.badName(name);
    const path = join(this.dir, name);
    let book = new Book();
    this.source?.close();
    this.source = null;
    this.readOnly = '';
    const size = existsSync(path) ? statSync(path).size : 0;
    if (size >= this.onDemandBytes) {
      // Why read-only: loading a book of millions of positions whole takes seconds and gigabytes.
      const r = openBookOnDemand(path);
      if (r.ok) return this.openHuge(name, r.source, size, sfen);
    }
    if (existsSync(path)) {
      const r = readAnyBookFile(path);
      if (!r.ok) return err('BOOK_READ_FAILED', r.error.message, { detail: r.error.message });
      book = r.book;
    }
    this.book = book;
    this.name = name;
    this.done.length = 0;
    this.undone.length = 0;
    this.modified = false;
    return this.at(sfen);
  }

  /** Keeps a huge book open for lookups only; every edit says why it is refused. */
  private openHuge(
    name: string,
    source: BookSource,
    size: number,
    sfen: string,
  ): Result<BookPanelState> {
    this.book = new Book();
    this.source = source;
    this.name = name;
    this.readOnly =
      `${name} (${Math.round(size / 1048576)} MB) is read on demand and is read-only here: ` +
      `edit a smaller book, then merge them with "npm run -s book -- merge"`;
    this.done.length = 0;
    this.undone.length = 0;
    this.modified = false;
    return this.at(sfen);
  }

  /** The trees' next move at `sfen` (the panel's "MST: next" line). */
  mstNext(sfen: string): Result<BookMstNext | null> {
    return this.mst.at(sfen);
  }

  /** The refusal of an edit of a read-only book, or null when the open book can be edited. */
  private refusal(): { ok: false; error: IpcError } | null {
    if (!this.book) return err('BOOK_NOT_OPEN', 'no book is open');
    return this.readOnly ? err('BOOK_READ_ONLY', this.readOnly, { detail: this.readOnly }) : null;
  }

  /** The open book's moves at `sfen`. */
  at(sfen: string): Result<BookPanelState> {
    if (!this.book) return err('BOOK_NOT_OPEN', 'no book is open');
    const found = this.source ? this.source.probe(sfen) : this.book.probe(sfen);
    const moves = (found ?? []).map((m) => ({
      usi: m.move,
      value: m.value,
      depth: m.depth,
      count: m.count,
      comment: m.comment ?? '',
      never: m.never === true,
      results: m.results ?? null,
    }));
    return {
      ok: true,
      value: {
        name: this.name,
        positions: this.book.size,
        canUndo: this.done.length > 0,
        canRedo: this.undone.length > 0,
        modified: this.modified,
        sfen,
        moves,
        readOnly: this.source !== null,
      },
    };
  }

  /** Applies an edit (checked here: it comes from the renderer) and answers the position. */
  edit(edit: unknown): Result<BookPanelState> {
    const refused = this.refusal();
    if (refused || !this.book) return refused ?? err('BOOK_NOT_OPEN', 'no book is open');
    const why = editRefusal(edit);
    if (why) return err('BOOK_BAD_EDIT', `the book edit was refused: ${why}`, { detail: why });
    const e = edit as BookEdit;
    const before = this.movesAt(e.sfen);
    const after = applyEdit(before, e);
    this.book.setMoves(e.sfen, after);
    this.record({ sfen: e.sfen, positions: [{ sfen: e.sfen, before, after }] });
    return this.at(e.sfen);
  }

  /** Adds a record's line (start SFEN, USI moves) up to `plies` moves, as one undoable edit. */
  addLine(sfen: string, moves: unknown, plies: number, at: string): Result<BookImported> {
    const refused = this.refusal();
    if (refused) return refused;
    return this.merge(lineBook(sfen, moves, plies), at);
  }

  /**
   * Adds every record of a folder up to `plies` moves, with counts and results, as one undoable
   * edit. The folder is the picker's choice when there is one, else the typed absolute path.
   */
  async addFolder(typed: string | null, plies: number, at: string): Promise<Result<BookImported>> {
    const refused = this.refusal();
    if (refused) return refused;
    const folder = this.pick ? await this.pick() : typed;
    if (folder === null || folder === '')
      return err('BOOK_NOT_A_FOLDER', 'no folder was chosen', { detail: '' });
    return this.merge(await folderBook(folder, plies), at);
  }

  /** Merges an imported book into the open one, keeping each touched position for undo. */
  private merge(r: ImportResult, at: string): Result<BookImported> {
    if (!r.ok) return r;
    const book = this.book!;
    const positions: PositionChange[] = [];
    for (const e of r.book.entries()) {
      const before = this.movesAt(e.sfen);
      book.addEntry(e);
      positions.push({ sfen: e.sfen, before, after: this.movesAt(e.sfen) });
    }
    if (positions.length > 0) this.record({ sfen: at, positions });
    const state = this.at(at);
    if (!state.ok) return state;
    const value = { state: state.value, games: r.games, positions: positions.length };
    return { ok: true, value: { ...value, skipped: r.skipped } };
  }

  /** A copy of the open book's moves at `sfen`. */
  private movesAt(sfen: string): BookMove[] {
    return (this.book?.probe(sfen) ?? []).map((m) => ({ ...m }));
  }

  /** Keeps a change for undo (clearing redo). */
  private record(c: Change): void {
    this.done.push(c);
    this.undone.length = 0;
    this.modified = true;
  }

  /** Undoes the last edit and answers its position. */
  undo(): Result<BookPanelState> {
    return this.step(this.done, this.undone, 'before');
  }

  /** Redoes the last undone edit and answers its position. */
  redo(): Result<BookPanelState> {
    return this.step(this.undone, this.done, 'after');
  }

  /**
   * Writes the book under `name` (null: its own name); another extension exports to that format.
   * What the format could not hold is answered, not hidden.
   */
  save(name: string | null): Result<BookSaved> {
    const refused = this.refusal();
    if (refused || !this.book) return refused ?? err('BOOK_NOT_OPEN', 'no book is open');
    const target = name ?? this.name;
    if (!NAME.test(target)) return this.badName(target);
    mkdirSync(this.dir, { recursive: true });
    const r = writeAnyBookFile(join(this.dir, target), this.book);
    if (!r.ok) return err('BOOK_WRITE_FAILED', r.message, { detail: r.message });
    if (target === this.name) this.modified = false;
    return { ok: true, value: { name: target, dropped: r.warnings } };
  }

  private step(from: Change[], to: Change[], side: 'before' | 'after'): Result<BookPanelState> {
    const refused = this.refusal();
    if (refused || !this.book) return refused ?? err('BOOK_NOT_OPEN', 'no book is open');
    const c = from.pop();
    if (!c) return err('BOOK_NOTHING_TO_UNDO', 'there is no edit to undo or redo');
    const book = this.book;
    // Why backwards on undo: a position touched twice in one change gets its first state back.
    const list = side === 'before' ? [...c.positions].reverse() : c.positions;
    for (const p of list) book.setMoves(p.sfen, p[side]);
    to.push(c);
    this.modified = true;
    return this.at(c.sfen);
  }

  private badName(name: string): { ok: false; error: IpcError } {
    const why = `"${name}" is not a book file name (a plain name ending .db, .bin, .ybb or .sbk)`;
    return err('BOOK_BAD_NAME', why, { detail: name });
  }
}
