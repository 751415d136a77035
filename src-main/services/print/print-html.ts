/**
 * The printable page of a record: its headers, the main line's moves with their times and
 * comments (N moves per page), and a page with a board diagram for each bookmark or `#図`
 * comment of the main line. One HTML page that both hosts print through Chromium (Electron's
 * printToPDF, the browser's print view, the CLI). Plain data in, a string out.
 */
import {
  Move,
  RecordMetadataKey,
  metadataKeyToKakinoki,
  type ImmutableNode,
  type ImmutableRecord,
} from 'tsshogi';
import { moveEntry } from '../../shared/study/record-views.ts';
import { isDrawingLine } from '../../shared/records/drawings.ts';
import {
  DIAGRAM_MARKER,
  escapeXml,
  renderDiagramSvg,
  requestAt,
} from '../../shared/records/diagram/index.ts';
import {
  BODY_FONT_PT,
  DIAGRAM_WIDTH_MM,
  MOVES_PER_PAGE,
  PAGE_MARGIN,
  PAGE_SIZE,
} from './print-params.ts';

/** What to print besides the record. */
export interface PrintOptions {
  /** The record's file name (the title when the record names no event). */
  fileName?: string;
  /** Moves per page (default MOVES_PER_PAGE). */
  movesPerPage?: number;
  /** Diagrams seen from White. */
  flip?: boolean;
  /** Language of the labels (the moves and headers stay as the record writes them). */
  lang?: 'ja' | 'en';
  /** CSS put first in the page's style (the bundled font's `@font-face`). */
  fontCss?: string;
}

/** How the record falls into pages: move rows per page and the diagram nodes. */
export interface PrintPlan {
  movePages: ImmutableNode[][];
  diagrams: ImmutableNode[];
}

const LABELS = {
  ja: { ply: '手数', move: '指し手', time: '消費時間', comment: 'コメント', start: '開始局面' },
  en: { ply: 'No.', move: 'Move', time: 'Time', comment: 'Comment', start: 'Start' },
} as const;

/** Text for HTML (the same escaping as XML: & < > " '). */
const esc = escapeXml;

/** The main line's moves (ply ≥ 1) in page-sized runs, and its nodes that ask for a diagram. */
export function printPlan(record: ImmutableRecord, movesPerPage = MOVES_PER_PAGE): PrintPlan {
  const rows = record.moves.filter((n) => n.ply > 0);
  const movePages: ImmutableNode[][] = [];
  for (let i = 0; i < rows.length; i += movesPerPage)
    movePages.push(rows.slice(i, i + movesPerPage));
  if (movePages.length === 0) movePages.push([]);
  const diagrams = record.moves.filter(
    (n) => n.bookmark.trim() !== '' || DIAGRAM_MARKER.test(n.comment),
  );
  return { movePages, diagrams };
}

/** A comment as printed: without the drawing markup line (the diagram draws it). */
export function printedComment(comment: string): string {
  return comment
    .split('\n')
    .filter((l) => !isDrawingLine(l))
    .join('\n')
    .trim();
}

/** `1:05` for a move's time, `0:12:34` for the total (KIF's own forms). */
function clock(ms: number, hours: boolean): string {
  const s = Math.floor(ms / 1000);
  const two = (n: number) => String(n).padStart(2, '0');
  return hours
    ? `${Math.floor(s / 3600)}:${two(Math.floor(s / 60) % 60)}:${two(s % 60)}`
    : `${Math.floor(s / 60)}:${two(s % 60)}`;
}

/** The headers block: every standard header under its KIF name, then the others. */
function headersHtml(record: ImmutableRecord): string {
  const md = record.metadata;
  const rows: [string, string][] = [];
  for (const key of md.standardMetadataKeys)
    rows.push([metadataKeyToKakinoki(key), md.getStandardMetadata(key) ?? '']);
  for (const key of md.customMetadataKeys) rows.push([key, md.getCustomMetadata(key) ?? '']);
  const cells = rows
    .filter(([, v]) => v.trim() !== '')
    .map(([k, v]) => `<dt>${esc(k)}</dt><dd>${esc(v)}</dd>`)
    .join('');
  return cells ? `<dl class="headers">${cells}</dl>` : '';
}

/** One move row. */
function moveRow(node: ImmutableNode, timed: boolean): string {
  const move = moveEntry(node).japanese;
  const time = timed && node.move instanceof Move;
  const cells = [
    `<td class="ply">${node.ply}</td>`,
    `<td class="move">${esc(move)}${node.bookmark ? ` <span class="bookmark">&amp;${esc(node.bookmark)}</span>` : ''}</td>`,
    timed
      ? `<td class="time">${time ? `${clock(node.elapsedMs, false)} / ${clock(node.totalElapsedMs, true)}` : ''}</td>`
      : '',
    `<td class="comment">${esc(printedComment(node.comment))}</td>`,
  ];
  return `<tr data-ply="${node.ply}">${cells.join('')}</tr>`;
}

/** A page of moves; the first carries the title, headers and the start position's comment. */
function movesPage(
  record: ImmutableRecord,
  rows: ImmutableNode[],
  first: boolean,
  title: string,
  o: PrintOptions,
): string {
  const l = LABELS[o.lang ?? 'ja'];
  const timed = record.moves.some((n) => n.elapsedMs > 0);
  const head = `<tr><th>${l.ply}</th><th>${l.move}</th>${timed ? `<th>${l.time}</th>` : ''}<th>${l.comment}</th></tr>`;
  const range = rows.length ? `${rows[0]!.ply}–${rows.at(-1)!.ply}` : '';
  const startComment = printedComment(record.first.comment);
  const top = first
    ? `<h1>${esc(title)}</h1>${headersHtml(record)}` +
      (startComment ? `<p class="start-comment">${esc(startComment)}</p>` : '')
    : `<p class="running-head">${esc(title)}　${range}</p>`;
  const body = rows.map((n) => moveRow(n, timed)).join('');
  return `<section class="page moves">${top}<table class="moves"><thead>${head}</thead><tbody>${body}</tbody></table></section>`;
}

/** A diagram page: the position after the node (book style), its bookmark and comment. */
function diagramPage(record: ImmutableRecord, node: ImmutableNode, o: PrintOptions): string {
  const request = requestAt(record, node);
  const svg = renderDiagramSvg(request.sfen, { ...request.options, style: 'book', flip: !!o.flip });
  const name = node.bookmark.trim();
  const comment = printedComment(node.comment);
  return (
    `<section class="page diagram" data-ply="${node.ply}">` +
    (name ? `<h2>${esc(name)}</h2>` : '') +
    `<div class="board">${svg}</div>` +
    (comment ? `<p class="comment">${esc(comment)}</p>` : '') +
    `</section>`
  );
}

/** The page's style: paper, fonts, the moves table and the diagram pages. */
function style(o: PrintOptions): string {
  return `${o.fontCss ?? ''}
@page { size: ${PAGE_SIZE}; margin: ${PAGE_MARGIN}; }
html { color: #000; background: #fff; }
body { margin: 0; font-family: 'Noto Serif CJK JP', 'Noto Serif JP', 'Hiragino Mincho ProN', 'Yu Mincho', serif; font-size: ${BODY_FONT_PT}pt; line-height: 1.25; }
.page { break-after: page; }
.page:last-child { break-after: auto; }
h1 { font-size: 14pt; margin: 0 0 2mm; }
h2 { font-size: 12pt; margin: 0 0 3mm; }
.headers { display: grid; grid-template-columns: repeat(3, max-content 1fr); gap: 0.5mm 3mm; margin: 0 0 3mm; }
.headers dt { font-weight: bold; }
.headers dd { margin: 0; }
.start-comment, .comment { white-space: pre-wrap; margin: 0 0 3mm; }
.running-head { margin: 0 0 2mm; font-size: 8pt; color: #444; }
table.moves { width: 100%; border-collapse: collapse; }
table.moves th { text-align: left; border-bottom: 0.4mm solid #000; padding: 0.35mm 1.5mm; }
table.moves td { border-bottom: 0.1mm solid #bbb; padding: 0.35mm 1.5mm; vertical-align: top; }
table.moves tr { break-inside: avoid; }
td.ply { width: 9mm; text-align: right; }
td.move { width: 34mm; white-space: nowrap; }
td.time { width: 28mm; white-space: nowrap; font-variant-numeric: tabular-nums; }
td.comment { white-space: pre-wrap; }
.bookmark { font-size: 8pt; color: #444; }
.diagram .board svg { width: ${DIAGRAM_WIDTH_MM}mm; height: auto; display: block; margin: 0 auto 4mm; }
`;
}

/** The title of the print: the event, else the file name, else the players. */
function printTitle(record: ImmutableRecord, o: PrintOptions): string {
  const md = record.metadata;
  const event =
    md.getStandardMetadata(RecordMetadataKey.TITLE) ??
    md.getStandardMetadata(RecordMetadataKey.TOURNAMENT);
  const players = [
    md.getStandardMetadata(RecordMetadataKey.BLACK_NAME),
    md.getStandardMetadata(RecordMetadataKey.WHITE_NAME),
  ]
    .filter(Boolean)
    .join(' – ');
  return event || o.fileName || players || LABELS[o.lang ?? 'ja'].start;
}

/** The whole printable page of `record`: moves pages, each followed by its diagrams' pages. */
export function printHtml(record: ImmutableRecord, o: PrintOptions = {}): string {
  const plan = printPlan(record, o.movesPerPage);
  const title = printTitle(record, o);
  const pages: string[] = [];
  plan.movePages.forEach((rows, i) => {
    pages.push(movesPage(record, rows, i === 0, title, o));
    const last = i === plan.movePages.length - 1 ? Infinity : rows.at(-1)!.ply;
    const from = i === 0 ? -1 : plan.movePages[i - 1]!.at(-1)!.ply;
    for (const n of plan.diagrams)
      if (n.ply > from && n.ply <= last) pages.push(diagramPage(record, n, o));
  });
  return `<!doctype html>
<html lang="${o.lang ?? 'ja'}"><head><meta charset="utf-8"><title>${esc(title)}</title>
<style>${style(o)}</style></head>
<body>${pages.join('\n')}</body></html>
`;
}
