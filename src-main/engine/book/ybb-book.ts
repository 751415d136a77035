/**
 * YaneuraOu's binary book (`.ybb`), read and written. What its public description gives
 * (docs/book-formats.md): the magic `YANE-BINBOOK-V1\0`, a 32-byte header and one 44-byte index
 * row per position (its 32-byte PackedSfen, the offset of its moves, its move number and its move
 * count). The widths and the rest are Banmen's reading of that description, little endian:
 *
 *     header  16 magic, u64 positions, u64 offset of the first move record
 *     row     32 PackedSfen (packed-sfen.ts), u32 offset of its first move record,
 *             u32 move number, u32 move count; rows sorted by their packed bytes
 *     move    u16 move, u16 ponder (0: none), i32 value (−2³¹: none), i32 depth (−1: none),
 *             u32 count — 16 bytes
 *
 * Moves are YaneuraOu's 16-bit moves: bits 0–6 destination, 7–13 origin (a drop: the piece type,
 * pawn lance knight silver bishop rook gold = 1…7), bit 14 drop, bit 15 promotion. Pure.
 */
import type { BookEntry, BookMove } from './db2016.ts';
import { PACKED_SFEN_BYTES, packSfen, unpackSfen } from './packed-sfen.ts';

/** The file's first 16 bytes. */
export const YBB_MAGIC = 'YANE-BINBOOK-V1\0';
/** Bytes of the header, of one index row and of one move record. */
export const YBB_HEADER = 32;
export const YBB_ROW = 44;
export const YBB_MOVE = 16;
const NO_VALUE = -(2 ** 31);
const FILES = '123456789';
const RANKS = 'abcdefghi';
/** Drop letters by YaneuraOu piece type − 1. */
const DROPS = 'PLNSBRG';

/** The 16-bit move of USI text, or −1 when it is not a USI move. */
export function encodeYbbMove(usi: string): number {
  const sq = (f: string | undefined, r: string | undefined): number => {
    const file = FILES.indexOf(f ?? '?');
    const rank = RANKS.indexOf(r ?? '?');
    return file < 0 || rank < 0 ? -1 : file * 9 + rank;
  };
  if (usi[1] === '*') {
    const type = DROPS.indexOf(usi[0]!) + 1;
    const to = sq(usi[2], usi[3]);
    return type < 1 || to < 0 || usi.length !== 4 ? -1 : (1 << 14) | (type << 7) | to;
  }
  const from = sq(usi[0], usi[1]);
  const to = sq(usi[2], usi[3]);
  const promote = usi.length === 5 && usi[4] === '+';
  if (from < 0 || to < 0 || (usi.length !== 4 && !promote)) return -1;
  return (promote ? 1 << 15 : 0) | (from << 7) | to;
}

/** The USI text of a 16-bit move, or null when its bits name no square or piece. */
export function decodeYbbMove(v: number): string | null {
  const name = (s: number): string => `${FILES[Math.floor(s / 9)]}${RANKS[s % 9]}`;
  const to = v & 0x7f;
  const from = (v >> 7) & 0x7f;
  if (to >= 81) return null;
  if (v & (1 << 14))
    return from >= 1 && from <= 7 && !(v & (1 << 15)) ? `${DROPS[from - 1]}*${name(to)}` : null;
  if (from >= 81) return null;
  return `${name(from)}${name(to)}${v & (1 << 15) ? '+' : ''}`;
}

/** Byte-wise order of two equal-length arrays. */
export function compareBytes(a: Uint8Array, b: Uint8Array): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return 0;
}

/** What writing `entries` as `.ybb` loses, one line per kind of loss (empty: nothing). */
export function ybbLosses(entries: readonly BookEntry[]): string[] {
  let comments = 0;
  let unpackable = 0;
  for (const e of entries) {
    if (typeof packSfen(e.sfen) === 'string') unpackable++;
    for (const m of e.moves) if (m.comment) comments++;
  }
  const out: string[] = [];
  if (comments) out.push(`comments dropped from ${comments} moves (.ybb stores no comments)`);
  if (unpackable)
    out.push(
      `${unpackable} positions without all 40 pieces dropped (a packed SFEN cannot hold them)`,
    );
  return out;
}

/** Writes `entries` as `.ybb` bytes; positions that cannot be packed are left out. */
export function encodeYbbBook(entries: readonly BookEntry[]): Uint8Array {
  const rows: { packed: Uint8Array; e: BookEntry }[] = [];
  for (const e of entries) {
    const packed = packSfen(e.sfen);
    if (typeof packed !== 'string') rows.push({ packed, e });
  }
  // Why sorted by the packed bytes: a reader can then bisect the index.
  rows.sort((a, b) => compareBytes(a.packed, b.packed));
  const moves = rows.reduce((n, r) => n + r.e.moves.length, 0);
  const movesAt = YBB_HEADER + YBB_ROW * rows.length;
  const out = new Uint8Array(movesAt + YBB_MOVE * moves);
  const view = new DataView(out.buffer);
  out.set(new TextEncoder().encode(YBB_MAGIC), 0);
  view.setBigUint64(16, BigInt(rows.length), true);
  view.setBigUint64(24, BigInt(movesAt), true);
  let at = movesAt;
  rows.forEach(({ packed, e }, i) => {
    const row = YBB_HEADER + YBB_ROW * i;
    out.set(packed, row);
    view.setUint32(row + 32, at, true);
    view.setUint32(row + 36, Number(e.sfen.trim().split(/\s+/)[3] ?? 1) || 1, true);
    view.setUint32(row + 40, e.moves.length, true);
    for (const m of e.moves) {
      writeMove(view, at, m);
      at += YBB_MOVE;
    }
  });
  return out;
}

/** Writes one move record at `at`; a move that is not USI text throws. */
function writeMove(view: DataView, at: number, m: BookMove): void {
  const move = encodeYbbMove(m.move);
  if (move < 0) throw new Error(`"${m.move}" is not a USI move`);
  const ponder = m.ponder === null ? 0 : Math.max(0, encodeYbbMove(m.ponder));
  const clamp = (v: number): number => Math.max(NO_VALUE + 1, Math.min(2 ** 31 - 1, v));
  view.setUint16(at, move, true);
  view.setUint16(at + 2, ponder, true);
  view.setInt32(at + 4, m.value === null ? NO_VALUE : clamp(m.value), true);
  view.setInt32(at + 8, m.depth ?? -1, true);
  view.setUint32(at + 12, Math.min(m.count, 2 ** 32 - 1), true);
}

/** One move record, or why it is bad. */
export function readYbbMove(view: DataView, at: number): BookMove | string {
  const move = decodeYbbMove(view.getUint16(at, true));
  const p = view.getUint16(at + 2, true);
  const ponder = p === 0 ? null : decodeYbbMove(p);
  if (move === null || (p !== 0 && ponder === null)) return 'an invalid move';
  const value = view.getInt32(at + 4, true);
  const depth = view.getInt32(at + 8, true);
  return {
    move,
    ponder,
    value: value === NO_VALUE ? null : value,
    depth: depth < 0 ? null : depth,
    count: view.getUint32(at + 12, true),
  };
}

/** Result of {@link decodeYbbBook}. */
export type DecodeYbbResult = { ok: true; entries: BookEntry[] } | { ok: false; message: string };

/** Reads `.ybb` bytes; the message names the first thing wrong and where. */
export function decodeYbbBook(bytes: Uint8Array): DecodeYbbResult {
  const fail = (message: string): DecodeYbbResult => ({ ok: false, message });
  if (bytes.length < YBB_HEADER || new TextDecoder().decode(bytes.subarray(0, 16)) !== YBB_MAGIC)
    return fail(`not a .ybb book (no "YANE-BINBOOK-V1" header)`);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const positions = Number(view.getBigUint64(16, true));
  if (YBB_HEADER + YBB_ROW * positions > bytes.length)
    return fail(`the header names ${positions} positions but the file is too short for them`);
  const entries: BookEntry[] = [];
  for (let i = 0; i < positions; i++) {
    const row = YBB_HEADER + YBB_ROW * i;
    const at = view.getUint32(row + 32, true);
    const n = view.getUint32(row + 40, true);
    const where = `position ${i + 1}`;
    if (at + YBB_MOVE * n > bytes.length) return fail(`${where}: its moves lie past the end`);
    const packed = bytes.subarray(row, row + PACKED_SFEN_BYTES);
    const pos = unpackSfen(packed, view.getUint32(row + 36, true) || 1);
    if (!pos.ok) return fail(`${where}: ${pos.message}`);
    const moves: BookMove[] = [];
    for (let k = 0; k < n; k++) {
      const m = readYbbMove(view, at + YBB_MOVE * k);
      if (typeof m === 'string') return fail(`${where}, move ${k + 1}: ${m}`);
      moves.push(m);
    }
    entries.push({ sfen: pos.sfen, moves });
  }
  return { ok: true, entries };
}
