/**
 * The game clock of a tournament game: what to send with `go`, how long an engine may think, and
 * whether it lost on time. Times are the wall time from `go` to `bestmove` measured by the runner.
 */
import type { Color } from '../engine/core/types.ts';
import type { GoParams } from '../usi/protocol.ts';
import { timeControlKind, type TimeControlConfig, type TimeControlKind } from './config.ts';

/** Default lateness tolerated before a time loss. */
export const DEFAULT_MARGIN_MS = 100;
/** Default wait beyond time + margin before an engine is declared hung (clocked games). */
export const DEFAULT_HANG_GRACE_MS = 5000;
/** Default wait for a fixed-nodes/depth move before the engine is declared hung. */
export const DEFAULT_UNCLOCKED_HANG_MS = 60_000;

/** Both sides' clocks for one game. */
export class GameClock {
  readonly kind: TimeControlKind;
  /** Remaining main time by colour (ms); unused for movetime/nodes/depth. */
  readonly remaining: [number, number];
  private readonly margin: number;

  constructor(private readonly tc: TimeControlConfig) {
    this.kind = timeControlKind(tc);
    const initial = tc.initialMs ?? 0;
    this.remaining = [initial, initial];
    this.margin = tc.marginMs ?? DEFAULT_MARGIN_MS;
  }

  /** The `go` parameters for the side to move. */
  goParams(): GoParams {
    const tc = this.tc;
    switch (this.kind) {
      case 'nodes':
        return { nodes: tc.nodes };
      case 'depth':
        return { depth: tc.depth };
      case 'movetime':
        // USI has no `movetime` (a UCI word only some engines know): a fixed time per move is
        // byoyomi with no main time, which every USI engine understands.
        return { btime: 0, wtime: 0, byoyomi: tc.moveTimeMs };
      case 'fischer':
        return {
          btime: this.remaining[0],
          wtime: this.remaining[1],
          binc: tc.incrementMs,
          winc: tc.incrementMs,
        };
      case 'byoyomi':
        return { btime: this.remaining[0], wtime: this.remaining[1], byoyomi: tc.byoyomiMs };
      default:
        return { btime: this.remaining[0], wtime: this.remaining[1] };
    }
  }

  /** Time `side` may use on this move without losing (undefined: unclocked). */
  allowedMs(side: Color): number | undefined {
    switch (this.kind) {
      case 'nodes':
      case 'depth':
        return undefined;
      case 'movetime':
        return this.tc.moveTimeMs!;
      case 'byoyomi':
        return this.remaining[side] + this.tc.byoyomiMs!;
      default:
        return this.remaining[side];
    }
  }

  /** How long to wait for `bestmove` before declaring the engine hung. */
  hangTimeoutMs(side: Color): number {
    const allowed = this.allowedMs(side);
    if (allowed === undefined) return this.tc.hangGraceMs ?? DEFAULT_UNCLOCKED_HANG_MS;
    return allowed + this.margin + (this.tc.hangGraceMs ?? DEFAULT_HANG_GRACE_MS);
  }

  /**
   * Charges `elapsedMs` to `side`. Returns true if that was a time loss (beyond allowed + margin,
   * and the time-loss rule is on). Byoyomi: main time first, then the byoyomi per move.
   * Fischer: the increment is added after the move.
   */
  consume(side: Color, elapsedMs: number): boolean {
    elapsedMs = Math.round(elapsedMs); // `go btime/wtime` must stay integers
    const allowed = this.allowedMs(side);
    if (allowed === undefined) return false;
    const late = elapsedMs > allowed + this.margin && this.tc.timeLoss !== false;
    if (this.kind === 'byoyomi' || this.kind === 'sudden-death' || this.kind === 'fischer') {
      this.remaining[side] = Math.max(0, this.remaining[side] - elapsedMs);
      if (this.kind === 'fischer') this.remaining[side] += this.tc.incrementMs!;
    }
    return late;
  }
}
