/**
 * Walking and addressing the nodes of a tsshogi record tree. A node is addressed by its path:
 * the sibling index chosen at every ply from the start (why: paths survive re-parsing a
 * prefix of the same text, node objects do not).
 */
import { Move, type ImmutableNode, type Record } from 'tsshogi';

/** The children of a node, first (main line) first. */
export function childrenOf(node: ImmutableNode): ImmutableNode[] {
  const out: ImmutableNode[] = [];
  for (let c = node.next; c; c = c.branch) out.push(c);
  return out;
}

/** The path of a node: the sibling index at each ply from the start. */
export function pathOf(node: ImmutableNode): number[] {
  const path: number[] = [];
  for (let n: ImmutableNode | null = node; n && n.prev; n = n.prev) {
    let i = 0;
    for (let c: ImmutableNode | null = n.prev.next; c && c !== n; c = c.branch) i++;
    path.push(i);
  }
  return path.reverse();
}

/** The node at a path, or null when the tree has no such node. */
export function nodeAtPath(record: Record, path: readonly number[]): ImmutableNode | null {
  let node: ImmutableNode | null = record.first;
  for (const index of path) {
    let c: ImmutableNode | null = node.next;
    for (let i = 0; c && i < index; i++) c = c.branch;
    if (!c) return null;
    node = c;
  }
  return node;
}

/** True if two nodes hold the same move (regular: same USI; special: same type/name). */
export function sameMove(a: ImmutableNode, b: ImmutableNode): boolean {
  if (a.move instanceof Move || b.move instanceof Move) {
    return a.move instanceof Move && b.move instanceof Move && a.move.usi === b.move.usi;
  }
  const ka = 'name' in a.move ? a.move.name : a.move.type;
  const kb = 'name' in b.move ? b.move.name : b.move.type;
  return ka === kb;
}

/** Removes the subtree that starts at `node` (the node itself included) from `record`. */
export function pruneAt(record: Record, node: ImmutableNode): void {
  record.gotoNode(node);
  record.removeCurrentMove();
  record.goto(0);
  record.resetAllBranchSelection();
}

/** Counts every move node (regular and special) of the tree. */
export function countNodes(record: Record): number {
  let n = 0;
  record.forEach(() => n++);
  return n - 1;
}

/**
 * Flattens the strings tsshogi built piece by piece (each node's SFEN and display text). Why:
 * V8 keeps a concatenated string as a tree of its pieces until it is read; an SFEN kept that
 * way costs about 2 kB instead of 0.1 kB, so 3,661 CSA games took 1.2 GB. Reading a character
 * makes V8 flatten the string in place and drop the pieces. Returns a checksum of what was
 * read (so the reads cannot be optimised away); callers ignore it.
 */
export function compactStrings(record: Record): number {
  let sum = 0;
  record.forEach((node) => {
    sum += (node.sfen.charCodeAt(0) || 0) + (node.displayText.charCodeAt(0) || 0);
  });
  return sum;
}
