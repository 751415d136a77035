/**
 * Opening explorer: the answer for a position and the progress of an index update.
 *
 * Part of the one IPC contract (../contract.ts). Pure module: no Node, DOM or Electron API.
 */
import type { ExplorerMove } from '../../explorer/explorer-move.ts';

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
  error?: string;
}
