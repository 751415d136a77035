/**
 * Tsume practice (one at a time, storm, by length) with a Glicko-2 rating, and "Check this
 * tsume" for any position. Part of the one IPC contract (../contract.ts). Pure module.
 */

/** Expected failures of the tsume channels. */
export type TsumeErrorCode =
  /** No shipped problem matches (no problem of that length). */
  | 'TSUME_NO_PROBLEM'
  /** The problem id is not in the shipped set. */
  | 'TSUME_NO_SUCH_PROBLEM';

/** A problem to solve (the solution comes with it: the page checks each move and replies). */
export interface TsumeTask {
  id: string;
  sfen: string;
  /** The main line in USI (attacker, defender, …, the mating move). */
  solution: string[];
  difficulty: number;
}

/** The user's standing: the Glicko-2 rating and the attempt counts, saved between sessions. */
export interface TsumeStanding {
  rating: number;
  /** Rating deviation (how unsure the rating still is). */
  rd: number;
  attempts: number;
  solved: number;
  /** Best storm score (problems solved in one storm). */
  bestStorm: number;
  /** Problems shipped per mate length (plies → count). */
  lengths: Record<number, number>;
}

/** What "Check this tsume" found (the verifier's report as plain data). */
export interface TsumeCheck {
  ok: boolean;
  /** Mate length in plies under the tsume rules; null when none was found. */
  length: number | null;
  line: string[];
  unique: boolean;
  /** Alternative mates (余詰): at attacker ply `ply`, `move` also mates in `mateIn` plies. */
  yozume: Array<{ ply: number; move: string; mateIn: number }>;
  /** Broken rules (pieces left in hand, a shorter mate, …), in words (English). */
  errors: string[];
  /** Remarks that do not fail a problem (equal-length defences, 無駄合 skipped). */
  notes: string[];
  nodes: number;
}
