/**
 * The `diagram:png` channel: checks a request from the (untrusted) renderer field by field,
 * rebuilds the drawing options from the checked fields only (why: nothing else may reach the
 * SVG that main rasterises), draws the SVG in main and rasterises it. Plain Node.
 */
import type { DiagramPngImage, Result } from '../../shared/contract.ts';
import {
  DiagramError,
  renderDiagramSvg,
  type DiagramArrow,
  type DiagramColor,
  type DiagramMark,
  type DiagramOptions,
} from '../../shared/records/diagram/index.ts';
import { diagramPng } from './diagram-png.ts';

/** Limits on what a request may hold (a real diagram is far below them). */
const MAX_TEXT = 200;
const MAX_SHAPES = 81;

/** A short string field, or undefined when absent; a DiagramError when it is something else. */
function textField(v: unknown, name: string): string | undefined {
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'string' || v.length > MAX_TEXT)
    throw new DiagramError(`${name} must be text of at most ${MAX_TEXT} characters`);
  return v;
}

/** A list of plain objects, each read by `read`. */
function listField<T>(v: unknown, name: string, read: (o: { [k: string]: unknown }) => T): T[] {
  if (v === undefined || v === null) return [];
  if (!Array.isArray(v) || v.length > MAX_SHAPES)
    throw new DiagramError(`${name} must be a list of at most ${MAX_SHAPES}`);
  return v.map((o: unknown) => {
    if (typeof o !== 'object' || o === null) throw new DiagramError(`${name}: not an object`);
    return read(o as { [k: string]: unknown });
  });
}

/** The drawing options, rebuilt from the checked fields of `v`. */
export function checkedOptions(v: unknown): DiagramOptions {
  const o = (typeof v === 'object' && v !== null ? v : {}) as { [k: string]: unknown };
  const color = (c: unknown, name: string) => textField(c, name) as DiagramColor | undefined;
  const arrows = listField<DiagramArrow>(o.arrows, 'arrows', (a) => ({
    from: textField(a.from, 'arrow from') ?? '',
    to: textField(a.to, 'arrow to') ?? '',
    ...(a.color !== undefined && { color: color(a.color, 'arrow colour') }),
  }));
  const marks = listField<DiagramMark>(o.marks, 'marks', (m) => ({
    square: textField(m.square, 'mark square') ?? '',
    ...(m.color !== undefined && { color: color(m.color, 'mark colour') }),
  }));
  const style = o.style === undefined ? 'book' : o.style;
  if (style !== 'book' && style !== 'board') throw new DiagramError('style must be book or board');
  const lastMove = textField(o.lastMove, 'lastMove');
  const title = textField(o.title, 'title');
  return {
    style,
    flip: o.flip === true,
    arrows,
    marks,
    ...(lastMove !== undefined && { lastMove }),
    ...(title !== undefined && { title }),
  };
}

/** Answers `diagram:png`: the PNG, or BAD_ARGS saying what is wrong with the request. */
export function diagramPngForRenderer(request: unknown): Result<DiagramPngImage> {
  try {
    const r = (typeof request === 'object' && request !== null ? request : {}) as {
      [k: string]: unknown;
    };
    const sfen = textField(r.sfen, 'sfen');
    if (!sfen) throw new DiagramError('sfen is missing');
    const scale = typeof r.scale === 'number' ? r.scale : NaN;
    if (!(scale >= 0.25 && scale <= 8)) throw new DiagramError('scale must be a number 0.25–8');
    const png = diagramPng(renderDiagramSvg(sfen, checkedOptions(r.options)), { scale });
    return {
      ok: true,
      value: { base64: png.png.toString('base64'), width: png.width, height: png.height },
    };
  } catch (e) {
    if (!(e instanceof DiagramError)) throw e;
    return { ok: false, error: { code: 'BAD_ARGS', message: `diagram: ${e.message}` } };
  }
}
