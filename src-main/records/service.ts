/**
 * Record file I/O for the main process (plain Node, no Electron): read and decode a file,
 * write a record in the format its extension names, convert files and folders.
 */
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { basename, dirname, extname, join, relative } from 'node:path';
import type { Record } from 'tsshogi';
import {
  byteLimitError,
  exportRecord,
  formatForFileName,
  importRecord,
} from '../shared/records/index.ts';
import type {
  ExportFormat,
  ExportOptions,
  ImportErrorCode,
  ImportLimits,
  ImportResult,
} from '../shared/records/index.ts';
import { listRecordFiles } from './folder-walk.ts';

/** Result of writing: the files written, or why nothing was written. */
export type WriteResult =
  | { ok: true; paths: string[]; dropped: string[] }
  | {
      ok: false;
      code: 'UNKNOWN_EXTENSION' | 'UNENCODABLE' | 'WRITE_FAILED';
      message: string;
      characters?: string[];
    };

/**
 * Reads and imports a record file. A file over the byte limit is refused from its size, before
 * it is read; a file that cannot be read gives a READ_FAILED error naming the path.
 */
export async function readRecordFile(
  path: string,
  limits: ImportLimits = {},
): Promise<ImportResult> {
  try {
    const tooBig = byteLimitError((await stat(path)).size, limits);
    if (tooBig) return { ok: false, error: tooBig };
    return importRecord(new Uint8Array(await readFile(path)), basename(path), limits);
  } catch (e) {
    return {
      ok: false,
      error: { code: 'READ_FAILED', message: `cannot read the file: ${systemReason(e)}` },
    };
  }
}

/** The reason of a file-system error in words, without a stack (e.g. "permission denied"). */
export function systemReason(e: unknown): string {
  const code = (e as NodeJS.ErrnoException).code;
  const words: { [code: string]: string } = {
    ENOENT: 'no such file or folder',
    EACCES: 'permission denied',
    EPERM: 'permission denied',
    EISDIR: 'it is a folder',
    ENOTDIR: 'a part of the path is a file, not a folder',
    EEXIST: 'a part of the path is a file, not a folder', // from mkdir over a file
    EROFS: 'the disk is read-only',
    ENOSPC: 'the disk is full',
  };
  return (code && words[code]) ?? (e as Error).message;
}

/** Writes bytes through a temporary file and a rename (why: a crash never leaves half a record). */
async function writeAtomically(path: string, bytes: Uint8Array): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const tmp = `${path}.${process.pid}.tmp`;
  await writeFile(tmp, bytes);
  await rename(tmp, path);
}

/** Writes `bytes`; a WRITE_FAILED result naming the path and the reason, or null when written. */
async function writeOrReason(path: string, bytes: Uint8Array): Promise<WriteResult | null> {
  try {
    await writeAtomically(path, bytes);
    return null;
  } catch (e) {
    return {
      ok: false,
      code: 'WRITE_FAILED',
      message: `${path}: cannot write: ${systemReason(e)}`,
    };
  }
}

/** Texts to write for several games: CSA joins them with `/`, USI/SFEN one line each, others one file each. */
function joinGames(format: ExportFormat): 'csa' | 'lines' | 'files' {
  if (format === 'csa') return 'csa';
  return format === 'usi' || format === 'sfen' ? 'lines' : 'files';
}

/**
 * Writes records to `path` in the format its extension names (`.kifu`/`.ki2u` force UTF-8).
 * Several games go to one file where the format allows (CSA, USI, SFEN), else to `name-1.ext`, ….
 */
export async function writeRecordFile(
  path: string,
  records: Record[],
  options: ExportOptions = {},
): Promise<WriteResult> {
  const target = formatForFileName(path);
  if (!target)
    return {
      ok: false,
      code: 'UNKNOWN_EXTENSION',
      message: `${path}: unknown record extension "${extname(path)}"`,
    };
  const opts = { ...options, encoding: target.encoding ?? options.encoding };
  const outputs = records.map((r) => exportRecord(r, target.format, opts));
  const dropped = [...new Set(outputs.flatMap((o) => o.dropped))];
  for (const o of outputs) {
    if (!o.ok)
      return {
        ok: false,
        code: 'UNENCODABLE',
        message: `${path}: ${o.error.message}`,
        characters: o.error.characters,
      };
  }
  const bytes = outputs.map((o) => (o.ok ? o.bytes : new Uint8Array()));
  const mode = records.length > 1 ? joinGames(target.format) : 'lines';
  if (mode === 'files') {
    const stem = path.slice(0, path.length - extname(path).length);
    const paths = bytes.map((_, i) => `${stem}-${i + 1}${extname(path)}`);
    for (let i = 0; i < paths.length; i++) {
      const failed = await writeOrReason(paths[i]!, bytes[i]!);
      if (failed) return failed;
    }
    return { ok: true, paths, dropped };
  }
  const sep =
    mode === 'csa' ? new TextEncoder().encode(`/${opts.newline ?? '\r\n'}`) : new Uint8Array();
  const parts = bytes.flatMap((b, i) => (i === 0 ? [b] : [sep, b]));
  const all = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    all.set(p, at);
    at += p.length;
  }
  return (await writeOrReason(path, all)) ?? { ok: true, paths: [path], dropped };
}

/** Result of converting one file. */
export interface ConvertResult {
  input: string;
  ok: boolean;
  /** Files written, when ok. */
  outputs: string[];
  /** The error (prefixed with the input path) when not ok; warnings and dropped parts otherwise. */
  messages: string[];
  /** The import error's code when reading failed (e.g. `TOO_LARGE`). */
  code?: ImportErrorCode;
}

/** Converts one record file to `output` (format from its extension). */
export async function convertFile(
  input: string,
  output: string,
  options: ExportOptions = {},
  limits: ImportLimits = {},
): Promise<ConvertResult> {
  const read = await readRecordFile(input, limits);
  if (!read.ok)
    return {
      input,
      ok: false,
      outputs: [],
      messages: [`${input}: ${read.error.message}`],
      code: read.error.code,
    };
  const written = await writeRecordFile(output, read.records, options);
  if (!written.ok) return { input, ok: false, outputs: [], messages: [written.message] };
  const notes = [
    ...read.warnings.map((w) => `${input}: warning: ${w}`),
    ...written.dropped.map((d) => `${input}: ${extname(output)} cannot hold ${d}`),
  ];
  return { input, ok: true, outputs: written.paths, messages: notes };
}

/**
 * `convertFile` with an unexpected exception turned into that file's failure (why: in a batch
 * one file the writer cannot handle must not stop the others from being written).
 */
async function convertGuarded(
  input: string,
  output: string,
  options: ExportOptions,
  limits: ImportLimits,
): Promise<ConvertResult> {
  try {
    return await convertFile(input, output, options, limits);
  } catch (e) {
    return {
      input,
      ok: false,
      outputs: [],
      messages: [`${input}: cannot convert: ${(e as Error).message}`],
    };
  }
}

/**
 * Converts every record file under `inputDir` into `outputDir` (same sub-folders), each to
 * the extension `ext` (e.g. `.csa`, `.kifu`).
 */
export async function convertFolder(
  inputDir: string,
  outputDir: string,
  ext: string,
  options: ExportOptions = {},
  limits: ImportLimits = {},
): Promise<ConvertResult[]> {
  const results: ConvertResult[] = [];
  for (const input of await listRecordFiles(inputDir)) {
    const rel = relative(inputDir, input);
    const output = join(outputDir, rel.slice(0, rel.length - extname(rel).length) + ext);
    results.push(await convertGuarded(input, output, options, limits));
  }
  return results;
}
