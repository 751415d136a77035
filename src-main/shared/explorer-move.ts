/**
 * One move of the opening explorer's answer. Pure (no Node, no imports) so that the IPC contract
 * can name it and the renderer see it, without a copy of its fields (issue 23).
 */

/** One move of a query's answer: how often it was played, the results, and when last. */
export interface ExplorerMove {
  /** USI move. */
  move: string;
  games: number;
  blackWins: number;
  whiteWins: number;
  draws: number;
  /** The latest date (YYYYMMDD) among the games with one, else 0 (unknown). */
  lastPlayed: number;
}
