/**
 * The move sequence trees as the explorer shows them: each tree walked once from the start
 * position into a table from a position (the engine's Zobrist key, hands included, so
 * transpositions merge) to the moves its games played there. Only positions where the side that
 * built the strategy is to move are kept (black's tree at black's turns, white's at white's),
 * so a position is answered from the tree of the player choosing the move.
 */
import { Position } from '../shared/rules/position.ts';
import { parseUsiMove } from '../shared/rules/sfen.ts';
import { MOVE_NONE } from '../shared/rules/types.ts';
import type { MstNode, StrategyTree } from '../engine/mst/mst-tree.ts';

/** The tree's games that reached one position, and the moves they played there. */
export interface TreePositionMoves {
  games: number;
  /** USI move → games that played it. */
  moves: Map<string, number>;
}

/** A position's table key (why both words: one 32-bit word alone collides in a large tree). */
export function positionKey(pos: Position): string {
  return `${pos.keyHi() >>> 0}:${pos.key() >>> 0}`;
}

/** Adds `node`'s moves at `pos`, and below, to `table` wherever `side` is to move. */
function walk(
  pos: Position,
  node: MstNode,
  side: number,
  table: Map<string, TreePositionMoves>,
): void {
  if (pos.sideToMove === side && node.children.size > 0) {
    const k = positionKey(pos);
    let entry = table.get(k);
    if (!entry) table.set(k, (entry = { games: 0, moves: new Map() }));
    entry.games += node.count;
    for (const [usi, child] of node.children)
      entry.moves.set(usi, (entry.moves.get(usi) ?? 0) + child.count);
  }
  for (const [usi, child] of node.children) {
    const m = parseUsiMove(pos, usi);
    // Why skip, not fail: a tree built by another rules version may hold a move ours refuses.
    if (m === MOVE_NONE) continue;
    pos.doMove(m);
    walk(pos, child, side, table);
    pos.undoMove(m);
  }
}

/** One strategy's trees (both colours) as a position table. */
export function treePositions(tree: StrategyTree): Map<string, TreePositionMoves> {
  const table = new Map<string, TreePositionMoves>();
  for (const side of [0, 1]) walk(Position.startpos(), tree.roots[side]!, side, table);
  return table;
}
