/**
 * Game clocks: main time, then byoyomi per move; a Fischer increment after each move. Pure:
 * the caller passes the current time, so tests need no real time.
 */
import type { SideTime } from '../../../src-main/shared/contract';

/** What a clock face shows. */
export interface ClockView {
  mainMs: number;
  /** Byoyomi left in this move (full byoyomi when the side is not to move). */
  byoyomiMs: number;
  /** True once the side to move ran out of main time and byoyomi. */
  flagged: boolean;
}

/** The two clocks of a game. */
export class GameClock {
  private readonly main: [number, number];
  private running: 0 | 1 | null = null;
  private flaggedSide: 0 | 1 | null = null;
  private since = 0;
  /** When the running clock was paused (the user left the game), or null. */
  private pausedAt: number | null = null;

  constructor(
    private readonly times: readonly [SideTime, SideTime],
    remaining?: readonly [number, number],
  ) {
    this.main = remaining ? [remaining[0], remaining[1]] : [times[0].mainMs, times[1].mainMs];
  }

  /** True if this side plays without any time limit (all zero). */
  unlimited(side: 0 | 1): boolean {
    const t = this.times[side];
    return t.mainMs === 0 && t.byoyomiMs === 0 && t.incrementMs === 0;
  }

  /** Starts the clock of `side` at `now`. */
  start(side: 0 | 1, now: number): void {
    this.running = side;
    this.since = now;
    this.pausedAt = null;
  }

  /** Stops the running clock for a while without ending the move (the user left the game). */
  pause(now: number): void {
    if (this.running !== null && this.pausedAt === null) this.pausedAt = now;
  }

  /** Lets a paused clock run on: the pause is not charged to anyone. */
  resume(now: number): void {
    if (this.pausedAt === null) return;
    this.since += now - this.pausedAt;
    this.pausedAt = null;
  }

  /** The side whose clock runs, if any. */
  get runningSide(): 0 | 1 | null {
    return this.running;
  }

  /** The clock face of `side` at `now`. */
  view(side: 0 | 1, now: number): ClockView {
    const byo = this.times[side].byoyomiMs;
    if (this.flaggedSide === side) return { mainMs: 0, byoyomiMs: 0, flagged: true };
    if (this.running !== side || this.unlimited(side))
      return { mainMs: this.main[side], byoyomiMs: byo, flagged: false };
    const spent = (this.pausedAt ?? now) - this.since;
    const main = this.main[side] - spent;
    if (main >= 0) return { mainMs: main, byoyomiMs: byo, flagged: false };
    const byoLeft = byo + main;
    return { mainMs: 0, byoyomiMs: Math.max(0, byoLeft), flagged: byoLeft <= 0 };
  }

  /**
   * Ends the running side's move at `now`: spends its time, adds the increment and returns the
   * time the move took and whether the side had already lost on time.
   */
  press(now: number): { side: 0 | 1; ms: number; flagged: boolean } | null {
    const side = this.running;
    if (side === null) return null;
    const ms = now - this.since;
    const v = this.view(side, now);
    if (!this.unlimited(side)) this.main[side] = v.mainMs + this.times[side].incrementMs;
    this.running = null;
    return { side, ms, flagged: v.flagged };
  }

  /** Stops without charging a move (game over). */
  halt(now: number): void {
    if (this.running !== null && !this.unlimited(this.running)) {
      const v = this.view(this.running, now);
      this.main[this.running] = v.mainMs;
      if (v.flagged) this.flaggedSide = this.running;
    }
    this.running = null;
  }

  /**
   * Remaining main time of both sides at `now`, the running side's move so far spent (for the
   * autosave: a reload mid-move then gives back the clock as it was, not as the move began).
   */
  remainingAt(now: number): [number, number] {
    return [0, 1].map((side) =>
      this.unlimited(side as 0 | 1) ? this.main[side]! : this.view(side as 0 | 1, now).mainMs,
    ) as [number, number];
  }

  /** Remaining main time of both sides at the last press (for autosave). */
  remaining(): [number, number] {
    return [this.main[0], this.main[1]];
  }

  /** The time control of a side. */
  timeOf(side: 0 | 1): SideTime {
    return this.times[side];
  }
}
