/**
 * Apery's binary book (`book.bin`), read and written. Layout (facts from Apery's public sources):
 * a file of 16-byte little-endian records sorted by key, one per book move:
 *
 *     u64 key        Apery's Zobrist key of the position (apery-key.ts)
 *     u16 fromToPro  bits 0-6 to square, 7-13 from square (a drop: 81 + piece type - 1,
 *                    pawn lance knight silver bishop rook gold = 1..7), bit 14 promotion
 *     u16 count      how often the move was played
 *     i32 score      the move's score (centipawns), 0 when unknown
 *
 * A position's moves are consecutive records with its key. The file holds no positions, only
 * keys, so reading it back walks the book from the start position: positions the book's own
 * moves do not reach cannot be recovered. Pure: no file access here.
 */
import { parseSfen, parseUsiMove, STARTPOS_SFEN } from '../../shared/rules/sfen.ts';
import { MOVE_NONE } from '../../shared/rules/types.ts';
import { APERY_PIECE_TYPE, aperyKey, aperySquare } from './apery-key.ts';
import type { BookEntry, BookMove } from './db2016.ts';

/** Bytes per record. */
export const APERY_RECORD = 16;
const FILES = '123456789';
const RANKS = 'abcdefghi';
const DROP_LETTERS = 'PLNSBRG';

/** Apery's 16-bit move of a USI move, or -1 when the text is not a USI move. */
export function encodeAperyMove(usi: string): number {
  const sq = (f: string, r: string): number =>
    aperySquare(FILES.indexOf(f) + 1, RANKS.indexOf(r) + 1);
  if (usi[1] === '*') {
    const type = APERY_PIECE_TYPE[usi[0]!];
    const to = sq(usi[2]!, usi[3]!);
    return type === undefined || type > 7 || to < 0 ? -1 : ((80 + type) << 7) | to;
  }
  const from = sq(usi[0]!, usi[1]!);
  const to = sq(usi[2]!, usi[3]!);
  if (from < 0 || to < 0) return -1;
  return ((usi[4] === '+' ? 1 : 0) << 14) | (from << 7) | to;
}

/** The USI move of Apery's 16-bit move, or null when the bits name no square or piece. */
export function decodeAperyMove(v: number): string | null {
  const name = (s: number): string => `${FILES[Math.floor(s / 9)]}${RANKS[s % 9]}`;
  const to = v & 0x7f;
  const from = (v >> 7) & 0x7f;
  if (to >= 81 || from >= 81 + 7) return null;
  if (from >= 81) return `${DROP_LETTERS[from - 81]}*${name(to)}`;
  return `${name(from)}${name(to)}${(v >> 14) & 1 ? '+' : ''}`;
}

/** What writing `entries` as an Apery book loses, one line per kind of loss (empty: nothing). */
export function aperyLosses(entries: readonly BookEntry[]): string[] {
  let depth = 0;
  let ponder = 0;
  let comment = 0;
  let noValue = 0;
  let bigCount = 0;
  for (const e of entries)
    for (const m of e.moves) {
      if (m.depth !== null) depth++;
      if (m.ponder !== null) ponder++;
      if (m.comment) comment++;
      if (m.value === null) noValue++;
      if (m.count > 0xffff) bigCount++;
    }
  const out: string[] = [];
  if (depth) out.push(`depth dropped from ${depth} moves (Apery stores no depth)`);
  if (ponder) out.push(`ponder dropped from ${ponder} moves (Apery stores no ponder move)`);
  if (comment) out.push(`comments dropped from ${comment} moves (Apery stores no comments)`);
  if (noValue) out.push(`${noValue} moves without a score are written with score 0`);
  if (bigCount) out.push(`${bigCount} counts above 65535 are cut to 65535`);
  out.push('move numbers dropped (Apery keys positions by a hash only)');
  return out;
}

/** Writes `entries` as Apery records sorted by key; a move that is not USI text throws. */
export function encodeAperyBook(entries: readonly BookEntry[]): Uint8Array {
  const rows: { key: bigint; m: BookMove }[] = [];
  for (const e of entries) {
    const key = aperyKey(e.sfen);
    for (const m of e.moves) rows.push({ key, m });
  }
  // Why a stable sort on the key alone: a position's moves keep the order the caller gave.
  rows.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const out = new Uint8Array(rows.length * APERY_RECORD);
  const view = new DataView(out.buffer);
  rows.forEach(({ key, m }, i) => {
    const at = i * APERY_RECORD;
    const move = encodeAperyMove(m.move);
    if (move < 0) throw new Error(`"${m.move}" is not a USI move`);
    view.setBigUint64(at, key, true);
    view.setUint16(at + 8, move, true);
    view.setUint16(at + 10, Math.min(m.count, 0xffff), true);
    view.setInt32(at + 12, Math.max(-(2 ** 31), Math.min(2 ** 31 - 1, m.value ?? 0)), true);
  });
  return out;
}

/** One record's move, decoded; null when its move bits are invalid. */
export function readAperyRecord(view: DataView, at: number): BookMove | null {
  const move = decodeAperyMove(view.getUint16(at + 8, true));
  if (move === null) return null;
  return {
    move,
    ponder: null,
    value: view.getInt32(at + 12, true),
    depth: null,
    count: view.getUint16(at + 10, true),
  };
}

/** Result of {@link decodeAperyBook}. */
export type DecodeAperyResult =
  { ok: true; entries: BookEntry[]; warnings: string[] } | { ok: false; message: string };

/** Reads every record into key → moves; a string is what is wrong with the bytes. */
export function aperyRecords(bytes: Uint8Array): Map<bigint, BookMove[]> | string {
  if (bytes.length % APERY_RECORD !== 0)
    return `the size ${bytes.length} is not a multiple of ${APERY_RECORD} bytes: not an Apery book`;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const byKey = new Map<bigint, BookMove[]>();
  for (let at = 0; at < bytes.length; at += APERY_RECORD) {
    const m = readAperyRecord(view, at);
    if (!m) return `record ${at / APERY_RECORD + 1} holds an invalid move`;
    const key = view.getBigUint64(at, true);
    const list = byKey.get(key);
    if (list) list.push(m);
    else byKey.set(key, [m]);
  }
  return byKey;
}

/**
 * Reads an Apery book into entries by walking its moves from `starts` (the even start position
 * by default), breadth first so each position gets the lowest move number that reaches it.
 * Moves that are illegal where they are found are dropped, and so are positions never reached;
 * both are counted in the warnings.
 */
export function decodeAperyBook(
  bytes: Uint8Array,
  starts: readonly string[] = [STARTPOS_SFEN],
): DecodeAperyResult {
  const byKey = aperyRecords(bytes);
  if (typeof byKey === 'string') return { ok: false, message: byKey };
  const entries: BookEntry[] = [];
  const seen = new Set<bigint>();
  let illegal = 0;
  const queue = [...starts];
  for (let i = 0; i < queue.length; i++) {
    const sfen = queue[i]!;
    const key = aperyKey(sfen);
    const moves = byKey.get(key);
    if (!moves || seen.has(key)) continue;
    seen.add(key);
    const parsed = parseSfen(sfen);
    if (!parsed.ok) continue;
    const pos = parsed.position;
    const kept: BookMove[] = [];
    for (const m of moves) {
      const move = parseUsiMove(pos, m.move);
      if (move === MOVE_NONE) {
        illegal++;
        continue;
      }
      kept.push(m);
      pos.doMove(move);
      queue.push(pos.sfen());
      pos.undoMove(move);
    }
    entries.push({ sfen: pos.sfen(), moves: kept });
  }
  const warnings: string[] = [];
  const lost = byKey.size - seen.size;
  if (lost)
    warnings.push(
      `${lost} positions not reached from the start position by the book's moves were dropped`,
    );
  if (illegal) warnings.push(`${illegal} moves illegal in their position were dropped`);
  return { ok: true, entries, warnings };
}
