/**
 * Game endings in JKF that tsshogi 2.2's `exportJKF` leaves out without a word: it stops a line
 * at any ending without a CSA name, such as a KIF's free-text `Time-up`, 不戦勝 or トライ.
 * A time-up written in words is put back as JKF's `TIME_UP`; an ending JKF cannot name is
 * listed as dropped (JKF's `special` values are the CSA endings: TORYO, TIME_UP, KACHI …).
 */
import { Move, type ImmutableNode, type ImmutableRecord } from 'tsshogi';

/** The JKF shape this module touches. */
interface JkfMoveList {
  special?: string;
  forks?: JkfMoveList[][];
}

/** Free-text endings that mean a loss on time (why: English KIF writers spell it so). */
const TIME_UP_WORDS = /^(?:time[- ]?up|time[- ]?out|時間切れ)/i;

/** True if a free-text ending means a loss on time (JKF TIME_UP, CSA %TIME_UP). */
export function isTimeUpText(node: ImmutableNode): boolean {
  return TIME_UP_WORDS.test(node.displayText.replace(/^[☗☖▲△]/, ''));
}

/** What to do with an ending tsshogi did not write: a JKF special, or a line for `dropped`. */
function endingOf(node: ImmutableNode): { special: string } | { dropped: string } {
  if (isTimeUpText(node)) return { special: 'TIME_UP' };
  const comment = node.comment !== '' ? ' (and its comment)' : '';
  return {
    dropped: `move ${node.ply}: the ending "${node.displayText}"${comment} has no JKF name`,
  };
}

/**
 * Adds the endings `exportJKF` stopped at to `jkf` (from `exportJKF(record)`), in every line
 * and fork; returns what JKF cannot hold. Call before restoring comments, so an added ending
 * gets its comment too.
 */
export function restoreJkfEndings(jkf: { moves: unknown[] }, record: ImmutableRecord): string[] {
  const dropped: string[] = [];
  // Pending (list, node, index) triples instead of recursion (why: long lines and deep forks).
  const pending: [JkfMoveList[], ImmutableNode | null, number][] = [
    [jkf.moves as JkfMoveList[], record.first.next, 1],
  ];
  while (pending.length > 0) {
    const [list, start, from] = pending.pop()!;
    let node = start;
    for (let i = from; node; i++, node = node.next) {
      if (i >= list.length) {
        // exportJKF stopped here, so this node is an ending without a CSA name.
        if (node.move instanceof Move) break;
        const ending = endingOf(node);
        if ('special' in ending) list.push({ special: ending.special });
        else dropped.push(ending.dropped);
        break;
      }
      let sibling = node.branch;
      for (const fork of list[i]!.forks ?? []) {
        if (!sibling) break;
        pending.push([fork, sibling, 0]);
        sibling = sibling.branch;
      }
    }
  }
  return dropped;
}
