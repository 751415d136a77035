/**
 * Plain-data copies of record subtrees and their re-insertion (why: undoing "delete from here"
 * must bring back the moves with their comments, bookmarks and times exactly). Pure module.
 */
import { Move, type ImmutableNode, type Node, type Record, type SpecialMove } from 'tsshogi';
import { childrenOf, nodeAtPath } from '../records/tree.ts';

/** One node of a copied subtree, with its children first-is-main-line. */
export interface NodeSnapshot {
  /** USI of a regular move, or the special move (投了, 中断, …). */
  move: { usi: string } | { special: SpecialMove };
  comment: string;
  bookmark: string;
  elapsedMs: number;
  children: NodeSnapshot[];
}

/** Copies a node and everything below it. */
export function snapshotNode(node: ImmutableNode): NodeSnapshot {
  const m = node.move;
  const move = m instanceof Move ? { usi: m.usi } : { special: m };
  return {
    move,
    comment: node.comment,
    bookmark: node.bookmark,
    elapsedMs: node.elapsedMs,
    children: childrenOf(node).map(snapshotNode),
  };
}

/** The editable node at a path (tsshogi's `Record` hands out mutable nodes; the helper types them read-only). */
export function editableNodeAt(record: Record, path: readonly number[]): Node | null {
  return nodeAtPath(record, path) as Node | null;
}

/** Appends a snapshot below the record's current node; false if a move no longer fits. */
function appendSnapshot(record: Record, snap: NodeSnapshot): boolean {
  const m = snap.move;
  if ('usi' in m) {
    const move = record.position.createMoveByUSI(m.usi);
    if (!move || !record.append(move)) return false;
  } else if (!record.append(m.special)) {
    return false;
  }
  const node = record.current;
  node.comment = snap.comment;
  node.bookmark = snap.bookmark;
  node.setElapsedMs(snap.elapsedMs);
  for (const child of snap.children) {
    if (!appendSnapshot(record, child)) return false;
    record.gotoNode(node);
  }
  return true;
}

/** Moves the node at `path` to sibling position `index` (0 = main line) by adjacent swaps. */
export function moveSibling(record: Record, path: readonly number[], index: number): void {
  let at = path[path.length - 1]!;
  const parentPath = path.slice(0, -1);
  while (at !== index) {
    record.gotoNode(nodeAtPath(record, [...parentPath, at])!);
    if (at > index) record.swapWithPreviousBranch();
    else record.swapWithNextBranch();
    at += at > index ? -1 : 1;
  }
}

/**
 * Re-inserts a snapshot as the child number `index` of the node at `parentPath`.
 * Returns false (and leaves the tree as far as it got) if the snapshot does not fit there.
 */
export function insertSnapshot(
  record: Record,
  parentPath: readonly number[],
  index: number,
  snap: NodeSnapshot,
): boolean {
  const parent = nodeAtPath(record, parentPath);
  if (!parent) return false;
  record.gotoNode(parent);
  if (!appendSnapshot(record, snap)) return false;
  const last = childrenOf(parent).length - 1;
  moveSibling(record, [...parentPath, last], index);
  return true;
}
