/**
 * The user's own arrows and square marks, kept in a move's comment as one line of PGN-style
 * markup: `[%cal G7g7f,R2h2b] [%csl Y5e]` (cal = coloured arrows, csl = coloured squares, the
 * convention of ChessBase and lichess, with shogi's USI square names). Other KIF/KI2/CSA readers
 * show the line as plain comment text. Pure module: the renderer, the diagram CLI and tests use it.
 * See docs/drawings.md.
 */
import type { DiagramArrow, DiagramMark } from './diagram/diagram-types.ts';

/** A drawing's colour: Green, Red, Blue, Yellow (the letters the markup uses). */
export type DrawColor = 'G' | 'R' | 'B' | 'Y';

/** An arrow between two squares (USI names, `7g` → `7f`). */
export interface DrawnArrow {
  from: string;
  to: string;
  color: DrawColor;
}

/** A marked square (USI name, `5e`). */
export interface DrawnMark {
  square: string;
  color: DrawColor;
}

/** The drawings of one move. */
export interface Drawings {
  arrows: readonly DrawnArrow[];
  marks: readonly DrawnMark[];
}

/** No drawings. */
export const NO_DRAWINGS: Drawings = { arrows: [], marks: [] };

/** A comment line that holds drawings: only `[%cal …]` and `[%csl …]` groups. */
const LINE = /^[ \t]*(?:\[%(?:cal|csl)[ \t][^\]\n]*\][ \t]*)+$/;
const GROUP = /\[%(cal|csl)[ \t]([^\]\n]*)\]/g;
const ARROW = /^([GRBY])([1-9][a-i])([1-9][a-i])$/;
const MARK = /^([GRBY])([1-9][a-i])$/;

/** True for a comment line that holds drawings (hidden from the comment editor). */
export function isDrawingLine(line: string): boolean {
  return LINE.test(line);
}

/** The drawings of a comment; unreadable entries (another program's colours) are skipped. */
export function parseDrawings(comment: string): Drawings {
  const arrows: DrawnArrow[] = [];
  const marks: DrawnMark[] = [];
  for (const line of comment.split('\n').filter(isDrawingLine)) {
    for (const [, kind, body] of line.matchAll(GROUP)) {
      for (const entry of body!.split(',').map((e) => e.trim())) {
        const a = kind === 'cal' ? ARROW.exec(entry) : null;
        const m = kind === 'csl' ? MARK.exec(entry) : null;
        if (a) arrows.push({ color: a[1] as DrawColor, from: a[2]!, to: a[3]! });
        if (m) marks.push({ color: m[1] as DrawColor, square: m[2]! });
      }
    }
  }
  return { arrows, marks };
}

/** The markup line of `d` (`[%cal G7g7f] [%csl Y5e]`), or '' when there is nothing to draw. */
export function formatDrawings(d: Drawings): string {
  const cal = d.arrows.map((a) => `${a.color}${a.from}${a.to}`).join(',');
  const csl = d.marks.map((m) => `${m.color}${m.square}`).join(',');
  return [cal && `[%cal ${cal}]`, csl && `[%csl ${csl}]`].filter(Boolean).join(' ');
}

/** `comment` with its drawing lines replaced by `d`'s line, first (none when `d` is empty). */
export function withDrawings(comment: string, d: Drawings): string {
  const rest = comment === '' ? [] : comment.split('\n').filter((l) => !isDrawingLine(l));
  const line = formatDrawings(d);
  return (line ? [line, ...rest] : rest).join('\n');
}

/**
 * Right-click semantics, as on Lishogi: drawing a shape that is there in the same colour removes
 * it; in another colour, recolours it; otherwise adds it. `from === to` is a square mark.
 */
export function toggleDrawing(d: Drawings, from: string, to: string, color: DrawColor): Drawings {
  if (from === to) {
    const had = d.marks.find((m) => m.square === from);
    const marks = d.marks.filter((m) => m.square !== from);
    return {
      arrows: d.arrows,
      marks: had?.color === color ? marks : [...marks, { square: from, color }],
    };
  }
  const same = (a: DrawnArrow) => a.from === from && a.to === to;
  const had = d.arrows.find(same);
  const arrows = d.arrows.filter((a) => !same(a));
  return {
    arrows: had?.color === color ? arrows : [...arrows, { from, to, color }],
    marks: d.marks,
  };
}

const NAME = { G: 'green', R: 'red', B: 'blue', Y: 'yellow' } as const;

/** The colour's palette name (`green`), as diagrams and screen-reader text name it. */
export const colorName = (c: DrawColor) => NAME[c];

/** The drawings as a diagram's arrows and marks. */
export function diagramDrawings(d: Drawings): { arrows: DiagramArrow[]; marks: DiagramMark[] } {
  return {
    arrows: d.arrows.map((a) => ({ from: a.from, to: a.to, color: NAME[a.color] })),
    marks: d.marks.map((m) => ({ square: m.square, color: NAME[m.color] })),
  };
}
