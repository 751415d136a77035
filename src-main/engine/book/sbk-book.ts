/**
 * ShogiGUI's book (`.sbk`), read and written: a protobuf message (protobuf-wire.ts) as the public
 * `book.proto` describes it (docs/book-formats.md). Field numbers are Banmen's reading of that
 * description:
 *
 *     SBook      1 Author, 2 Description, 3 repeated SBookState
 *     SBookState 1 Id, 2 BoardKey, 3 HandKey, 4 Games, 5 WonBlack, 6 WonWhite, 7 Position (SFEN),
 *                8 Comment, 9 repeated SBookMove, 10 repeated SBookEvaluation
 *     SBookMove  1 Move, 2 Evaluation (mark), 3 Weight, 4 NextStateId
 *     SBookEvaluation 1 value, 2 Depth, 3 SelDepth, 4 Nodes, 5 Variation, 6 EngineName
 *
 * A Move packs from (rank bits 0–3, file 4–7; 0 for a drop), to (rank 8–11, file 12–15),
 * promotion bit 19, captured piece 20–23, moving piece 24–29 and the mover's colour bit 31;
 * pieces are pawn lance knight silver bishop rook gold king = 1…8, promoted + 8. A move's score
 * is the evaluation of the position it leads to, from that position's side to move (negated).
 * ShogiGUI's own position hashes are not public: Banmen writes them as 0 and reads positions from
 * `Position`, or from a position with one by the book's moves. Pure.
 */
import { parseSetup, parseSfen, parseUsiMove } from '../../shared/rules/sfen.ts';
import { MOVE_NONE, typeOf } from '../../shared/rules/types.ts';
import { bookKey, type BookEntry, type BookMove } from './db2016.ts';
import { ProtoWriter, int32, readFields } from './protobuf-wire.ts';

const FILES = '123456789';
const RANKS = 'abcdefghi';
const DROPS = 'PLNSBRG';

/** One state as written or read. */
interface State {
  id: number;
  sfen: string | null;
  moves: { move: number; weight: number; next: number | null }[];
  evals: { value: number; depth: number | null }[];
}

/** The 32-bit move of USI text in a position's setup, or −1 when the text is not a move. */
function encodeSbkMove(usi: string, board: Uint8Array, black: boolean): number {
  const sq = (i: number): [number, number] => [
    FILES.indexOf(usi[i]!) + 1,
    RANKS.indexOf(usi[i + 1]!) + 1,
  ];
  const [tf, tr] = sq(2);
  if (tf < 1 || tr < 1) return -1;
  const to = (tf << 4) | tr;
  const colour = black ? 0 : 1 << 31;
  if (usi[1] === '*') {
    const piece = DROPS.indexOf(usi[0]!) + 1;
    return piece < 1 ? -1 : (colour | (piece << 24) | (to << 8)) >>> 0;
  }
  const [ff, fr] = sq(0);
  if (ff < 1 || fr < 1) return -1;
  const at = (f: number, r: number): number => typeOf(board[(f - 1) * 9 + (r - 1)] ?? 0);
  const promote = usi[4] === '+' ? 1 << 19 : 0;
  const bits = colour | (at(ff, fr) << 24) | (at(tf, tr) << 20) | promote | (to << 8);
  return (bits | (ff << 4) | fr) >>> 0;
}

/** The USI text of a 32-bit move, or null when its squares or piece are out of range. */
function decodeSbkMove(v: number): string | null {
  const name = (b: number): string | null => {
    const f = b >> 4;
    const r = b & 15;
    return f >= 1 && f <= 9 && r >= 1 && r <= 9 ? `${FILES[f - 1]}${RANKS[r - 1]}` : null;
  };
  const to = name((v >> 8) & 0xff);
  if (!to) return null;
  if ((v & 0xff) === 0) {
    const piece = (v >>> 24) & 0x3f;
    return piece >= 1 && piece <= 7 ? `${DROPS[piece - 1]}*${to}` : null;
  }
  const from = name(v & 0xff);
  return from ? `${from}${to}${v & (1 << 19) ? '+' : ''}` : null;
}

/** What writing `entries` as `.sbk` loses, one line per kind of loss (empty: nothing). */
export function sbkLosses(entries: readonly BookEntry[]): string[] {
  let ponder = 0;
  let comments = 0;
  for (const e of entries)
    for (const m of e.moves) {
      if (m.ponder !== null) ponder++;
      if (m.comment) comments++;
    }
  const { conflicts } = buildStates(entries);
  const out: string[] = [];
  if (ponder) out.push(`ponder dropped from ${ponder} moves (.sbk stores no ponder move)`);
  if (comments)
    out.push(`comments dropped from ${comments} moves (.sbk has position comments only)`);
  if (conflicts)
    out.push(
      `${conflicts} move scores dropped: another move into the same position keeps its score`,
    );
  out.push('position hashes written as 0 (ShogiGUI’s hash is not public; positions kept as SFEN)');
  return out;
}

/** The states of `entries`: one per position, plus a leaf per position a move reaches. */
function buildStates(entries: readonly BookEntry[]): { states: State[]; conflicts: number } {
  const byKey = new Map<string, State>();
  const states: State[] = [];
  const stateOf = (sfen: string): State => {
    const key = bookKey(sfen);
    let s = byKey.get(key);
    if (!s) {
      s = { id: states.length, sfen, moves: [], evals: [] };
      byKey.set(key, s);
      states.push(s);
    }
    return s;
  };
  let conflicts = 0;
  // Why collect the moves into each position: the file holds one score per position.
  const intoOf = new Map<State, BookMove[]>();
  const inbound = (s: State): BookMove[] => {
    let list = intoOf.get(s);
    if (!list) intoOf.set(s, (list = []));
    return list;
  };
  for (const e of entries) stateOf(e.sfen);
  for (const e of entries) {
    const state = stateOf(e.sfen);
    const setup = parseSetup(e.sfen);
    const parsed = parseSfen(e.sfen);
    if (!setup.ok || !parsed.ok) throw new Error(`"${e.sfen}" is not a SFEN`);
    const pos = parsed.position;
    for (const m of e.moves) {
      const move = encodeSbkMove(m.move, setup.value.board, setup.value.sideToMove === 0);
      if (move < 0) throw new Error(`"${m.move}" is not a USI move`);
      const legal = parseUsiMove(pos, m.move);
      let next: State | null = null;
      if (legal !== MOVE_NONE) {
        pos.doMove(legal);
        next = stateOf(pos.sfen());
        pos.undoMove(legal);
      }
      state.moves.push({ move, weight: m.count, next: next?.id ?? null });
      if (next) inbound(next).push(m);
    }
  }
  for (const [s, into] of intoOf) conflicts += keepOneScore(s, into);
  return { states, conflicts };
}

/**
 * Gives `s` the score of the first scored move into it (negated: from its side to move); returns
 * how many moves into it read back a different score or depth.
 */
function keepOneScore(s: State, into: readonly BookMove[]): number {
  const kept = into.find((m) => m.value !== null);
  if (!kept) return 0;
  s.evals.push({ value: -kept.value!, depth: kept.depth });
  return into.filter((m) => m.value !== kept.value || m.depth !== kept.depth).length;
}

/** Writes `entries` as `.sbk` bytes. */
export function encodeSbkBook(entries: readonly BookEntry[]): Uint8Array {
  const book = new ProtoWriter().string(1, 'Banmen').string(2, '');
  for (const s of buildStates(entries).states) {
    const w = new ProtoWriter().varint(1, s.id).varint(2, 0).varint(3, 0);
    w.varint(
      4,
      s.moves.reduce((n, m) => n + m.weight, 0),
    )
      .varint(5, 0)
      .varint(6, 0);
    w.string(7, s.sfen ?? '');
    for (const m of s.moves) {
      const mw = new ProtoWriter().varint(1, int32(BigInt(m.move))).varint(2, 0);
      mw.varint(3, m.weight).varint(4, m.next ?? -1);
      w.bytes(9, mw.finish());
    }
    for (const ev of s.evals) {
      const ew = new ProtoWriter().varint(1, ev.value).varint(2, ev.depth ?? 0);
      w.bytes(10, ew.finish());
    }
    book.bytes(3, w.finish());
  }
  return book.finish();
}

/** One state message read. */
function readState(bytes: Uint8Array): State {
  const s: State = { id: -1, sfen: null, moves: [], evals: [] };
  for (const f of readFields(bytes)) {
    if (f.field === 1 && f.kind === 'varint') s.id = int32(f.value);
    else if (f.field === 7 && f.kind === 'bytes')
      s.sfen = new TextDecoder().decode(f.value) || null;
    else if (f.field === 9 && f.kind === 'bytes') {
      const m = { move: 0, weight: 0, next: null as number | null };
      for (const g of readFields(f.value)) {
        if (g.kind !== 'varint') continue;
        if (g.field === 1) m.move = Number(BigInt.asUintN(32, g.value));
        else if (g.field === 3) m.weight = int32(g.value);
        else if (g.field === 4) m.next = int32(g.value) < 0 ? null : int32(g.value);
      }
      s.moves.push(m);
    } else if (f.field === 10 && f.kind === 'bytes') {
      const ev = { value: 0, depth: null as number | null };
      for (const g of readFields(f.value)) {
        if (g.kind === 'varint' && g.field === 1) ev.value = int32(g.value);
        if (g.kind === 'varint' && g.field === 2) ev.depth = int32(g.value) || null;
      }
      s.evals.push(ev);
    }
  }
  return s;
}

/** Result of {@link decodeSbkBook}. */
export type DecodeSbkResult =
  { ok: true; entries: BookEntry[]; warnings: string[] } | { ok: false; message: string };

/** Reads `.sbk` bytes; positions come from `Position` or by the book's moves from one that has it. */
export function decodeSbkBook(bytes: Uint8Array): DecodeSbkResult {
  let states: State[];
  try {
    states = readFields(bytes)
      .filter((f) => f.field === 3 && f.kind === 'bytes')
      .map((f) => readState(f.value as Uint8Array));
  } catch (e) {
    return { ok: false, message: `not a readable .sbk book (${(e as Error).message})` };
  }
  const byId = new Map(states.map((s) => [s.id, s]));
  const queue = states.filter((s) => s.sfen !== null);
  const entries: BookEntry[] = [];
  let illegal = 0;
  for (let i = 0; i < queue.length; i++) {
    const s = queue[i]!;
    const parsed = parseSfen(s.sfen!);
    if (!parsed.ok) return { ok: false, message: `state ${s.id}: "${s.sfen}" is not a SFEN` };
    const pos = parsed.position;
    const moves: BookMove[] = [];
    for (const m of s.moves) {
      const usi = decodeSbkMove(m.move);
      const legal = usi === null ? MOVE_NONE : parseUsiMove(pos, usi);
      if (legal === MOVE_NONE) {
        illegal++;
        continue;
      }
      const next = m.next === null ? undefined : byId.get(m.next);
      if (next && next.sfen === null) {
        pos.doMove(legal);
        next.sfen = pos.sfen();
        pos.undoMove(legal);
        queue.push(next);
      }
      const ev = next?.evals[0];
      moves.push({
        move: usi!,
        ponder: null,
        value: ev ? -ev.value : null,
        depth: ev ? ev.depth : null,
        count: m.weight,
      });
    }
    if (moves.length) entries.push({ sfen: s.sfen!, moves });
  }
  const warnings: string[] = [];
  const lost = states.filter((s) => s.sfen === null && s.moves.length > 0).length;
  if (lost)
    warnings.push(
      `${lost} positions without a SFEN and not reached by the book's moves were dropped`,
    );
  if (illegal) warnings.push(`${illegal} moves illegal in their position were dropped`);
  return { ok: true, entries, warnings };
}
