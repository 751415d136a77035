/**
 * Time management for sudden death, byoyomi and Fischer increment.
 *
 * The engine must never lose on time: every limit keeps `networkDelay` ms in reserve for the
 * GUI and transport, and the hard limit never exceeds what is actually on the clock.
 */
import type { Color } from '../shared/rules/types.ts';
import type { GoParams } from '../shared/usi-protocol.ts';

/** Clock data from a `go` command (all in milliseconds). */
export type ClockLimits = Pick<
  GoParams,
  'btime' | 'wtime' | 'byoyomi' | 'binc' | 'winc' | 'movetime'
>;

/** When the search should stop: `optimum` is a soft target, `maximum` a hard limit (ms). */
export interface TimePlan {
  optimum: number;
  maximum: number;
  /** False when no clock was given (depth/nodes/infinite searches). */
  limited: boolean;
}

/** Options that shape the plan. */
export interface TimeOptions {
  /** Reserve for GUI/transport lag (USI option NetworkDelay). */
  networkDelay: number;
  /** Never plan less than this when there is time (USI option MinimumThinkingTime). */
  minimumThinkingTime: number;
  /** Game ply, used to spend more in the middlegame. */
  gamePly: number;
}

// Expected number of our moves still to play in sudden death: a long-game shogi average.
const MOVE_HORIZON = 40;
// The hard limit may use this many times the optimum when a move is unstable.
const MAX_RATIO = 4;

/** Computes the plan for `us` from the `go` clock fields. */
export function planTime(us: Color, clocks: ClockLimits, opts: TimeOptions): TimePlan {
  const delay = Math.max(0, opts.networkDelay);
  if (clocks.movetime !== undefined) {
    const t = Math.max(1, clocks.movetime - delay);
    return { optimum: t, maximum: t, limited: true };
  }
  const time = us === 0 ? clocks.btime : clocks.wtime;
  const inc = (us === 0 ? clocks.binc : clocks.winc) ?? 0;
  const byoyomi = clocks.byoyomi ?? 0;
  if (time === undefined && byoyomi === 0)
    return { optimum: Infinity, maximum: Infinity, limited: false };
  const main = Math.max(0, time ?? 0);
  // What can be spent on this move without flagging: the main time plus the byoyomi, less the reserve.
  const hardCap = Math.max(1, main + byoyomi - delay);
  const share = main / MOVE_HORIZON + inc * 0.9;
  let optimum = byoyomi > 0 ? byoyomi - delay + share : share;
  // Byoyomi alone is use-it-or-lose-it: plan all of it.
  if (byoyomi > 0 && main === 0) return { optimum: hardCap, maximum: hardCap, limited: true };
  optimum = Math.max(optimum, Math.min(opts.minimumThinkingTime, hardCap));
  optimum = Math.min(optimum, hardCap);
  // In byoyomi the whole period is ours anyway: spend at least all of it but never beyond the cap.
  let maximum = Math.min(
    hardCap,
    byoyomi > 0 ? Math.max(optimum, byoyomi - delay + main / 8) : optimum * MAX_RATIO,
  );
  if (byoyomi === 0) maximum = Math.min(maximum, main / 3 + inc - delay);
  maximum = Math.max(1, Math.min(maximum, hardCap));
  optimum = Math.max(1, Math.min(optimum, maximum));
  return { optimum, maximum, limited: true };
}
