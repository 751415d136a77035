/**
 * Transposition table: a flat Int32Array of 2-entry buckets, sized from `USI_Hash` (MiB), in a
 * SharedArrayBuffer that every search thread (Lazy SMP, threads.ts) reads and writes without locks.
 *
 * Entry layout (4 int32): [check, move, value<<16 | eval&0xffff,
 * depth | bound<<8 | generation<<10 | used<<16 | pv<<17].
 * The bucket index comes from the low key word; `check` is the high key word XOR the three data
 * words (the well-known lockless hashing scheme), so an entry another thread was writing while it
 * was read (a torn entry) fails the key check and is ignored. A hit needs 32 + log2(buckets)
 * matching bits. A move read from here may still be any bit pattern that passed the check: the
 * move picker checks it pseudo-legal and the search checks it legal before playing it.
 */
import * as types from '../shared/rules/types.ts';
import type { Move } from '../shared/rules/types.ts';
import * as params from './params.ts';

// Module-local copies: under tsx, imported bindings are getter calls, too slow per move.
const { MOVE_NONE } = types;
const { TT_KEEP_DEPTH, VALUE_MATE_IN_MAX_PLY, VALUE_MATED_IN_MAX_PLY, VALUE_NONE } = params;

export const BOUND_NONE = 0;
export const BOUND_UPPER = 1;
export const BOUND_LOWER = 2;
export const BOUND_EXACT = 3;

const ENTRY_INTS = 4;
const BUCKET_ENTRIES = 2;
const BUCKET_INTS = ENTRY_INTS * BUCKET_ENTRIES;
const DEPTH_OFFSET = 8; // stored depth = depth + 8, so qsearch depths (≥ −7) fit a byte
/** The meta word's ttPv flag (bit 16 marks a used entry). */
const PV_BIT = 1 << 17;

/** The shared memory of a table, posted to helper threads so they attach to the same table. */
export interface SharedTable {
  table: SharedArrayBuffer;
  /** [generation]: set by the main thread's newSearch, read by helpers (follow). */
  state: SharedArrayBuffer;
}

/** What a probe found; reused between probes to avoid allocation. */
export interface TTHit {
  found: boolean;
  move: Move;
  value: number;
  evaluation: number;
  depth: number;
  bound: number;
  /** The entry was stored by a PV node, or by a node that was one (ttPv). */
  pv: boolean;
}

export class TranspositionTable {
  private table: Int32Array = new Int32Array(0);
  private bucketMask = 0;
  /** This thread's copy of the shared generation (state[0]), read once per search. */
  private generation = 0;
  private readonly state: Int32Array;
  /** Reused probe result. */
  readonly hit: TTHit = {
    found: false,
    move: MOVE_NONE,
    value: 0,
    evaluation: 0,
    depth: 0,
    bound: 0,
    pv: false,
  };

  /** A new table of `megabytes`, or (given `shared`) a view of another thread's table. */
  constructor(megabytes = 16, shared?: SharedTable) {
    this.state = new Int32Array(shared?.state ?? new SharedArrayBuffer(4));
    if (shared) this.attachTable(shared.table);
    else this.resize(megabytes);
  }

  /** The shared memory, for helper threads (a resize replaces it: post it again). */
  get shared(): SharedTable {
    return {
      table: this.table.buffer as SharedArrayBuffer,
      state: this.state.buffer as SharedArrayBuffer,
    };
  }

  /** Megabytes the table holds (helpers report memory with it). */
  get megabytes(): number {
    return this.table.byteLength / (1024 * 1024);
  }

  /** Reallocates to the largest power-of-two bucket count that fits in `megabytes`. */
  resize(megabytes: number): void {
    const bytes = Math.max(1, megabytes) * 1024 * 1024;
    let buckets = 1;
    while (buckets * 2 * BUCKET_INTS * 4 <= bytes) buckets *= 2;
    this.attachTable(new SharedArrayBuffer(buckets * BUCKET_INTS * 4));
  }

  /** Uses `buffer` (a power-of-two number of buckets, another thread's table) as the table. */
  attachTable(buffer: SharedArrayBuffer): void {
    if (this.table.buffer === buffer) return;
    this.table = new Int32Array(buffer);
    this.bucketMask = buffer.byteLength / (BUCKET_INTS * 4) - 1;
  }

  /** Empties the table (usinewgame, bench positions) so results do not depend on history. */
  clear(): void {
    this.table.fill(0);
    Atomics.store(this.state, 0, 0);
    this.generation = 0;
  }

  /** Starts a new search (main thread): older entries become preferred victims. */
  newSearch(): void {
    this.generation = (Atomics.load(this.state, 0) + 1) & 0x3f;
    Atomics.store(this.state, 0, this.generation);
  }

  /** A helper thread's start of search: take the main thread's generation. */
  follow(): void {
    this.generation = Atomics.load(this.state, 0);
  }

  /** Looks `key` up; fills and returns `this.hit`. Values are converted from "mate from here" to "mate from root". */
  probe(keyLo: number, keyHi: number, ply: number): TTHit {
    const base = (keyLo & this.bucketMask) * BUCKET_INTS;
    const t = this.table;
    const h = this.hit;
    for (let i = 0; i < BUCKET_ENTRIES; i++) {
      const e = base + i * ENTRY_INTS;
      // Why locals: each word is read once, so the words checked are the words used.
      const move = t[e + 1]!;
      const packed = t[e + 2]!;
      const meta = t[e + 3]!;
      if ((t[e]! ^ move ^ packed ^ meta) === keyHi && meta !== 0) {
        h.found = true;
        h.move = move;
        h.value = valueFromTT(packed >> 16, ply);
        h.evaluation = (packed << 16) >> 16;
        h.depth = (meta & 0xff) - DEPTH_OFFSET;
        h.bound = (meta >> 8) & 3;
        h.pv = (meta & PV_BIT) !== 0;
        return h;
      }
    }
    h.found = false;
    h.move = MOVE_NONE;
    h.value = VALUE_NONE;
    h.evaluation = VALUE_NONE;
    h.depth = -DEPTH_OFFSET;
    h.bound = BOUND_NONE;
    h.pv = false;
    return h;
  }

  /** Stores a search result, replacing the same position or the shallowest/oldest entry of the bucket. */
  store(
    keyLo: number,
    keyHi: number,
    ply: number,
    value: number,
    bound: number,
    depth: number,
    move: Move,
    evaluation: number,
    pv = false,
  ): void {
    const t = this.table;
    const base = (keyLo & this.bucketMask) * BUCKET_INTS;
    let victim = base;
    let worst = Infinity;
    for (let i = 0; i < BUCKET_ENTRIES; i++) {
      const e = base + i * ENTRY_INTS;
      const meta = t[e + 3]!;
      if (storedKey(t, e) === keyHi || meta === 0) {
        victim = e;
        break;
      }
      const age = (this.generation - ((meta >> 10) & 0x3f)) & 0x3f;
      const worth = (meta & 0xff) - 8 * age;
      if (worth < worst) {
        worst = worth;
        victim = e;
      }
    }
    if (storedKey(t, victim) === keyHi) {
      // Keep an existing move when the new result has none: it is still the best guess for ordering.
      if (move === MOVE_NONE) move = t[victim + 1]!;
      else if (this.keepsDeeper(t[victim + 3]!, bound, depth)) {
        this.writeMove(victim, move);
        return;
      }
    }
    const packed = (valueToTT(value, ply) << 16) | (evaluation & 0xffff);
    const meta =
      (Math.max(0, depth + DEPTH_OFFSET) & 0xff) |
      (bound << 8) |
      (this.generation << 10) |
      (1 << 16) |
      (pv ? PV_BIT : 0);
    t[victim] = keyHi ^ move ^ packed ^ meta;
    t[victim + 1] = move;
    t[victim + 2] = packed;
    t[victim + 3] = meta;
  }

  /**
   * Whether this search's entry for the same position, searched much deeper, is worth more than a
   * shallow inexact result that has a move (a reduced re-visit): the deep bound keeps cutting.
   * Only stores with a move ask (see `store`): a move-less fail-low, from quiescence or an all
   * node, replaces the entry and keeps its move, as since session 34; asking for those too was
   * still undecided in self-play after 161 games (session 78, docs/strength-log.md).
   */
  private keepsDeeper(meta: number, bound: number, depth: number): boolean {
    const oldDepth = (meta & 0xff) - DEPTH_OFFSET;
    const sameSearch = ((meta >> 10) & 0x3f) === this.generation;
    return sameSearch && bound !== BOUND_EXACT && depth < oldDepth - TT_KEEP_DEPTH;
  }

  /** Replaces only the move of entry `e`, keeping its result (and its lockless check in step). */
  private writeMove(e: number, move: Move): void {
    const t = this.table;
    t[e] = t[e]! ^ t[e + 1]! ^ move;
    t[e + 1] = move;
  }

  /** Permille of sampled entries written in this search, for `info hashfull`. */
  hashfull(): number {
    let used = 0;
    const t = this.table;
    const sample = Math.min(1000, (this.bucketMask + 1) * BUCKET_ENTRIES);
    for (let i = 0; i < sample; i++) {
      const meta = t[i * ENTRY_INTS + 3]!;
      if (meta !== 0 && ((meta >> 10) & 0x3f) === this.generation) used++;
    }
    return Math.round((used * 1000) / sample);
  }
}

/** The key an entry was stored under (garbage for a torn entry, which then matches nothing). */
function storedKey(t: Int32Array, e: number): number {
  return t[e]! ^ t[e + 1]! ^ t[e + 2]! ^ t[e + 3]!;
}

/**
 * A node's best estimate: the table's value when its bound says the true value lies beyond the
 * static evaluation on that side (a searched bound beats a guess); mate values never stand in.
 */
export function boundedEval(ttValue: number, ttBound: number, staticEval: number): number {
  if (ttValue === VALUE_NONE || Math.abs(ttValue) >= VALUE_MATE_IN_MAX_PLY) return staticEval;
  return (ttBound & (ttValue > staticEval ? BOUND_LOWER : BOUND_UPPER)) !== 0
    ? ttValue
    : staticEval;
}

/** Mate scores are stored relative to the node so they stay right when reached at another ply. */
function valueToTT(v: number, ply: number): number {
  if (v === VALUE_NONE) return v;
  if (v >= VALUE_MATE_IN_MAX_PLY) return v + ply;
  if (v <= VALUE_MATED_IN_MAX_PLY) return v - ply;
  return v;
}

function valueFromTT(v: number, ply: number): number {
  if (v === VALUE_NONE) return v;
  if (v >= VALUE_MATE_IN_MAX_PLY) return v - ply;
  if (v <= VALUE_MATED_IN_MAX_PLY) return v + ply;
  return v;
}
