/**
 * The search's use of the move sequence trees: the trees walked once from the start position
 * into a table from position (by its hash, hands included, so transpositions merge) to the
 * moves the strategy's side played there, and the root bonus for those moves. Only positions
 * where the side that built the strategy is to move are kept: the bonus is for following the
 * tree, not for predicting the opponent.
 */
import { readFileSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Position } from '../core/position.ts';
import { parseUsiMove } from '../core/sfen.ts';
import { MOVE_NONE, type Move } from '../core/types.ts';
import { STRATEGIES, type Strategy } from './formation.ts';
import { parseMstSet, type MstNode, type MstSet } from './mst-tree.ts';

/** Moves of a strategy's tree at one position, with the number of games that played each. */
type Followers = Map<Move, number>;

/** A position's table key: both hash halves (why both: 32 bits alone would collide in a large tree). */
function keyOf(pos: Position): string {
  return `${pos.keyHi()}:${pos.key()}`;
}

/** Walks `node` from `pos`, recording the moves at positions where `side` is to move. */
function walk(pos: Position, node: MstNode, side: number, table: Map<string, Followers>): void {
  for (const [usi, child] of node.children) {
    const m = parseUsiMove(pos, usi);
    // Why skip, not fail: a tree built by another rules version may hold a move ours refuses.
    if (m === MOVE_NONE) continue;
    if (pos.sideToMove === side) {
      const k = keyOf(pos);
      let moves = table.get(k);
      if (!moves) table.set(k, (moves = new Map()));
      moves.set(m, (moves.get(m) ?? 0) + child.count);
    }
    pos.doMove(m);
    walk(pos, child, side, table);
    pos.undoMove(m);
  }
}

/** The trees ready for the search: one position table per strategy. */
export class MstGuide {
  private readonly tables = new Map<Strategy, Map<string, Followers>>();

  constructor(set: MstSet) {
    for (const s of STRATEGIES) {
      const table = new Map<string, Followers>();
      const tree = set.trees.get(s)!;
      for (const side of [0, 1]) walk(Position.startpos(), tree.roots[side]!, side, table);
      this.tables.set(s, table);
    }
  }

  /** The tree's moves at `pos` for strategy `s` (empty when the position is not in it). */
  followers(pos: Position, s: Strategy): Followers {
    return this.tables.get(s)!.get(keyOf(pos)) ?? new Map();
  }

  /** For `auto`: the strategy whose tree has the most games through `pos`, or null. */
  bestStrategy(pos: Position): Strategy | null {
    let best: Strategy | null = null;
    let most = 0;
    for (const s of STRATEGIES) {
      let games = 0;
      for (const n of this.followers(pos, s).values()) games += n;
      if (games > most) [best, most] = [s, games];
    }
    return best;
  }

  /**
   * The root bonus of each move that follows the tree at `pos`: `bonus` centipawns for every
   * tree move, whatever its count (as the paper rewards any move that follows the tree).
   * `strategy` is a strategy name or 'auto'; null when nothing applies.
   */
  rootBonuses(pos: Position, strategy: Strategy | 'auto', bonus: number): Map<Move, number> | null {
    const s = strategy === 'auto' ? this.bestStrategy(pos) : strategy;
    if (s === null || bonus === 0) return null;
    const out = new Map<Move, number>();
    for (const m of this.followers(pos, s).keys()) out.set(m, bonus);
    return out.size > 0 ? out : null;
  }
}

/** The bundled trees' path (`resources/mst/trees.json`; BANMEN_RESOURCES names the folder in builds), or null. */
export function bundledMstPath(): string | null {
  const dir =
    process.env.BANMEN_RESOURCES ?? fileURLToPath(new URL('../../../resources/', import.meta.url));
  const path = `${dir.replace(/[\\/]$/, '')}/mst/trees.json`;
  return existsSync(path) ? path : null;
}

/** Result of {@link loadMstGuide}. */
export type LoadMstResult = { ok: true; guide: MstGuide } | { ok: false; message: string };

/** Reads a trees file into a guide; the message names the file and what is wrong. */
export function loadMstGuide(path: string): LoadMstResult {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (e) {
    return { ok: false, message: `${path}: cannot read the trees (${(e as Error).message})` };
  }
  const parsed = parseMstSet(text);
  return parsed.ok
    ? { ok: true, guide: new MstGuide(parsed.set) }
    : { ok: false, message: `${path}: ${parsed.message}` };
}
