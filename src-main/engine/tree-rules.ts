/**
 * What the game's rules decide inside the search tree: mate scores by distance, repetition
 * (sennichite and perpetual check), the entering-king declaration and the max-moves draw.
 */
import type { Position } from '../shared/rules/position.ts';
import * as gameend from '../shared/rules/gameend.ts';
import * as types from '../shared/rules/types.ts';
import * as params from './params.ts';

// Module-local copies: under tsx, imported bindings are getter calls, too slow per move.
const { sennichiteWinner } = gameend;
const { REP_DRAW, REP_INFERIOR, REP_LOSE, REP_SUPERIOR, REP_WIN } = types;
const { VALUE_DRAW, VALUE_MATE, VALUE_MATE_IN_MAX_PLY, VALUE_MATED_IN_MAX_PLY, VALUE_NONE } =
  params;

/** Score for being mated at `ply`. */
export function matedIn(ply: number): number {
  return -VALUE_MATE + ply;
}
/** Score for mating at `ply`. */
export function mateIn(ply: number): number {
  return VALUE_MATE - ply;
}

/** Game rules the tree must respect (set from USI options). */
export interface TreeRules {
  /** 27 (default) or 24: the entering-king declaration rule. */
  declarationRule: 24 | 27;
  /** Game ply at which the game is drawn; 0 = no limit. */
  maxMoves: number;
}

/** Scores rule-decided outcomes at an interior node; VALUE_NONE when the game goes on. */
export function ruleValue(pos: Position, ply: number, rules: TreeRules): number {
  // Look back 16 plies (YaneuraOu's default): deeper cycles are rare and the scan costs every node.
  const rep = pos.repetitionState(16);
  if (rep === REP_DRAW) {
    const winner = sennichiteWinner(pos.variant);
    return winner === null ? VALUE_DRAW : winner === pos.sideToMove ? mateIn(ply) : matedIn(ply);
  }
  if (rep === REP_WIN) return mateIn(ply);
  if (rep === REP_LOSE) return matedIn(ply);
  if (rep === REP_SUPERIOR) return VALUE_MATE_IN_MAX_PLY - 1 - ply;
  if (rep === REP_INFERIOR) return VALUE_MATED_IN_MAX_PLY + 1 + ply;
  if (kingInEnemyCamp(pos) && pos.canDeclareWin(rules.declarationRule)) return mateIn(ply);
  if (rules.maxMoves > 0 && pos.gamePly >= rules.maxMoves) return VALUE_DRAW;
  return VALUE_NONE;
}

/** Cheap pre-test for the declaration: the full rule counts pieces, which costs every node. */
function kingInEnemyCamp(pos: Position): boolean {
  const k = pos.kingSquare(pos.sideToMove);
  if (k < 0) return false;
  const rank = (k % 9) + 1;
  return pos.sideToMove === 0 ? rank <= 3 : rank >= 7;
}
