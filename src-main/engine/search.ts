/**
 * The search: PVS alpha-beta below the root (RootSearch in rootsearch.ts drives iterative
 * deepening, aspiration windows, MultiPV and the stop rules; quiescence is in qsearch.ts).
 *
 * Pruning: mate-distance, razoring, reverse futility, null move, ProbCut, late-move pruning, history
 * pruning, futility and SEE at the reduced depth (pruning.ts); an "improving" flag (static
 * evaluation above two plies earlier) tunes reverse futility, late-move pruning and reductions.
 * The static evaluation is corrected by correction history (correction.ts).
 * Reductions and extensions: late-move reductions (by history), internal iterative reduction,
 * check extension, singular extension with multi-cut and negative extension.
 * Ordering: TT move, captures by MVV-LVA and capture history, killers, counter-move, quiets by
 * butterfly and continuation history (movepick.ts, ordering.ts, history.ts).
 * Repetition, perpetual check, entering-king declaration and max-moves draw: tree-rules.ts.
 */
import type { Position } from '../shared/rules/position.ts';
import * as see from '../shared/rules/see.ts';
import * as types from '../shared/rules/types.ts';
import type { Move } from '../shared/rules/types.ts';
import type { Evaluator } from './eval/evaluator.ts';
import * as treeRules from './tree-rules.ts';
import * as params from './params.ts';
import * as pruning from './pruning.ts';
import { mateIn1 } from './mate/mate1.ts';
import * as movepick from './movepick.ts';
import { QSearcher } from './qsearch.ts';
import { buildLmrTable } from './reductions.ts';
import * as transposition from './tt.ts';
import type { TranspositionTable } from './tt.ts';

// Module-local copies: under tsx, imported bindings are getter calls, too slow per move.
const { SeeMemo, seeGe } = see;
const { MOVE_NONE, MOVE_NULL, isDrop, moveTo, typeOf } = types;
const { promotionIsTactical } = movepick;
const { mateIn, matedIn, ruleValue } = treeRules;
const {
  isImproving,
  lateMoveCount,
  lateMoveSkipped,
  noisyPruned,
  pruningDepth,
  probCutSkipped,
  quietPruned,
  singularCandidate,
  smallProbCut,
} = pruning;
const {
  CHECK_EXTENSION_SEE,
  IIR_MIN_DEPTH,
  LMR_UNIT,
  MAX_PLY,
  NULL_MIN_DEPTH,
  PROBCUT_REDUCTION,
  PROBCUT_TRIES,
  searchParams,
  VALUE_INFINITE,
  VALUE_MATE_IN_MAX_PLY,
  VALUE_MATED_IN_MAX_PLY,
  VALUE_NONE,
} = params;
const { BOUND_EXACT, BOUND_LOWER, BOUND_NONE, BOUND_UPPER, boundedEval } = transposition;

/**
 * The node-level searcher. One instance per search thread; `RootSearch` drives it. The thread's
 * state and the quiescence search live in the base class (qsearch.ts).
 */
export class Searcher extends QSearcher {
  private readonly lmr: Int32Array;
  private lmrDiv: number;
  /** The move a singular-extension search leaves out, by ply (MOVE_NONE otherwise). */
  private readonly excluded = new Int32Array(MAX_PLY + 2);
  /** What the TT said at each ply's node, copied out (the probe result is reused by children). */
  private readonly ttDepths = new Int32Array(MAX_PLY + 2);
  private readonly ttBounds = new Int32Array(MAX_PLY + 2);
  private readonly ttValues = new Int32Array(MAX_PLY + 2);
  /** Whether each ply's node is or was on a principal variation (ttPv). */
  private readonly ttPvs = new Uint8Array(MAX_PLY + 2);
  /** The exchange value of the move being tried, between its pruning and extension tests. */
  private readonly seeMemo = new SeeMemo();

  constructor(tt: TranspositionTable, evaluator: Evaluator) {
    super(tt, evaluator);
    this.lmrDiv = searchParams.LmrDiv;
    this.lmr = buildLmrTable(this.lmrDiv);
  }

  /** Rebuilds the LMR table if the `LmrDiv` tunable changed (call after applySearchParams). */
  refreshTunables(): void {
    if (searchParams.LmrDiv === this.lmrDiv) return;
    this.lmrDiv = searchParams.LmrDiv;
    this.lmr.set(buildLmrTable(this.lmrDiv));
  }

  /** The LMR table's reduction at `depth` and `moveCount`, in 1/LMR_UNIT plies (tree and root). */
  lmrReduction(depth: number, moveCount: number): number {
    return this.lmr[Math.min(depth, 63) * 64 + Math.min(moveCount, 63)]!;
  }

  /** Alpha-beta with PVS. `ply` > 0 here: the root is searched by RootSearch. */
  search(
    pos: Position,
    alpha: number,
    beta: number,
    depth: number,
    ply: number,
    cutNode: boolean,
    pvNode: boolean,
  ): number {
    if (depth <= 0) return this.qsearch(pos, alpha, beta, ply, 0, pvNode);
    const excludedMove = this.excluded[ply]!;
    this.pvLength[ply] = ply;
    // Why no node for a singular search: it re-searches the position its caller already entered.
    if (excludedMove === MOVE_NONE ? this.visit() : this.stopped) return 0;
    if (ply > this.selDepth) this.selDepth = ply;

    const ruled = ruleValue(pos, ply, this.rules);
    if (ruled !== VALUE_NONE) return ruled;
    if (ply >= MAX_PLY) return pos.inCheck() ? 0 : this.evaluate(pos);
    // Mate-distance pruning: no line here can beat a mate already found nearer the root.
    alpha = Math.max(matedIn(ply), alpha);
    beta = Math.min(mateIn(ply + 1), beta);
    if (alpha >= beta) return alpha;

    const inCheck = pos.inCheck();
    const tte = this.tt.probe(pos.key(), pos.keyHi(), ply);
    const ttHit = tte.found;
    const ttMove = tte.move;
    const ttValue = tte.value;
    this.ttDepths[ply] = ttHit ? tte.depth : -99;
    this.ttBounds[ply] = ttHit ? tte.bound : BOUND_NONE;
    this.ttValues[ply] = ttValue;
    // Why kept in a singular search: it re-enters its caller's node, whose PV status it shares.
    if (excludedMove === MOVE_NONE) this.ttPvs[ply] = pvNode || (ttHit && tte.pv) ? 1 : 0;
    const ttPv = this.ttPvs[ply] === 1;
    if (!pvNode && excludedMove === MOVE_NONE && ttHit && tte.depth >= depth) {
      const usable =
        ttValue !== VALUE_NONE &&
        (tte.bound === BOUND_EXACT ||
          (tte.bound === BOUND_LOWER ? ttValue >= beta : ttValue <= alpha));
      if (usable) return ttValue;
    }

    let rawEval = VALUE_NONE;
    let staticEval = VALUE_NONE;
    if (excludedMove !== MOVE_NONE) staticEval = this.staticEvals[ply]!;
    else if (!inCheck) {
      // Why here: a position new to the table may end at once; the test is cheaper than a search.
      if (!ttHit && (searchParams.MateInOne & 1) !== 0) {
        const mate = mateIn1(pos, true);
        if (mate !== MOVE_NONE) {
          const v = mateIn(ply + 1);
          const [k, kh, d] = [pos.key(), pos.keyHi(), Math.min(MAX_PLY - 1, depth + 6)];
          this.tt.store(k, kh, ply, v, BOUND_EXACT, d, mate, VALUE_NONE, ttPv);
          return v;
        }
      }
      rawEval = ttHit && tte.evaluation !== VALUE_NONE ? tte.evaluation : this.evaluate(pos);
      staticEval = this.corrected(pos, rawEval);
      if (ply >= 2) this.stats.evalDiffUpdate(pos, this.staticEvals[ply - 1]!, staticEval);
      if (!ttHit)
        this.tt.store(pos.key(), pos.keyHi(), ply, VALUE_NONE, BOUND_NONE, -7, 0, rawEval, ttPv);
    }
    this.staticEvals[ply] = staticEval;
    const improving = isImproving(this.staticEvals, ply, staticEval);

    if (!pvNode && !inCheck && excludedMove === MOVE_NONE) {
      const pruned = this.tryPruneNode(pos, beta, depth, ply, cutNode, rawEval, improving);
      if (pruned !== VALUE_NONE) return pruned;
    }
    // Small ProbCut (pruning.ts), PV nodes too, not in check: a shallower bound misses mating attacks.
    if (!inCheck && excludedMove === MOVE_NONE) {
      const cut = smallProbCut(this.ttBounds[ply]!, this.ttDepths[ply]!, ttValue, depth, beta);
      if (cut !== VALUE_NONE) return cut;
    }
    // Internal iterative reduction: with no TT move the ordering is a guess, so search shallower.
    if (depth >= IIR_MIN_DEPTH && ttMove === MOVE_NONE && (pvNode || cutNode)) depth--;

    return this.searchMoves(pos, alpha, beta, depth, ply, cutNode, pvNode, ttMove, rawEval);
  }

  /** Whole-node pruning before any move: razoring, reverse futility, null move, ProbCut. VALUE_NONE if the node must be searched. */
  private tryPruneNode(
    pos: Position,
    beta: number,
    depth: number,
    ply: number,
    cutNode: boolean,
    rawEval: number,
    improving: boolean,
  ): number {
    const staticEval = this.staticEvals[ply]!;
    // Razoring: so far below alpha that only a capture could help, and quiescence sees captures.
    const alpha = beta - 1;
    if (
      depth <= searchParams.RazorMaxDepth &&
      depth >= searchParams.RazorMinDepth &&
      staticEval < alpha - searchParams.RazorBase - searchParams.RazorDepth * depth * depth
    ) {
      // Why before: qsearch counts this node again, and a node limit reached inside it must see
      // the true count.
      this.nodes--;
      const v = this.qsearch(pos, alpha - 1, alpha, ply, 0, false);
      if (this.stopped) return 0;
      if (v < alpha) return v;
    }
    const nodeEval = boundedEval(this.ttValues[ply]!, this.ttBounds[ply]!, staticEval);
    // Reverse futility: far above beta at low depth, a quiet reply will not bring it back (one ply's
    // margin less when the evaluation is rising).
    const rfpDepth = improving ? depth - 1 : depth;
    if (
      depth <= searchParams.RfpDepth &&
      nodeEval - searchParams.FutilityMargin * rfpDepth >= beta &&
      nodeEval < VALUE_MATE_IN_MAX_PLY
    ) {
      return nodeEval;
    }
    // Null move: if passing still beats beta, a real move will too (shogi has no zugzwang to speak
    // of). Only at an expected cut node: an all node's pass would fail low, a wasted search (so
    // never right after a pass: the node a pass leads to is an all node).
    if (
      cutNode &&
      depth >= NULL_MIN_DEPTH &&
      nodeEval >= beta &&
      pos.lastMove() !== MOVE_NULL &&
      beta > VALUE_MATED_IN_MAX_PLY
    ) {
      // Why the evaluation term: the further above beta, the less the pass's search must prove.
      const margin = Math.min(
        ((nodeEval - beta) / searchParams.NullEvalDiv) | 0,
        searchParams.NullEvalMax,
      );
      const r = searchParams.NullBase + ((depth / searchParams.NullDiv) | 0) + margin;
      pos.doNullMove();
      this.evaluator.onDoNullMove(pos);
      // Why: nodes count moves made, as Stockfish and YaneuraOu count them; a pass is not a move.
      // Taken off before the child counts it, so that a node limit stops at the true count.
      this.nodes--;
      const v = -this.search(pos, -beta, -beta + 1, depth - r, ply + 1, !cutNode, false);
      this.evaluator.onUndoNullMove(pos);
      pos.undoNullMove();
      if (this.stopped) return 0;
      if (v >= beta) return v >= VALUE_MATE_IN_MAX_PLY ? beta : v;
    }
    const rbeta =
      beta + searchParams.ProbCutMargin - (improving ? searchParams.ProbCutImproving : 0);
    if (
      depth >= searchParams.ProbCutDepth &&
      Math.abs(beta) < VALUE_MATE_IN_MAX_PLY &&
      !probCutSkipped(this.ttValues[ply]!, this.ttDepths[ply]!, rbeta, depth)
    ) {
      const cap = Math.min(rbeta, VALUE_MATE_IN_MAX_PLY - 1);
      return this.probCut(pos, cap, depth, ply, cutNode, rawEval);
    }
    return VALUE_NONE;
  }

  /**
   * ProbCut: a good capture whose reduced search beats `rbeta` (beta plus a margin) would almost
   * surely beat beta at full depth too, so the node is cut without searching every move.
   */
  private probCut(
    pos: Position,
    rbeta: number,
    depth: number,
    ply: number,
    cutNode: boolean,
    rawEval: number,
  ): number {
    const staticEval = this.staticEvals[ply]!;
    const picker = this.pickers[ply]!;
    picker.initQuiescence(pos, MOVE_NONE, this.stats);
    const maxTries = PROBCUT_TRIES * (cutNode ? 2 : 1);
    let tries = 0;
    for (let m = picker.next(); m !== MOVE_NONE && tries < maxTries; m = picker.next()) {
      if (!pos.isLegal(m) || !seeGe(pos, m, rbeta - staticEval)) continue;
      tries++;
      this.doMove(pos, m);
      // Why qsearch first: it refutes most tries for a fraction of the reduced search's cost.
      let v = -this.qsearch(pos, -rbeta, -rbeta + 1, ply + 1, 0, false);
      const d = depth - PROBCUT_REDUCTION;
      // Why d > 0: from depth 3 or 4 the reduced depth is gone, and quiescence alone decides.
      if (v >= rbeta && d > 0)
        v = -this.search(pos, -rbeta, -rbeta + 1, d, ply + 1, !cutNode, false);
      this.undoMove(pos, m);
      if (this.stopped) return 0;
      if (v >= rbeta) {
        const pv = this.ttPvs[ply] === 1;
        this.tt.store(pos.key(), pos.keyHi(), ply, v, BOUND_LOWER, d + 1, m, rawEval, pv);
        return v;
      }
    }
    return VALUE_NONE;
  }

  /**
   * Singular extension (Anantharaman, Campbell and Marsland 1988, in the TT-based form engines use
   * now): if every move but the TT move fails low against a bar a little under the TT value, the
   * TT move is singular and is extended. If even the others reach beta, several moves refute the
   * node and it is cut (multi-cut); if only the TT value says beta, the TT move is extended less.
   * Returns the extension (−1, 0 or 1), or MULTI_CUT with the value in `multiCutValue`.
   */
  private singular(
    pos: Position,
    beta: number,
    depth: number,
    ply: number,
    cutNode: boolean,
    ttMove: Move,
  ): number {
    const ttValue = this.ttValues[ply]!;
    const sBeta = ttValue - searchParams.SingularMargin * depth;
    this.excluded[ply] = ttMove;
    const v = this.search(pos, sBeta - 1, sBeta, (depth - 1) >> 1, ply, cutNode, false);
    this.excluded[ply] = MOVE_NONE;
    if (v < sBeta) return 1;
    if (sBeta >= beta) {
      this.multiCutValue = sBeta;
      return MULTI_CUT;
    }
    return ttValue >= beta ? -1 : 0;
  }
  private multiCutValue = 0;

  /** The move loop of `search`, with per-move pruning, extensions and reductions. */
  private searchMoves(
    pos: Position,
    alpha: number,
    beta: number,
    depth: number,
    ply: number,
    cutNode: boolean,
    pvNode: boolean,
    ttMove: Move,
    rawEval: number,
  ): number {
    const excludedMove = this.excluded[ply]!;
    const inCheck = pos.inCheck();
    // Why before the loop: the no-legal-move return below runs too rarely to leave V8 type
    // feedback, and an unprofiled compare there made the optimized code deoptimize at every
    // mate (thousands of times a bench); alpha only changes once a move was searched.
    const noMoveValue = excludedMove !== MOVE_NONE ? alpha : matedIn(ply);
    let singularExt = 0;
    // Why the ply bound: as for check extensions, a line may not extend itself without end.
    const fresh = excludedMove === MOVE_NONE && ply < 2 * this.rootDepth;
    const ttB = this.ttBounds[ply]!;
    const ttD = this.ttDepths[ply]!;
    if (fresh && singularCandidate(pos, depth, ttMove, ttB, ttD, this.ttValues[ply]!)) {
      singularExt = this.singular(pos, beta, depth, ply, cutNode, ttMove);
      if (this.stopped) return 0;
      if (singularExt === MULTI_CUT) return this.multiCutValue;
    }
    const staticEval = this.staticEvals[ply]!;
    const improving = isImproving(this.staticEvals, ply, staticEval);
    const picker = this.pickers[ply]!;
    const stats = this.stats;
    const k1 = stats.killer1(ply);
    const k2 = stats.killer2(ply);
    picker.initMain(pos, ttMove, k1, k2, stats, depth, pvNode);
    const rows = picker.rows;
    stats.beginNode(ply);
    const alphaOrig = alpha;
    let best = -VALUE_INFINITE;
    let bestMove: Move = MOVE_NONE;
    let moveCount = 0;
    const side = pos.sideToMove;
    const lmpCount = lateMoveCount(depth, improving);

    const seeMemo = this.seeMemo;
    const sp = searchParams;
    const ttPv = this.ttPvs[ply] === 1;
    const pvPruning = sp.PvPruning !== 0;
    const evasionPruning = sp.EvasionPruning;
    const lmpChecks = !pvNode && sp.LmpChecks !== 0;
    picker.excluded = excludedMove;
    for (let m = picker.next(); m !== MOVE_NONE; m = picker.next()) {
      // Why: the quiets the picker passed over once late-move pruning took them all still count.
      moveCount += picker.takePassed();
      if (m === excludedMove || !pos.isLegal(m)) continue;
      moveCount++;
      // Why here: a child search has changed the board under the last move's value.
      seeMemo.move = MOVE_NONE;
      const captured = isDrop(m) ? 0 : typeOf(pos.pieceOn(moveTo(m)));
      const quiet = captured === 0 && !promotionIsTactical(m);
      const givesCheck = pos.givesCheck(m);
      const cont = quiet ? stats.continuationScore(rows, m) : 0;
      const mainHist = quiet ? stats.history.get(side, m) : 0;

      // In check: interposed drops, by EvasionPruning's bits (1 pruned at non-PV nodes, 2 reduced).
      const evasionDrop = inCheck && isDrop(m) ? evasionPruning : 0;
      if ((evasionDrop & 1) !== 0 && !pvNode && best > VALUE_MATED_IN_MAX_PLY) {
        if (lateMoveSkipped(moveCount, lmpCount, cont, depth)) continue;
      }
      // Shallow-depth pruning once a non-losing line exists. With PvPruning, quiet non-checks at
      // PV nodes too: there a hundred moves (drops mostly) cost the most; noisy moves stay (a
      // sacrifice that checks may be the PV's mate).
      if (
        (!pvNode || (pvPruning && quiet && !givesCheck)) &&
        !inCheck &&
        best > VALUE_MATED_IN_MAX_PLY
      ) {
        // Late-move pruning drops quiet non-checks, and quiet checks only with LmpChecks (non-PV):
        // a late quiet check (often a drop) may be the mate. Past the count all such go at once.
        const lmpApplies = quiet && (!givesCheck || lmpChecks);
        if (lmpApplies && lateMoveSkipped(moveCount, lmpCount, cont, depth)) {
          if (moveCount >= lmpCount) picker.pruneLateQuiets(lmpChecks);
          continue;
        }
        if (quiet && !givesCheck) {
          const reduced = pruningDepth(depth, this.lmrReduction(depth, moveCount), improving);
          const noBest = bestMove === MOVE_NONE;
          if (quietPruned(pos, m, reduced, cont, mainHist, staticEval, alpha, noBest)) continue;
        } else if (noisyPruned(pos, m, depth, givesCheck, seeMemo)) continue;
      }

      // Late noisy moves (bad captures, promotions) may be reduced too, LmrNoisyLess less than
      // quiets; a capture that wins material (SEE ≥ 0) or that capture history likes is not.
      const lmrCandidate =
        depth >= sp.LmrMinDepth && moveCount > sp.LmrMinMoves && (!inCheck || evasionDrop > 1);
      const noisyLmr =
        lmrCandidate &&
        !quiet &&
        (captured === 0 ||
          (stats.captures.get(m, captured) < sp.LmrNoisyHistory && !seeGe(pos, m, 0, seeMemo)));
      // The exchange of a check was often just computed by the pruning test above (seeMemo).
      const checkExt = givesCheck && sp.CheckExtension !== 0 && ply < 2 * this.rootDepth;
      let extension = checkExt && seeGe(pos, m, CHECK_EXTENSION_SEE, seeMemo) ? 1 : 0;
      if (m === ttMove && singularExt !== 0) extension = singularExt;
      const newDepth = depth - 1 + extension;
      this.doMove(pos, m);
      let v: number;
      if (lmrCandidate && (quiet || noisyLmr)) {
        let r = this.lmrReduction(depth, moveCount);
        if (!quiet) r -= sp.LmrNoisyLess;
        if (!pvNode) r += sp.LmrNonPv;
        if (cutNode) r += sp.LmrCutNode;
        // A node that was on a PV is likelier to matter again: its late moves are reduced less.
        if (ttPv) r -= sp.LmrTtPv;
        // A falling evaluation makes a late quiet even less likely to matter.
        if (!improving) r += sp.LmrNotImproving;
        if (m === k1 || m === k2) r -= sp.LmrKiller;
        if (givesCheck) r -= sp.LmrCheck;
        if (quiet) {
          const stat = 2 * mainHist + cont - sp.LmrStatOffset;
          r -= ((stat * LMR_UNIT) / sp.LmrStatDiv) | 0;
        }
        // Why one rounding at the end: fractions of a ply add up before they become a ply.
        const d = Math.max(1, Math.min(newDepth, newDepth - Math.floor(r / LMR_UNIT)));
        v = -this.search(pos, -alpha - 1, -alpha, d, ply + 1, true, false);
        if (v > alpha && d < newDepth)
          v = -this.search(pos, -alpha - 1, -alpha, newDepth, ply + 1, !cutNode, false);
      } else if (!pvNode || moveCount > 1) {
        v = -this.search(pos, -alpha - 1, -alpha, newDepth, ply + 1, !cutNode, false);
      } else {
        v = alpha + 1; // forces the full-window search below for the first PV move
      }
      if (pvNode && (moveCount === 1 || (v > alpha && v < beta))) {
        v = -this.search(pos, -beta, -alpha, newDepth, ply + 1, false, true);
      }
      this.undoMove(pos, m);
      if (this.stopped) return 0;

      if (v > best) {
        best = v;
        if (v > alpha) {
          bestMove = m;
          if (pvNode) this.updatePv(ply, m);
          if (v >= beta) break;
          alpha = v;
        }
      }
      if (m !== bestMove) {
        if (quiet) stats.triedQuiet(ply, m);
        else if (captured !== 0) stats.triedCapture(ply, m, captured);
      }
    }

    // No legal move: mated (in shogi a side that cannot move loses, in check or not); in a
    // singular search the excluded move was the only one, so the others "fail low".
    if (moveCount === 0) return noMoveValue;
    if (best >= beta && bestMove !== MOVE_NONE) stats.cutoff(pos, ply, depth, bestMove);
    const bound =
      best >= beta
        ? BOUND_LOWER
        : pvNode && bestMove !== MOVE_NONE && best > alphaOrig
          ? BOUND_EXACT
          : BOUND_UPPER;
    if (excludedMove !== MOVE_NONE) return best;
    this.tt.store(pos.key(), pos.keyHi(), ply, best, bound, depth, bestMove, rawEval, ttPv);
    this.stats.correction.learn(pos, best, bound, bestMove, rawEval, staticEval, depth);
    return best;
  }
}

/** The singular search's answer when other moves beat beta too (see Searcher.singular). */
const MULTI_CUT = 99;
