/**
 * The positions of the games a tournament is playing, kept with the rules core so every move
 * event can carry the SFEN after it (the renderer draws small boards from it).
 */
import { parseSfen, parseUsiMove } from '../../shared/rules/sfen.ts';
import type { Position } from '../../shared/rules/position.ts';
import { MOVE_NONE, type Variant } from '../../shared/rules/types.ts';

/** Running games' positions by game index. */
export class LiveBoards {
  private readonly games = new Map<number, Position>();

  constructor(private readonly variant: Variant) {}

  /** A game starts from `sfen` after its opening moves; returns the SFEN to show. */
  start(index: number, sfen: string, openingMoves: readonly string[]): string {
    const p = parseSfen(sfen, this.variant);
    if (!p.ok) return sfen;
    for (const usi of openingMoves) {
      const m = parseUsiMove(p.position, usi);
      if (m === MOVE_NONE) break;
      p.position.doMove(m);
    }
    this.games.set(index, p.position);
    return p.position.sfen();
  }

  /** Plays a move (the referee has checked it) and returns the new SFEN ('' if the game is unknown). */
  play(index: number, usi: string): string {
    const pos = this.games.get(index);
    if (!pos) return '';
    const m = parseUsiMove(pos, usi);
    if (m !== MOVE_NONE) pos.doMove(m);
    return pos.sfen();
  }

  /** Forgets a finished game. */
  end(index: number): void {
    this.games.delete(index);
  }
}
