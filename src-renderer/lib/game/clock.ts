/**
 * The play view's two clocks: when each runs, pauses and is pressed. The time rules (main time,
 * byoyomi, increment, time loss) are the shared ones tournaments use (`shared/clock.ts`). Pure:
 * the caller passes the current time, so tests need no real time.
 */
import type { SideTime } from '../../../src-main/shared/contract';
import { afterMove, duringMove, isUnlimited, type MoveClock } from '../../../src-main/shared/clock';

/** What a clock face shows (byoyomi is all of it when the side is not to move). */
export type ClockView = MoveClock;

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
    return isUnlimited(this.times[side]);
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
    return duringMove(this.times[side], this.main[side], (this.pausedAt ?? now) - this.since);
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
    const spent = (this.pausedAt ?? now) - this.since;
    if (!this.unlimited(side))
      this.main[side] = afterMove(this.times[side], this.main[side], spent);
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
