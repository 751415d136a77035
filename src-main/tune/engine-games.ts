/**
 * Expert games made by a strong USI engine playing itself from book openings: more training
 * positions, in the style of computer play, for the move prior and the GA. One engine process
 * plays both sides, so a game's moves depend only on the opening and the engine's own search.
 */
import { Referee, type Termination } from '../tournament/referee.ts';
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
  /** The referee's reason (max-moves at the ply limit), or engine-error. */
  end: Termination | 'engine-error';
  /** What went wrong, for an illegal move and engine-error. */
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
  // The tournament's referee ends the game by the rules (mate, sennichite, perpetual check,
  // declaration, the ply limit), so training games end exactly as tournament games do.
  const referee = new Referee('startpos', opening, 'shogi', { maxMoves: opt.maxPlies });
  const moves = [...opening];
  engine.newGame();
  for (;;) {
    engine.position('startpos', moves);
    const r = await engine.go(
      { btime: 0, wtime: 0, byoyomi: opt.byoyomiMs },
      opt.byoyomiMs + 30_000,
    );
    if (!r.ok) return { moves, end: 'engine-error', detail: r.error.message };
    const ply = referee.pos.gamePly;
    const outcome = referee.play(r.value.bestmove);
    // Only a move the referee made goes into the game (not resign, win or an illegal move).
    if (referee.pos.gamePly > ply) moves.push(r.value.bestmove);
    if (outcome)
      return { moves, end: outcome.reason, ...(outcome.detail ? { detail: outcome.detail } : {}) };
  }
}

/** The line an expert-position file holds for a game (`startpos moves …`, read by expert-positions.ts). */
export function engineGameLine(g: EngineGame): string {
  return `startpos moves ${g.moves.join(' ')}`;
}
