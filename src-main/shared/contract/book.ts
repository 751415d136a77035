/**
 * The book panel: the user's opening books (files in the app's books folder), the moves of a
 * position, edits with undo and redo, and saving in any book format.
 *
 * Part of the one IPC contract (../contract.ts). Pure module: no Node, DOM or Electron API.
 */

/**
 * Codes of the book panel's expected failures (the UI words them in the user's language).
 * - BOOK_BAD_NAME: a book name is not a plain file name ending .db, .bin, .ybb or .sbk (detail: it).
 * - BOOK_READ_FAILED: the book file could not be read (detail: the reader's message).
 * - BOOK_WRITE_FAILED: the book could not be written (detail: why).
 * - BOOK_NOT_OPEN: no book is open.
 * - BOOK_BAD_EDIT: an edit names a bad position, an illegal move or a bad value (detail: which).
 * - BOOK_NOTHING_TO_UNDO: undo or redo with an empty history.
 * - BOOK_NOT_A_FOLDER: a typed folder is not an absolute path to a folder (detail: the path).
 * - BOOK_BAD_LINE: a record line to add is not a position and legal moves (detail: where).
 * - BOOK_NO_GAMES: a folder held no record with a move the rules accept (detail: the folder).
 * - BOOK_BAD_PLAY_OPTIONS: Play's book settings or position are not acceptable (detail: why).
 * - BOOK_READ_ONLY: the open book is huge and read on demand, so it is not edited (detail: why).
 */
export type BookErrorCode =
  | 'BOOK_BAD_NAME'
  | 'BOOK_READ_FAILED'
  | 'BOOK_WRITE_FAILED'
  | 'BOOK_NOT_OPEN'
  | 'BOOK_BAD_EDIT'
  | 'BOOK_NOTHING_TO_UNDO'
  | 'BOOK_NOT_A_FOLDER'
  | 'BOOK_BAD_LINE'
  | 'BOOK_NO_GAMES'
  | 'BOOK_BAD_PLAY_OPTIONS'
  | 'BOOK_READ_ONLY';

/** One book move as the panel lists it. */
export interface BookPanelMove {
  /** USI move. */
  usi: string;
  /** Score from the mover's side (centipawns), or null when unknown. */
  value: number | null;
  depth: number | null;
  count: number;
  comment: string;
  /** Marked "never play": a book that plays skips it. */
  never: boolean;
  /** The games' results after the move, from the mover's side (null when not known). */
  results: { win: number; draw: number; loss: number } | null;
}

/** The open book and its moves at the position asked about. */
export interface BookPanelState {
  /** The book's file name in the books folder. */
  name: string;
  positions: number;
  canUndo: boolean;
  canRedo: boolean;
  /** Edited since it was opened or saved. */
  modified: boolean;
  /** The position the moves are for (SFEN). */
  sfen: string;
  moves: BookPanelMove[];
  /**
   * A huge book looked up on demand, not loaded: it cannot be edited here and `positions` is 0
   * (not counted).
   */
  readOnly: boolean;
}

/** The move sequence trees' next move at a position (the tree with the most games there). */
export interface BookMstNext {
  /** The tree's strategy (yagura, mino, anaguma, funagakoi, static-rook, ranging-rook). */
  strategy: string;
  /** Its most played move here (USI). */
  usi: string;
  /** Games of the tree that played it from this formation. */
  games: number;
}

/** An edit of one position's moves. */
export type BookEdit =
  | { kind: 'add'; sfen: string; usi: string; value: number | null; depth: number | null }
  | { kind: 'delete'; sfen: string; usi: string }
  | { kind: 'comment'; sfen: string; usi: string; comment: string }
  | { kind: 'score'; sfen: string; usi: string; value: number | null }
  /** Moves the move to place `to` (0: first) in the position's list. */
  | { kind: 'order'; sfen: string; usi: string; to: number }
  | { kind: 'never'; sfen: string; usi: string; never: boolean };

/** What adding a record's line or a folder of records did (one undoable edit). */
export interface BookImported {
  state: BookPanelState;
  games: number;
  /** Positions whose moves changed. */
  positions: number;
  /** Files or games left out, each with the reason. */
  skipped: string[];
}

/** A saved book: its name and what its format could not hold. */
export interface BookSaved {
  name: string;
  dropped: string[];
}
