/**
 * Pruning of late quiet non-checks by futility and SEE at the depth their late-move reduction
 * would leave (search.ts calls it once late-move and history pruning let a quiet through), the
 * late-move count and the late-move and history tests themselves, SEE pruning of noisy moves and
 * checks, the small ProbCut and ProbCut's gate from a table bound, the "improving" flag that tunes
 * pruning, and the test for a singular search (whose multi-cut prunes a node too). Plain functions
 * of the node's values, so search.ts stays a loop.
 */
import type { Position } from '../shared/rules/position.ts';
import * as see from '../shared/rules/see.ts';
import * as types from '../shared/rules/types.ts';
import type { Move } from '../shared/rules/types.ts';
import * as params from './params.ts';
import { BOUND_LOWER } from './tt.ts';

// Module-local copies: under tsx, imported bindings are getter calls, too slow per move.
const { seeGe } = see;
const { MOVE_NONE } = types;
const {
  LMR_UNIT,
  QUIET_FUTILITY_MAX_DEPTH,
  QUIET_PRUNE_HISTORY_DIV,
  QUIET_PRUNE_MAIN_HISTORY,
  SINGULAR_MIN_DEPTH,
  SMALL_PROBCUT_DEPTH,
  searchParams,
  VALUE_MATE_IN_MAX_PLY,
  VALUE_NONE,
} = params;

/**
 * SEE pruning of a noisy move or a quiet check at depth ≤ SeePruneDepth: its exchange loses more
 * than SeeNoisy × depth. With CheckSeePrune 0 checks are exempt: a sacrificial drop check is how
 * an attack on a king often starts (session 31's YaneuraOu games).
 */
export function noisyPruned(
  pos: Position,
  m: Move,
  depth: number,
  givesCheck: boolean,
  memo: see.SeeMemo,
): boolean {
  const sp = searchParams;
  if (depth > sp.SeePruneDepth || (givesCheck && sp.CheckSeePrune === 0)) return false;
  return !seeGe(pos, m, -sp.SeeNoisy * depth, memo);
}

/**
 * Small ProbCut (Stockfish's and YaneuraOu's step 12): a table lower bound SmallProbCutMargin above
 * beta, stored at most SMALL_PROBCUT_DEPTH plies shallower, cuts the node before its moves. Returns
 * the cut value (beta plus the margin), or VALUE_NONE (always when the margin is 0, off).
 */
export function smallProbCut(
  ttBound: number,
  ttDepth: number,
  ttValue: number,
  depth: number,
  beta: number,
): number {
  const margin = searchParams.SmallProbCutMargin;
  const pcBeta = beta + margin;
  // Why no mate scores: a mate distance is exact, not a bound to cut on by a margin.
  const cuts =
    margin > 0 &&
    (ttBound & BOUND_LOWER) !== 0 &&
    ttDepth >= depth - SMALL_PROBCUT_DEPTH &&
    ttValue !== VALUE_NONE &&
    ttValue >= pcBeta &&
    Math.abs(ttValue) < VALUE_MATE_IN_MAX_PLY &&
    Math.abs(beta) < VALUE_MATE_IN_MAX_PLY;
  return cuts ? pcBeta : VALUE_NONE;
}

/**
 * Improving: our static evaluation at `ply` rose since our previous move, so a fail-high is
 * likelier and pruning can be bolder when it did not. Unknown (in check two plies up, or that ply
 * is the root, whose evaluation the tree does not keep) counts as improving, the cautious side.
 */
export function isImproving(staticEvals: Int32Array, ply: number, staticEval: number): boolean {
  if (staticEval === VALUE_NONE) return false;
  if (ply < 3) return true;
  const before = staticEvals[ply - 2]!;
  return before === VALUE_NONE || staticEval > before;
}

/** Late-move pruning's move count: half as many quiets when the evaluation is not improving. */
export function lateMoveCount(depth: number, improving: boolean): number {
  const full = searchParams.LmpBase + depth * depth;
  return improving ? full : full >> 1;
}

/**
 * The depth pruning judges a late quiet at: depth − 1 less its late-move reduction `r` (in
 * LMR_UNIT plies), more by PruneReductionExtra and, when not improving, by PruneNotImproving/512
 * of r. Why a larger r than LMR's: YaneuraOu's pruning reads its reduction with about a ply more.
 */
export function pruningDepth(depth: number, r: number, improving: boolean): number {
  const sp = searchParams;
  const extra = sp.PruneReductionExtra + (improving ? 0 : (r * sp.PruneNotImproving) >> 9);
  return depth - 1 - (((r + extra) / LMR_UNIT) | 0);
}

/** Late-move and history pruning: past the move count, or with continuation history this bad. */
export function lateMoveSkipped(
  moveCount: number,
  lmpCount: number,
  cont: number,
  depth: number,
): boolean {
  return moveCount >= lmpCount || cont < -searchParams.HistoryPrune * depth;
}

/**
 * ProbCut's table gate (ProbCutTtGate): a value already below rbeta, searched at most three plies
 * shallower, says no capture will reach it.
 */
export function probCutSkipped(
  ttValue: number,
  ttDepth: number,
  rbeta: number,
  depth: number,
): boolean {
  return (
    searchParams.ProbCutTtGate !== 0 &&
    ttValue !== VALUE_NONE &&
    ttValue < rbeta &&
    ttDepth >= depth - 3
  );
}

/**
 * Whether the TT move is worth a singular search: a lower bound searched nearly as deep, not a
 * mate, and a legal move (a table move may be any bit pattern that passed the key check).
 */
export function singularCandidate(
  pos: Position,
  depth: number,
  ttMove: Move,
  ttBound: number,
  ttDepth: number,
  ttValue: number,
): boolean {
  return (
    depth >= SINGULAR_MIN_DEPTH &&
    ttMove !== MOVE_NONE &&
    (ttBound & BOUND_LOWER) !== 0 &&
    ttDepth >= depth - 3 &&
    ttValue !== VALUE_NONE &&
    Math.abs(ttValue) < VALUE_MATE_IN_MAX_PLY &&
    pos.isPseudoLegal(ttMove) &&
    pos.isLegal(ttMove)
  );
}

/**
 * Whether a late quiet non-check can be skipped. `reducedDepth` is depth − 1 less the LMR table's
 * reduction; history moves it (a move the tables like is judged deeper). `noBestYet`: no move has
 * beaten alpha here, so a quiet needs a larger margin to be cut.
 */
export function quietPruned(
  pos: Position,
  m: Move,
  reducedDepth: number,
  cont: number,
  mainHistory: number,
  staticEval: number,
  alpha: number,
  noBestYet: boolean,
): boolean {
  const sp = searchParams;
  // Why the reduced depth: a move LMR would search shallow is judged at that depth.
  const hist = cont + ((QUIET_PRUNE_MAIN_HISTORY * mainHistory) >> 5);
  const lmrDepth = reducedDepth + ((hist / QUIET_PRUNE_HISTORY_DIV) | 0);
  const futility =
    staticEval +
    sp.QuietFutilityBase +
    (noBestYet ? sp.QuietFutilityNoBest : 0) +
    sp.QuietFutilityDepth * lmrDepth;
  if (lmrDepth < QUIET_FUTILITY_MAX_DEPTH && futility <= alpha) return true;
  const seeDepth = Math.max(lmrDepth, 0);
  return !seeGe(pos, m, -sp.QuietSee * seeDepth * seeDepth);
}
