/**
 * Analysis and mate search for the study view: one `AnalysisSession` per handle, its updates
 * forwarded to the renderer as `study:analysis` events (plain data). Plain Node service.
 */
import type {
  AnalysisSetMember,
  EventSink,
  ExternalEngineSpec,
  MateAnswer,
  Result,
  StudyAnalysisLine,
  StudyPosition,
} from '../../shared/contract.ts';
import { AnalysisSession, type AnalysisEvent } from '../../analysis/analysis-session.ts';
import type { AnalysisLine } from '../../analysis/analysis-lines.ts';
import { blackWinRate, formatBlackScore } from '../../shared/study/win-rate.ts';
import { studyEngineSpec } from './engine-specs.ts';
import { nodeTransports, type TransportFactory } from '../../usi/launcher.ts';
import { usiPositionError, type UsiFieldError } from '../../usi/usi-field.ts';
import { ownerOf, PageOwners } from '../engine/page-owners.ts';
import { analysisThreads } from '../../analysis/engine-process.ts';
import { MAX_ANALYSIS_ENGINES } from '../../shared/study/study-params.ts';
import { analysisChoices } from './analysis-choices.ts';

/** The panel's view of an analysis line (no class instances cross IPC). */
export function lineForUi(l: AnalysisLine): StudyAnalysisLine {
  return {
    multipv: l.multipv,
    depth: l.depth,
    nodes: l.nodes,
    nps: l.nps,
    score: l.score,
    blackScoreText: l.blackScore ? formatBlackScore(l.blackScore) : undefined,
    blackWinRate: l.blackScore ? blackWinRate(l.blackScore) : undefined,
    pv: l.pv,
    pvJapanese: l.pvJapanese,
    pvWestern: l.pvWestern,
  };
}

/** Running analysis sessions by handle. */
export class AnalysisBridge {
  private readonly sessions = new Map<string, AnalysisSession>();
  /** The page that opened each session, if any. */
  private readonly ownerOfSession = new Map<string, string>();
  private readonly owners = new PageOwners();
  /** Sessions each page holds or is starting (why: a page may run at most 4 engines at once). */
  private readonly heldBy = new Map<string, number>();
  private next = 1;

  constructor(
    private readonly sink: EventSink,
    private readonly external: () => readonly ExternalEngineSpec[],
    /** The app's one launcher (composition root). */
    private readonly transports: TransportFactory = nodeTransports,
  ) {}

  /**
   * Starts 1–4 different registered engines together, each given its share of the cores; all
   * or none: when one fails to start, the others are closed and the error names it.
   */
  async openSet(engines: unknown, ownerId?: unknown): Promise<Result<AnalysisSetMember[]>> {
    const choices = analysisChoices(engines, this.external());
    if (typeof choices === 'string')
      return { ok: false, error: { code: 'BAD_ARGS', message: choices } };
    const owner = ownerOf(ownerId);
    if (owner !== null && this.held(owner) + choices.length > MAX_ANALYSIS_ENGINES)
      return tooMany(this.held(owner));
    const threads = analysisThreads(undefined, choices.length);
    const started = await Promise.all(
      choices.map((c) => this.open(c.engineId, c.multiPV, ownerId, threads)),
    );
    const bad = started.findIndex((r) => !r.ok);
    const failed = started[bad];
    if (failed && !failed.ok) {
      await Promise.all(started.map((r) => (r.ok ? this.close(r.value.handle) : undefined)));
      const message = `${choices[bad]!.engineId}: ${failed.error.message}`;
      return { ok: false, error: { ...failed.error, message } };
    }
    const value = started.flatMap((r, i) =>
      r.ok ? [{ engineId: choices[i]!.engineId, ...r.value, threads }] : [],
    );
    return { ok: true, value };
  }

  /** Sessions page `owner` holds or is starting. */
  private held(owner: string): number {
    return this.heldBy.get(owner) ?? 0;
  }

  /** Starts an engine for analysis (`threads`: its default Threads when part of a set). */
  async open(
    engineId: string,
    multiPV: number,
    ownerId?: unknown,
    threads?: number,
  ): Promise<Result<{ handle: string; name: string }>> {
    const spec = studyEngineSpec(String(engineId), this.external());
    if (!spec)
      return { ok: false, error: { code: 'UNKNOWN_ENGINE', message: `no engine ${engineId}` } };
    const owner = ownerOf(ownerId);
    if (owner !== null && this.held(owner) >= MAX_ANALYSIS_ENGINES)
      return tooMany(this.held(owner));
    if (owner !== null) this.heldBy.set(owner, this.held(owner) + 1);
    const r = await this.start(spec, multiPV, owner, threads);
    if (!r.ok && owner !== null) this.release(owner);
    return r;
  }

  /** One less session for `owner`. */
  private release(owner: string): void {
    const n = this.held(owner) - 1;
    if (n > 0) this.heldBy.set(owner, n);
    else this.heldBy.delete(owner);
  }

  private async start(
    spec: NonNullable<ReturnType<typeof studyEngineSpec>>,
    multiPV: number,
    owner: string | null,
    threads: number | undefined,
  ): Promise<Result<{ handle: string; name: string }>> {
    const handle = `analysis-${this.next++}`;
    const onEvent = (e: AnalysisEvent) => {
      if (e.type === 'error')
        this.sink('study:analysis', { handle, type: 'error', message: e.error.message });
      else
        this.sink('study:analysis', {
          handle,
          type: 'update',
          sfen: e.update.sfen,
          lines: e.update.lines.map(lineForUi),
          bestMove: e.update.bestMove,
        });
    };
    const pv = Math.max(1, Math.min(10, Math.floor(Number(multiPV) || 3)));
    const r = await AnalysisSession.open(spec, onEvent, {
      multiPV: pv,
      throttleMs: 200,
      threads,
      transport: () => this.transports(spec),
    });
    if (!r.ok)
      return { ok: false, error: { code: 'ENGINE_START_FAILED', message: r.error.message } };
    // Why: the page may have gone while the engine started; nobody would ever close it.
    if (owner !== null && this.owners.isGone(owner)) {
      await r.value.close();
      return {
        ok: false,
        error: {
          code: 'ENGINE_NOT_RUNNING',
          message: 'The page that asked for the engine is gone',
        },
      };
    }
    if (owner !== null) this.ownerOfSession.set(handle, owner);
    this.sessions.set(handle, r.value);
    return { ok: true, value: { handle, name: r.value.engineName } };
  }

  /** Analyses a position (restarting the search). */
  position(handle: string, pos: StudyPosition): Result<void> {
    const s = this.sessions.get(handle);
    if (!s) return noSession(handle);
    const badField = usiPositionError(pos?.sfen, pos?.moves);
    if (badField) return refused(badField);
    const r = s.analyse({
      sfen: String(pos?.sfen ?? ''),
      moves: Array.isArray(pos?.moves) ? pos.moves.map(String) : [],
    });
    return r.ok
      ? { ok: true, value: undefined }
      : { ok: false, error: { code: 'BAD_ARGS', message: r.error.message } };
  }

  async stop(handle: string): Promise<void> {
    await this.sessions.get(handle)?.stop();
  }

  async close(handle: string): Promise<void> {
    const s = this.sessions.get(handle);
    const owner = this.ownerOfSession.get(handle);
    this.sessions.delete(handle);
    this.ownerOfSession.delete(handle);
    if (s && owner !== undefined) this.release(owner);
    await s?.close();
  }

  /** Mate search from a position. */
  async mate(handle: string, pos: StudyPosition, timeMs: number): Promise<Result<MateAnswer>> {
    const s = this.sessions.get(handle);
    if (!s) return noSession(handle);
    const badField = usiPositionError(pos?.sfen, pos?.moves);
    if (badField) return refused(badField);
    const ms = Math.max(100, Math.min(600_000, Number(timeMs) || 5000));
    const r = await s.mate({ sfen: String(pos.sfen), moves: (pos.moves ?? []).map(String) }, ms);
    return r.ok
      ? { ok: true, value: r.value }
      : { ok: false, error: { code: 'ENGINE_DIED', message: r.error.message } };
  }

  /** Ends every session a page opened, once that page went away (reload, closed tab). */
  async closeOwnedBy(owner: string): Promise<void> {
    this.owners.gone(owner);
    const mine = [...this.ownerOfSession].filter(([, o]) => o === owner).map(([h]) => h);
    await Promise.all(mine.map((h) => this.close(h)));
  }

  /** Ends every session (host shutdown). */
  async closeAll(): Promise<void> {
    await Promise.all([...this.sessions.keys()].map((h) => this.close(h)));
  }
}

/** The page already holds (or is starting) as many engines as it may. */
function tooMany<T>(held: number): Result<T> {
  return {
    ok: false,
    error: {
      code: 'TOO_MANY_ENGINES',
      message: `at most ${MAX_ANALYSIS_ENGINES} analysis engines at once (this page has ${held})`,
    },
  };
}

/** A USI field refused before anything was sent. */
function refused<T>(e: UsiFieldError): Result<T> {
  return { ok: false, error: { code: e.code, message: e.message, detail: e.field } };
}

function noSession<T>(handle: string): Result<T> {
  return {
    ok: false,
    error: { code: 'NO_SUCH_SESSION', message: `no analysis session ${handle}` },
  };
}
