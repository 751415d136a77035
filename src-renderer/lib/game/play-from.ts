/**
 * "Play from here": the New game options for a game from a given position (Study's, or any
 * caller's), with the players and clocks of the user's last game.
 */
import type { NewGameOptions, PlayerSpec } from '../../../src-main/shared/contract';
import { DEFAULT_SKILL } from './defaults';

/** The side to move in an SFEN (0 Black, 1 White); Black when the field is missing. */
export function sfenTurn(sfen: string): 0 | 1 {
  return sfen
    .trim()
    .replace(/^sfen\s+/, '')
    .split(/\s+/)[1] === 'w'
    ? 1
    : 0;
}

/**
 * Options for a game from `sfen`: the user takes the side to move, the last game's engine (or the
 * built-in one) the other; clocks and move limit as last time.
 */
export function playFromOptions(last: NewGameOptions, sfen: string): NewGameOptions {
  // Why the last engine: a user who played a registered engine likely wants it again.
  const engine: PlayerSpec = [last.white, last.black].find((p) => p.kind !== 'human') ?? {
    kind: 'builtin',
    skillLevel: DEFAULT_SKILL,
  };
  const human: PlayerSpec = { kind: 'human' };
  const blackToMove = sfenTurn(sfen) === 0;
  return {
    ...last,
    variant: sfen.trim().split('/').length === 5 ? 'minishogi' : 'shogi',
    start: 'sfen',
    sfen,
    black: blackToMove ? human : engine,
    white: blackToMove ? engine : human,
  };
}
