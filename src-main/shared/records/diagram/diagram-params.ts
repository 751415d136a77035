/**
 * Sizes and colours of board diagrams, in SVG user units (1 unit = 1 px at PNG scale 1).
 * Origin: chosen by eye against printed diagrams (cells a little taller than wide, as on a
 * real board, about 40 × 44 mm); not tuned by measurement.
 */

/** Width and height of one board cell. */
export const CELL_W = 40;
export const CELL_H = 44;
/** Outer margin around everything. */
export const PAD = 12;
/** Height of the title line, when there is one. */
export const TITLE_H = 30;
/** Height of the file labels above the board and width of the rank labels to its right. */
export const FILE_LABEL_H = 20;
export const RANK_LABEL_W = 22;
/** Width of each hand column and the gap between a column and the board. */
export const HAND_W = 34;
export const HAND_GAP = 8;
/** Font sizes: pieces, hands (largest; shrinks to fit), coordinates, title. */
export const PIECE_FONT = 28;
export const HAND_FONT = 20;
export const LABEL_FONT = 14;
export const TITLE_FONT = 16;
/** Arrow shaft width and head length. */
export const ARROW_W = 6;
export const ARROW_HEAD = 16;

/** The font families a diagram asks for; the PNG renderer bundles the first. */
export const FONT_FAMILY =
  "'Noto Serif CJK JP', 'Noto Serif JP', 'Hiragino Mincho ProN', 'Yu Mincho', serif";

/** Named colours of arrows and marks (close to Lishogi's: readable over wood and white). */
export const PALETTE = {
  red: '#d33a2c',
  green: '#2f9e44',
  blue: '#1c7ed6',
  yellow: '#f2b705',
} as const;

/** Colours of each style. */
export const THEME = {
  book: {
    background: '#ffffff',
    board: '#ffffff',
    line: '#000000',
    piece: '#000000',
    promoted: '#000000',
    pieceFill: 'none',
    lastMove: '#d9d9d9',
    label: '#000000',
  },
  board: {
    background: '#ffffff',
    board: '#f1d49b',
    line: '#5a4127',
    piece: '#1a1a1a',
    promoted: '#b3261e',
    pieceFill: '#fbeccb',
    lastMove: '#e3a857',
    label: '#333333',
  },
} as const;
