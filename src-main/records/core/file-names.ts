/**
 * File-name conventions: which format and encoding an extension means when writing
 * (`.kifu`/`.ki2u` are the UTF-8 flavours of KIF/KI2).
 */
import type { ExportFormat } from './types.ts';

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
