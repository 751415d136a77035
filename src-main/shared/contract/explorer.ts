/**
 * Opening explorer: the answer for a position and the progress of an index update.
 *
 * Part of the one IPC contract (../contract.ts). Pure module: no Node, DOM or Electron API.
 */
import type { ExplorerMove } from '../explorer-move.ts';

import type { IpcError } from './common.ts';

/**
 * Codes of the explorer's expected failures (the UI words them in the user's language).
 * - EXPLORER_NOT_A_FOLDER: a typed folder is not an absolute path to a folder (detail: the path).
 * - EXPLORER_BAD_POSITION: the position asked about is not a valid SFEN (detail: why).
 * - EXPLORER_INDEX_FAILED: an index update stopped (detail: the reason).
 * - EXPLORER_NO_TREES: the bundled move sequence trees are missing or unreadable (detail: why).
 * - EXPLORER_UNKNOWN_TREE: the trees file holds no tree of that name (detail: the name).
 */
export type ExplorerErrorCode =
  | 'EXPLORER_NOT_A_FOLDER'
  | 'EXPLORER_BAD_POSITION'
  | 'EXPLORER_INDEX_FAILED'
  | 'EXPLORER_NO_TREES'
  | 'EXPLORER_UNKNOWN_TREE';

/** One move of the opening explorer's answer: the explorer's own type (explorer-move.ts is pure). */
export type ExplorerMoveRow = ExplorerMove;

/** The explorer's answer for a position: the collection's moves and the bundled book's. */
export interface ExplorerAnswer {
  moves: ExplorerMoveRow[];
  book: Array<{ move: string; count: number }>;
}

/** Progress of an explorer index update (event `explorer:progress`). */
export interface ExplorerProgress {
  running: boolean;
  filesDone: number;
  filesTotal: number;
  gamesAdded: number;
  /** Files that could not be read. */
  skipped: number;
  /** Games the index counts. */
  games: number;
  /** Why the update stopped (code EXPLORER_INDEX_FAILED). */
  error?: IpcError;
}

/** A move sequence tree the explorer can show (one per opening strategy in the bundled file). */
export interface ExplorerTree {
  /** The strategy's name in the trees file: yagura, mino, anaguma, funagakoi, static-rook, … */
  name: string;
  /** Games in the tree by the colour of the side that built the strategy: [black, white]. */
  games: [number, number];
}

/**
 * A tree's answer for a position: the moves its games played there, from the tree of the side
 * to move (the games in which that side built the strategy).
 */
export interface ExplorerTreeAnswer {
  /** Games of that tree that reach the position. */
  games: number;
  /** The moves played there, most played first. */
  moves: Array<{ move: string; count: number }>;
}
