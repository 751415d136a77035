/**
 * The autosave snapshot of a game in progress (options, start, moves with times, clocks as they
 * are at `now`, the evaluation chart).
 */
import type { NewGameOptions, SavedGame } from '../../../src-main/shared/contract';
import type { GameClock } from './clock';
import type { Game } from './game';
import type { EvalPoint } from './eval-score';

/** Builds the snapshot the autosave service stores. */
export function savedGameOf(
  options: NewGameOptions,
  game: Game,
  clock: GameClock,
  evals: readonly EvalPoint[],
  now = Date.now(),
): SavedGame {
  return {
    options,
    startSfen: game.startSfen,
    moves: game.entries.map((e) => ({ usi: e.usi, ms: e.ms })),
    remainingMs: clock.remainingAt(now),
    savedAt: new Date(now).toISOString(),
    evals: evals.map((p) => ({ ply: p.ply, value: p.value })),
  };
}
