/**
 * Text → bytes for writing records: UTF-8 through `TextEncoder`, Shift_JIS (CP932) through
 * encoding-japanese. A character Shift_JIS cannot hold is reported, never turned into `?`.
 */
import Encoding from 'encoding-japanese';

/** Bytes of a text, or the characters the encoding cannot hold. */
export type EncodeResult = { ok: true; bytes: Uint8Array } | { ok: false; unencodable: string[] };

/** True if one character has a CP932 code (why: encoding-japanese writes `?` for the rest). */
function sjisCanHold(ch: string): boolean {
  const bytes = Encoding.convert(Encoding.stringToCode(ch), { to: 'SJIS', from: 'UNICODE' });
  return !(bytes.length === 1 && bytes[0] === 0x3f);
}

/** The distinct characters of `text` that Shift_JIS cannot hold, in order of first appearance. */
export function sjisUnencodable(text: string): string[] {
  const seen = new Set<string>();
  const bad: string[] = [];
  for (const ch of text) {
    if (ch.charCodeAt(0) < 0x80 || seen.has(ch)) continue;
    seen.add(ch);
    if (!sjisCanHold(ch)) bad.push(ch);
  }
  return bad;
}

/** Encodes a text in UTF-8 or Shift_JIS; Shift_JIS fails with the list of unencodable characters. */
export function encodeText(text: string, encoding: 'utf-8' | 'shift_jis'): EncodeResult {
  if (encoding === 'utf-8') return { ok: true, bytes: new TextEncoder().encode(text) };
  const unencodable = sjisUnencodable(text);
  if (unencodable.length > 0) return { ok: false, unencodable };
  const codes = Encoding.convert(Encoding.stringToCode(text), { to: 'SJIS', from: 'UNICODE' });
  return { ok: true, bytes: Uint8Array.from(codes) };
}
