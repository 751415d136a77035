/**
 * Move-ordering statistics of one search thread: the killers per ply, butterfly history, and the
 * quiet moves tried at each ply so the one that refuted a node can be rewarded and the others
 * punished. The picker reads them; the search records what happened.
 */
import type { Position } from './core/position.ts';
import type { Move } from './core/types.ts';
import { History } from './history.ts';
import { MAX_PLY } from './params.ts';

/** Quiets remembered per ply for the cutoff update (more are rare and matter little). */
const MAX_QUIETS = 64;

export class OrderingStats {
  /** Butterfly history (side, from, to). */
  readonly history = new History();
  private readonly killers = new Int32Array(2 * (MAX_PLY + 2));
  private readonly quiets = new Int32Array((MAX_PLY + 2) * MAX_QUIETS);
  private readonly quietCount = new Int32Array(MAX_PLY + 2);

  /** Forgets everything (new game, bench position). */
  clear(): void {
    this.history.clear();
    this.killers.fill(0);
  }

  /** The first killer at `ply`. */
  killer1(ply: number): Move {
    return this.killers[2 * ply]!;
  }

  /** The second killer at `ply`. */
  killer2(ply: number): Move {
    return this.killers[2 * ply + 1]!;
  }

  /** Starts a node's move loop: nothing tried yet at this ply. */
  beginNode(ply: number): void {
    this.quietCount[ply] = 0;
  }

  /** Notes a searched quiet move that did not (yet) become the node's best. */
  triedQuiet(ply: number, m: Move): void {
    const n = this.quietCount[ply]!;
    if (n < MAX_QUIETS) {
      this.quiets[ply * MAX_QUIETS + n] = m;
      this.quietCount[ply] = n + 1;
    }
  }

  /**
   * A quiet move refuted the node: it becomes a killer and gains history; the quiets tried before it
   * lose as much, so the ordering learns which quiets cut and which waste time.
   */
  quietCutoff(pos: Position, ply: number, depth: number, m: Move): void {
    if (this.killers[2 * ply] !== m) {
      this.killers[2 * ply + 1] = this.killers[2 * ply]!;
      this.killers[2 * ply] = m;
    }
    const bonus = Math.min(depth * depth * 16, 2000);
    const side = pos.sideToMove;
    this.history.update(side, m, bonus);
    const base = ply * MAX_QUIETS;
    const n = this.quietCount[ply]!;
    for (let i = 0; i < n; i++) this.history.update(side, this.quiets[base + i]!, -bonus);
  }
}
