/**
 * Printing a record (headers, moves with times and comments, diagrams at bookmarks) and
 * writing a batch of board diagrams into a folder. See docs/print.md.
 *
 * Part of the one IPC contract (../contract.ts). Pure module: no Node, DOM or Electron API.
 */

/** A record to print or to draw diagrams of, as the renderer holds it. */
export interface PrintRequest {
  /** The record as UTF-8 KIF text (headers, times, comments and bookmarks survive KIF). */
  kif: string;
  /** The record's file name ('' when it has none): the print's title, the PDF's or folder's name. */
  fileName: string;
  /** Diagrams seen from White (as the board is turned). */
  flip: boolean;
  /** Language of the printed labels. */
  lang: 'ja' | 'en';
}

/**
 * What `print:record` did: Electron wrote a PDF (printToPDF) where the user chose; the browser
 * host prepared a print view at `url` for the page to open and print; or the user cancelled.
 * `pages` is the planned count: move pages plus one per diagram.
 */
export type PrintAnswer =
  | { kind: 'saved'; path: string; pages: number }
  | { kind: 'view'; url: string; pages: number }
  | { kind: 'cancelled' };

/** A batch of diagrams: one per bookmark or `#図` comment of the record, in this format. */
export interface DiagramBatchRequest extends PrintRequest {
  format: 'svg' | 'png';
}

/** What `diagram:batch` wrote: the folder and its files' names; or the user cancelled. */
export type DiagramBatchAnswer =
  { kind: 'written'; folder: string; files: string[] } | { kind: 'cancelled' };
