/**
 * Sizes of the printed record (docs/print.md). Chosen by printing a 120-move record to A4 in
 * Chromium and looking at the pages: the origin of each is given beside it.
 */

/**
 * Moves per printed page. Why 40: at 9 pt with one line per move, 40 rows (4.8 mm each) plus the
 * first page's title and headers fill an A4 page with 12 mm margins to about 225 of 273 mm
 * (measured in Chromium, test/fixtures/print/annotated.kifu), which leaves room for a few
 * two-line comments; a move with a long comment can still push the rest onto one more sheet.
 */
export const MOVES_PER_PAGE = 40;

/** Bounds a caller may ask for (a page must hold at least a few rows, and at most what fits). */
export const MIN_MOVES_PER_PAGE = 10;
export const MAX_MOVES_PER_PAGE = 40;

/** Paper and margins (CSS `@page`); A4 is the size Japanese printers default to. */
export const PAGE_SIZE = 'A4';
export const PAGE_MARGIN = '12mm';

/** Body text size. Why 9 pt: small enough for 40 rows a page, still clear for kanji on paper. */
export const BODY_FONT_PT = 9;

/** Width of a diagram on its page. Why 150 mm: a book-page diagram, leaving room for its comment. */
export const DIAGRAM_WIDTH_MM = 150;

/** How long a prepared print view stays available (browser host), and how many at once. */
export const VIEW_TTL_MS = 10 * 60 * 1000;
export const MAX_VIEWS = 8;

/** Largest record text a print request may carry (a 1,000-move annotated KIF is ~200 kB). */
export const MAX_RECORD_TEXT = 2 * 1024 * 1024;
