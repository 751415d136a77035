/**
 * Expert games made by a strong USI engine playing itself from book openings: more training
 * positions, in the style of computer play, for the move prior and the GA. One engine process
 * plays both sides, so a game's moves depend only on the opening and the engine's own search.
 */
import { Position } from '../engine/core/position.ts';
import { parseUsiMove } from '../engine/core/sfen.ts';
import { MOVE_NONE, REP_NONE } from '../engine/core/types.ts';
import type { UsiEngine } from '../usi/usi-engine.ts';

/** How each game is played. */
export interface EngineGameOptions {
  /** Byoyomi per move, in milliseconds. */
  byoyomiMs: number;
  /** A game stops after this many plies, opening included. */
  maxPlies: number;
}

/** One finished game: every move from the start position, and why it ended. */
export interface EngineGame {
  moves: string[];
  end: 'resign' | 'win' | 'mate' | 'repetition' | 'max-plies' | 'illegal' | 'engine-error';
  /** What went wrong, for `illegal` and `engine-error`. */
  detail?: string;
}

/**
 * Plays one game from `opening` (USI moves from the start position, all legal) with the engine
 * on both sides. The engine must be started and ready.
 */
export async function playEngineGame(
  engine: UsiEngine,
  opening: readonly string[],
  opt: EngineGameOptions,
): Promise<EngineGame> {
  const pos = Position.startpos();
  const moves = [...opening];
  for (const usi of moves) pos.doMove(parseUsiMove(pos, usi));
  engine.newGame();
  while (moves.length < opt.maxPlies) {
    if (pos.isMated()) return { moves, end: 'mate' };
    // The game rule (fourth occurrence), so a repeated position ends the game as a referee would.
    if (pos.repetitionState(Infinity, 4) !== REP_NONE) return { moves, end: 'repetition' };
    engine.position('startpos', moves);
    const r = await engine.go(
      { btime: 0, wtime: 0, byoyomi: opt.byoyomiMs },
      opt.byoyomiMs + 30_000,
    );
    if (!r.ok) return { moves, end: 'engine-error', detail: r.error.message };
    const best = r.value.bestmove;
    if (best === 'resign' || best === 'win') return { moves, end: best };
    const m = parseUsiMove(pos, best);
    if (m === MOVE_NONE) return { moves, end: 'illegal', detail: best };
    moves.push(best);
    pos.doMove(m);
  }
  return { moves, end: 'max-plies' };
}

/** The line an expert-position file holds for a game (`startpos moves …`, read by expert-positions.ts). */
export function engineGameLine(g: EngineGame): string {
  return `startpos moves ${g.moves.join(' ')}`;
}
