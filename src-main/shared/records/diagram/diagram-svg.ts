/**
 * A board diagram as an SVG document: the board, the pieces (each a `<text>` with its kanji and
 * a `data-piece` / `data-square` naming it, so a test or a screen reader can read the position
 * back), both hands written out, coordinates, a title, the last move, marks and arrows. Pure
 * module: strings in, a string out; the main process rasterises it to PNG (diagram-png.ts).
 */
import { Color, Position, Square, type ImmutablePosition } from 'tsshogi';
import { PIECE_KANJI } from '../piece-kanji.ts';
import {
  CELL_H,
  CELL_W,
  FILE_LABEL_H,
  FONT_FAMILY,
  HAND_FONT,
  HAND_W,
  LABEL_FONT,
  PAD,
  PIECE_FONT,
  RANK_LABEL_W,
  THEME,
  TITLE_FONT,
} from './diagram-params.ts';
import { DiagramError, type DiagramOptions, type DiagramStyle } from './diagram-types.ts';
import { centreOf, layoutDiagram, squareName, type DiagramLayout } from './diagram-geometry.ts';
import { handEntries } from './diagram-hands.ts';
import { arrowsSvg, marksSvg, squareShade } from './diagram-overlays.ts';

type Theme = (typeof THEME)[DiagramStyle];

const FILES_BOOK = '９８７６５４３２１';
const RANKS_BOOK = '一二三四五六七八九';

/** Escapes text for SVG content and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

/** Baseline of text centred on `y` (why: resvg and browsers differ on dominant-baseline). */
const baseline = (y: number, size: number): number => y + size * 0.36;

/** Outline of a piece (a pentagon pointing up), for the board style. */
function pieceOutline(x: number, y: number, fill: string, line: string): string {
  const w = CELL_W * 0.4;
  const h = CELL_H * 0.42;
  const pts = [
    [x, y - h],
    [x + w * 0.72, y - h * 0.62],
    [x + w, y + h],
    [x - w, y + h],
    [x - w * 0.72, y - h * 0.62],
  ]
    .map(([px, py]) => `${px!.toFixed(1)},${py!.toFixed(1)}`)
    .join(' ');
  return `<polygon points="${pts}" fill="${fill}" stroke="${line}" stroke-width="0.8"/>`;
}

/** The pieces on the board; the top player's are turned 180°. */
function piecesSvg(pos: ImmutablePosition, layout: DiagramLayout, style: DiagramStyle): string {
  const theme = THEME[style];
  const out: string[] = [];
  const topColor = layout.flip ? Color.BLACK : Color.WHITE;
  for (let file = 1; file <= 9; file++)
    for (let rank = 1; rank <= 9; rank++) {
      const piece = pos.board.at(new Square(file, rank));
      if (!piece) continue;
      const { x, y } = centreOf(layout, { file, rank });
      const side = piece.color === Color.BLACK ? 'b' : 'w';
      const promoted = piece.type !== piece.unpromoted().type;
      const turn = piece.color === topColor ? ` transform="rotate(180 ${x} ${y})"` : '';
      const outline = style === 'board' ? pieceOutline(x, y, theme.pieceFill, theme.line) : '';
      const fill = promoted ? theme.promoted : theme.piece;
      out.push(
        `<g${turn}>${outline}<text data-piece="${side}-${piece.type}" data-square="${squareName({ file, rank })}" x="${x}" y="${baseline(y, PIECE_FONT).toFixed(1)}" font-size="${PIECE_FONT}" text-anchor="middle" fill="${fill}">${PIECE_KANJI[piece.type]}</text></g>`,
      );
    }
  return out.join('');
}

/** The grid over `under` (shaded squares): outer frame thicker, star points in the board style. */
function gridSvg(layout: DiagramLayout, theme: Theme, style: DiagramStyle, under: string): string {
  const { boardX: x0, boardY: y0 } = layout;
  const w = 9 * CELL_W;
  const h = 9 * CELL_H;
  const lines: string[] = [];
  for (let i = 1; i < 9; i++) {
    lines.push(`M${x0 + i * CELL_W} ${y0}v${h}`, `M${x0} ${y0 + i * CELL_H}h${w}`);
  }
  const stars =
    style === 'board'
      ? [3, 6]
          .flatMap((i) => [3, 6].map((j) => [x0 + i * CELL_W, y0 + j * CELL_H]))
          .map(([cx, cy]) => `<circle cx="${cx}" cy="${cy}" r="2.5" fill="${theme.line}"/>`)
          .join('')
      : '';
  return (
    `<rect x="${x0}" y="${y0}" width="${w}" height="${h}" fill="${theme.board}"/>` +
    under +
    `<path d="${lines.join('')}" stroke="${theme.line}" stroke-width="1" fill="none"/>` +
    `<rect x="${x0}" y="${y0}" width="${w}" height="${h}" fill="none" stroke="${theme.line}" stroke-width="2.5"/>` +
    stars
  );
}

/** File labels above the board and rank labels to its right, in the style's notation. */
function labelsSvg(layout: DiagramLayout, theme: Theme, style: DiagramStyle): string {
  const out: string[] = [];
  const text = (x: number, y: number, s: string): string =>
    `<text x="${x}" y="${baseline(y, LABEL_FONT).toFixed(1)}" font-size="${LABEL_FONT}" text-anchor="middle" fill="${theme.label}">${s}</text>`;
  for (let col = 0; col < 9; col++) {
    const file = layout.flip ? col + 1 : 9 - col;
    const s = style === 'book' ? FILES_BOOK[9 - file]! : String(file);
    out.push(text(layout.boardX + (col + 0.5) * CELL_W, layout.boardY - FILE_LABEL_H / 2, s));
  }
  for (let row = 0; row < 9; row++) {
    const rank = layout.flip ? 9 - row : row + 1;
    const s = style === 'book' ? RANKS_BOOK[rank - 1]! : String.fromCharCode(96 + rank);
    out.push(
      text(layout.boardX + 9 * CELL_W + RANK_LABEL_W / 2, layout.boardY + (row + 0.5) * CELL_H, s),
    );
  }
  return `<g data-labels="">${out.join('')}</g>`;
}

/** Characters set one below the other from `y`, `step` apart, centred on `x`. */
function columnText(chars: string, x: number, y: number, step: number): string {
  return [...chars]
    .map((c, i) => `<tspan x="${x}" y="${(y + i * step).toFixed(1)}">${c}</tspan>`)
    .join('');
}

/**
 * One hand as a column of text: `▲先手持駒` (or `▲` in the board style), then each kind of
 * piece with its count, or `なし`. The bottom player's column ends at the board's foot, the top
 * player's starts at its head, as in books; a long hand is set closer to fit the board's height.
 */
function handSvg(
  pos: ImmutablePosition,
  color: Color,
  layout: DiagramLayout,
  style: DiagramStyle,
): string {
  const theme = THEME[style];
  const side = color === Color.BLACK ? 'b' : 'w';
  const book = style === 'book';
  const label =
    (color === Color.BLACK ? '▲' : '△') +
    (book ? `${color === Color.BLACK ? '先' : '後'}手持駒` : '');
  const entries = handEntries(pos.hand(color), book);
  const bodyChars = entries.length ? entries.reduce((n, e) => n + e.text.length, 0) : 2;
  const total = label.length + 1 + bodyChars; // one blank between the label and the pieces
  const room = 9 * CELL_H;
  const step = Math.min(HAND_FONT * 1.1, room / total);
  const size = Math.min(HAND_FONT, step * 0.95);
  const onTop = (color === Color.WHITE) !== layout.flip;
  const x = (onTop ? layout.leftHandX : layout.rightHandX) + HAND_W / 2;
  const top = onTop ? layout.boardY : layout.boardY + room - total * step;
  const y0 = baseline(top + step / 2, size);
  const attrs = `font-size="${size.toFixed(1)}" text-anchor="middle" fill="${theme.piece}"`;
  const parts = [
    `<text data-hand-label="${side}" ${attrs}>${columnText(label, x, y0, step)}</text>`,
  ];
  let at = label.length + 1;
  if (!entries.length)
    parts.push(
      `<text data-hand-empty="${side}" ${attrs}>${columnText('なし', x, y0 + at * step, step)}</text>`,
    );
  for (const e of entries) {
    parts.push(
      `<text data-piece="${side}-${e.type}" data-count="${e.count}" ${attrs}>${columnText(e.text, x, y0 + at * step, step)}</text>`,
    );
    at += e.text.length;
  }
  return `<g data-hand="${side}">${parts.join('')}</g>`;
}

/** The position of an SFEN, or a DiagramError saying the SFEN is bad. */
export function diagramPosition(sfen: string): ImmutablePosition {
  const pos = Position.newBySFEN(sfen.replace(/^sfen\s+/, '').trim());
  if (!pos) throw new DiagramError(`"${sfen}" is not a valid SFEN position`);
  return pos;
}

/** Words a screen reader says for the whole diagram. */
function ariaLabel(options: DiagramOptions): string {
  const title = options.title ? `: ${options.title}` : '';
  return `Shogi board diagram${title}${options.flip ? ' (from White’s side)' : ''}`;
}

/**
 * Renders a position (SFEN, or a tsshogi position) as a standalone SVG document. Throws a
 * DiagramError for a bad SFEN, square name or colour, naming it.
 */
export function renderDiagramSvg(
  position: string | ImmutablePosition,
  options: DiagramOptions = {},
): string {
  const pos = typeof position === 'string' ? diagramPosition(position) : position;
  const style = options.style ?? 'book';
  if (style !== 'book' && style !== 'board')
    throw new DiagramError(`style "${String(style)}" is unknown (use book or board)`);
  const theme = THEME[style];
  const title = options.title?.trim() ?? '';
  const layout = layoutDiagram(title !== '', options.flip ?? false);
  const { width, height } = layout;
  const titleSvg = title
    ? `<text data-title="" x="${width / 2}" y="${baseline(PAD + TITLE_FONT / 2 + 2, TITLE_FONT).toFixed(1)}" font-size="${TITLE_FONT}" text-anchor="middle" fill="${theme.label}">${escapeXml(title)}</text>`
    : '';
  const last = options.lastMove
    ? squareShade(layout, options.lastMove, theme.lastMove, 'last move')
    : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(ariaLabel({ ...options, title }))}" data-style="${style}" data-flip="${layout.flip}" data-turn="${pos.color === Color.BLACK ? 'b' : 'w'}" font-family="${escapeXml(FONT_FAMILY)}">` +
    `<rect width="${width}" height="${height}" fill="${theme.background}"/>` +
    titleSvg +
    gridSvg(layout, theme, style, last + marksSvg(layout, options.marks ?? [])) +
    labelsSvg(layout, theme, style) +
    piecesSvg(pos, layout, style) +
    handSvg(pos, Color.WHITE, layout, style) +
    handSvg(pos, Color.BLACK, layout, style) +
    arrowsSvg(layout, options.arrows ?? []) +
    `</svg>\n`
  );
}
