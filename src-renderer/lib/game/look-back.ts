/**
 * A read-only look back at an earlier position of the game in Play: the board shows the position
 * after `ply` moves while the game itself goes on. Nothing can be moved here; a click on the
 * board or a hand returns to the live position.
 */
import type { Move } from '../../../src-main/shared/rules/types';
import type { BoardModel } from '../study/board-model';
import { isHandicapSfen } from './handicaps';
import { Game } from './game';

/** The game replayed up to `ply` (the moves' times kept, so nothing else changes). */
export function gameAtPly(live: Game, ply: number): Game {
  const created = Game.create(live.variant, live.startSfen);
  if (!created.ok) throw new Error(`the game's own start was rejected: ${created.message}`);
  for (const e of live.entries.slice(0, ply)) created.game.playUsi(e.usi, e.ms ?? 0);
  return created.game;
}

/** A `BoardModel` over an earlier position of the game; every action leaves the look back. */
export class LookBackBoard implements BoardModel {
  readonly game: Game;
  readonly pick = null;
  readonly promotion = null;
  readonly targets: ReadonlySet<number> = new Set();
  readonly canMove = false;
  readonly checkRefusal = false;
  readonly bestUsi = null;

  /**
   * @param live the game in progress (or just ended)
   * @param ply how many of its moves to show played
   * @param leave returns the board to the live position
   */
  constructor(
    live: Game,
    readonly ply: number,
    private readonly leave: () => void,
  ) {
    this.game = gameAtPly(live, ply);
  }

  get handicap(): boolean {
    return isHandicapSfen(this.game.startSfen);
  }
  get lastMove(): Move | null {
    return this.game.entries.at(-1)?.move ?? null;
  }
  clickSquare(): void {
    this.leave();
  }
  clickHand(): void {
    this.leave();
  }
  dragFrom(): void {
    this.leave();
  }
  dropAt(): void {}
  choosePromotion(): void {}
}
