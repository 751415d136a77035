/**
 * A board the user answers on: a position (not a record) whose moves go to the owner (the
 * practice card or the tsume problem), which decides what happens next.
 */
import { Game } from '../game/game';
import { MoveInput } from '../game/move-input.svelte';
import type { Move } from '../../../src-main/shared/rules/types';
import { moveToUsi } from '../../../src-main/shared/rules/sfen';
import type { BoardModel } from '../study/board-model';

/** A `BoardModel` over one position, moved by the user when `open`. */
export class PositionBoard extends MoveInput implements BoardModel {
  /** Bumped on every move (why private: readers go through `game`, which reads it). */
  #version = $state(0);
  /** True while the user may move (the owner closes it while judging or after the answer). */
  open = $state(false);
  /** An arrow to show (the best move after the answer), USI. */
  bestUsi: string | null = $state(null);
  private current: Game;

  constructor(
    sfen: string,
    private readonly onMove: (usi: string) => void,
  ) {
    super();
    this.current = PositionBoard.gameOf(sfen);
  }

  private static gameOf(sfen: string): Game {
    const g = Game.create('shogi', sfen);
    if (!g.ok) throw new Error(`position rejected: ${g.message}`);
    return g.game;
  }

  get game(): Game {
    void this.#version;
    return this.current;
  }
  get handicap(): boolean {
    return false;
  }
  get canMove(): boolean {
    void this.#version;
    return this.open && !this.promotion && this.current.legal.length > 0;
  }
  get lastMove(): Move | null {
    void this.#version;
    return this.current.entries.at(-1)?.move ?? null;
  }

  /** Shows a new position (a new card or problem). */
  reset(sfen: string): void {
    this.current = PositionBoard.gameOf(sfen);
    this.pick = null;
    this.bestUsi = null;
    this.#version++;
  }

  /** Plays a move on the board (the owner's reply, e.g. the defender's in a tsume). */
  playUsi(usi: string): boolean {
    const r = this.current.playUsi(usi, 0);
    this.#version++;
    return r.ok;
  }

  /** Takes back the last move (a wrong tsume move is shown, then undone). */
  undo(sfen: string, moves: readonly string[]): void {
    this.current = PositionBoard.gameOf(sfen);
    for (const m of moves) this.current.playUsi(m, 0);
    this.#version++;
  }

  protected commit(m: Move): void {
    const usi = moveToUsi(m);
    this.current.play(m, 0);
    this.#version++;
    this.onMove(usi);
  }
}
