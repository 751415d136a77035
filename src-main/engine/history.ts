/**
 * Butterfly history: how often a quiet move (by side, origin or drop, destination) caused a
 * beta cutoff, with Stockfish-style gravity so old results fade instead of saturating.
 */
import { moveFrom, moveTo, type Color, type Move } from './core/types.ts';
import { HISTORY_MAX } from './params.ts';

const FROM_NB = 88; // 81 squares + 7 drop origins
const TO_NB = 81;

export class History {
  private readonly table = new Int32Array(2 * FROM_NB * TO_NB);

  /** Score of a quiet move for the side to move. */
  get(side: Color, m: Move): number {
    return this.table[(side * FROM_NB + moveFrom(m)) * TO_NB + moveTo(m)]!;
  }

  /** Rewards (bonus > 0) or punishes (bonus < 0) a move; gravity keeps |value| ≤ HISTORY_MAX. */
  update(side: Color, m: Move, bonus: number): void {
    const i = (side * FROM_NB + moveFrom(m)) * TO_NB + moveTo(m);
    const clamped = Math.max(-HISTORY_MAX, Math.min(HISTORY_MAX, bonus));
    const v = this.table[i]!;
    this.table[i] = (v + clamped - (v * Math.abs(clamped)) / HISTORY_MAX) | 0;
  }

  /** Forgets everything (new game, bench positions). */
  clear(): void {
    this.table.fill(0);
  }
}
