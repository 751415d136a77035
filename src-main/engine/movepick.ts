/**
 * Staged move picker: the TT move first, then captures ordered by MVV-LVA and capture history with
 * SEE splitting good from bad, the two killers, the counter-move, quiets ordered by butterfly and
 * continuation history, and bad captures last.
 * In check it yields evasions; in quiescence only captures (and evasions when in check).
 *
 * Every yielded move is pseudo-legal; the search checks `pos.isLegal` before playing it.
 */
import type { Position } from '../shared/rules/position.ts';
import * as movegen from '../shared/rules/movegen.ts';
import * as see from '../shared/rules/see.ts';
import * as types from '../shared/rules/types.ts';
import type { Move } from '../shared/rules/types.ts';
import * as params from './params.ts';
import type { OrderingStats } from './ordering.ts';
import { SortedPicks } from './sorted-picks.ts';

// Module-local copies: under tsx, imported bindings are getter calls, too slow per move.
const { generateCaptures, generateEvasions, generateQuiets, isCapture } = movegen;
const { seeGe } = see;
const { MOVE_NONE, PAWN, isDrop, isPromotion, moveFrom, moveTo, movedPiece, typeOf } = types;
const { CAPTURE_HISTORY_DIV, ORDER_VALUE, searchParams } = params;

/**
 * Whether a non-capturing promotion is tactical (searched like a capture, exempt from quiet
 * pruning) rather than a quiet: every promotion when `PromotionQuiet` is 0, a pawn's only when 1.
 * The pawn's stays tactical either way: the capture stage and quiescence take it (a pawn promoting
 * gains most of a gold).
 */
export function promotionIsTactical(m: Move): boolean {
  return isPromotion(m) && (searchParams.PromotionQuiet === 0 || typeOf(movedPiece(m)) === PAWN);
}

/** More than the 593 legal moves of the richest known position, with room for pseudo-legal extras. */
export const MAX_MOVES = 1024;

// Main search: TT move, good captures, killers, counter-move, quiets, bad captures.
const STAGE_MAIN_TT = 0;
const STAGE_CAPTURE_INIT = 1;
const STAGE_GOOD_CAPTURE = 2;
const STAGE_KILLER1 = 3;
const STAGE_KILLER2 = 4;
const STAGE_COUNTER = 5;
const STAGE_QUIET_INIT = 6;
const STAGE_QUIET = 7;
const STAGE_BAD_CAPTURE = 8;
// In check: TT move, then every evasion.
const STAGE_EVASION_TT = 9;
const STAGE_EVASION_INIT = 10;
const STAGE_EVASION = 11;
// Quiescence: TT move, then captures.
const STAGE_QSEARCH_TT = 12;
const STAGE_QCAPTURE_INIT = 13;
const STAGE_QCAPTURE = 14;
const STAGE_DONE = 15;
/** How many moves of a list are picked in score order (see pickBest). */
const PICK_SORTED = 12;
/** sortMode of a list sorted whole (sortQuiets): moves are taken in list order. */
const SORTED_ALL = 3;
/** From this many moves on, the sorted picks follow the few candidates (sorted-picks.ts). */
const CANDIDATE_PICKS_MIN = 32;

/** One picker per ply, allocated once and re-initialised per node. */
export class MovePicker {
  private readonly moves = new Int32Array(MAX_MOVES);
  private readonly scores = new Int32Array(MAX_MOVES);
  private readonly badCaptures = new Int32Array(MAX_MOVES);
  private cur = 0;
  private end = 0;
  private badEnd = 0;
  private badCur = 0;
  private stage = STAGE_DONE;
  private ttMove: Move = MOVE_NONE;
  private killer1: Move = MOVE_NONE;
  private killer2: Move = MOVE_NONE;
  private counter: Move = MOVE_NONE;
  /** Whether this node's counter-move stage returned it (so the quiet stage skips it). */
  private counterPlayed = false;
  /** Continuation rows of this node (contexts 1, 2 and 4 plies back); the search reads them too. */
  readonly rows = new Int32Array(3);
  private pos!: Position;
  private stats!: OrderingStats;
  /** Set by the caller to skip quiets (late moves in pruned nodes). */
  skipQuiets = false;
  /**
   * Set by the search once late-move pruning drops every further quiet non-check: the quiet stage
   * then yields only its checks and tactical promotions, and counts the legal moves it passes over
   * for the search's move count (`takePassed`).
   */
  quietChecksOnly = false;
  /** Legal quiets passed over since the search last took the count (see quietChecksOnly). */
  private passedLegal = 0;
  /** The move a singular search leaves out (set after initMain): passed over uncounted. */
  excluded: Move = MOVE_NONE;
  private readonly sorted = new SortedPicks(PICK_SORTED);
  /** For the current list: 0 not decided yet, 1 candidate picks, 2 full scans, 3 sorted whole. */
  private sortMode = 0;
  /** Whether the whole quiet list is sorted (set per node by initMain). */
  private sortAll = false;

  /**
   * Prepares a main-search node at `depth` (a PV node if `pvNode`): with QuietSortDepth set, deep
   * and PV nodes get every quiet sorted, not only the first PICK_SORTED.
   */
  initMain(
    pos: Position,
    ttMove: Move,
    killer1: Move,
    killer2: Move,
    stats: OrderingStats,
    depth = 0,
    pvNode = false,
  ): void {
    this.pos = pos;
    const sortDepth = searchParams.QuietSortDepth;
    this.sortAll = sortDepth !== 0 && (depth >= sortDepth || pvNode);
    this.stats = stats;
    // Why none with RefutationMoves 0: the quiet stage then orders them by history with the rest.
    const refutations = searchParams.RefutationMoves !== 0;
    this.killer1 = refutations ? killer1 : MOVE_NONE;
    this.killer2 = refutations ? killer2 : MOVE_NONE;
    this.counter = refutations ? stats.counters.get(pos.lastMove()) : MOVE_NONE;
    this.counterPlayed = false;
    stats.continuationRows(pos, this.rows);
    this.skipQuiets = false;
    this.quietChecksOnly = false;
    this.passedLegal = 0;
    this.excluded = MOVE_NONE;
    this.ttMove = ttMove !== MOVE_NONE && pos.isPseudoLegal(ttMove) ? ttMove : MOVE_NONE;
    const hasTT = this.ttMove !== MOVE_NONE;
    if (pos.inCheck()) this.stage = hasTT ? STAGE_EVASION_TT : STAGE_EVASION_INIT;
    else this.stage = hasTT ? STAGE_MAIN_TT : STAGE_CAPTURE_INIT;
  }

  /** Prepares a quiescence node: captures only unless in check. */
  initQuiescence(pos: Position, ttMove: Move, stats: OrderingStats): void {
    this.pos = pos;
    this.stats = stats;
    this.killer1 = this.killer2 = this.counter = MOVE_NONE;
    this.counterPlayed = false;
    this.skipQuiets = true;
    const inCheck = pos.inCheck();
    const ok =
      ttMove !== MOVE_NONE && pos.isPseudoLegal(ttMove) && (inCheck || isCapture(pos, ttMove));
    this.ttMove = ok ? ttMove : MOVE_NONE;
    if (inCheck) {
      // Why the rows here: evasions are ordered by continuation history too.
      stats.continuationRows(pos, this.rows);
      this.stage = this.ttMove !== MOVE_NONE ? STAGE_EVASION_TT : STAGE_EVASION_INIT;
    } else this.stage = this.ttMove !== MOVE_NONE ? STAGE_QSEARCH_TT : STAGE_QCAPTURE_INIT;
  }

  /** The next move to try, or MOVE_NONE when exhausted. */
  next(): Move {
    for (;;) {
      switch (this.stage) {
        case STAGE_MAIN_TT:
          this.stage = STAGE_CAPTURE_INIT;
          return this.ttMove;
        case STAGE_EVASION_TT:
          this.stage = STAGE_EVASION_INIT;
          return this.ttMove;
        case STAGE_QSEARCH_TT:
          this.stage = STAGE_QCAPTURE_INIT;
          return this.ttMove;
        case STAGE_CAPTURE_INIT:
        case STAGE_QCAPTURE_INIT:
          this.cur = 0;
          this.sortMode = 0;
          this.badEnd = 0;
          // Why false: the search never needs a non-promotion its promotion dominates.
          this.end = generateCaptures(this.pos, this.moves, 0, false);
          this.scoreCaptures();
          this.stage = this.stage === STAGE_CAPTURE_INIT ? STAGE_GOOD_CAPTURE : STAGE_QCAPTURE;
          break;
        case STAGE_GOOD_CAPTURE: {
          const m = this.pickBest();
          if (m === MOVE_NONE) {
            this.stage = STAGE_KILLER1;
            break;
          }
          if (m === this.ttMove) break;
          // Losing captures wait until after the quiets: they rarely refute anything.
          if (!seeGe(this.pos, m, 0)) {
            this.badCaptures[this.badEnd++] = m;
            break;
          }
          return m;
        }
        case STAGE_KILLER1:
          this.stage = STAGE_KILLER2;
          if (this.isUsableKiller(this.killer1)) return this.killer1;
          break;
        case STAGE_KILLER2:
          this.stage = STAGE_COUNTER;
          if (this.killer2 !== this.killer1 && this.isUsableKiller(this.killer2))
            return this.killer2;
          break;
        case STAGE_COUNTER:
          this.stage = STAGE_QUIET_INIT;
          if (this.isUsableCounter()) return this.counter;
          break;
        case STAGE_QUIET_INIT:
          if (this.skipQuiets) {
            this.toBadCaptures();
            break;
          }
          this.cur = 0;
          this.sortMode = 0;
          // Why false: the search never needs a non-promotion its promotion dominates.
          this.end = generateQuiets(this.pos, this.moves, 0, false);
          this.scoreQuiets();
          if (this.sortAll) this.sortQuiets();
          this.stage = STAGE_QUIET;
          break;
        case STAGE_QUIET: {
          const m = this.skipQuiets
            ? MOVE_NONE
            : this.quietChecksOnly
              ? this.nextQuietCheck()
              : this.pickBest();
          if (m === MOVE_NONE) {
            this.toBadCaptures();
            break;
          }
          if (m === this.ttMove || m === this.killer1 || m === this.killer2) break;
          if (m === this.counter && this.counterPlayed) break;
          return m;
        }
        case STAGE_BAD_CAPTURE:
          if (this.badCur < this.badEnd) return this.badCaptures[this.badCur++]!;
          this.stage = STAGE_DONE;
          break;
        case STAGE_EVASION_INIT:
          this.cur = 0;
          this.sortMode = 0;
          // Why false: the search never needs a non-promotion its promotion dominates.
          this.end = generateEvasions(this.pos, this.moves, 0, false);
          this.scoreEvasions();
          this.stage = STAGE_EVASION;
          break;
        case STAGE_EVASION:
        case STAGE_QCAPTURE: {
          const m = this.pickBest();
          if (m === MOVE_NONE) {
            this.stage = STAGE_DONE;
            break;
          }
          if (m === this.ttMove) break;
          return m;
        }
        default:
          return MOVE_NONE;
      }
    }
  }

  /**
   * Late-move pruning took every further quiet non-check (`all` false: the quiet stage goes on with
   * its checks only) or every further quiet (`all` true: the stage ends).
   */
  pruneLateQuiets(all: boolean): void {
    if (all) this.skipQuiets = true;
    else this.quietChecksOnly = true;
  }

  /** How many legal quiets were passed over since the last call (see quietChecksOnly). */
  takePassed(): number {
    const n = this.passedLegal;
    this.passedLegal = 0;
    return n;
  }

  /**
   * The next quiet-stage move that checks or is a tactical promotion, in the order pickBest gives;
   * the legal non-checks before it are only counted. Why: once late-move pruning drops every quiet
   * non-check, the search's own loop over a hundred drops did the same at several times the cost.
   */
  private nextQuietCheck(): Move {
    const pos = this.pos;
    for (let m = this.pickBest(); m !== MOVE_NONE; m = this.pickBest()) {
      if (m === this.ttMove || m === this.killer1 || m === this.killer2 || m === this.excluded)
        continue;
      if (m === this.counter && this.counterPlayed) continue;
      if (promotionIsTactical(m) || pos.givesCheck(m)) return m;
      if (pos.isLegal(m)) this.passedLegal++;
    }
    return MOVE_NONE;
  }

  /** Moves on to the losing captures kept aside during the good-capture stage. */
  private toBadCaptures(): void {
    this.stage = STAGE_BAD_CAPTURE;
    this.badCur = 0;
  }

  /** A killer is played only if it is a quiet, pseudo-legal move here (killers come from sibling nodes). */
  private isUsableKiller(m: Move): boolean {
    return (
      m !== MOVE_NONE && m !== this.ttMove && !isCapture(this.pos, m) && this.pos.isPseudoLegal(m)
    );
  }

  /**
   * The counter-move is tried once, after the killers, when it is a quiet pseudo-legal move here
   * and neither the TT move nor a killer.
   */
  private isUsableCounter(): boolean {
    const m = this.counter;
    this.counterPlayed =
      m !== this.killer1 && m !== this.killer2 && this.isUsableKiller(m) && !this.skipQuiets;
    return this.counterPlayed;
  }

  /**
   * MVV-LVA: the most valuable victim first, the cheapest attacker breaking ties; promotions add
   * their gain, and capture history (what refuted similar nodes) shifts captures of one victim.
   */
  private scoreCaptures(): void {
    const pos = this.pos;
    const ch = this.stats.captures;
    for (let i = 0; i < this.end; i++) {
      const m = this.moves[i]!;
      const victim = typeOf(pos.pieceOn(moveTo(m)));
      const attacker = typeOf(movedPiece(m));
      let s = ORDER_VALUE[victim]! * 16 - ORDER_VALUE[attacker]! / 16;
      if (isPromotion(m)) s += ORDER_VALUE[attacker + 8]! - ORDER_VALUE[attacker]!;
      s += ch.get(m, victim) / CAPTURE_HISTORY_DIV;
      this.scores[i] = s | 0;
    }
  }

  /** Quiets by butterfly and continuation history: what cut off elsewhere is likely to cut off here. */
  private scoreQuiets(): void {
    const h = this.stats.history;
    const stats = this.stats;
    const rows = this.rows;
    const side = this.pos.sideToMove;
    for (let i = 0; i < this.end; i++) {
      const m = this.moves[i]!;
      let s = 2 * h.get(side, m) + stats.continuationScore(rows, m);
      if (isPromotion(m)) s += 2000;
      this.scores[i] = s;
    }
  }

  /**
   * Stable insertion sort of the whole quiet list, best first: beyond the first PICK_SORTED picks,
   * late-move pruning and reductions then follow history rather than the generator's order.
   */
  private sortQuiets(): void {
    const moves = this.moves;
    const scores = this.scores;
    for (let i = 1; i < this.end; i++) {
      const m = moves[i]!;
      const s = scores[i]!;
      let j = i - 1;
      while (j >= 0 && scores[j]! < s) {
        moves[j + 1] = moves[j]!;
        scores[j + 1] = scores[j]!;
        j--;
      }
      moves[j + 1] = m;
      scores[j + 1] = s;
    }
    this.sortMode = SORTED_ALL;
  }

  /** Evasions: captures of the checker first (by victim), then quiets by history. */
  private scoreEvasions(): void {
    const pos = this.pos;
    const h = this.stats.history;
    const c = this.stats.continuation;
    const row = this.rows[0]!;
    const side = pos.sideToMove;
    for (let i = 0; i < this.end; i++) {
      const m = this.moves[i]!;
      const victim = isDrop(m) ? 0 : typeOf(pos.pieceOn(moveTo(m)));
      this.scores[i] =
        victim !== 0 ? 1_000_000 + ORDER_VALUE[victim]! * 16 : h.get(side, m) + c.get(row, m);
    }
  }

  /**
   * Selection step: swaps the best remaining move to the front. After PICK_SORTED picks the rest
   * are taken in generation order: at all-nodes every move is searched anyway, and a full
   * selection sort over ~100 quiets would cost more than the ordering gains.
   */
  private pickBest(): Move {
    const cur = this.cur;
    const end = this.end;
    if (cur >= end) return MOVE_NONE;
    const moves = this.moves;
    if (cur >= PICK_SORTED || this.sortMode === SORTED_ALL) {
      this.cur = cur + 1;
      return moves[cur]!;
    }
    const scores = this.scores;
    if (this.sortMode === 0) {
      this.sortMode = end >= CANDIDATE_PICKS_MIN ? 1 : 2;
      if (this.sortMode === 1) this.sorted.prepare(scores, end);
    }
    let best = cur;
    let bestScore = scores[cur]!;
    if (this.sortMode === 1) {
      best = this.sorted.pick(scores, cur);
      bestScore = scores[best]!;
    } else {
      // Why the local best score: one load per move in the scan.
      for (let i = cur + 1; i < end; i++) {
        const s = scores[i]!;
        if (s > bestScore) {
          bestScore = s;
          best = i;
        }
      }
    }
    const m = moves[best]!;
    moves[best] = moves[cur]!;
    scores[best] = scores[cur]!;
    moves[cur] = m;
    scores[cur] = bestScore;
    this.cur = cur + 1;
    return m;
  }
}

/** Origin index for butterfly tables: board squares 0..80, drops 81..87. */
export function fromIndex(m: Move): number {
  return moveFrom(m);
}
