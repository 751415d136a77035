/**
 * The position of a record node as an engine should receive it: the record's initial position and
 * the moves leading to the node, so that the engine sees the game's history (repetitions,
 * sennichite) and not only the board.
 */
import { Move as TsMove, type ImmutableNode } from 'tsshogi';
import type { StudyPosition } from '../../../src-main/shared/contract';

/** `initialSfen` plus the USI moves from the root to `node` (special moves such as 投了 change no position and are left out). */
export function positionWithHistory(initialSfen: string, node: ImmutableNode): StudyPosition {
  const moves: string[] = [];
  for (let n: ImmutableNode | null = node; n?.prev; n = n.prev)
    if (n.move instanceof TsMove) moves.push(n.move.usi);
  return { sfen: initialSfen, moves: moves.reverse() };
}
