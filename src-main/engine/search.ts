/**
 * The search: iterative deepening with aspiration windows, PVS alpha-beta and quiescence.
 *
 * Pruning: mate-distance, reverse futility, null move, ProbCut, futility, late-move pruning, SEE; an
 * "improving" flag (static evaluation above two plies earlier) tunes reverse futility, late-move pruning and reductions.
 * Reductions and extensions: late-move reductions, check extension.
 * Ordering: TT move, MVV-LVA/SEE captures, killers, butterfly history (movepick.ts).
 * Repetition, perpetual check, the entering-king declaration and the max-moves draw are scored
 * inside the tree. Root bookkeeping (MultiPV, PVs, stop rules) lives in rootmoves.ts.
 */
import type { Position } from './core/position.ts';
import { seeGe } from './core/see.ts';
import { MOVE_NONE, isDrop, isPromotion, moveTo, typeOf, type Move } from './core/types.ts';
import type { Evaluator } from './eval/evaluator.ts';
import { MovePicker, isCapture } from './movepick.ts';
import { OrderingStats } from './ordering.ts';
import type { LearnedOrder } from './learned-order.ts';
import { mateIn, matedIn, ruleValue, type TreeRules } from './tree-rules.ts';
import {
  CHECK_EXTENSION_SEE,
  FUTILITY_MAX_DEPTH,
  LMR_DIV,
  LMR_MIN_DEPTH,
  LMR_MIN_MOVES,
  LEARNED_QUIET_MAX_DEPTH,
  LEARNED_QUIET_WEIGHT,
  MAX_PLY,
  NULL_MIN_DEPTH,
  PROBCUT_MARGIN,
  PROBCUT_MIN_DEPTH,
  PROBCUT_REDUCTION,
  ORDER_VALUE,
  searchParams,
  TIME_CHECK_NODES,
  VALUE_INFINITE,
  VALUE_MATE_IN_MAX_PLY,
  VALUE_MATED_IN_MAX_PLY,
  VALUE_NONE,
} from './params.ts';
import type { SkillSettings } from './skill.ts';
import {
  BOUND_EXACT,
  BOUND_LOWER,
  BOUND_NONE,
  BOUND_UPPER,
  type TranspositionTable,
} from './tt.ts';

/**
 * The node-level searcher. One instance per search thread; `RootSearch` drives it.
 * All per-ply buffers are allocated once here so the tree allocates nothing.
 */
export class Searcher {
  nodes = 0;
  selDepth = 0;
  stopped = false;
  /** Called every TIME_CHECK_NODES nodes; returns true to stop. */
  shouldStop: () => boolean = () => false;
  nodeLimit = Infinity;
  skill: SkillSettings | null = null;
  rules: TreeRules = { declarationRule: 27, maxMoves: 0 };
  /** Depth of the current iteration; check extensions stop beyond twice this. */
  rootDepth = 1;
  /** Learned move ordering (learned-order.ts) and where it is used; null = off. */
  learned: LearnedOrder | null = null;
  /** Root: order the root moves once by it; quiet: add it to quiets' scores at low depth. */
  learnedAt = { root: false, quiet: false };
  /** Mode quiet: the deepest remaining depth it is used at, and its weight. */
  learnedQuietMaxDepth = LEARNED_QUIET_MAX_DEPTH;
  learnedQuietWeight = LEARNED_QUIET_WEIGHT;

  /** Killers and histories: what refuted nodes so far, for move ordering. */
  readonly stats = new OrderingStats();
  private readonly pickers: MovePicker[] = [];
  private readonly staticEvals = new Int32Array(MAX_PLY + 2);
  /** Triangular PV table: row `ply` holds the PV from that ply. */
  readonly pvTable = new Int32Array((MAX_PLY + 2) * (MAX_PLY + 2));
  readonly pvLength = new Int32Array(MAX_PLY + 2);
  private readonly lmr: Int8Array;

  constructor(
    readonly tt: TranspositionTable,
    public evaluator: Evaluator,
  ) {
    for (let i = 0; i < MAX_PLY + 2; i++) this.pickers.push(new MovePicker());
    this.lmr = buildLmrTable();
  }

  /** Clears move-ordering memory (new game, bench position). */
  clearHistory(): void {
    this.stats.clear();
  }

  /** Plays a move and tells the evaluator. */
  doMove(pos: Position, m: Move): void {
    pos.doMove(m);
    this.evaluator.onDoMove(pos, m);
  }

  /** Takes a move back and tells the evaluator first. */
  undoMove(pos: Position, m: Move): void {
    this.evaluator.onUndoMove(pos, m);
    pos.undoMove(m);
  }

  /** Static evaluation (levels weaken the search, never the evaluation). */
  evaluate(pos: Position): number {
    return this.evaluator.evaluate(pos);
  }

  /**
   * Counts a node and polls the stop conditions (cheaply: the clock only every N nodes). A node is a
   * position entered by a move, so the count is the number of moves made in the tree (the root's
   * children count here once, and a null move's child is taken back off by its caller).
   */
  private visit(): boolean {
    this.nodes++;
    if (this.nodes >= this.nodeLimit || (this.nodes % TIME_CHECK_NODES === 0 && this.shouldStop()))
      this.stopped = true;
    return this.stopped;
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
    this.pvLength[ply] = ply;
    if (this.visit()) return 0;
    if (ply > this.selDepth) this.selDepth = ply;

    const ruled = ruleValue(pos, ply, this.rules);
    if (ruled !== VALUE_NONE) return ruled;
    if (ply >= MAX_PLY) return pos.inCheck() ? 0 : this.evaluate(pos);
    // Mate-distance pruning: no line here can beat a mate already found nearer the root.
    alpha = Math.max(matedIn(ply), alpha);
    beta = Math.min(mateIn(ply + 1), beta);
    if (alpha >= beta) return alpha;

    const inCheck = pos.inCheck();
    const keyLo = pos.key();
    const keyHi = pos.keyHi();
    const tte = this.tt.probe(keyLo, keyHi, ply);
    const ttHit = tte.found;
    const ttMove = tte.move;
    const ttValue = tte.value;
    if (!pvNode && ttHit && tte.depth >= depth && ttValue !== VALUE_NONE) {
      const usable =
        tte.bound === BOUND_EXACT ||
        (tte.bound === BOUND_LOWER ? ttValue >= beta : ttValue <= alpha);
      if (usable) return ttValue;
    }

    let staticEval = VALUE_NONE;
    if (!inCheck) {
      staticEval = ttHit && tte.evaluation !== VALUE_NONE ? tte.evaluation : this.evaluate(pos);
      if (!ttHit)
        this.tt.store(keyLo, keyHi, ply, VALUE_NONE, BOUND_NONE, -7, MOVE_NONE, staticEval);
    }
    this.staticEvals[ply] = staticEval;
    const improving = this.isImproving(ply, staticEval);

    if (!pvNode && !inCheck) {
      const pruned = this.tryPruneNode(pos, beta, depth, ply, cutNode, staticEval, improving);
      if (pruned !== VALUE_NONE) return pruned;
    }

    return this.searchMoves(
      pos,
      alpha,
      beta,
      depth,
      ply,
      cutNode,
      pvNode,
      inCheck,
      ttMove,
      staticEval,
      improving,
    );
  }

  /**
   * Improving: our static evaluation rose since our previous move, so a fail-high is likelier and
   * pruning can be bolder when it did not. Unknown (in check two plies up, or that ply is the root,
   * whose evaluation the tree does not keep) counts as improving, the cautious side.
   */
  private isImproving(ply: number, staticEval: number): boolean {
    if (staticEval === VALUE_NONE) return false;
    if (ply < 3) return true;
    const before = this.staticEvals[ply - 2]!;
    return before === VALUE_NONE || staticEval > before;
  }

  /** Whole-node pruning before any move: reverse futility and null move. VALUE_NONE if the node must be searched. */
  private tryPruneNode(
    pos: Position,
    beta: number,
    depth: number,
    ply: number,
    cutNode: boolean,
    staticEval: number,
    improving: boolean,
  ): number {
    // Reverse futility: far above beta at low depth, a quiet reply will not bring it back (one ply's
    // margin less when the evaluation is rising).
    const rfpDepth = improving ? depth - 1 : depth;
    if (
      depth <= 6 &&
      staticEval - searchParams.FutilityMargin * rfpDepth >= beta &&
      staticEval < VALUE_MATE_IN_MAX_PLY
    ) {
      return staticEval;
    }
    // Null move: if passing still beats beta, a real move will too (shogi has no zugzwang to speak of).
    if (
      depth >= NULL_MIN_DEPTH &&
      staticEval >= beta &&
      pos.lastMove() !== MOVE_NONE &&
      beta > VALUE_MATED_IN_MAX_PLY
    ) {
      const r = searchParams.NullBase + ((depth / searchParams.NullDiv) | 0);
      pos.doNullMove();
      this.evaluator.onDoNullMove(pos);
      const v = -this.search(pos, -beta, -beta + 1, depth - r, ply + 1, !cutNode, false);
      // Why: nodes count moves made, as Stockfish and YaneuraOu count them; a pass is not a move.
      this.nodes--;
      this.evaluator.onUndoNullMove(pos);
      pos.undoNullMove();
      if (this.stopped) return 0;
      if (v >= beta) return v >= VALUE_MATE_IN_MAX_PLY ? beta : v;
    }
    if (depth >= PROBCUT_MIN_DEPTH && Math.abs(beta) < VALUE_MATE_IN_MAX_PLY) {
      const rbeta = beta + PROBCUT_MARGIN - (improving ? 50 : 0);
      return this.probCut(pos, Math.min(rbeta, VALUE_MATE_IN_MAX_PLY - 1), depth, ply, cutNode);
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
  ): number {
    const staticEval = this.staticEvals[ply]!;
    const picker = this.pickers[ply]!;
    picker.initQuiescence(pos, MOVE_NONE, this.stats);
    let tries = 0;
    for (
      let m = picker.next();
      m !== MOVE_NONE && tries < 2 + (cutNode ? 2 : 0);
      m = picker.next()
    ) {
      if (!pos.isLegal(m) || !seeGe(pos, m, rbeta - staticEval)) continue;
      tries++;
      this.doMove(pos, m);
      // Why qsearch first: it refutes most tries for a fraction of the reduced search's cost.
      let v = -this.qsearch(pos, -rbeta, -rbeta + 1, ply + 1, 0, false);
      if (v >= rbeta)
        v = -this.search(
          pos,
          -rbeta,
          -rbeta + 1,
          depth - PROBCUT_REDUCTION,
          ply + 1,
          !cutNode,
          false,
        );
      this.undoMove(pos, m);
      if (this.stopped) return 0;
      if (v >= rbeta) {
        this.tt.store(
          pos.key(),
          pos.keyHi(),
          ply,
          v,
          BOUND_LOWER,
          depth - PROBCUT_REDUCTION + 1,
          m,
          staticEval,
        );
        return v;
      }
    }
    return VALUE_NONE;
  }

  /** The move loop of `search`, with per-move pruning, extensions and reductions. */
  private searchMoves(
    pos: Position,
    alpha: number,
    beta: number,
    depth: number,
    ply: number,
    cutNode: boolean,
    pvNode: boolean,
    inCheck: boolean,
    ttMove: Move,
    staticEval: number,
    improving: boolean,
  ): number {
    const picker = this.pickers[ply]!;
    const stats = this.stats;
    const k1 = stats.killer1(ply);
    const k2 = stats.killer2(ply);
    // Why only at low depth: there history is sparse, and scoring every quiet costs per node.
    const useLearned = this.learnedAt.quiet && depth <= this.learnedQuietMaxDepth;
    picker.learned = useLearned ? this.learned : null;
    picker.learnedWeight = this.learnedQuietWeight;
    picker.initMain(pos, ttMove, k1, k2, stats);
    stats.beginNode(ply);
    const alphaOrig = alpha;
    let best = -VALUE_INFINITE;
    let bestMove: Move = MOVE_NONE;
    let moveCount = 0;
    const side = pos.sideToMove;
    // Late-move pruning's move count: half as many quiets when the evaluation is not improving.
    const lmpCount = improving ? 3 + depth * depth : (3 + depth * depth) >> 1;

    for (let m = picker.next(); m !== MOVE_NONE; m = picker.next()) {
      if (!pos.isLegal(m)) continue;
      moveCount++;
      const capture = isCapture(pos, m);
      const quiet = !capture && !isPromotion(m);
      const givesCheck = pos.givesCheck(m);

      // Shallow-depth pruning once a non-losing line exists.
      if (!pvNode && !inCheck && best > VALUE_MATED_IN_MAX_PLY) {
        if (quiet && !givesCheck) {
          // Late-move pruning drops quiet non-checks one by one, never the rest of the quiet stage:
          // a late quiet check (often a drop) may be the mate.
          if (moveCount >= lmpCount) continue;
          if (
            depth <= FUTILITY_MAX_DEPTH &&
            staticEval + searchParams.FutilityMargin * depth + 100 <= alpha
          )
            continue;
          if (depth <= 4 && !seeGe(pos, m, -30 * depth * depth)) continue;
        } else if (depth <= 4 && !seeGe(pos, m, -100 * depth)) continue;
      }

      const extension =
        givesCheck && ply < 2 * this.rootDepth && seeGe(pos, m, CHECK_EXTENSION_SEE) ? 1 : 0;
      const newDepth = depth - 1 + extension;
      this.doMove(pos, m);
      let v: number;
      if (depth >= LMR_MIN_DEPTH && moveCount > LMR_MIN_MOVES && quiet && !inCheck) {
        let r = this.lmr[Math.min(depth, 63) * 64 + Math.min(moveCount, 63)]!;
        if (!pvNode) r++;
        if (cutNode) r++;
        if (!improving) r++; // a falling evaluation makes a late quiet even less likely to matter
        if (m === k1 || m === k2) r--;
        if (givesCheck) r--;
        r -= (stats.history.get(side, m) / 6000) | 0;
        const d = Math.max(1, Math.min(newDepth, newDepth - r));
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
      if (quiet && m !== bestMove) stats.triedQuiet(ply, m);
    }

    // No legal move: mated (in shogi a side that cannot move loses, in check or not).
    if (moveCount === 0) return matedIn(ply);
    if (
      best >= beta &&
      bestMove !== MOVE_NONE &&
      !isCapture(pos, bestMove) &&
      !isPromotion(bestMove)
    ) {
      stats.quietCutoff(pos, ply, depth, bestMove);
    }
    const bound =
      best >= beta
        ? BOUND_LOWER
        : pvNode && bestMove !== MOVE_NONE && best > alphaOrig
          ? BOUND_EXACT
          : BOUND_UPPER;
    this.tt.store(pos.key(), pos.keyHi(), ply, best, bound, depth, bestMove, staticEval);
    return best;
  }

  /** Copies the child's PV behind `m` into this ply's row. */
  private updatePv(ply: number, m: Move): void {
    const row = ply * (MAX_PLY + 2);
    const childRow = (ply + 1) * (MAX_PLY + 2);
    this.pvTable[row + ply] = m;
    const childLen = this.pvLength[ply + 1]!;
    for (let i = ply + 1; i < childLen; i++) this.pvTable[row + i] = this.pvTable[childRow + i]!;
    this.pvLength[ply] = Math.max(ply + 1, childLen);
  }

  /** Quiescence: captures (and evasions in check) until the position is quiet. */
  qsearch(
    pos: Position,
    alpha: number,
    beta: number,
    ply: number,
    qdepth: number,
    pvNode: boolean,
  ): number {
    this.pvLength[ply] = ply;
    if (this.visit()) return 0;
    if (ply > this.selDepth) this.selDepth = ply;
    const inCheck = pos.inCheck();
    if (ply >= MAX_PLY || (qdepth < -12 && !inCheck)) return this.evaluate(pos);

    const keyLo = pos.key();
    const keyHi = pos.keyHi();
    const tte = this.tt.probe(keyLo, keyHi, ply);
    if (!pvNode && tte.found && tte.value !== VALUE_NONE && tte.depth >= 0) {
      const usable =
        tte.bound === BOUND_EXACT ||
        (tte.bound === BOUND_LOWER ? tte.value >= beta : tte.value <= alpha);
      if (usable) return tte.value;
    }

    let best = -VALUE_INFINITE;
    let standPat = VALUE_NONE;
    if (!inCheck) {
      standPat = tte.found && tte.evaluation !== VALUE_NONE ? tte.evaluation : this.evaluate(pos);
      if (standPat >= beta) return standPat;
      if (standPat > alpha) alpha = standPat;
      best = standPat;
    }

    const picker = this.pickers[ply]!;
    picker.initQuiescence(pos, tte.move, this.stats);
    let bestMove: Move = MOVE_NONE;
    let moveCount = 0;
    for (let m = picker.next(); m !== MOVE_NONE; m = picker.next()) {
      if (!pos.isLegal(m)) continue;
      moveCount++;
      if (!inCheck) {
        // Delta pruning: even winning this piece outright would not reach alpha.
        const gain = isDrop(m) ? 0 : ORDER_VALUE[typeOf(pos.pieceOn(moveTo(m)))]! * 1.2;
        if (standPat + gain + 150 <= alpha && !isPromotion(m)) continue;
        if (!seeGe(pos, m, 0)) continue;
      }
      this.doMove(pos, m);
      const v = -this.qsearch(pos, -beta, -alpha, ply + 1, qdepth - 1, pvNode);
      this.undoMove(pos, m);
      if (this.stopped) return 0;
      // search()'s best/alpha/cut-off update, inline on purpose: a helper would return 4 values.
      if (v > best) {
        best = v;
        if (v > alpha) {
          bestMove = m;
          if (pvNode) this.updatePv(ply, m);
          if (v >= beta) break;
          alpha = v;
        }
      }
    }
    if (inCheck && moveCount === 0) return matedIn(ply);
    const bound = best >= beta ? BOUND_LOWER : BOUND_UPPER;
    this.tt.store(keyLo, keyHi, ply, best, bound, 0, bestMove, standPat);
    return best;
  }
}

/** LMR table: reductions grow with log(depth)·log(moveCount). */
function buildLmrTable(): Int8Array {
  const t = new Int8Array(64 * 64);
  for (let d = 1; d < 64; d++)
    for (let m = 1; m < 64; m++) t[d * 64 + m] = Math.floor((Math.log(d) * Math.log(m)) / LMR_DIV);
  return t;
}
