/**
 * Pondering (config `ponder: true`): after an engine moves with `bestmove M ponder P`, it searches
 * the position after M and P on its opponent's time (`go ponder`). If the opponent plays P, the
 * runner sends `ponderhit` and the search goes on as the engine's move, its clock running from the
 * ponderhit; otherwise it sends `stop`, drops the answer, and sends the real position with `go`.
 * A pondering engine that does not answer `stop` within STOP_WAIT_MS is restarted.
 */
import type { Color } from '../shared/rules/types.ts';
import type { GoParams } from '../shared/usi-protocol.ts';
import type { SearchResult, UsiEngine, UsiResult } from '../usi/usi-engine.ts';

/** How long a stopped ponder search may take to answer before the engine is given up. */
export const STOP_WAIT_MS = 5000;

/** One side's search on its opponent's time. */
interface PonderSearch {
  engine: UsiEngine;
  /** The opponent's move it expects. */
  expected: string;
  search: Promise<UsiResult<SearchResult>>;
}

/** Both sides' ponder searches in one game. */
export class Ponderer {
  private readonly searches: [PonderSearch | undefined, PonderSearch | undefined] = [
    undefined,
    undefined,
  ];

  /**
   * Starts `side`'s ponder search on the position after `moves` (which end with its own move and
   * the expected reply). `timeoutMs` bounds the whole search, ponder time included.
   */
  start(
    side: Color,
    engine: UsiEngine,
    position: [string, string[]],
    go: GoParams,
    timeoutMs: number,
  ): void {
    const moves = position[1];
    engine.position(position[0], moves);
    const search = engine.go({ ...go, ponder: true }, timeoutMs);
    this.searches[side] = { engine, expected: moves[moves.length - 1]!, search };
  }

  /**
   * `side` is to move after the opponent played `played`: if it pondered on that move, sends
   * `ponderhit` (its time limit becomes `timeoutMs`) and resolves with the search's answer; else
   * undefined, after stopping a wrong guess. False if a stopped search never answered.
   */
  async take(
    side: Color,
    played: string | undefined,
    timeoutMs: number,
  ): Promise<UsiResult<SearchResult> | undefined | false> {
    const p = this.searches[side];
    this.searches[side] = undefined;
    if (!p) return undefined;
    if (p.expected === played) {
      p.engine.ponderhit(timeoutMs);
      return await p.search;
    }
    return (await stopSearch(p)) ? undefined : false;
  }

  /** Stops every ponder search (the game is over); the engines that do not answer are returned. */
  async stopAll(): Promise<Color[]> {
    const hung: Color[] = [];
    for (const side of [0, 1] as const) {
      const p = this.searches[side];
      this.searches[side] = undefined;
      if (p && !(await stopSearch(p))) hung.push(side);
    }
    return hung;
  }
}

/** Sends `stop` and waits for the dropped answer; false if none came within STOP_WAIT_MS. */
async function stopSearch(p: PonderSearch): Promise<boolean> {
  p.engine.stop();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<'late'>((res) => (timer = setTimeout(() => res('late'), STOP_WAIT_MS)));
  const r = await Promise.race([p.search, late]);
  clearTimeout(timer);
  return r !== 'late';
}
