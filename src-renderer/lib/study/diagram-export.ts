/**
 * Study's "Diagram" commands: the current position as an SVG (drawn here by the pure diagram
 * module) or a PNG (drawn by main with the bundled font), saved as a download — the save path
 * records take when the host does not write them — and the BOD text copied to the clipboard.
 */
import type { ImmutableRecord } from 'tsshogi';
import type { DiagramPngImage, DiagramPngRequest, Result } from '../../../src-main/shared/contract';
import {
  recordToBod,
  renderDiagramSvg,
  requestAt,
  type DiagramOptions,
} from '../../../src-main/shared/records/diagram/index';
import { download, fromBase64 } from './record-io';
import { err, ok, type Result as SharedResult } from '../../../src-main/shared/result';

/** What the commands need of the study: its record (cursor at the shown node), its file name, main's PNG. */
export interface DiagramSource {
  record: ImmutableRecord;
  fileName: string;
  png: (request: DiagramPngRequest) => Promise<Result<DiagramPngImage>>;
}

/** Answer of a command: the file name written (`value`), or why nothing was. */
export type DiagramAnswer = SharedResult<string>;

/** The failure of a command that threw (the clipboard refused, a download failed). */
const thrown = (e: unknown) => err('DIAGRAM_FAILED', e instanceof Error ? e.message : String(e));

/** Pixels per SVG unit of a saved PNG (sharp on high-density screens and in print). */
const PNG_SCALE = 2;

/** The position shown, with the book style, the board's orientation, the last move and a title. */
function currentDiagram(src: DiagramSource, flipped: boolean) {
  const request = requestAt(src.record, src.record.current);
  const options: DiagramOptions = { style: 'book', flip: flipped, ...request.options };
  const stem = `${src.fileName.replace(/\.[^.]*$/, '') || 'diagram'}-${request.ply}`;
  return { sfen: request.sfen, options, stem };
}

/** The shown position as PNG bytes, drawn by main. */
async function pngBytes(src: DiagramSource, flipped: boolean): Promise<Uint8Array | string> {
  const { sfen, options } = currentDiagram(src, flipped);
  const r = await src.png({ sfen, options, scale: PNG_SCALE });
  return r.ok ? fromBase64(r.value.base64) : r.error.message;
}

/** Saves the shown position as SVG or PNG (a download named `<record>-<move>.svg|png`). */
export async function saveDiagram(
  src: DiagramSource,
  flipped: boolean,
  format: 'svg' | 'png',
): Promise<DiagramAnswer> {
  const { sfen, options, stem } = currentDiagram(src, flipped);
  const name = `${stem}.${format}`;
  try {
    if (format === 'svg') {
      download(new TextEncoder().encode(renderDiagramSvg(sfen, options)), name);
      return ok(name);
    }
    const png = await pngBytes(src, flipped);
    if (typeof png === 'string') return err('DIAGRAM_FAILED', png);
    download(png, name);
    return ok(name);
  } catch (e) {
    return thrown(e);
  }
}

/** Copies the shown position's BOD (with its move number and last move) to the clipboard. */
export async function copyBod(src: DiagramSource): Promise<DiagramAnswer> {
  try {
    await navigator.clipboard.writeText(recordToBod(src.record));
    return ok('BOD');
  } catch (e) {
    return thrown(e);
  }
}

/** Copies the shown position as a PNG image to the clipboard (to paste into a post or a document). */
export async function copyPng(src: DiagramSource, flipped: boolean): Promise<DiagramAnswer> {
  try {
    const png = await pngBytes(src, flipped);
    if (typeof png === 'string') return err('DIAGRAM_FAILED', png);
    const blob = new Blob([png as BlobPart], { type: 'image/png' });
    await navigator.clipboard.write([new ClipboardItem({ 'image/png': blob })]);
    return ok('PNG');
  } catch (e) {
    return thrown(e);
  }
}
