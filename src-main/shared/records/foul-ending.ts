/**
 * Real game servers (81Dojo, Shogi Wars) record the illegal move that lost a game as the last
 * move, with a comment such as 「反則手にて終局」. Such a move is read as the mover's 反則負け
 * ending, the move text kept in the comment (why: the file is a real, complete game; refusing
 * it would hide a legitimate result, and the rules core cannot play the move).
 */
import { Move, SpecialMoveType, specialMove, type ImmutableNode, type Record } from 'tsshogi';
import type { Violation } from './validate.ts';

/** True if the illegal move ends its line and the record says the game ended by a foul. */
function isFoulEnding(node: ImmutableNode): boolean {
  const next = node.next;
  if (next && (next.move instanceof Move || next.branch)) return false;
  if (/反則/.test(node.comment)) return true;
  const type = next && !(next.move instanceof Move) && 'type' in next.move ? next.move.type : null;
  return type === SpecialMoveType.FOUL_LOSE || type === SpecialMoveType.FOUL_WIN;
}

/** Replaces the node with a 反則負け special move at the same sibling index. */
function replaceWithFoul(record: Record, node: ImmutableNode, v: Violation): void {
  const comment = `反則手：${v.moveText}（${v.reason}）\n${node.next?.comment ?? ''}${node.comment}`;
  const elapsed = node.elapsedMs;
  const index = v.path[v.path.length - 1]!;
  record.gotoNode(node);
  record.removeCurrentMove();
  record.append(specialMove(SpecialMoveType.FOUL_LOSE), { ignoreValidation: true });
  while (record.current.branchIndex > index && record.swapWithPreviousBranch()) {
    // moves the new node back to where the illegal move stood
  }
  record.current.comment = comment.replace(/\n+$/, '\n');
  record.current.setElapsedMs(elapsed);
  record.goto(0);
  record.resetAllBranchSelection();
}

/**
 * Turns every illegal move that is a recorded foul ending into a 反則負け special move.
 * Returns the violations that remain and one warning per converted move.
 */
export function convertFoulEndings(
  record: Record,
  violations: Violation[],
): { rest: Violation[]; warnings: string[] } {
  const rest: Violation[] = [];
  const warnings: string[] = [];
  for (const v of violations.slice().reverse()) {
    if (!isFoulEnding(v.node)) {
      rest.unshift(v);
      continue;
    }
    replaceWithFoul(record, v.node, v);
    warnings.unshift(
      `move ${v.ply} "${v.moveText}" is illegal (${v.reason}); read as the end of the game by 反則負け`,
    );
  }
  return { rest, warnings };
}
