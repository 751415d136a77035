/**
 * The search's use of the move sequence trees: the trees walked once from the start position
 * into a table from the formation of the side to move (its own pieces on the board, so the
 * opponent's replies and the order of its own moves do not matter) to the moves the strategy's
 * side played from that formation, and the root bonus for those moves. Why the own formation and
 * not the whole position: a tree of some hundred games loses the whole position within a few
 * plies, as soon as the opponent plays a move none of its games had; the castle is built by the
 * side's own moves. Only the side that built the strategy is recorded: the bonus is for
 * following the tree, not for predicting the opponent.
 */
import { readFileSync } from 'node:fs';
import { bundledResource } from '../resources.ts';
import { Position } from '../../shared/rules/position.ts';
import { moveToUsi, parseUsiMove } from '../../shared/rules/sfen.ts';
import { MOVE_NONE, colorOf, type Move } from '../../shared/rules/types.ts';
import { STRATEGIES, type Strategy } from './formation.ts';
import { parseMstSet, type MstNode, type MstSet } from './mst-tree.ts';

/** Moves (USI) of a strategy's tree from one formation, with the number of games that played each. */
type Followers = Map<string, number>;

/** The formation key of the side to move: its colour and its pieces by square. */
export function formationKey(pos: Position): string {
  const side = pos.sideToMove;
  let key = String(side);
  for (let sq = 0; sq < 81; sq++) {
    const pc = pos.pieceOn(sq);
    if (pc !== 0 && colorOf(pc) === side) key += `${sq}.${pc},`;
  }
  return key;
}

/** Walks `node` from `pos`, recording the moves at positions where `side` is to move. */
function walk(pos: Position, node: MstNode, side: number, table: Map<string, Followers>): void {
  for (const [usi, child] of node.children) {
    const m = parseUsiMove(pos, usi);
    // Why skip, not fail: a tree built by another rules version may hold a move ours refuses.
    if (m === MOVE_NONE) continue;
    if (pos.sideToMove === side) {
      const k = formationKey(pos);
      let moves = table.get(k);
      if (!moves) table.set(k, (moves = new Map()));
      moves.set(usi, (moves.get(usi) ?? 0) + child.count);
    }
    pos.doMove(m);
    walk(pos, child, side, table);
    pos.undoMove(m);
  }
}

/** A formation key's piece tokens (`sq.pc`), without its colour digit. */
function tokens(key: string): string[] {
  return key.slice(1).split(',').slice(0, -1);
}

/** The formation key of a colour and piece tokens (the inverse of {@link tokens}). */
function keyOf(side: string, t: readonly string[]): string {
  return side + t.map((x) => `${x},`).join('');
}

/** The keys of `key` with one piece left out, one per piece. */
function withoutOne(key: string): string[] {
  const t = tokens(key);
  return t.map((_, i) => keyOf(key[0]!, [...t.slice(0, i), ...t.slice(i + 1)]));
}

/** Adds `from`'s moves to `into`, summing the games. */
function addFollowers(into: Followers, from: Followers): void {
  for (const [usi, n] of from) into.set(usi, (into.get(usi) ?? 0) + n);
}

/** The trees ready for the search: one position table per strategy. */
export class MstGuide {
  private readonly tables = new Map<Strategy, Map<string, Followers>>();
  /** Per strategy, built on first use: a formation less one piece → the tree formations. */
  private readonly near = new Map<Strategy, Map<string, string[]>>();

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
    return this.tables.get(s)!.get(formationKey(pos)) ?? new Map();
  }

  /**
   * The tree's moves at `pos`, or when its formation is not in the tree, the moves of the tree
   * formations one piece away (that piece on another square, missing, or one piece more here),
   * games summed. Why: one move off the tree (a tactical reply, a pawn exchange, an opponent's
   * capture) otherwise loses the tree for the rest of the game, and the castle is left unbuilt.
   */
  nearFollowers(pos: Position, s: Strategy): Followers {
    const key = formationKey(pos);
    const table = this.tables.get(s)!;
    const exact = table.get(key);
    if (exact) return exact;
    const near = this.nearIndex(s);
    const out: Followers = new Map();
    const found = new Set<string>();
    // A piece elsewhere (or another piece on its square): both lose one piece to the same key.
    // A piece missing here: the tree formation without one of its pieces is this one.
    for (const k of [...withoutOne(key), key]) for (const f of near.get(k) ?? []) found.add(f);
    // One piece more here: this formation without it is a tree formation.
    for (const k of withoutOne(key)) if (table.has(k)) found.add(k);
    for (const f of found) addFollowers(out, table.get(f)!);
    return out;
  }

  /** The strategy's formations by each of their one-piece-less keys, built on first use. */
  private nearIndex(s: Strategy): Map<string, string[]> {
    let near = this.near.get(s);
    if (near) return near;
    near = new Map();
    for (const f of this.tables.get(s)!.keys())
      for (const k of withoutOne(f)) {
        let list = near.get(k);
        if (!list) near.set(k, (list = []));
        list.push(f);
      }
    this.near.set(s, near);
    return near;
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
   * `strategy` is a strategy name or 'auto'; null when nothing applies. `near`: a named
   * strategy's tree is followed one piece away too ({@link nearFollowers}).
   */
  rootBonuses(
    pos: Position,
    strategy: Strategy | 'auto',
    bonus: number,
    near = false,
  ): Map<Move, number> | null {
    const s = strategy === 'auto' ? this.bestStrategy(pos) : strategy;
    if (s === null || bonus === 0) return null;
    const out = new Map<Move, number>();
    const moves = near && strategy !== 'auto' ? this.nearFollowers(pos, s) : this.followers(pos, s);
    for (const usi of moves.keys()) {
      // Why parse here: the same formation may face another opponent, where a move is illegal.
      const m = parseUsiMove(pos, usi);
      if (m !== MOVE_NONE && moveToUsi(m) === usi) out.set(m, bonus);
    }
    return out.size > 0 ? out : null;
  }
}

/** The bundled trees' path (`resources/mst/trees.json`; BANMEN_RESOURCES names the folder in builds), or null. */
export function bundledMstPath(): string | null {
  return bundledResource('mst/trees.json');
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
