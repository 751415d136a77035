/**
 * The one set of clock rules, for the play view's clocks and for tournament games: a move spends
 * main time first, then the byoyomi of that move (byoyomi never carries over); an increment is
 * added after each move; with neither it is sudden death. A side loses on time when its move takes
 * longer than its main time plus byoyomi (plus a tolerated margin). Pure: callers pass the times,
 * so tests need no real time.
 */

/** A side's time control (ms; 0 = none). The contract's `SideTime` has this shape. */
export interface ClockRules {
  /** Main time at the start of the game. */
  mainMs: number;
  /** Time per move once the main time is spent. */
  byoyomiMs: number;
  /** Time added after each move (Fischer). */
  incrementMs: number;
}

/** A side's clock during its move. */
export interface MoveClock {
  /** Main time left. */
  mainMs: number;
  /** Byoyomi left in this move (all of it while main time remains). */
  byoyomiMs: number;
  /** True once the move took longer than main time, byoyomi and margin. */
  flagged: boolean;
}

/** True if the rules set no limit at all. */
export function isUnlimited(r: ClockRules): boolean {
  return r.mainMs === 0 && r.byoyomiMs === 0 && r.incrementMs === 0;
}

/** The time a move may take from `mainMs` left without losing (before any margin). */
export function allowedMs(r: ClockRules, mainMs: number): number {
  return mainMs + r.byoyomiMs;
}

/** True if a move of `elapsedMs` from `mainMs` left loses on time. */
export function isLate(r: ClockRules, mainMs: number, elapsedMs: number, marginMs = 0): boolean {
  return elapsedMs > allowedMs(r, mainMs) + marginMs;
}

/** The clock `elapsedMs` into a move that began with `mainMs` left. */
export function duringMove(
  r: ClockRules,
  mainMs: number,
  elapsedMs: number,
  marginMs = 0,
): MoveClock {
  const main = mainMs - elapsedMs;
  const flagged = isLate(r, mainMs, elapsedMs, marginMs);
  if (main >= 0) return { mainMs: main, byoyomiMs: r.byoyomiMs, flagged };
  return { mainMs: 0, byoyomiMs: Math.max(0, r.byoyomiMs + main), flagged };
}

/** Main time left after a move of `elapsedMs` that began with `mainMs`: spent, then incremented. */
export function afterMove(r: ClockRules, mainMs: number, elapsedMs: number): number {
  return Math.max(0, mainMs - elapsedMs) + r.incrementMs;
}
