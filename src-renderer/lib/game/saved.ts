/**
 * The autosave snapshot of a game in progress (options, start, moves with times, clocks).
 */
import type { NewGameOptions, SavedGame } from '../../../src-main/ipc/contract';
import type { GameClock } from './clock';
import type { Game } from './game';

/** Builds the snapshot the autosave service stores. */
export function savedGameOf(options: NewGameOptions, game: Game, clock: GameClock): SavedGame {
  return {
    options,
    startSfen: game.startSfen,
    moves: game.entries.map((e) => ({ usi: e.usi, ms: e.ms })),
    remainingMs: clock.remaining(),
    savedAt: new Date().toISOString(),
  };
}
