/**
 * Perft: the number of leaf nodes of the legal move tree, bulk-counted (at depth 1 the legal
 * moves are counted, not played). Uses one preallocated move buffer per ply.
 */
import type { Position } from './position.ts';
import { generateLegal } from './movegen.ts';
import { moveToUsi } from './sfen.ts';

/** Enough for the 593-move maximum. */
const MAX_MOVES = 1024;
const buffers: Int32Array[] = [];

/** The move buffer of a ply, created on first use. */
function bufferAt(ply: number): Int32Array {
  while (buffers.length <= ply) buffers.push(new Int32Array(MAX_MOVES));
  return buffers[ply]!;
}

/** Recursive bulk-counting perft. */
function count(pos: Position, depth: number, ply: number): number {
  const buf = bufferAt(ply);
  const n = generateLegal(pos, buf, 0);
  if (depth === 1) return n;
  let nodes = 0;
  for (let i = 0; i < n; i++) {
    const m = buf[i]!;
    pos.doMove(m);
    nodes += count(pos, depth - 1, ply + 1);
    pos.undoMove(m);
  }
  return nodes;
}

/** Leaf count of the legal move tree of `depth` plies (1 at depth 0). */
export function perft(pos: Position, depth: number): number {
  return depth <= 0 ? 1 : count(pos, depth, 0);
}

/** Per root move (USI text) leaf counts at `depth` (≥ 1), in generation order. */
export function perftDivide(pos: Position, depth: number): Array<[string, number]> {
  const moves = Array.from(bufferAt(0).subarray(0, generateLegal(pos, bufferAt(0), 0)));
  const out: Array<[string, number]> = [];
  for (const m of moves) {
    pos.doMove(m);
    out.push([moveToUsi(m), perft(pos, depth - 1)]);
    pos.undoMove(m);
  }
  return out;
}
