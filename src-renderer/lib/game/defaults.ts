/**
 * New-game defaults: one click on "Start" gives a human (black) against the built-in engine
 * (white) from the even start, 10 minutes + 30 s byoyomi each.
 */
import type { NewGameOptions, SideTime } from '../../../src-main/shared/contract';

/** Default time for each side. */
export const DEFAULT_SIDE_TIME: SideTime = {
  mainMs: 10 * 60_000,
  byoyomiMs: 30_000,
  incrementMs: 0,
};

/**
 * Default skill level of the built-in engine (0..20): level 5, a 2-ply search that takes every
 * hanging piece but misses two-move combinations and may give up to a pawn a move, so a casual
 * player can sometimes beat it (README "Strength › Levels").
 */
export const DEFAULT_SKILL = 5;

/** The defaults of a first start. */
export const DEFAULT_NEW_GAME: NewGameOptions = {
  variant: 'shogi',
  black: { kind: 'human' },
  white: { kind: 'builtin', skillLevel: DEFAULT_SKILL },
  start: 'even',
  sfen: '',
  blackTime: DEFAULT_SIDE_TIME,
  whiteTime: DEFAULT_SIDE_TIME,
  maxMoves: 0,
};
