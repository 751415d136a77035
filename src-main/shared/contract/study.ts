/**
 * Study: record files, engine analysis of a position, mate search, and game review.
 *
 * Part of the one IPC contract (../contract.ts). Pure module: no Node, DOM or Electron API.
 */
import type { Failure } from '../result.ts';
/** A record file the user opened or saved. */
export interface RecentFile {
  path: string;
  name: string;
  openedAt: string;
}

/** A position for analysis: start SFEN (or 'startpos') and USI moves from it. */
export interface StudyPosition {
  sfen: string;
  moves: string[];
}

/** Arguments of `study:analysis-open`. */
export interface AnalysisOpenArgs {
  engineId: string;
  multiPV: number;
  /** The page that opens it (browser host): the session ends when that page goes away. */
  owner?: string;
}

/** One analysis line as the panel shows it (see src-main/analysis/analysis-lines.ts). */
export interface StudyAnalysisLine {
  multipv: number;
  depth?: number;
  nodes?: number;
  nps?: number;
  /** Side-to-move score. */
  score?: { kind: 'cp' | 'mate'; value: number };
  /** Black-view score text (`+120`, `M-7`) and Black's win rate in %. */
  blackScoreText?: string;
  blackWinRate?: number;
  pv: string[];
  pvJapanese: string[];
  pvWestern: string[];
}

/** A mate-search answer. */
export type MateAnswer =
  | { result: 'mate'; usi: string[]; japanese: string[]; western: string[] }
  | { result: 'nomate' | 'timeout' | 'notimplemented' };

/** Game-review settings as the UI sends them. */
export interface ReviewSettingsArgs {
  limit: { movetimeMs: number } | { nodes: number };
  thresholds: { inaccuracy: number; dubious: number; mistake: number; blunder: number };
  fromPly?: number;
  toPly?: number;
}

/** Arguments of `study:review-start`. */
export interface ReviewStartArgs {
  /** Id chosen by the renderer (events carry it). */
  id: string;
  engineId: string;
  /** The record as UTF-8 KIF text (its review comments let a review resume). */
  kif: string;
  settings: ReviewSettingsArgs;
  restart: boolean;
  /** The page that starts it (browser host): the review is cancelled when that page goes away. */
  owner?: string;
}

/** Arguments of `study:batch-review`. */
export interface BatchReviewArgs {
  path: string;
  engineId: string;
  settings: ReviewSettingsArgs;
}

/** What happened to one file of a batch review. */
export interface BatchFileResult {
  path: string;
  status: 'reviewed' | 'partial' | 'skipped' | 'failed';
  message?: string;
}

/** A review event: progress, one reviewed move (plain data of study/review-types MoveReview), or the end. */
export type ReviewEvent =
  | {
      id: string;
      type: 'progress';
      movesDone: number;
      movesTotal: number;
      etaMs: number | null;
    }
  | { id: string; type: 'move'; move: unknown }
  | {
      id: string;
      type: 'done';
      moves: unknown[];
      summary: unknown;
      cancelled: boolean;
      /** Why the review stopped early (an engine failure, or a bug reported as INTERNAL). */
      error?: Failure;
    };

/** A record file's name and raw bytes (decoded by the records module in the renderer). */
export interface RecordFileBytes {
  name: string;
  bytes: Uint8Array;
}

// --- Several analysis engines at once (issue 44 item 3) ---

/** The page asked for more analysis engines than it may run at once (4). */
export type AnalysisSetErrorCode = 'TOO_MANY_ENGINES';

/** One engine of `study:analysis-open-set`: a registered engine id and its own MultiPV. */
export interface AnalysisEngineChoice {
  engineId: string;
  multiPV: number;
}

/** Arguments of `study:analysis-open-set`: 1 to 4 different engines. */
export interface AnalysisOpenSetArgs {
  engines: AnalysisEngineChoice[];
  /** The page that opens them (browser host): the sessions end when that page goes away. */
  owner?: string;
}

/** One started engine of a set: its session handle, reported name and default Threads. */
export interface AnalysisSetMember {
  engineId: string;
  handle: string;
  name: string;
  /** The Threads default it was given (the cores left to analysis, split among the set). */
  threads: number;
}
