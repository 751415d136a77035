/**
 * The game clock of a tournament game: what to send with `go`, how long an engine may think, and
 * whether it lost on time. Times are the wall time from `go` to `bestmove` measured by the runner.
 * The time rules are the shared ones the play view's clocks use (`shared/clock.ts`).
 */
import type { Color } from '../shared/rules/types.ts';
import type { GoParams } from '../shared/usi-protocol.ts';
import { afterMove, allowedMs, isLate, type ClockRules } from '../shared/clock.ts';
import { timeControlKind, type TimeControlConfig, type TimeControlKind } from './config.ts';

/** Default lateness tolerated before a time loss. */
export const DEFAULT_MARGIN_MS = 100;
/** Default wait beyond time + margin before an engine is declared hung (clocked games). */
export const DEFAULT_HANG_GRACE_MS = 5000;
/** Default wait for a fixed-nodes/depth move before the engine is declared hung. */
export const DEFAULT_UNCLOCKED_HANG_MS = 60_000;

/**
 * Both sides' clocks for one game. Each side may have its own time control and margin (an engine's
 * `timeControl` in the config, as cutechess-cli's per-engine `tc` and `timemargin`); `go` tells the
 * mover both remaining times and its own byoyomi or increment.
 */
export class GameClock {
  /** The kind of each side's time control, by colour. */
  readonly kinds: [TimeControlKind, TimeControlKind];
  /** Remaining main time by colour (ms); unused for movetime/nodes/depth. */
  readonly remaining: [number, number];
  private readonly tcs: [TimeControlConfig, TimeControlConfig];

  constructor(black: TimeControlConfig, white: TimeControlConfig = black) {
    this.tcs = [black, white];
    this.kinds = [timeControlKind(black), timeControlKind(white)];
    this.remaining = [black.initialMs ?? 0, white.initialMs ?? 0];
  }

  /** The kind of black's time control (both sides' when they share one). */
  get kind(): TimeControlKind {
    return this.kinds[0];
  }

  /** True if `side` plays on a clock (its remaining time means something). */
  clocked(side: Color): boolean {
    const k = this.kinds[side];
    return k !== 'nodes' && k !== 'depth' && k !== 'movetime';
  }

  /** The `go` parameters for `side` to move (default black). */
  goParams(side: Color = 0): GoParams {
    const tc = this.tcs[side];
    const times = { btime: this.remaining[0], wtime: this.remaining[1] };
    switch (this.kinds[side]) {
      case 'nodes':
        return { nodes: tc.nodes };
      case 'depth':
        return { depth: tc.depth };
      case 'movetime':
        // USI has no `movetime` (a UCI word only some engines know): a fixed time per move is
        // byoyomi with no main time, which every USI engine understands.
        return { btime: 0, wtime: 0, byoyomi: tc.moveTimeMs };
      case 'fischer':
        return { ...times, binc: this.tcs[0].incrementMs ?? 0, winc: this.tcs[1].incrementMs ?? 0 };
      case 'byoyomi':
        return { ...times, byoyomi: tc.byoyomiMs };
      default:
        return times;
    }
  }

  /**
   * The shared clock rules of `side`'s time control, or null when unclocked. A fixed time per
   * move is byoyomi with no main time, as `go` sends it.
   */
  private rules(side: Color): ClockRules | null {
    const tc = this.tcs[side];
    switch (this.kinds[side]) {
      case 'nodes':
      case 'depth':
        return null;
      case 'movetime':
        return { mainMs: 0, byoyomiMs: tc.moveTimeMs!, incrementMs: 0 };
      case 'byoyomi':
        return { mainMs: tc.initialMs ?? 0, byoyomiMs: tc.byoyomiMs!, incrementMs: 0 };
      case 'fischer':
        return { mainMs: tc.initialMs ?? 0, byoyomiMs: 0, incrementMs: tc.incrementMs! };
      default:
        return { mainMs: tc.initialMs ?? 0, byoyomiMs: 0, incrementMs: 0 };
    }
  }

  /** Main time `side` has before its move (none with a fixed time per move). */
  private mainLeft(side: Color): number {
    return this.kinds[side] === 'movetime' ? 0 : this.remaining[side];
  }

  /** Time `side` may use on this move without losing (undefined: unclocked). */
  allowedMs(side: Color): number | undefined {
    const rules = this.rules(side);
    return rules ? allowedMs(rules, this.mainLeft(side)) : undefined;
  }

  /** How long to wait for `bestmove` before declaring the engine hung. */
  hangTimeoutMs(side: Color): number {
    const tc = this.tcs[side];
    const allowed = this.allowedMs(side);
    if (allowed === undefined) return tc.hangGraceMs ?? DEFAULT_UNCLOCKED_HANG_MS;
    return allowed + this.margin(side) + (tc.hangGraceMs ?? DEFAULT_HANG_GRACE_MS);
  }

  /** Lateness tolerated for `side` before a time loss. */
  private margin(side: Color): number {
    return this.tcs[side].marginMs ?? DEFAULT_MARGIN_MS;
  }

  /**
   * Charges `elapsedMs` to `side`. Returns true if that was a time loss (beyond allowed + margin,
   * and the time-loss rule is on). Byoyomi: main time first, then the byoyomi per move.
   * Fischer: the increment is added after the move.
   */
  consume(side: Color, elapsedMs: number): boolean {
    elapsedMs = Math.round(elapsedMs); // `go btime/wtime` must stay integers
    const rules = this.rules(side);
    if (!rules) return false;
    const main = this.mainLeft(side);
    const late = isLate(rules, main, elapsedMs, this.margin(side));
    if (this.kinds[side] !== 'movetime') this.remaining[side] = afterMove(rules, main, elapsedMs);
    return late && this.tcs[side].timeLoss !== false;
  }
}
