/**
 * Tournaments: the form the app starts one from, its standings, games and events.
 *
 * Part of the one IPC contract (../contract.ts). Pure module: no Node, DOM or Electron API.
 */
import type { VariantName } from './common.ts';
import type { EngineStanding, SprtStatus, Standings } from '../standings-data.ts';
import type { Failure } from '../result.ts';

/** One engine of a tournament: a registered engine id ('builtin' or external) and its USI options. */
export interface TournamentEngineChoice {
  engineId: string;
  /** Display name, unique in the tournament. */
  name: string;
  options: Record<string, string | number | boolean>;
  /** Its own time control and margin (absent: the tournament's). */
  timeControl?: TournamentTimeControl;
}

/** Time control of a tournament (milliseconds; the kind decides which fields count). */
export interface TournamentTimeControl {
  kind: 'byoyomi' | 'fischer' | 'sudden-death' | 'movetime' | 'nodes' | 'depth';
  initialMs: number;
  byoyomiMs: number;
  incrementMs: number;
  moveTimeMs: number;
  nodes: number;
  depth: number;
  /** Lateness tolerated before a time loss (default 100 ms). */
  marginMs?: number;
  /** False: overstepping the clock never loses (a hang still does). Default true. */
  timeLoss?: boolean;
}

/** Everything the new-tournament form chooses. */
export interface TournamentForm {
  name: string;
  variant: VariantName;
  format: 'round-robin' | 'gauntlet' | 'knockout';
  gamesPerPair: number;
  engines: TournamentEngineChoice[];
  timeControl: TournamentTimeControl;
  /** Opening file (empty = the start position), order, ply cut (0 = whole lines) and seed. */
  openings: { file: string; order: 'sequential' | 'random'; plies: number; seed: number };
  concurrency: number;
  /**
   * 0 disables a rule. resignTwoSided false: the losing engine's own scores alone decide (default
   * true, both engines agree). Draw: both engines within ±drawScore cp for drawMoves moves each,
   * from ply drawFromPly on.
   */
  adjudication: {
    resignScore: number;
    resignMoves: number;
    maxMoves: number;
    resignTwoSided?: boolean;
    drawScore?: number;
    drawMoves?: number;
    drawFromPly?: number;
  };
  /** Write each game's engine I/O, timestamped, to games/<game>.log (default off). */
  debugLog?: boolean;
  /** Output folder; empty = a new folder under the app's data folder. */
  output: string;
  /** Pentanomial SPRT for two engines (stops early when it decides); absent = off. */
  sprt?: { elo0: number; elo1: number; alpha: number; beta: number };
}

/** A started tournament. */
export interface TournamentStarted {
  id: string;
  folder: string;
  total: number;
}

/** Live-view controls. */
export type TournamentAction = 'pause' | 'resume' | 'stop';

/**
 * One engine's standings line: the tournament's own type (standings-data.ts is pure, so the
 * renderer may see it). LOS is null for the reference engine, error95 null before any game.
 */
export type TournamentStandingRow = EngineStanding;

/**
 * An engine's Elo as every view shows it (standings.txt, the CLI, the app): `+123.4 ± 56.7`; `-` before
 * any game and for a margin that is not known. Pure, so the renderer and the runner share one wording.
 */
export function formatElo(e: { elo: number; error95: number | null; games: number }): string {
  if (e.games === 0 || Number.isNaN(e.elo)) return '-';
  const value = (e.elo >= 0 ? '+' : '') + e.elo.toFixed(1);
  return e.error95 === null || !Number.isFinite(e.error95)
    ? value
    : `${value} ± ${e.error95.toFixed(1)}`;
}

/**
 * Standings and crosstable ([i][j]: points / games of engine i against engine j) as the app shows
 * them: the tournament's table without the pentanomial counts and the SPRT pair count.
 */
export interface TournamentStandings extends Omit<Standings, 'sprt' | 'pentanomial'> {
  sprt?: Omit<SprtStatus, 'pairs'>;
}

/** A finished game as the game list shows it. */
export interface TournamentGameSummary {
  index: number;
  round: number;
  black: string;
  white: string;
  winner: 'black' | 'white' | null;
  reason: string;
  detail?: string;
  plies: number;
  durationMs: number;
}

/** A reloaded tournament folder. */
export interface TournamentResults {
  folder: string;
  name: string;
  variant: VariantName;
  format: string;
  standings: TournamentStandings;
  games: TournamentGameSummary[];
  /** The text of standings.txt (empty if absent). */
  standingsText: string;
  /** True while this app is running the tournament. */
  running: boolean;
  /** The form it was started with from the app (absent for CLI folders): starting it again resumes. */
  form?: TournamentForm;
}

/** Tournament folders under the default output root. */
export interface TournamentListing {
  root: string;
  folders: { folder: string; name: string; done: number; total: number }[];
}

/** A live tournament update. */
export type TournamentEvent =
  | { id: string; type: 'game-started'; index: number; black: string; white: string; sfen: string }
  | {
      id: string;
      type: 'move';
      index: number;
      ply: number;
      usi: string;
      sfen: string;
      timeMs: number;
      /** Remaining main time [black, white] after the move (clocked games). */
      clocks?: [number, number];
    }
  | {
      id: string;
      type: 'game-finished';
      game: TournamentGameSummary;
      progress: { done: number; total: number; etaMs?: number };
    }
  | { id: string; type: 'standings'; standings: TournamentStandings }
  | { id: string; type: 'warning'; text: string }
  | {
      id: string;
      type: 'ended';
      status: 'finished' | 'sprt-decided' | 'stopped' | 'error';
      /** With status 'error': why the tournament could not run. */
      error?: Failure;
    };

/** Why an SPSA run folder could not be shown. */
export type SpsaRunErrorCode =
  /** The folder has no state.json (or is not a folder). */
  | 'SPSA_NOT_A_RUN'
  /** state.json or history.csv is not what the tuner writes (the message names the file). */
  | 'SPSA_RUN_CORRUPT';

/** A tuned parameter of an SPSA run: its start value, range and current θ. */
export interface SpsaRunParam {
  name: string;
  start: number;
  min: number;
  max: number;
  theta: number;
}

/** One iteration of history.csv. */
export interface SpsaHistoryRow {
  iteration: number;
  /** The perturbation c_k per parameter. */
  c: number[];
  /** The engine values θ+ and θ− played with. */
  plus: number[];
  minus: number[];
  /** θ+'s wins minus losses (against θ−, or its margin over θ− against the reference). */
  result: number;
  /** θ after the update. */
  theta: number[];
}

/** An SPSA tuning folder (`npm run -s tune:spsa`) as the app shows it. */
export interface SpsaRun {
  folder: string;
  name: string;
  params: SpsaRunParam[];
  /** Iterations done and planned. */
  iteration: number;
  iterations: number;
  pairsPerIteration: number;
  /** θ+, θ− and the reference engine's name, if there is one. */
  engines: string[];
  /** θ+'s games. */
  games: { wins: number; draws: number; losses: number };
  /** Every game played (θ+'s and, with a reference, θ−'s). */
  gamesPlayed: number;
  /** θ by iteration: row 0 the start values, row k θ after iteration k. */
  thetaHistory: number[][];
  /** The last iterations of history.csv (at most SPSA_RECENT_ROWS), oldest first. */
  recent: SpsaHistoryRow[];
  /** When state.json was last written (ms since the epoch), to tell a running tuning. */
  updatedMs: number;
}

/** How many history rows an SpsaRun carries for the table. */
export const SPSA_RECENT_ROWS = 200;
