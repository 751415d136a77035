/**
 * Opening and saving records in the study view, over the records module: bytes or pasted text
 * → a tsshogi Record (or the precise error plus the valid part), and a Record → file bytes in
 * any format and encoding (or the characters Shift_JIS cannot hold). Pure helpers.
 */
import type { Record } from 'tsshogi';
import {
  exportRecord,
  fileNameExtension,
  importRecord,
  importRecordText,
  type ExportFormat,
  type ImportResult,
} from '../../../src-main/shared/records/index';

/** A record that opened, or why it did not (with the part before the error, if any). */
export type Opened =
  | {
      ok: true;
      record: Record;
      /** Every game of the file (those of a multi-game CSA are built when first read). */
      games: Record[];
      format: string;
      encoding: string;
      warnings: string[];
    }
  | { ok: false; message: string; partial: Record | null };

/** The first game of an import, or its error. */
function firstGame(r: ImportResult): Opened {
  if (!r.ok) return { ok: false, message: r.error.message, partial: r.error.partial ?? null };
  // Why the Save note: the file's path is not kept, so Save cannot overwrite the other games.
  const extra =
    r.records.length > 1
      ? [
          `the file holds ${r.records.length} games; game 1 is shown, and Save writes it to a file of its own`,
        ]
      : [];
  return {
    ok: true,
    record: r.records[0]!,
    games: r.records,
    format: r.format,
    encoding: r.encoding,
    warnings: [...r.warnings, ...extra],
  };
}

/** Opens file bytes (any format and encoding the records module reads). */
export function openBytes(bytes: Uint8Array, name: string): Opened {
  return firstGame(importRecord(bytes, name));
}

/** Opens pasted text: KIF, KI2, CSA, USI, SFEN, BOD or JKF. */
export function openText(text: string): Opened {
  return firstGame(importRecordText(text));
}

/** Formats the Save dialog offers. */
export const SAVE_FORMATS: readonly ExportFormat[] = ['kif', 'ki2', 'csa', 'jkf', 'usi', 'sfen'];

/** Saving outcome: bytes and the file name, or the unencodable characters. */
export type Saved =
  | { ok: true; bytes: Uint8Array; fileName: string; dropped: string[] }
  | { ok: false; message: string; characters: string[] };

/** The file bytes of a record in a format and encoding, named after `baseName`. */
export function saveBytes(
  record: Record,
  format: ExportFormat,
  encoding: 'utf-8' | 'shift_jis',
  baseName: string,
  keepName = false,
): Saved {
  const r = exportRecord(record, format, { encoding });
  if (!r.ok) return { ok: false, message: r.error.message, characters: r.error.characters };
  // Why keep: File › Save of 007.kif must write 007.kif, not rename it to 007.kifu.
  const fileName = keepName
    ? baseName
    : baseName.replace(/\.[A-Za-z0-9]+$/, '') + fileNameExtension(format, encoding);
  return { ok: true, bytes: r.bytes, fileName, dropped: r.dropped };
}

/** Base64 of bytes (IPC carries JSON). */
export function toBase64(bytes: Uint8Array): string {
  let s = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(s);
}

/** Bytes of base64 text. */
export function fromBase64(b64: string): Uint8Array {
  const s = atob(b64);
  const out = new Uint8Array(s.length);
  for (let i = 0; i < s.length; i++) out[i] = s.charCodeAt(i);
  return out;
}

/** Offers bytes as a download (the browser host's "save"; Electron asks where). */
export function download(bytes: Uint8Array, fileName: string): void {
  const url = URL.createObjectURL(
    new Blob([bytes as BlobPart], { type: 'application/octet-stream' }),
  );
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
