/**
 * Mate search by df-pn (depth-first proof-number search, Nagai 2002) for `go mate`.
 *
 * The side to move is the attacker: at OR nodes it may only give check; at AND nodes the
 * defender plays any legal move. Proof and disproof numbers are kept in a table keyed by the
 * position hash. Each proven node also records its mate length (OR: shortest proven child,
 * AND: longest child), so the answer is a forced line in which the defender resists longest.
 * A position repeated on the current path counts as a failed attack (perpetual check loses).
 */
import type { Position } from '../../shared/rules/position.ts';
import { generateLegal } from '../../shared/rules/movegen.ts';
import { moveToUsi } from '../../shared/rules/sfen.ts';
import type { Move } from '../../shared/rules/types.ts';
import { SIGNAL_STOP } from '../rootsearch.ts';

const INF = 100_000_000;
const MAX_DEPTH = 200;

/** Outcome of a mate search, in the words of the USI `checkmate` answer. */
export type MateResult =
  | { kind: 'mate'; moves: string[]; nodes: number }
  | { kind: 'nomate'; nodes: number }
  | { kind: 'timeout'; nodes: number };

/** Limits for one mate search. */
export interface MateLimits {
  /** Milliseconds, or Infinity. */
  timeMs: number;
  /** Shared signals; a non-zero stop word ends the search (answered as timeout). */
  signals?: Int32Array;
  /** Node budget (tests use it to stay bounded). */
  maxNodes?: number;
}

interface Entry {
  pn: number;
  dn: number;
  /** Mate length in plies from this node once proven. */
  len: number;
}

/** 53-bit table key from the two 32-bit hash words. */
function keyOf(pos: Position): number {
  return (pos.keyHi() & 0x1fffff) * 4294967296 + (pos.key() >>> 0);
}

class DfPn {
  /** One table per remaining-plies budget (index 0 when unbounded): bounded results differ by budget. */
  private readonly tables: Array<Map<number, Entry>> = [];
  private readonly path = new Set<number>();
  private readonly buffers: Int32Array[] = [];
  nodes = 0;
  aborted = false;
  /** Number of checks available at the root (set by the first expansion). */
  rootChecks = -1;
  private readonly deadline: number;

  constructor(
    private readonly limits: MateLimits,
    /** Longest mate looked for, in plies; Infinity = any length. */
    private readonly maxPlies = Infinity,
    deadline = performance.now() + limits.timeMs,
  ) {
    this.deadline = deadline;
    for (let i = 0; i <= MAX_DEPTH; i++) this.buffers.push(new Int32Array(1024));
  }

  /** The table for nodes at `ply`. */
  private table(ply: number): Map<number, Entry> {
    const i = this.maxPlies === Infinity ? 0 : this.maxPlies - ply;
    let t = this.tables[i];
    if (!t) this.tables[i] = t = new Map();
    return t;
  }

  /** Children of a node: checks for the attacker, every legal move for the defender. */
  private children(pos: Position, orNode: boolean, ply: number): number {
    const buf = this.buffers[ply]!;
    const n = generateLegal(pos, buf, 0);
    if (!orNode) return n;
    let k = 0;
    for (let i = 0; i < n; i++) if (pos.givesCheck(buf[i]!)) buf[k++] = buf[i]!;
    return k;
  }

  /** The stored entry of the child reached by `m`, or a fresh estimate. */
  private childEntry(pos: Position, m: Move, ply: number): Entry {
    pos.doMove(m);
    const key = keyOf(pos);
    const e = this.path.has(key) ? REPEATED : (this.table(ply + 1).get(key) ?? UNKNOWN);
    pos.undoMove(m);
    return e;
  }

  private timeUp(): boolean {
    if ((this.nodes & 1023) !== 0) return this.aborted;
    if (this.limits.signals && this.limits.signals[SIGNAL_STOP] !== 0) this.aborted = true;
    if (performance.now() > this.deadline) this.aborted = true;
    if (this.nodes > (this.limits.maxNodes ?? Infinity)) this.aborted = true;
    return this.aborted;
  }

  /** Expands a node until its pn or dn reaches its threshold. */
  mid(pos: Position, pnT: number, dnT: number, orNode: boolean, ply: number): void {
    this.nodes++;
    const key = keyOf(pos);
    const table = this.table(ply);
    const remaining = this.maxPlies - ply;
    const n = ply >= MAX_DEPTH || (orNode && remaining <= 0) ? 0 : this.children(pos, orNode, ply);
    if (ply === 0) this.rootChecks = n;
    if (n === 0 || (!orNode && remaining <= 0)) {
      // OR: no check left (or no plies left), the attack failed. AND: no legal reply, mate.
      const mated = !orNode && n === 0;
      table.set(key, mated ? { pn: 0, dn: INF, len: 0 } : { pn: INF, dn: 0, len: 0 });
      return;
    }
    const moves = this.buffers[ply]!.slice(0, n);
    this.path.add(key);
    for (;;) {
      const sum = this.summarise(pos, moves, orNode, ply);
      table.set(key, { pn: sum.pn, dn: sum.dn, len: sum.len });
      if (sum.pn >= pnT || sum.dn >= dnT || this.timeUp()) break;
      const child = moves[sum.best]!;
      let cPn: number;
      let cDn: number;
      if (orNode) {
        cPn = Math.min(pnT, sum.second + 1);
        cDn = dnT - sum.dn + sum.bestEntry.dn;
      } else {
        cDn = Math.min(dnT, sum.second + 1);
        cPn = pnT - sum.pn + sum.bestEntry.pn;
      }
      pos.doMove(child);
      this.mid(pos, Math.min(cPn, INF), Math.min(cDn, INF), !orNode, ply + 1);
      pos.undoMove(child);
    }
    this.path.delete(key);
  }

  /** pn/dn of a node from its children, the child to expand and the runner-up's number. */
  private summarise(pos: Position, moves: Int32Array, orNode: boolean, ply: number) {
    let pn = orNode ? INF : 0;
    let dn = orNode ? 0 : INF;
    let best = 0;
    let bestEntry = UNKNOWN;
    let second = INF;
    let len = orNode ? INF : 0;
    for (let i = 0; i < moves.length; i++) {
      const e = this.childEntry(pos, moves[i]!, ply);
      const mine = orNode ? e.pn : e.dn; // the number this node minimises over
      if (orNode) {
        dn = Math.min(INF, dn + e.dn);
        if (e.pn === 0) len = Math.min(len, e.len + 1);
      } else {
        pn = Math.min(INF, pn + e.pn);
        if (e.pn === 0) len = Math.max(len, e.len + 1);
      }
      if (mine < (orNode ? bestEntry.pn : bestEntry.dn) || i === 0) {
        second = i === 0 ? INF : orNode ? bestEntry.pn : bestEntry.dn;
        best = i;
        bestEntry = e;
      } else if (mine < second) second = mine;
    }
    if (orNode) pn = bestEntry.pn;
    else dn = bestEntry.dn;
    return { pn, dn, best, bestEntry, second, len: pn === 0 ? len : 0 };
  }

  /** Follows proven children from the root: shortest mate for the attacker, longest defence. */
  principalVariation(pos: Position): string[] {
    const line: string[] = [];
    const played: Move[] = [];
    let orNode = true;
    while (line.length < MAX_DEPTH) {
      const ply = line.length;
      const n = this.children(pos, orNode, MAX_DEPTH);
      let pick = -1;
      let pickLen = orNode ? INF : -1;
      for (let i = 0; i < n; i++) {
        const m = this.buffers[MAX_DEPTH]![i]!;
        const e = this.childEntry(pos, m, ply);
        if (e.pn !== 0) continue;
        if (orNode ? e.len < pickLen : e.len > pickLen) {
          pick = m;
          pickLen = e.len;
        }
      }
      if (pick === -1) break;
      line.push(moveToUsi(pick));
      played.push(pick);
      pos.doMove(pick);
      orNode = !orNode;
    }
    for (let i = played.length - 1; i >= 0; i--) pos.undoMove(played[i]!);
    return line;
  }

  rootEntry(pos: Position): Entry {
    return this.table(0).get(keyOf(pos)) ?? UNKNOWN;
  }
}

const UNKNOWN: Entry = Object.freeze({ pn: 1, dn: 1, len: 0 });
const REPEATED: Entry = Object.freeze({ pn: INF, dn: 0, len: 0 });

/** Longest mate looked for by the length-bounded passes before the unbounded search. */
const BOUNDED_PLIES = 21;

/**
 * Searches for a forced mate by the side to move. Length-bounded df-pn passes (1, 3, 5, …
 * plies) come first: they find the shortest mate, and the bound stops the defender's chains
 * of interposing drops from swamping the search. If none proves a mate, an unbounded pass
 * decides between a longer mate and no mate.
 */
export function solveMate(pos: Position, limits: MateLimits): MateResult {
  const deadline = performance.now() + limits.timeMs;
  let nodes = 0;
  for (let plies = 1; plies <= BOUNDED_PLIES; plies += 2) {
    const bounded = new DfPn(limits, plies, deadline);
    bounded.mid(pos, INF, INF, true, 0);
    nodes += bounded.nodes;
    if (bounded.aborted) return { kind: 'timeout', nodes };
    const root = bounded.rootEntry(pos);
    if (root.pn === 0) return { kind: 'mate', moves: bounded.principalVariation(pos), nodes };
    // Not even a check: no need for longer bounds.
    if (plies === 1 && bounded.rootChecks === 0) return { kind: 'nomate', nodes };
  }
  const solver = new DfPn(limits, Infinity, deadline);
  solver.mid(pos, INF, INF, true, 0);
  nodes += solver.nodes;
  const root = solver.rootEntry(pos);
  if (root.pn === 0) return { kind: 'mate', moves: solver.principalVariation(pos), nodes };
  return root.dn === 0 && !solver.aborted ? { kind: 'nomate', nodes } : { kind: 'timeout', nodes };
}
