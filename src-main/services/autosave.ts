/**
 * Autosave of the game in progress (why: no game is lost to a crash, a quit or a power cut);
 * the app offers the saved game back on the next start.
 */
import type { SavedGame } from '../shared/contract.ts';
import type { KeyValueStore } from './settings/kv-store.ts';

/** Key of the saved game in its store. */
export const AUTOSAVE_KEY = 'game';

/** True if a stored value has the shape of a saved game. */
export function isSavedGame(v: unknown): v is SavedGame {
  const g = v as SavedGame;
  return (
    !!g &&
    typeof g === 'object' &&
    typeof g.startSfen === 'string' &&
    Array.isArray(g.moves) &&
    g.moves.every((m) => m && typeof m.usi === 'string' && typeof m.ms === 'number') &&
    Array.isArray(g.remainingMs) &&
    !!g.options &&
    (g.evals === undefined ||
      (Array.isArray(g.evals) &&
        g.evals.every((e) => e && Number.isFinite(e.ply) && Number.isFinite(e.value))))
  );
}

/** Saves, loads and clears the one game in progress. */
export class AutosaveService {
  constructor(private readonly store: KeyValueStore) {}

  /** The saved game, or null if none (or the stored value is unusable). */
  load(): SavedGame | null {
    const v = this.store.get(AUTOSAVE_KEY);
    return isSavedGame(v) ? v : null;
  }
  /** Replaces the saved game. */
  save(game: SavedGame): void {
    this.store.set(AUTOSAVE_KEY, game);
  }
  /** Forgets the saved game (a finished game needs no offer). */
  clear(): void {
    this.store.delete(AUTOSAVE_KEY);
  }
}
