/**
 * The runner's own stalls, so that an engine is not charged for time the runner could not see.
 *
 * The clock reads an engine's `bestmove` when the runner's event loop gets to it. If the runner was
 * not running just before (its process waiting for a CPU on a loaded machine, or a long
 * synchronous step), the line may have been waiting in the pipe for all that time, and the
 * measured time is too long by up to the stall: a false time loss. A timer ticking every
 * TICK_MS shows when the loop ran; a gap between two ticks is a stall. A `bestmove` read during a
 * silence, or in the first read of pipes after a stall (the loop runs its timers before it reads
 * pipes; a setImmediate after each tick marks when that read is over), may have arrived at any
 * moment of it, so the engine gets the benefit of the doubt for the stall less one tick. When the runner runs freely nothing changes; an engine that is itself
 * slow while the runner runs is charged in full.
 */

/** Tick period: short enough to bound the doubt, long enough to cost nothing (100 wake-ups/s). */
export const TICK_MS = 10;

/** Watches the event loop of the runner while a tournament runs. */
export class StallWatch {
  private lastTick = performance.now();
  /** The last gap between two ticks longer than two ticks: [start, end]. */
  private stall: [number, number] = [0, 0];
  /** When the loop last passed its check phase (after reading pipes) following a tick. */
  private checkedAt = 0;
  private timer: ReturnType<typeof setInterval> | undefined;

  /** Starts ticking (unref'd: the watch never keeps the process alive). */
  start(): void {
    this.lastTick = performance.now();
    this.timer ??= setInterval(() => this.tick(), TICK_MS);
    this.timer.unref();
  }

  /** Notes the time, and the gap before it if the loop was silent for more than two ticks. */
  private tick(): void {
    const now = performance.now();
    if (now - this.lastTick > 2 * TICK_MS) this.stall = [this.lastTick, now];
    this.lastTick = now;
    // Why: runs once this loop iteration has read its pipes, ending the stall's benefit of doubt.
    setImmediate(() => (this.checkedAt = performance.now())).unref();
  }

  /** Stops ticking. */
  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  /**
   * Milliseconds of a move the runner did not see: the silence of its event loop before `now`, or
   * the last stall if no pipe read has finished since it ended, counted from `sentAt` at the earliest (the
   * runner was running when it sent `go`), less one tick. 0 while the loop runs freely or when
   * the watch is stopped.
   */
  unseenMs(sentAt: number, now = performance.now()): number {
    if (!this.timer) return 0;
    const silence = Math.max(0, now - Math.max(this.lastTick, sentAt) - TICK_MS);
    const [from, to] = this.stall;
    const justEnded = this.checkedAt < to;
    const stall = justEnded ? Math.max(0, to - Math.max(from, sentAt) - TICK_MS) : 0;
    return silence + stall;
  }
}
