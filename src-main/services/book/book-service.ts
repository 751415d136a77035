/**
 * The book panel's service: one open book from the app's books folder, its moves at a position,
 * edits with undo and redo, and saving in the format a file name's extension picks. Books are
 * named by a plain file name inside the books folder (why: the renderer is not trusted with paths;
 * nothing outside that folder is read or written). Plain Node service.
 */
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Book } from '../../engine/book/book.ts';
import { readAnyBookFile, writeAnyBookFile } from '../../engine/book/book-file.ts';
import type { BookMove } from '../../engine/book/db2016.ts';
import type {
  BookEdit,
  BookPanelState,
  BookSaved,
  IpcError,
  Result,
} from '../../shared/contract.ts';
import { applyEdit, editRefusal } from './book-edits.ts';
import { err } from '../../shared/result.ts';

/** A book name: a plain file name with a book extension. */
const NAME = /^[\w][\w .-]{0,99}\.(db|bin|ybb|sbk)$/i;

/** One undoable change: a position's moves before and after. */
interface Change {
  sfen: string;
  before: BookMove[];
  after: BookMove[];
}

export class BookService {
  private book: Book | null = null;
  private name = '';
  private readonly undone: Change[] = [];
  private readonly done: Change[] = [];
  private modified = false;

  /** @param dir the books folder (created when missing) */
  constructor(private readonly dir: string) {}

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

  /** The open book's moves at `sfen`. */
  at(sfen: string): Result<BookPanelState> {
    if (!this.book) return err('BOOK_NOT_OPEN', 'no book is open');
    const moves = (this.book.probe(sfen) ?? []).map((m) => ({
      usi: m.move,
      value: m.value,
      depth: m.depth,
      count: m.count,
      comment: m.comment ?? '',
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
      },
    };
  }

  /** Applies an edit (checked here: it comes from the renderer) and answers the position. */
  edit(edit: unknown): Result<BookPanelState> {
    if (!this.book) return err('BOOK_NOT_OPEN', 'no book is open');
    const why = editRefusal(edit);
    if (why) return err('BOOK_BAD_EDIT', `the book edit was refused: ${why}`, { detail: why });
    const e = edit as BookEdit;
    const before = [...(this.book.probe(e.sfen) ?? [])].map((m) => ({ ...m }));
    const after = applyEdit(before, e);
    this.book.setMoves(e.sfen, after);
    this.done.push({ sfen: e.sfen, before, after });
    this.undone.length = 0;
    this.modified = true;
    return this.at(e.sfen);
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
    if (!this.book) return err('BOOK_NOT_OPEN', 'no book is open');
    const target = name ?? this.name;
    if (!NAME.test(target)) return this.badName(target);
    mkdirSync(this.dir, { recursive: true });
    const r = writeAnyBookFile(join(this.dir, target), this.book);
    if (!r.ok) return err('BOOK_WRITE_FAILED', r.message, { detail: r.message });
    if (target === this.name) this.modified = false;
    return { ok: true, value: { name: target, dropped: r.warnings } };
  }

  private step(from: Change[], to: Change[], side: 'before' | 'after'): Result<BookPanelState> {
    if (!this.book) return err('BOOK_NOT_OPEN', 'no book is open');
    const c = from.pop();
    if (!c) return err('BOOK_NOTHING_TO_UNDO', 'there is no edit to undo or redo');
    this.book.setMoves(c.sfen, c[side]);
    to.push(c);
    this.modified = true;
    return this.at(c.sfen);
  }

  private badName(name: string): { ok: false; error: IpcError } {
    const why = `"${name}" is not a book file name (a plain name ending .db, .bin, .ybb or .sbk)`;
    return err('BOOK_BAD_NAME', why, { detail: name });
  }
}
