/**
 * Comparable snapshots of a record (tree, comments, times, bookmarks, metadata) for the
 * round-trip and fidelity tests.
 */
import { Move, type ImmutableNode, type ImmutableRecord } from 'tsshogi';

/** What a round trip must keep, as plain data, per aspect. */
export interface RecordSnapshot {
  start: string;
  /** Every node as `path → move`, main line first. */
  tree: string[];
  mainLine: string[];
  comments: string[];
  times: string[];
  bookmarks: string[];
  metadata: string[];
}

/** Text for a node's move: USI for moves, the type (or name) for special moves. */
export function moveKey(node: ImmutableNode): string {
  const m = node.move;
  if (m instanceof Move) return m.usi;
  return 'name' in m ? `special:${m.name}` : `special:${m.type}`;
}

/** Walks the tree depth first (main line first) calling `visit(node, path)`. */
function walk(
  node: ImmutableNode,
  path: string,
  visit: (n: ImmutableNode, p: string) => void,
): void {
  let i = 0;
  for (let c = node.next; c; c = c.branch, i++) {
    const p = `${path}/${i}`;
    visit(c, p);
    walk(c, p, visit);
  }
}

/** Takes a snapshot of every aspect of a record. */
export function snapshot(record: ImmutableRecord): RecordSnapshot {
  const s: RecordSnapshot = {
    start: record.initialPosition.sfen,
    tree: [],
    mainLine: [],
    comments: [],
    times: [],
    bookmarks: [],
    metadata: [],
  };
  const note = (n: ImmutableNode, p: string) => {
    if (n.comment.trim()) s.comments.push(`${p}:${n.comment.replace(/\n+$/, '')}`);
    if (n.bookmark) s.bookmarks.push(`${p}:${n.bookmark}`);
  };
  note(record.first, '');
  walk(record.first, '', (n, p) => {
    s.tree.push(`${p}:${moveKey(n)}`);
    if (n.elapsedMs) s.times.push(`${p}:${n.elapsedMs}`);
    note(n, p);
  });
  for (let n: ImmutableNode | null = record.first.next; n; n = n.next) s.mainLine.push(moveKey(n));
  for (const k of record.metadata.standardMetadataKeys)
    s.metadata.push(`${k}=${record.metadata.getStandardMetadata(k)}`);
  for (const k of record.metadata.customMetadataKeys)
    s.metadata.push(`${k}=${record.metadata.getCustomMetadata(k)}`);
  s.metadata.sort();
  return s;
}
