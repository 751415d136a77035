/**
 * Play: a new game's options, the players and clocks, and the autosaved game.
 *
 * Part of the one IPC contract (../contract.ts). Pure module: no Node, DOM or Electron API.
 */
import type { VariantName } from './common.ts';

/** Time control for ONE side (milliseconds). */
export interface SideTime {
  /** Main time. */
  mainMs: number;
  /** Byoyomi per move once the main time is spent (0 = none). */
  byoyomiMs: number;
  /** Fischer increment added after each move (0 = none). */
  incrementMs: number;
}

/** Who plays one side. */
export type PlayerSpec =
  | { kind: 'human' }
  | { kind: 'builtin'; skillLevel: number }
  | { kind: 'external'; engineId: string };

/** The start positions: even, the 16 handicaps (KIF conventional order), or an SFEN. */
export type StartKind =
  | 'even'
  | 'lance'
  | 'right-lance'
  | 'bishop'
  | 'rook'
  | 'rook-lance'
  | '2-piece'
  | '3-piece'
  | '4-piece'
  | '5-piece'
  | 'left-5-piece'
  | '6-piece'
  | 'left-7-piece'
  | 'right-7-piece'
  | '8-piece'
  | '10-piece'
  | 'three-pawns'
  | 'sfen';

/** Everything the new-game dialog chooses; remembered as the next default. */
export interface NewGameOptions {
  variant: VariantName;
  black: PlayerSpec;
  white: PlayerSpec;
  start: StartKind;
  /** Used when `start` is 'sfen'. */
  sfen: string;
  blackTime: SideTime;
  whiteTime: SideTime;
  /** Game ends as a draw after this many plies (0 = no limit). */
  maxMoves: number;
  /** A book that answers for the engines (absent or null: none). */
  book?: PlayBookOptions | null;
}

/**
 * A book from the app's books folder that plays for any engine in Play, as the tournament's
 * frontend book does: plies 1 … maxPly, moves within `margin` of the best score, chosen by
 * softmax over score or by count.
 */
export interface PlayBookOptions {
  /** The book's file name in the books folder. */
  name: string;
  maxPly: number;
  pick: 'softmax' | 'count';
  margin: number;
}

/** The book's move for an engine, with its score and count in the book. */
export interface PlayBookMove {
  usi: string;
  value: number | null;
  count: number;
}

/** One move of a saved game as USI text plus the time it took. */
export interface SavedMove {
  usi: string;
  ms: number;
}

/** A game in progress, autosaved so that no game is lost. */
export interface SavedGame {
  options: NewGameOptions;
  /** Start position SFEN. */
  startSfen: string;
  moves: SavedMove[];
  /** Remaining main time of each side (black, white), ms. */
  remainingMs: [number, number];
  savedAt: string;
  /** The evaluation chart's points (ply, centipawns from Black's side); absent in older saves. */
  evals?: { ply: number; value: number }[];
}
