/**
 * One search thread's state and its quiescence search. `Searcher` (search.ts) extends it with the
 * main alpha-beta; the state lives here so that both halves share one set of per-ply buffers, all
 * allocated once so that the tree allocates nothing.
 */
import type { Position } from '../shared/rules/position.ts';
import * as see from '../shared/rules/see.ts';
import * as types from '../shared/rules/types.ts';
import type { Move } from '../shared/rules/types.ts';
import type { Evaluator } from './eval/evaluator.ts';
import { mateIn1 } from './mate/mate1.ts';
import { MovePicker } from './movepick.ts';
import { OrderingStats } from './ordering.ts';
import * as treeRules from './tree-rules.ts';
import type { TreeRules } from './tree-rules.ts';
import * as params from './params.ts';
import type { SkillSettings } from './skill.ts';
import * as transposition from './tt.ts';
import type { TranspositionTable } from './tt.ts';

// Module-local copies: under tsx, imported bindings are getter calls, too slow per move.
const { seeGe } = see;
const { MOVE_NONE, isDrop, isPromotion, moveTo, typeOf } = types;
const { mateIn, matedIn } = treeRules;
const {
  MAX_PLY,
  ORDER_VALUE,
  QSEARCH_MAX_PLIES,
  TIME_CHECK_NODES,
  VALUE_INFINITE,
  VALUE_MATE_IN_MAX_PLY,
  VALUE_MATED_IN_MAX_PLY,
  VALUE_NONE,
  searchParams,
} = params;
const { BOUND_EXACT, BOUND_LOWER, BOUND_UPPER, boundedEval } = transposition;

export class QSearcher {
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

  /** Killers, histories and the evaluation's correction: what the tree learned so far. */
  readonly stats = new OrderingStats();
  protected readonly pickers: MovePicker[] = [];
  /** Static evaluations (corrected) by ply, VALUE_NONE in check. */
  protected readonly staticEvals = new Int32Array(MAX_PLY + 2);
  /** Triangular PV table: row `ply` holds the PV from that ply. */
  readonly pvTable = new Int32Array((MAX_PLY + 2) * (MAX_PLY + 2));
  readonly pvLength = new Int32Array(MAX_PLY + 2);

  constructor(
    readonly tt: TranspositionTable,
    public evaluator: Evaluator,
  ) {
    for (let i = 0; i < MAX_PLY + 2; i++) this.pickers.push(new MovePicker());
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
   * The raw static evaluation plus what correction history learned about positions like this one,
   * kept clear of the mate range (a correction must never fake a mate score).
   */
  protected corrected(pos: Position, raw: number): number {
    const v = raw + this.stats.correction.correction(pos);
    return Math.max(-VALUE_MATE_IN_MAX_PLY + 1, Math.min(VALUE_MATE_IN_MAX_PLY - 1, v));
  }

  /**
   * Counts a node and polls the stop conditions (cheaply: the clock only every N nodes). A node is a
   * position entered by a move, so the count is the number of moves made in the tree (the root's
   * children count here once, and a null move's child is taken back off by its caller).
   */
  protected visit(): boolean {
    this.nodes++;
    if (this.nodes >= this.nodeLimit || (this.nodes % TIME_CHECK_NODES === 0 && this.shouldStop()))
      this.stopped = true;
    return this.stopped;
  }

  /** Copies the child's PV behind `m` into this ply's row. */
  protected updatePv(ply: number, m: Move): void {
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
    if (ply >= MAX_PLY || (qdepth < -QSEARCH_MAX_PLIES && !inCheck)) return this.evaluate(pos);

    const keyLo = pos.key();
    const keyHi = pos.keyHi();
    const tte = this.tt.probe(keyLo, keyHi, ply);
    if (!pvNode && tte.found && tte.value !== VALUE_NONE && tte.depth >= 0) {
      const usable =
        tte.bound === BOUND_EXACT ||
        (tte.bound === BOUND_LOWER ? tte.value >= beta : tte.value <= alpha);
      if (usable) return tte.value;
    }

    // Why pass it on: the flag outlives the visit, so a PV node's entry stays marked.
    const ttPv = pvNode || (tte.found && tte.pv);
    let best = -VALUE_INFINITE;
    let rawEval = VALUE_NONE;
    let standPat = VALUE_NONE;
    if (!inCheck) {
      rawEval = tte.found && tte.evaluation !== VALUE_NONE ? tte.evaluation : this.evaluate(pos);
      standPat = this.corrected(pos, rawEval);
      // Why the table's value: a searched bound beyond the static evaluation is the better guess.
      // (A miss reads VALUE_NONE, which boundedEval leaves to the static evaluation.)
      best = boundedEval(tte.value, tte.bound, standPat);
      // Why toward beta: a stand-pat cut is an unsearched guess; its excess is not worth trusting.
      if (best >= beta)
        return Math.abs(best) < VALUE_MATE_IN_MAX_PLY ? (3 * best + beta) >> 2 : best;
      if (best > alpha) alpha = best;
      // Why after the stand-pat cut: quiescence tries no quiet move, and a drop mate is common;
      // a node that stands pat above beta cuts off all the same.
      if (!tte.found && qdepth === 0 && (searchParams.MateInOne & 2) !== 0) {
        const mate = mateIn1(pos, false);
        if (mate !== MOVE_NONE) {
          const v = mateIn(ply + 1);
          this.tt.store(keyLo, keyHi, ply, v, BOUND_EXACT, 0, mate, VALUE_NONE, ttPv);
          return v;
        }
      }
    }

    const picker = this.pickers[ply]!;
    picker.initQuiescence(pos, tte.move, this.stats);
    let bestMove: Move = MOVE_NONE;
    let moveCount = 0;
    let quietEvasions = 0;
    const qsQuietEvasions = searchParams.QsQuietEvasions;
    const qsMoveCount = inCheck ? 0 : searchParams.QsMoveCount;
    const recaptureSq = qsMoveCount !== 0 ? moveTo(pos.lastMove()) : -1;
    for (let m = picker.next(); m !== MOVE_NONE; m = picker.next()) {
      // Why the pruning before the legality test: it is cheaper, and out of check the count of
      // legal moves is not needed, so which test drops a move does not matter.
      if (!inCheck) {
        // Delta pruning: even winning this piece outright would not reach alpha.
        const gain = isDrop(m) ? 0 : ORDER_VALUE[typeOf(pos.pieceOn(moveTo(m)))]! * 1.2;
        if (standPat + gain + searchParams.DeltaMargin <= alpha && !isPromotion(m)) continue;
        if (!seeGe(pos, m, 0)) continue;
        // Why: past the first few captures, only a recapture or a check is likely to matter.
        const late = qsMoveCount !== 0 && moveCount >= qsMoveCount && moveTo(m) !== recaptureSq;
        if (late && !pos.givesCheck(m)) continue;
      }
      const quietEvasion =
        inCheck && (isDrop(m) || (pos.pieceOn(moveTo(m)) === 0 && !isPromotion(m)));
      // Why: once the king is known to survive, more interpositions rarely change the value.
      if (quietEvasion && best > VALUE_MATED_IN_MAX_PLY && quietEvasions >= qsQuietEvasions)
        continue;
      if (!pos.isLegal(m)) continue;
      if (quietEvasion) quietEvasions++;
      moveCount++;
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
    this.tt.store(keyLo, keyHi, ply, best, bound, 0, bestMove, rawEval, ttPv);
    return best;
  }
}
