/**
 * Writing board diagrams to files: one position as SVG, PNG or BOD (by the file's extension),
 * or a batch, one file per bookmark or `#図` comment of a record, into a folder. Plain Node.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import type { Record } from 'tsshogi';
import { nodeAtPath } from '../../shared/records/tree.ts';
import {
  markedRequests,
  recordToBod,
  renderDiagramSvg,
  type DiagramOptions,
  type DiagramRequest,
} from '../../shared/records/diagram/index.ts';
import { systemReason } from '../../records/service.ts';
import { diagramPng } from './diagram-png.ts';

/** Kinds of diagram file. */
export type DiagramFormat = 'svg' | 'png' | 'bod';

/** The format an output file's extension names, or null (`.bod` and `.txt` are BOD text). */
export function diagramFormatOf(path: string): DiagramFormat | null {
  const ext = extname(path).toLowerCase();
  if (ext === '.svg' || ext === '.png') return ext.slice(1) as DiagramFormat;
  if (ext === '.bod' || ext === '.txt') return 'bod';
  return null;
}

/** The bytes of one diagram of `record` (BOD moves the record's cursor to the request's node). */
export function diagramBytes(
  record: Record,
  request: DiagramRequest,
  options: DiagramOptions,
  format: DiagramFormat,
  scale?: number,
): Uint8Array {
  if (format === 'bod') {
    record.gotoNode(nodeAtPath(record, request.path)!);
    return Buffer.from(recordToBod(record), 'utf8');
  }
  const svg = renderDiagramSvg(request.sfen, { ...request.options, ...options });
  return format === 'svg' ? Buffer.from(svg, 'utf8') : diagramPng(svg, { scale }).png;
}

/** Writes a file, turning a file-system error into an Error naming the path and the reason. */
export async function writeDiagramFile(path: string, bytes: Uint8Array): Promise<void> {
  try {
    await writeFile(path, bytes);
  } catch (e) {
    throw new Error(`${path}: cannot write: ${systemReason(e)}`);
  }
}

/** A file name for a batch diagram: `003-ply41-<bookmark>.png`, safe on every file system. */
export function batchFileName(
  index: number,
  request: DiagramRequest,
  format: DiagramFormat,
): string {
  const label = request.label
    .replace(/[\\/:*?"<>|\s\u0000-\u001f]+/g, '_')
    .slice(0, 40)
    .replace(/^_+|_+$/g, '');
  const tail = label && label !== String(request.ply) ? `-${label}` : '';
  return `${String(index + 1).padStart(3, '0')}-ply${request.ply}${tail}.${format === 'bod' ? 'txt' : format}`;
}

/**
 * Writes one diagram per bookmark or `#図` comment of `record` into `folder` (created when
 * missing); returns the paths written, in tree order (none when the record has no marker).
 */
export async function writeBatch(
  record: Record,
  folder: string,
  format: DiagramFormat,
  options: DiagramOptions,
  scale?: number,
): Promise<string[]> {
  await mkdir(folder, { recursive: true }).catch((e: unknown) => {
    throw new Error(`${folder}: cannot create the folder: ${systemReason(e)}`);
  });
  const paths: string[] = [];
  const requests = markedRequests(record);
  for (let i = 0; i < requests.length; i++) {
    const path = join(folder, batchFileName(i, requests[i]!, format));
    await writeDiagramFile(path, diagramBytes(record, requests[i]!, options, format, scale));
    paths.push(path);
  }
  return paths;
}
