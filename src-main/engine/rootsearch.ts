/**
 * Iterative deepening at the root: root move list, MultiPV, aspiration windows, `info` output,
 * and the stop rules (time plan, node and depth limits, `stop`, pondering).
 */
import type { Position } from '../shared/rules/position.ts';
import { generateLegal, isCapture } from '../shared/rules/movegen.ts';
import { moveToUsi } from '../shared/rules/sfen.ts';
import { MOVE_NONE, isPromotion, type Move } from '../shared/rules/types.ts';
import {
  LMR_UNIT,
  MAX_PLY,
  VALUE_INFINITE,
  VALUE_MATE,
  VALUE_MATE_IN_MAX_PLY,
  searchParams,
} from './params.ts';
import { MAX_MOVES } from './movepick.ts';
import type { Searcher } from './search.ts';
import { chooseSkillMove, type SkillCandidate } from './skill.ts';
import { skipsDepth } from './smp/lazy-smp.ts';
import type { TimePlan } from './timeman.ts';
import type { InfoFields, Score } from '../shared/usi-protocol.ts';

/** Index of the shared signal words set by the I/O thread. */
export const SIGNAL_STOP = 0;
export const SIGNAL_PONDERHIT = 1;
/** Set by the main search thread when it has finished: the Lazy SMP helpers stop (smp/). */
export const SIGNAL_HELPERS_STOP = 2;
/** Length of the shared signal array. */
export const SIGNAL_WORDS = 4;

/** A Lazy SMP helper thread's part in a search (smp/); absent for the main thread. */
export interface HelperRole {
  /** 1-based helper number: chooses its skip-depth pattern and its slot in `nodes`. */
  index: number;
  /** Shared node counts, one slot per thread: the helper publishes its count at every poll. */
  nodes: Float64Array;
  /** Called after each completed iteration with the best move's score and PV. */
  onIteration?: (move: Move, score: number, depth: number, pv: readonly Move[]) => void;
}

/** What to search for. */
export interface SearchLimits {
  depth?: number;
  nodes?: number;
  infinite?: boolean;
  ponder?: boolean;
  time: TimePlan;
  multiPV: number;
  /** Restrict the root to these moves (USI `searchmoves`). */
  searchMoves?: Move[];
  /**
   * When `go` reached the process, on this searcher's clock (`now`): the clock runs from then,
   * so time spent queued behind other work (clearing tables at usinewgame) is counted.
   */
  startedAt?: number;
  /**
   * Centipawns added to the score of these root moves (the move sequence trees' bonus for a
   * move that follows the tree); the reported scores include it.
   */
  moveBonus?: Map<Move, number>;
  /** Set for a helper thread: it skips depths, follows the main thread's TT generation, stops with it. */
  helper?: HelperRole;
}

/** The search's answer. `bestMove` is MOVE_NONE when there is no legal move (resign). */
export interface SearchOutcome {
  bestMove: Move;
  ponderMove: Move;
  score: number;
  depth: number;
  /** Nodes of every thread. */
  nodes: number;
  /** The principal variation of the chosen move (from the last completed iteration). */
  pv: Move[];
}

interface RootMove {
  move: Move;
  score: number;
  previousScore: number;
  pv: Move[];
  selDepth: number;
}

/** Converts an internal score to the USI form. */
export function usiScore(v: number): Score {
  if (Math.abs(v) >= VALUE_MATE_IN_MAX_PLY) {
    const plies = VALUE_MATE - Math.abs(v);
    return { kind: 'mate', value: v > 0 ? plies : -plies };
  }
  return { kind: 'cp', value: v + 0 }; // + 0 turns a negated draw (−0) into 0
}

/** Drives a Searcher from the root. One instance per engine, reused across `go` commands. */
export class RootSearch {
  private rootMoves: RootMove[] = [];
  private startTime = 0;
  private pondering = false;
  /** During the first iteration only `stop` ends the search, so there is always a searched move. */
  private firstIteration = true;
  private limits!: SearchLimits;
  /** The helper threads' nodes (set by the engine when it has helpers), added to every count shown. */
  otherNodes: () => number = () => 0;

  constructor(
    readonly searcher: Searcher,
    /** Shared with the I/O thread: [stop, ponderhit, helpers stop, unused]. */
    readonly signals: Int32Array = new Int32Array(SIGNAL_WORDS),
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** Searches `pos` under `limits`, reporting each finished iteration through `onInfo`. */
  run(pos: Position, limits: SearchLimits, onInfo: (info: InfoFields) => void): SearchOutcome {
    const s = this.searcher;
    this.limits = limits;
    this.startTime = Math.min(limits.startedAt ?? Infinity, this.now());
    this.pondering = limits.ponder === true;
    s.nodes = 0;
    s.stopped = false;
    const nodeLimit = Math.min(limits.nodes ?? Infinity, s.skill?.nodes ?? Infinity);
    s.nodeLimit = Infinity;
    this.firstIteration = true;
    s.shouldStop = () => this.timeUp();
    if (limits.helper) s.tt.follow();
    else s.tt.newSearch();
    s.evaluator.reset(pos);
    this.rootMoves = this.collectRootMoves(pos, limits.searchMoves);
    if (this.rootMoves.length === 0)
      return {
        bestMove: MOVE_NONE,
        ponderMove: MOVE_NONE,
        score: -VALUE_MATE,
        depth: 0,
        nodes: 0,
        pv: [],
      };

    const maxDepth = Math.min(
      limits.depth ?? MAX_PLY - 1,
      s.skill?.depth ?? MAX_PLY - 1,
      MAX_PLY - 1,
    );
    // A level searches the moves it may choose among exactly; the GUI still sees the lines it asked for.
    const multiPV = Math.max(
      1,
      Math.min(Math.max(limits.multiPV, s.skill?.multiPV ?? 1), this.rootMoves.length),
    );
    const shownPV = Math.max(1, Math.min(limits.multiPV, multiPV));
    let completed = 0;
    for (let depth = 1; depth <= maxDepth; depth++) {
      if (limits.helper && skipsDepth(limits.helper.index, depth, pos.gamePly)) continue;
      s.rootDepth = depth;
      for (let pvIdx = 0; pvIdx < multiPV; pvIdx++) {
        s.selDepth = 0;
        this.aspirationSearch(pos, depth, pvIdx, onInfo);
        sortRootMoves(this.rootMoves, 0, pvIdx + 1);
        if (s.stopped && completed > 0) break;
      }
      if (s.stopped && completed > 0) break;
      completed = depth;
      this.firstIteration = false;
      s.nodeLimit = nodeLimit;
      for (const rm of this.rootMoves) rm.previousScore = rm.score;
      const top = this.rootMoves[0]!;
      limits.helper?.onIteration?.(top.move, top.previousScore, depth, top.pv);
      this.report(onInfo, depth, shownPV);
      if (this.shouldFinish(depth)) break;
    }
    // Why again: a search stopped inside an iteration searched nodes the last line does not count;
    // the GUI's node and speed figures (and ours in benches) should be the whole search's.
    if (s.stopped && completed > 0) {
      this.keepStoppedScores();
      this.report(onInfo, completed, shownPV);
    }
    // On `go ponder`/`infinite` the answer waits for stop or ponderhit (USI): the caller handles that wait.
    const best = s.skill ? this.skillChoice(pos, multiPV) : this.rootMoves[0]!;
    if (limits.helper) limits.helper.nodes[limits.helper.index] = s.nodes;
    return {
      bestMove: best.move,
      ponderMove: best.pv[1] ?? MOVE_NONE,
      score: best.previousScore,
      depth: completed,
      nodes: this.totalNodes(),
      pv: best.pv.slice(),
    };
  }

  /**
   * After a stopped iteration: a move that beat the finished iteration's best inside it is played
   * (the sort put it first), and its score is that search's. Why: its previous score is −∞ (it
   * was not best then), which the last line and the answer would show as a mate in one.
   */
  private keepStoppedScores(): void {
    for (const rm of this.rootMoves)
      if (rm.previousScore === -VALUE_INFINITE && rm.score !== -VALUE_INFINITE)
        rm.previousScore = rm.score;
  }

  /** Nodes searched by every thread so far. */
  totalNodes(): number {
    return this.searcher.nodes + this.otherNodes();
  }

  /** The level's root move among the `count` best of the last completed iteration (see skill.ts). */
  private skillChoice(pos: Position, count: number): RootMove {
    const ranked = this.rootMoves
      .filter((rm) => rm.previousScore > -VALUE_INFINITE)
      .sort((a, b) => b.previousScore - a.previousScore)
      .slice(0, count);
    const candidates: SkillCandidate[] = ranked.map((rm) => ({
      move: rm.move,
      score: rm.previousScore,
    }));
    const move = chooseSkillMove(pos, candidates, this.searcher.skill!);
    return ranked.find((rm) => rm.move === move) ?? this.rootMoves[0]!;
  }

  /**
   * Legal root moves, optionally restricted by `searchmoves`; without a restriction, the
   * non-promotions a promotion dominates are left out (movegen.ts NO_DOMINATED).
   */
  private collectRootMoves(pos: Position, only?: Move[]): RootMove[] {
    const buf = new Int32Array(MAX_MOVES);
    const restricted = only !== undefined && only.length > 0;
    const n = generateLegal(pos, buf, 0, restricted);
    const list: RootMove[] = [];
    for (let i = 0; i < n; i++) {
      const m = buf[i]!;
      if (restricted && !only.includes(m)) continue;
      list.push({
        move: m,
        score: -VALUE_INFINITE,
        previousScore: -VALUE_INFINITE,
        pv: [m],
        selDepth: 0,
      });
    }
    return list;
  }

  /** Searches one PV line with a window around the previous score, widening on failure. */
  private aspirationSearch(
    pos: Position,
    depth: number,
    pvIdx: number,
    onInfo: (info: InfoFields) => void,
  ): void {
    const prev = this.rootMoves[pvIdx]!.previousScore;
    let delta = searchParams.AspirationDelta;
    let alpha = -VALUE_INFINITE;
    let beta = VALUE_INFINITE;
    if (depth >= 4 && Math.abs(prev) < VALUE_MATE_IN_MAX_PLY) {
      alpha = Math.max(prev - delta, -VALUE_INFINITE);
      beta = Math.min(prev + delta, VALUE_INFINITE);
    }
    for (;;) {
      const v = this.searchRoot(pos, alpha, beta, depth, pvIdx);
      sortRootMoves(this.rootMoves, pvIdx, this.rootMoves.length);
      if (this.searcher.stopped) return;
      if ((v <= alpha || v >= beta) && this.limits.multiPV === 1 && pvIdx === 0)
        this.reportBound(onInfo, depth, v, v <= alpha ? 'upper' : 'lower');
      if (v <= alpha) {
        beta = ((alpha + beta) / 2) | 0;
        alpha = Math.max(v - delta, -VALUE_INFINITE);
      } else if (v >= beta) {
        beta = Math.min(v + delta, VALUE_INFINITE);
      } else return;
      delta += delta;
      if (delta > 1000) {
        alpha = -VALUE_INFINITE;
        beta = VALUE_INFINITE;
      }
    }
  }

  /** PVS over the root moves from `pvIdx` on; records each move's score and PV. */
  private searchRoot(
    pos: Position,
    alpha: number,
    beta: number,
    depth: number,
    pvIdx: number,
  ): number {
    const s = this.searcher;
    let best = -VALUE_INFINITE;
    s.pvLength[0] = 0;
    const inCheck = pos.inCheck();
    for (let i = pvIdx; i < this.rootMoves.length; i++) {
      const rm = this.rootMoves[i]!;
      // Why a shifted window: the child is searched for score + bonus inside (alpha, beta).
      const b = this.limits.moveBonus?.get(rm.move) ?? 0;
      const [a, bb] = [alpha - b, beta - b];
      const r = inCheck ? 0 : this.rootReduction(pos, rm.move, depth, i - pvIdx + 1);
      s.doMove(pos, rm.move);
      let v: number;
      if (i === pvIdx) v = -s.search(pos, -bb, -a, depth - 1, 1, false, true);
      else {
        v = -s.search(pos, -a - 1, -a, depth - 1 - r, 1, true, false);
        if (v > a && r > 0) v = -s.search(pos, -a - 1, -a, depth - 1, 1, true, false);
        if (v > a && v < bb) v = -s.search(pos, -bb, -a, depth - 1, 1, false, true);
      }
      // Why not on mate scores: a bonus must not turn a mate distance into a different one.
      if (b !== 0 && Math.abs(v) < VALUE_MATE_IN_MAX_PLY) v += b;
      s.undoMove(pos, rm.move);
      if (s.stopped) break;
      if (i === pvIdx || v > alpha) {
        rm.score = v;
        rm.selDepth = s.selDepth;
        rm.pv = [rm.move];
        const row = 1 * (MAX_PLY + 2);
        for (let p = 1; p < s.pvLength[1]!; p++) rm.pv.push(s.pvTable[row + p]!);
      } else rm.score = -VALUE_INFINITE;
      if (v > best) best = v;
      if (v > alpha) {
        alpha = v;
        if (v >= beta) break;
      }
    }
    return best;
  }

  /**
   * Late-move reduction at the root: a late quiet non-check root move (the list is ordered by the
   * last iteration's scores) is searched shallower first, and at full depth only if it beats alpha.
   * Why: otherwise each of a hundred root moves costs a full-depth null-window search.
   */
  private rootReduction(pos: Position, m: Move, depth: number, moveCount: number): number {
    if (depth < searchParams.LmrMinDepth || moveCount <= searchParams.LmrMinMoves) return 0;
    if (isCapture(pos, m) || isPromotion(m) || pos.givesCheck(m)) return 0;
    const r = Math.floor(this.searcher.lmrReduction(depth, moveCount) / LMR_UNIT);
    return Math.min(r, depth - 2);
  }

  /** Emits one `info` line per PV. */
  private report(onInfo: (info: InfoFields) => void, depth: number, multiPV: number): void {
    const s = this.searcher;
    const elapsed = Math.max(1, Math.round(this.now() - this.startTime));
    const nodes = this.totalNodes();
    for (let i = 0; i < multiPV; i++) {
      const rm = this.rootMoves[i]!;
      const info: InfoFields = {
        depth,
        seldepth: Math.max(depth, rm.selDepth),
        score: usiScore(rm.previousScore),
        nodes,
        nps: Math.round((nodes * 1000) / elapsed),
        time: elapsed,
        hashfull: s.tt.hashfull(),
        pv: rm.pv.map(moveToUsi),
      };
      if (multiPV > 1) info.multipv = i + 1;
      onInfo(info);
    }
  }

  /** A window failure: the GUI learns the score is at most (upper) or at least (lower) `v`. */
  private reportBound(
    onInfo: (info: InfoFields) => void,
    depth: number,
    v: number,
    bound: 'lower' | 'upper',
  ): void {
    const s = this.searcher;
    const elapsed = Math.max(1, Math.round(this.now() - this.startTime));
    const nodes = this.totalNodes();
    onInfo({
      depth,
      seldepth: Math.max(depth, s.selDepth),
      score: { ...usiScore(v), bound },
      nodes,
      nps: Math.round((nodes * 1000) / elapsed),
      time: elapsed,
      pv: this.rootMoves[0]!.pv.map(moveToUsi),
    });
  }

  /** After an iteration: stop when the soft time is spent or a short mate is proven. */
  private shouldFinish(depth: number): boolean {
    if (this.signals[SIGNAL_STOP] !== 0) return true;
    if (this.limits.helper) return this.signals[SIGNAL_HELPERS_STOP] !== 0;
    if (this.pondering && this.signals[SIGNAL_PONDERHIT] !== 0) this.onPonderhit();
    if (this.pondering || this.limits.infinite) return false;
    const best = this.rootMoves[0]!.previousScore;
    if (Math.abs(best) >= VALUE_MATE_IN_MAX_PLY && depth >= 2 * (VALUE_MATE - Math.abs(best)) + 2)
      return true;
    const time = this.limits.time;
    if (!time.limited) return false;
    const elapsed = this.now() - this.startTime;
    if (elapsed >= time.maximum) return true;
    // When the whole allowance must be spent anyway (byoyomi alone), a started iteration may still
    // change the move, so only the hard limit stops the search.
    if (time.optimum >= time.maximum) return false;
    return elapsed >= time.optimum * 0.6;
  }

  /** The opponent played the expected move: from now on the clock is ours. */
  private onPonderhit(): void {
    this.pondering = false;
    this.startTime = this.now();
  }

  /** Polled inside the tree: stop signal or hard time limit. */
  private timeUp(): boolean {
    if (this.signals[SIGNAL_STOP] !== 0) return true;
    const helper = this.limits.helper;
    if (helper) {
      helper.nodes[helper.index] = this.searcher.nodes;
      return this.signals[SIGNAL_HELPERS_STOP] !== 0;
    }
    if (this.firstIteration) return false;
    if (this.pondering) {
      if (this.signals[SIGNAL_PONDERHIT] === 0) return false;
      this.onPonderhit();
    }
    return this.limits.time.limited && this.now() - this.startTime >= this.limits.time.maximum;
  }
}

/** Stable sort of rootMoves[from, to) by score, best first. */
function sortRootMoves(list: RootMove[], from: number, to: number): void {
  const part = list.slice(from, to).sort((a, b) => b.score - a.score);
  for (let i = 0; i < part.length; i++) list[from + i] = part[i]!;
}
