/**
 * Puts the comments of a record into a JKF object exactly as written. tsshogi 2.2's `exportJKF`
 * trims the end of each comment, so the trailing spaces of its last line are lost without a
 * word; here every JKF move's `comments` is rebuilt from its node's comment line by line.
 */
import type { ImmutableNode, ImmutableRecord } from 'tsshogi';

/** The JKF shape this module touches (a move list with forks and comments). */
interface JkfMoveList {
  comments?: string[];
  forks?: JkfMoveList[][];
}

/** The JKF `comments` of a node comment: its lines, without the final newline; none if empty. */
function commentLines(comment: string): string[] | undefined {
  return comment === '' ? undefined : comment.replace(/\n$/, '').split('\n');
}

/** Fills `moves` (a JKF move list starting at `first`'s ply) from the node line starting at `first`. */
function fill(moves: JkfMoveList[], first: ImmutableNode | null, startIndex: number): void {
  // Pending (list, node, index) triples instead of recursion (why: long lines and deep forks).
  const pending: [JkfMoveList[], ImmutableNode | null, number][] = [[moves, first, startIndex]];
  while (pending.length > 0) {
    const [list, start, from] = pending.pop()!;
    let node = start;
    for (let i = from; node && i < list.length; i++, node = node.next) {
      const entry = list[i]!;
      const lines = commentLines(node.comment);
      if (lines) entry.comments = lines;
      else delete entry.comments;
      let sibling = node.branch;
      for (const fork of entry.forks ?? []) {
        if (!sibling) break;
        pending.push([fork, sibling, 0]);
        sibling = sibling.branch;
      }
    }
  }
}

/** Rewrites the comments of `jkf` (from `exportJKF(record)`) from `record`. */
export function restoreJkfComments(jkf: { moves: unknown[] }, record: ImmutableRecord): void {
  const moves = jkf.moves as JkfMoveList[];
  if (moves.length === 0) return;
  const rootLines = commentLines(record.first.comment);
  if (rootLines) moves[0]!.comments = rootLines;
  fill(moves, record.first.next, 1);
}
