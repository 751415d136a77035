/**
 * Plain data of a game review, shared by the review runner (main process), the comment format,
 * the summary and the evaluation graph (renderer). Pure module.
 */
import type { BlackScore, EvalScore, LabelThresholds, MoveLabel } from './win-rate.ts';
import type { Why } from './why-types.ts';

/** The engine's verdict on one position of the main line. */
export interface PositionEval {
  /** From the side to move's point of view. */
  score: EvalScore;
  /** The engine's best move (USI); undefined when the side to move has no move (mated) or resigned. */
  best?: string;
  pv?: string[];
  depth?: number;
  nodes?: number;
  /** The search time the engine reported (`info time`), in ms. */
  timeMs?: number;
  /** The last completed iteration before the final one (its depth, score and best move), if reported. */
  previous?: { depth: number; score: EvalScore; best?: string };
}

/** One reviewed move. */
export interface MoveReview {
  /** Move number in the record (1 = first move). */
  ply: number;
  color: 'black' | 'white';
  /** The move played. */
  usi: string;
  /** Japanese notation of the move played (`▲７六歩`). */
  japanese: string;
  /** Evaluation before the move, Black's view. */
  before: BlackScore;
  /** Evaluation after the move, Black's view (what the graph shows at this ply). */
  score: BlackScore;
  /** The engine's best move in the position before, USI and Japanese; undefined if it had none. */
  best?: string;
  bestJapanese?: string;
  /** The engine's line from the position before, starting with `best` (USI, at most 10 moves). */
  pv?: string[];
  /** The mover's win rate before and after the move, in %. */
  moverWinBefore: number;
  moverWinAfter: number;
  /** max(0, before − after) in percentage points; 0 when the move played is the engine's best. */
  loss: number;
  label: MoveLabel | null;
  /** Why the move lost, from facts the engine checked (labelled moves only; absent when none holds). */
  why?: Why;
}

/** How long each position is analysed. */
export type ReviewLimit = { movetimeMs: number } | { nodes: number };

/** What a review was run with (written in the summary so a re-run can tell). */
export interface ReviewSettings {
  limit: ReviewLimit;
  thresholds: LabelThresholds;
  /**
   * How a position's score is read: `steady` (default) averages the last two iterations when both
   * are centipawns and does not label a move the engine chose at either; `last` takes the final
   * iteration alone (how reviews worked before 2026-11-29).
   */
  method?: 'steady' | 'last';
  /**
   * Labelled moves are judged again by a search of this many times the budget, and keep the
   * deeper verdict (absent: `REVIEW_VERIFY_FACTOR`, study-params.ts; 1: no second search).
   */
  verifyFactor?: number;
  /** Moves to review, 1-based and inclusive; default the whole main line. */
  fromPly?: number;
  toPly?: number;
}

/** Per-side figures of a review. */
export interface SideSummary {
  color: 'black' | 'white';
  /** Moves of this side that were reviewed. */
  moves: number;
  /** Average win-rate loss in percentage points. */
  averageLoss: number;
  /** Average per-move accuracy in %. */
  accuracy: number;
  counts: { [l in MoveLabel]: number };
  /** The up to three moves with the largest loss (> 0), worst first. */
  worst: Array<{ ply: number; japanese: string; loss: number; label: MoveLabel | null }>;
}

/** The review of a whole record (or of the part done so far). */
export interface ReviewSummary {
  engine: string;
  settings: ReviewSettings;
  /** Moves in the requested range, and how many of them are reviewed. */
  total: number;
  done: number;
  black: SideSummary;
  white: SideSummary;
}
