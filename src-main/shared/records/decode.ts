/**
 * Bytes → text for record files: BOM, declared encodings (`#KIF … encoding=`, CSA `'encoding=`
 * and V3 `'CSA encoding=`), the UTF-8-only extensions (`.kifu`, `.ki2u`), then strict UTF-8 and
 * Shift_JIS (CP932), then EUC-JP (old gpsshogi files), as the fallbacks. Uses only `TextDecoder`, so it runs in every JS runtime.
 */
import type { ImportError, TextEncoding } from './types.ts';
import { formatForFileName } from './file-names.ts';

/** A decoded text with the encoding it was read in. */
export type DecodeResult =
  | { ok: true; text: string; encoding: TextEncoding; warnings: string[] }
  | { ok: false; error: ImportError };

/** Normalises CR, LF, CRLF and NEL line endings to LF (why: every parser here splits on LF). */
export function normalizeNewlines(text: string): string {
  return text.replace(/\r\n|\r|\u0085/g, '\n');
}

/** Decodes strictly; null when the bytes are not valid in that encoding. */
function tryDecode(bytes: Uint8Array, label: string): string | null {
  try {
    return new TextDecoder(label, { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** Maps a declared charset name to ours (why: files spell it Shift_JIS, SJIS, CP932, UTF8 …). */
function charsetOf(name: string): TextEncoding | null {
  const n = name.toLowerCase().replace(/[^a-z0-9]/g, '');
  if (n === 'utf8') return 'utf-8';
  if (n === 'shiftjis' || n === 'sjis' || n === 'cp932' || n === 'windows31j' || n === 'ms932')
    return 'shift_jis';
  if (n === 'eucjp') return 'euc-jp';
  return null;
}

/**
 * Reads an ASCII-compatible encoding declaration from the first lines (why: the declaration
 * is plain ASCII, so reading the head as Latin-1 finds it whatever the real encoding).
 */
export function declaredEncoding(bytes: Uint8Array): TextEncoding | null {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 2048));
  const m =
    /^#KI[F2] +version=[0-9.]+ +encoding=([A-Za-z0-9_-]+)/m.exec(head) ??
    /^'(?:CSA +)?encoding=([A-Za-z0-9_-]+)/m.exec(head);
  return m ? charsetOf(m[1]!) : null;
}

/** Detects a byte-order mark: the encoding and the number of bytes to skip. */
function bomOf(bytes: Uint8Array): [TextEncoding, number] | null {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return ['utf-8', 3];
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return ['utf-16le', 2];
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return ['utf-16be', 2];
  return null;
}

/** True if the first `n` bytes decode without an error, a character cut at the end allowed. */
function prefixDecodes(bytes: Uint8Array, n: number, label: string): boolean {
  try {
    // Streaming mode keeps a cut multi-byte character pending instead of failing (why: then
    // "the prefix decodes" is monotone in n and a bisection finds the exact bad byte).
    new TextDecoder(label, { fatal: true, ignoreBOM: true }).decode(bytes.subarray(0, n), {
      stream: true,
    });
    return true;
  } catch {
    return false;
  }
}

/** The offset of the first byte at which a strict decode in `label` fails. */
function firstBadOffset(bytes: Uint8Array, label: string): number {
  let lo = 0; // decodes
  let hi = bytes.length; // fails (the whole text does)
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (prefixDecodes(bytes, mid, label)) lo = mid;
    else hi = mid;
  }
  return hi - 1;
}

/** 1-based line and column (in characters) of a byte offset, the text before it read in `label`. */
function lineAndColumn(
  bytes: Uint8Array,
  offset: number,
  label: string,
): { line: number; column: number } {
  let line = 1;
  let start = 0;
  for (let i = 0; i < offset; i++) {
    if (bytes[i] === 0x0a) {
      line++;
      start = i + 1;
    }
  }
  const before = new TextDecoder(label, { ignoreBOM: true }).decode(bytes.subarray(start, offset), {
    stream: true,
  });
  return { line, column: [...before].length + 1 };
}

const LABEL_NAME: { [label: string]: string } = {
  'utf-8': 'UTF-8',
  shift_jis: 'Shift_JIS',
  'euc-jp': 'EUC-JP',
};

/**
 * A DECODE error saying the file was cut inside a character, if the bytes read cleanly in
 * `label` except for an unfinished character at the very end, else null (why: a download or
 * copy that stopped early is the usual cause, and "not UTF-8" would send the user the wrong way).
 */
function truncatedError(bytes: Uint8Array, label: string): ImportError | null {
  if (!prefixDecodes(bytes, bytes.length, label) || tryDecode(bytes, label) !== null) return null;
  const offset = firstBadOffset(bytes, label) + 1 - trailingLength(bytes, label);
  const { line, column } = lineAndColumn(bytes, offset, label);
  return {
    code: 'DECODE',
    line,
    message: `line ${line}, column ${column} (byte ${offset}): the file looks truncated: it ends inside a ${LABEL_NAME[label] ?? label} character, ${bytes.length - offset} of its bytes present`,
  };
}

/** How many bytes at the end belong to the unfinished character (1 to 3). */
function trailingLength(bytes: Uint8Array, label: string): number {
  for (let k = 1; k <= 3 && k <= bytes.length; k++)
    if (tryDecode(bytes.subarray(0, bytes.length - k), label) !== null) return k;
  return 1;
}

/**
 * The DECODE error of bytes no encoding reads: the place is given for the encoding that reads
 * furthest (why: that is the file's likely encoding, so its first bad byte is the damage).
 */
function decodeError(bytes: Uint8Array): ImportError {
  const labels = ['utf-8', 'shift_jis', 'euc-jp'] as const;
  for (const label of labels) {
    const cut = truncatedError(bytes, label);
    if (cut) return cut;
  }
  const offsets = labels.map((label) => firstBadOffset(bytes, label));
  const best = offsets.indexOf(Math.max(...offsets));
  const offset = offsets[best]!;
  const { line, column } = lineAndColumn(bytes, offset, labels[best]!);
  const hex = bytes[offset]!.toString(16).toUpperCase().padStart(2, '0');
  return {
    code: 'DECODE',
    line,
    message: `line ${line}, column ${column} (byte ${offset}, 0x${hex}): the text is neither UTF-8, Shift_JIS nor EUC-JP here (it reads as ${labels[best]} up to this point)`,
  };
}

/**
 * Decodes a record file. Order: BOM, the encoding declared in the file, UTF-8 for
 * `.kifu`/`.ki2u`, strict UTF-8 if the bytes are valid UTF-8, else Shift_JIS (CP932).
 * Line endings are normalised to LF.
 */
export function decodeRecordBytes(bytes: Uint8Array, fileName?: string): DecodeResult {
  const warnings: string[] = [];
  const bom = bomOf(bytes);
  if (bom) {
    const text = tryDecode(bytes.subarray(bom[1]), bom[0]);
    if (text !== null)
      return { ok: true, text: normalizeNewlines(text), encoding: bom[0], warnings };
    warnings.push(`the file starts with a ${bom[0]} byte-order mark but is not valid ${bom[0]}`);
  }
  const declared =
    declaredEncoding(bytes) ??
    (fileName && formatForFileName(fileName)?.encoding === 'utf-8' ? 'utf-8' : null);
  if (declared) {
    const text = tryDecode(bytes, declared);
    if (text !== null)
      return { ok: true, text: normalizeNewlines(text), encoding: declared, warnings };
    warnings.push(`the file should be ${declared} but is not; read with encoding detection`);
  }
  // UTF-8 with its last character cut would often read as Shift_JIS mojibake: say it is cut.
  const cutUtf8 = /[^\x00-\x7f]/.test(new TextDecoder('latin1').decode(bytes.subarray(0, 4096)))
    ? truncatedError(bytes, 'utf-8')
    : null;
  if (cutUtf8) return { ok: false, error: cutUtf8 };
  for (const enc of ['utf-8', 'shift_jis', 'euc-jp'] as const) {
    const text = tryDecode(bytes, enc);
    if (text !== null) return { ok: true, text: normalizeNewlines(text), encoding: enc, warnings };
  }
  return { ok: false, error: decodeError(bytes) };
}
