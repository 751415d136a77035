/**
 * File-name conventions: which extensions are record files, and which format and encoding an
 * extension means when writing (`.kifu`/`.ki2u` are the UTF-8 flavours of KIF/KI2). The one list
 * of record extensions: every other module asks here.
 */
import type { ExportFormat } from './types.ts';

/** Extensions of game records: whole games with their header (KIF, KI2, CSA, JKF). */
export const GAME_RECORD_EXTENSIONS = ['.kif', '.kifu', '.ki2', '.ki2u', '.csa', '.jkf'] as const;

/** Every extension the records module reads and writes: game records, USI move lines, SFEN. */
export const RECORD_EXTENSIONS = [...GAME_RECORD_EXTENSIONS, '.usi', '.sfen'] as const;

/** The record extension a path ends in (lower case, from RECORD_EXTENSIONS), or null. */
export function recordExtension(path: string): (typeof RECORD_EXTENSIONS)[number] | null {
  const lower = path.toLowerCase();
  // Why lower case: extensions match case-insensitively (`GAME.KIF` from older Windows tools).
  return RECORD_EXTENSIONS.find((ext) => lower.endsWith(ext)) ?? null;
}

/** True if a path names a record file (any format the records module reads) by its extension. */
export function isRecordPath(path: string): boolean {
  return recordExtension(path) !== null;
}

/** True if a path names a game record (KIF, KI2, CSA, JKF), not USI move lines or an SFEN. */
export function isGameRecordPath(path: string): boolean {
  const ext = recordExtension(path);
  return ext !== null && (GAME_RECORD_EXTENSIONS as readonly string[]).includes(ext);
}

const BY_EXTENSION: { [ext: string]: { format: ExportFormat; encoding?: 'utf-8' } } = {
  kif: { format: 'kif' },
  kifu: { format: 'kif', encoding: 'utf-8' },
  ki2: { format: 'ki2' },
  ki2u: { format: 'ki2', encoding: 'utf-8' },
  csa: { format: 'csa' },
  jkf: { format: 'jkf' },
  json: { format: 'jkf' },
  usi: { format: 'usi' },
  sfen: { format: 'sfen' },
};

/** The export format (and forced encoding) a file name asks for, or null for an unknown extension. */
export function formatForFileName(
  fileName: string,
): { format: ExportFormat; encoding?: 'utf-8' } | null {
  const m = /\.([A-Za-z0-9]+)$/.exec(fileName);
  return m ? (BY_EXTENSION[m[1]!.toLowerCase()] ?? null) : null;
}

/** The usual extension for a format (UTF-8 KIF/KI2 get `.kifu`/`.ki2u`). */
export function fileNameExtension(
  format: ExportFormat,
  encoding: 'utf-8' | 'shift_jis' = 'shift_jis',
): string {
  if (format === 'kif') return encoding === 'utf-8' ? '.kifu' : '.kif';
  if (format === 'ki2') return encoding === 'utf-8' ? '.ki2u' : '.ki2';
  return `.${format}`;
}
