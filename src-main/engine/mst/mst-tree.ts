/**
 * Move sequence trees: per strategy, the move sequences of the games whose side reached it, from
 * the even start position, with how many games played each move. One tree per strategy and per
 * colour of the side that built it (a yagura built by white is another set of sequences).
 * Stored as JSON: a node is `[count, {usi: node, …}]`, the children object left out on leaves.
 */
import { STRATEGIES, type Strategy } from './formation.ts';

/** A tree node: games that reached it, and the moves played next. */
export interface MstNode {
  count: number;
  children: Map<string, MstNode>;
}

/** The trees of one strategy: by colour of the side that reached it (0 black, 1 white). */
export interface StrategyTree {
  games: [number, number];
  roots: [MstNode, MstNode];
}

/** Every strategy's trees, and the ply limit they were built with. */
export interface MstSet {
  plies: number;
  trees: Map<Strategy, StrategyTree>;
}

/** An empty node. */
export function newNode(): MstNode {
  return { count: 0, children: new Map() };
}

/** An empty set of trees for every strategy. */
export function newMstSet(plies: number): MstSet {
  const trees = new Map<Strategy, StrategyTree>();
  for (const s of STRATEGIES) trees.set(s, { games: [0, 0], roots: [newNode(), newNode()] });
  return { plies, trees };
}

/** Adds one game's first moves to a tree root (each node counts the game once). */
export function addSequence(root: MstNode, moves: readonly string[]): void {
  let node = root;
  node.count++;
  for (const m of moves) {
    let child = node.children.get(m);
    if (!child) node.children.set(m, (child = newNode()));
    child.count++;
    node = child;
  }
}

/** Drops moves played by fewer than `minCount` games (why: one-off lines are noise and size). */
export function pruneTree(node: MstNode, minCount: number): void {
  for (const [m, child] of node.children) {
    if (child.count < minCount) node.children.delete(m);
    else pruneTree(child, minCount);
  }
}

/** Number of nodes under (and including) `node`. */
export function treeSize(node: MstNode): number {
  let n = 1;
  for (const child of node.children.values()) n += treeSize(child);
  return n;
}

type Packed = [number, Record<string, Packed>?];

function packNode(node: MstNode): Packed {
  if (node.children.size === 0) return [node.count];
  const kids: Record<string, Packed> = {};
  // Why sorted by count: a reader sees the main lines first.
  const sorted = [...node.children].sort((a, b) => b[1].count - a[1].count);
  for (const [m, child] of sorted) kids[m] = packNode(child);
  return [node.count, kids];
}

/** The set as compact JSON text. */
export function formatMstSet(set: MstSet): string {
  const trees: Record<string, unknown> = {};
  for (const [s, t] of set.trees) trees[s] = { games: t.games, roots: t.roots.map(packNode) };
  return `${JSON.stringify({ format: 'banmen-mst', version: 1, plies: set.plies, trees })}\n`;
}

/** Result of {@link parseMstSet}. */
export type ParseMstResult = { ok: true; set: MstSet } | { ok: false; message: string };

const USI_MOVE = /^(?:[1-9][a-i][1-9][a-i]\+?|[PLNSGBR]\*[1-9][a-i])$/;

/** Reads a packed node; throws a message naming the path on a malformed one (caught below). */
function unpackNode(p: unknown, where: string): MstNode {
  if (!Array.isArray(p) || typeof p[0] !== 'number') throw new Error(`${where}: not [count, …]`);
  const node: MstNode = { count: p[0], children: new Map() };
  const kids = (p[1] ?? {}) as Record<string, unknown>;
  for (const [m, child] of Object.entries(kids)) {
    if (!USI_MOVE.test(m)) throw new Error(`${where}: "${m}" is not a USI move`);
    node.children.set(m, unpackNode(child, `${where} ${m}`));
  }
  return node;
}

/** Parses the JSON text of {@link formatMstSet}; a bad file gives a message naming where. */
export function parseMstSet(text: string): ParseMstResult {
  try {
    const doc = JSON.parse(text) as {
      format?: string;
      plies?: number;
      trees?: Record<string, { games: [number, number]; roots: unknown[] }>;
    };
    if (doc.format !== 'banmen-mst') return { ok: false, message: 'not a banmen-mst file' };
    const set = newMstSet(doc.plies ?? 0);
    for (const [name, t] of Object.entries(doc.trees ?? {})) {
      if (!set.trees.has(name as Strategy))
        return { ok: false, message: `unknown strategy "${name}"` };
      set.trees.set(name as Strategy, {
        games: [t.games[0], t.games[1]],
        roots: [unpackNode(t.roots[0], `${name} black`), unpackNode(t.roots[1], `${name} white`)],
      });
    }
    return { ok: true, set };
  } catch (e) {
    return { ok: false, message: (e as Error).message };
  }
}
