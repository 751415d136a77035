/**
 * One fixed-budget evaluation of a position (N ms or N nodes) — what the game review asks for
 * each position of the main line. `UsiPositionAnalyser` does it with a USI engine; the review
 * runner only sees the `PositionAnalyser` interface. Plain Node service.
 */
import { STARTPOS_SFEN, parseSfen, parseUsiMove } from '../shared/rules/sfen.ts';
import { legalMoves } from '../shared/rules/movegen.ts';
import { MOVE_NONE } from '../shared/rules/types.ts';
import type { GoParams, InfoFields } from '../shared/usi-protocol.ts';
import type { UsiEngine, UsiResult } from '../usi/usi-engine.ts';
import type { EngineSpec } from '../usi/engine-spec.ts';
import type { LineTransport } from '../usi/transport.ts';
import type { PositionEval, ReviewLimit } from '../shared/study/review-types.ts';
import { evalScore } from './analysis-lines.ts';
import { openEngine } from './engine-process.ts';

/** Extra wait beyond the search budget before a search counts as hung. */
const SEARCH_GRACE_MS = 30_000;
/** Wait for a node-limited search (no time budget is known). */
const NODES_TIMEOUT_MS = 600_000;

/** Evaluates positions one at a time. */
export interface PositionAnalyser {
  /** The engine's name (for the review summary). */
  readonly name: string;
  /** Evaluates the position after `moves` from `sfen`; an abort stops the search early. */
  evaluate(
    sfen: string,
    moves: readonly string[],
    limit: ReviewLimit,
    signal?: AbortSignal,
  ): Promise<UsiResult<PositionEval>>;
  close(): Promise<void>;
}

/** True if the side to move has no legal move after `moves` (mated: nothing to ask the engine). */
export function noLegalMove(sfen: string, moves: readonly string[]): boolean {
  const parsed = parseSfen(sfen === 'startpos' ? STARTPOS_SFEN : sfen, 'shogi', {
    allowNifu: true,
  });
  if (!parsed.ok) return false;
  const pos = parsed.position;
  for (const usi of moves) {
    const m = parseUsiMove(pos, usi);
    if (m === MOVE_NONE) return false;
    pos.doMove(m);
  }
  return legalMoves(pos).length === 0;
}

/**
 * `go` parameters and the wait for a review limit. A time per move is sent as a byoyomi with no
 * main time (`go btime 0 wtime 0 byoyomi N`): the shogi convention every USI engine knows, where
 * `go movetime` is not (gpsusi aborts on it).
 */
function goFor(limit: ReviewLimit): { params: GoParams; timeoutMs: number } {
  if ('movetimeMs' in limit)
    return {
      params: { btime: 0, wtime: 0, byoyomi: limit.movetimeMs },
      timeoutMs: limit.movetimeMs + SEARCH_GRACE_MS,
    };
  return { params: { nodes: limit.nodes }, timeoutMs: NODES_TIMEOUT_MS };
}

/** One iteration's main-line result. */
type Iteration = NonNullable<PositionEval['previous']>;

/**
 * Follows a search's main-line `info` lines and keeps each depth's last exact score and best
 * move, so the review can see the iteration before the final one (bounds are not results).
 */
export class IterationTrail {
  private readonly byDepth = new Map<number, Iteration>();

  /** Takes one `info` line. */
  readonly add = (info: InfoFields): void => {
    if ((info.multipv ?? 1) !== 1 || info.depth === undefined || !info.score) return;
    if (info.score.bound || !info.pv?.length) return;
    this.byDepth.set(info.depth, {
      depth: info.depth,
      score: evalScore(info.score),
      best: info.pv[0],
    });
  };

  /** The deepest iteration below `finalDepth` (the result's depth), if any was seen. */
  previous(finalDepth: number | undefined): Iteration | undefined {
    const depths = [...this.byDepth.keys()].filter(
      (d) => finalDepth === undefined || d < finalDepth,
    );
    return depths.length ? this.byDepth.get(Math.max(...depths)) : undefined;
  }
}

/** A `PositionAnalyser` on a started USI engine. */
export class UsiPositionAnalyser implements PositionAnalyser {
  private constructor(
    private readonly engine: UsiEngine,
    readonly name: string,
  ) {}

  /** Starts an engine for reviewing (the built-in one: `{ name: 'Banmen', builtin: true }`). */
  static async open(
    spec: EngineSpec,
    transport?: () => LineTransport,
    startTimeoutMs?: number,
  ): Promise<UsiResult<UsiPositionAnalyser>> {
    const r = await openEngine(spec, { options: { MultiPV: 1 }, transport, startTimeoutMs });
    return r.ok ? { ok: true, value: new UsiPositionAnalyser(r.value.engine, r.value.name) } : r;
  }

  async evaluate(
    sfen: string,
    moves: readonly string[],
    limit: ReviewLimit,
    signal?: AbortSignal,
  ): Promise<UsiResult<PositionEval>> {
    if (noLegalMove(sfen, moves)) return { ok: true, value: { score: { kind: 'mate', value: 0 } } };
    const { params, timeoutMs } = goFor(limit);
    this.engine.position(sfen, [...moves]);
    const onAbort = () => this.engine.stop();
    signal?.addEventListener('abort', onAbort, { once: true });
    const trail = new IterationTrail();
    this.engine.on('info', trail.add);
    const r = await this.engine.go(params, timeoutMs);
    this.engine.off('info', trail.add);
    signal?.removeEventListener('abort', onAbort);
    if (!r.ok) return r;
    const { info, bestmove } = r.value;
    const score = info.score
      ? evalScore(info.score)
      : bestmove === 'resign'
        ? { kind: 'mate' as const, value: -1 }
        : { kind: 'cp' as const, value: 0 };
    const best = bestmove === 'resign' || bestmove === 'win' ? undefined : bestmove;
    const previous = trail.previous(info.depth);
    const value = {
      score,
      best,
      pv: info.pv,
      depth: info.depth,
      nodes: info.nodes,
      timeMs: info.time,
    };
    return { ok: true, value: previous ? { ...value, previous } : value };
  }

  async close(): Promise<void> {
    await this.engine.quit();
  }
}
