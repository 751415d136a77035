/**
 * Move-ordering statistics of one search thread: the killers per ply, the history tables
 * (history.ts), the correction history (correction.ts), and the moves tried at each ply so the one
 * that refuted a node can be rewarded and the others punished. The picker reads them; the search
 * records what happened.
 */
import type { Position } from '../shared/rules/position.ts';
import * as types from '../shared/rules/types.ts';
import type { Color, Move } from '../shared/rules/types.ts';
import { CorrectionHistory } from './correction.ts';
import * as history from './history.ts';
import * as movepick from './movepick.ts';
import * as params from './params.ts';

// Module-local copies: under tsx, imported bindings are getter calls, too slow per move.
const { CaptureHistory, ContinuationHistory, CounterMoves, History } = history;
const { EVAL_DIFF_MAX, EVAL_DIFF_MIN, EVAL_DIFF_OFFSET, MAX_PLY, VALUE_NONE, searchParams } =
  params;
const { MOVE_NONE, MOVE_NULL, isDrop, moveTo, typeOf } = types;
const { promotionIsTactical } = movepick;

/** Moves remembered per ply for the cutoff update (more are rare and matter little). */
const MAX_TRIED = 64;

/** How far back the continuation contexts reach: the opponent's last move, ours, ours before. */
export const CONTINUATION_PLIES: readonly number[] = [0, 1, 3];

/** The history bonus of a cutoff at `depth`. */
export function historyBonus(depth: number): number {
  return Math.min(depth * depth * searchParams.HistoryBonusScale, searchParams.HistoryBonusMax);
}

/** The malus of each move tried before a cutoff at `depth` (HistoryMalusDepth 0: the bonus). */
export function historyMalus(depth: number): number {
  const k = searchParams.HistoryMalusDepth;
  return k === 0 ? historyBonus(depth) : Math.min(k * depth, searchParams.HistoryMalusMax);
}

export class OrderingStats {
  /** Butterfly history (side, from, to). */
  readonly history = new History();
  /** Continuation history, shared by the 1-, 2- and 4-ply contexts. */
  readonly continuation = new ContinuationHistory();
  /** Capture history (piece, to, captured type). */
  readonly captures = new CaptureHistory();
  /** Counter-moves to the opponent's last move. */
  readonly counters = new CounterMoves();
  /** The learned correction of the static evaluation. */
  readonly correction = new CorrectionHistory();
  private readonly killers = new Int32Array(2 * (MAX_PLY + 2));
  private readonly quiets = new Int32Array((MAX_PLY + 2) * MAX_TRIED);
  private readonly quietCount = new Int32Array(MAX_PLY + 2);
  private readonly capturesTried = new Int32Array((MAX_PLY + 2) * MAX_TRIED);
  private readonly capturedTypes = new Int8Array((MAX_PLY + 2) * MAX_TRIED);
  private readonly captureCount = new Int32Array(MAX_PLY + 2);
  private readonly rows = new Int32Array(3);

  /** Forgets everything (new game, bench position). */
  clear(): void {
    this.history.clear();
    this.continuation.clear();
    this.captures.clear();
    this.counters.clear();
    this.correction.clear();
    this.killers.fill(0);
  }

  /** The first killer at `ply`. */
  killer1(ply: number): Move {
    return this.killers[2 * ply]!;
  }

  /** The second killer at `ply`. */
  killer2(ply: number): Move {
    return this.killers[2 * ply + 1]!;
  }

  /** Writes the continuation rows of `pos` (contexts 1, 2 and 4 plies back) into `out`. */
  continuationRows(pos: Position, out: Int32Array): void {
    for (let i = 0; i < 3; i++)
      out[i] = ContinuationHistory.row(pos.moveAt(CONTINUATION_PLIES[i]!));
  }

  /** The continuation score of quiet `m` over the rows `rows` (all three contexts). */
  continuationScore(rows: Int32Array, m: Move): number {
    const c = this.continuation;
    return c.get(rows[0]!, m) + c.get(rows[1]!, m) + c.get(rows[2]!, m);
  }

  /**
   * The opponent's last move, when quiet, gains or loses butterfly history by how the static
   * evaluation moved across it (EvalDiffHistory, 0 off): `prevEval` is the opponent's before the
   * move, `staticEval` ours after it. Why: a move that left its mover better off is likely good
   * in sibling positions too, and every node learns this, not only the cut-offs.
   */
  evalDiffUpdate(pos: Position, prevEval: number, staticEval: number): void {
    const k = searchParams.EvalDiffHistory;
    if (k === 0 || prevEval === VALUE_NONE || staticEval === VALUE_NONE) return;
    const m = pos.lastMove();
    if (m === MOVE_NONE || m === MOVE_NULL || pos.capturedPiece() !== 0) return;
    const diff = Math.max(EVAL_DIFF_MIN, Math.min(EVAL_DIFF_MAX, -(prevEval + staticEval)));
    this.history.update((pos.sideToMove ^ 1) as Color, m, (diff + EVAL_DIFF_OFFSET) * k);
  }

  /** Starts a node's move loop: nothing tried yet at this ply. */
  beginNode(ply: number): void {
    this.quietCount[ply] = 0;
    this.captureCount[ply] = 0;
  }

  /** Notes a searched quiet move that did not (yet) become the node's best. */
  triedQuiet(ply: number, m: Move): void {
    const n = this.quietCount[ply]!;
    if (n < MAX_TRIED) {
      this.quiets[ply * MAX_TRIED + n] = m;
      this.quietCount[ply] = n + 1;
    }
  }

  /** Notes a searched capture (taking a `captured`-type piece) that did not become the best. */
  triedCapture(ply: number, m: Move, captured: number): void {
    const n = this.captureCount[ply]!;
    if (n < MAX_TRIED) {
      this.capturesTried[ply * MAX_TRIED + n] = m;
      this.capturedTypes[ply * MAX_TRIED + n] = captured;
      this.captureCount[ply] = n + 1;
    }
  }

  /** The move that refuted the node gains history (quiets) or capture history (captures). */
  cutoff(pos: Position, ply: number, depth: number, m: Move): void {
    const captured = isDrop(m) ? 0 : typeOf(pos.pieceOn(moveTo(m)));
    if (captured !== 0) this.captureCutoff(ply, depth, m, captured);
    else if (!promotionIsTactical(m)) this.quietCutoff(pos, ply, depth, m);
  }

  /**
   * A quiet move refuted the node: it becomes a killer and the counter-move to the opponent's last
   * move, and gains history in every table; the moves tried before it lose as much, so the
   * ordering learns which moves cut and which waste time.
   */
  private quietCutoff(pos: Position, ply: number, depth: number, m: Move): void {
    if (this.killers[2 * ply] !== m) {
      this.killers[2 * ply + 1] = this.killers[2 * ply]!;
      this.killers[2 * ply] = m;
    }
    this.counters.set(pos.lastMove(), m);
    const bonus = historyBonus(depth);
    const rows = this.rows;
    this.continuationRows(pos, rows);
    this.rewardQuiet(pos, rows, m, bonus);
    const malus = historyMalus(depth);
    const base = ply * MAX_TRIED;
    const n = this.quietCount[ply]!;
    for (let i = 0; i < n; i++) this.rewardQuiet(pos, rows, this.quiets[base + i]!, -malus);
    this.punishCaptures(ply, malus);
  }

  /** A capture refuted the node: it gains capture history, the captures tried before it lose. */
  private captureCutoff(ply: number, depth: number, m: Move, captured: number): void {
    const bonus = historyBonus(depth);
    this.captures.update(m, captured, bonus);
    this.punishCaptures(ply, historyMalus(depth));
  }

  /** Applies `bonus` to a quiet in the butterfly table and its three continuation contexts. */
  private rewardQuiet(pos: Position, rows: Int32Array, m: Move, bonus: number): void {
    this.history.update(pos.sideToMove, m, bonus);
    for (let i = 0; i < 3; i++) this.continuation.update(rows[i]!, m, bonus);
  }

  /** The captures tried at `ply` before the refutation lose `malus` of capture history. */
  private punishCaptures(ply: number, malus: number): void {
    const base = ply * MAX_TRIED;
    const n = this.captureCount[ply]!;
    for (let i = 0; i < n; i++)
      this.captures.update(this.capturesTried[base + i]!, this.capturedTypes[base + i]!, -malus);
  }
}
