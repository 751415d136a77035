/**
 * The standings as data: an engine's line, the whole table and the SPRT state. Pure (no Node, no
 * imports) so that the IPC contract can name these types and the renderer see them, without a copy
 * of their fields (issue 23). standings.ts computes them; sprt.ts fills the SPRT state.
 */

/** Counts of pair outcomes: index k = points of the first engine in the pair × 2 (0..4). */
export type Pentanomial = [number, number, number, number, number];

/** The SPRT state after some pairs. */
export interface SprtStatus {
  llr: number;
  lower: number;
  upper: number;
  /** 'H1' (elo ≥ elo1 accepted), 'H0' (elo ≤ elo0 accepted) or undefined while undecided. */
  decision?: 'H0' | 'H1';
  pairs: number;
}

/** One engine's line of the standings. */
export interface EngineStanding {
  index: number;
  name: string;
  games: number;
  wins: number;
  draws: number;
  losses: number;
  points: number;
  /** Elo relative to the engines' average (or to the config's `eloAnchor`). */
  elo: number;
  /**
   * Half-width of the 95% Elo interval; null when it is not known (an engine without games), null
   * rather than NaN so that results.json reads back the same.
   */
  error95: number | null;
  /**
   * Likelihood of superiority over the reference engine (the anchor, else the first engine), from
   * their head-to-head games; null for the reference itself (null, not NaN, so that results.json
   * reads back the same).
   */
  los: number | null;
  drawRate: number;
  /** Set when the engine was disabled during the run (its remaining games are forfeits). */
  disabled?: boolean;
}

/** The whole table. */
export interface Standings {
  engines: EngineStanding[];
  /** points[i][j]: points of engine i against engine j; games[i][j]: games they played. */
  crossPoints: number[][];
  crossGames: number[][];
  gamesDone: number;
  gamesTotal: number;
  sprt?: SprtStatus;
  pentanomial?: Pentanomial;
}
