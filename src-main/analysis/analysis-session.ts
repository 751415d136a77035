/**
 * Continuous analysis of the current position (the app's analysis mode): `go infinite` with
 * MultiPV, streaming lines to a listener (throttled), stopping and restarting when the position
 * changes, plus mate search on demand. Plain Node service; one engine per session.
 */
import type { InfoFields } from '../shared/usi-protocol.ts';
import type { UsiEngine, UsiError, UsiResult } from '../usi/usi-engine.ts';
import type { EngineSpec } from '../usi/engine-spec.ts';
import type { LineTransport } from '../usi/transport.ts';
import {
  finalSfenOf,
  lineFromInfo,
  type AnalysisLine,
  type AnalysisPosition,
  type AnalysisUpdate,
} from './analysis-lines.ts';
import { openEngine } from './engine-process.ts';
import { searchMate, type MateResult } from './mate-search.ts';

/** Settings of a session. */
export interface AnalysisOptions {
  /** Lines to show (sent as MultiPV when the engine offers it). Default 3. */
  multiPV?: number;
  /** Minimum time between two updates to the listener. Default 100 ms; 0 = every info. */
  throttleMs?: number;
  /** Engine options (USI name → value). */
  options?: Record<string, string | number | boolean>;
  /** The default Threads when several engines share the cores (see `analysisThreads`). */
  threads?: number;
  /** Replaces the process start (tests). */
  transport?: () => LineTransport;
}

/** What the listener receives. */
export type AnalysisEvent =
  { type: 'update'; update: AnalysisUpdate } | { type: 'error'; error: UsiError };

/** An engine analysing positions on request. */
export class AnalysisSession {
  private target: AnalysisPosition | null = null;
  private sfen = '';
  private previousUsi: string | undefined;
  private lines = new Map<number, AnalysisLine>();
  private generation = 0;
  private accepting = false;
  private loop: Promise<void> | null = null;
  private lastEmit = 0;
  private pending: ReturnType<typeof setTimeout> | null = null;
  private closed = false;

  private constructor(
    private readonly engine: UsiEngine,
    /** The name the engine reported. */
    readonly engineName: string,
    private readonly throttleMs: number,
    private readonly listener: (e: AnalysisEvent) => void,
  ) {
    engine.on('info', (info: InfoFields) => this.onInfo(info));
    engine.on('exit', () => {
      if (!this.closed)
        listener({
          type: 'error',
          error: { code: 'ENGINE_EXITED', message: 'the analysis engine stopped' },
        });
    });
  }

  /** Starts an engine for analysis (built-in: `{ name: 'Banmen', builtin: true }`). */
  static async open(
    spec: EngineSpec,
    listener: (e: AnalysisEvent) => void,
    opts: AnalysisOptions = {},
  ): Promise<UsiResult<AnalysisSession>> {
    const multiPV = opts.multiPV ?? 3;
    const r = await openEngine(spec, {
      options: { ...opts.options, MultiPV: multiPV },
      threads: opts.threads,
      transport: opts.transport,
    });
    if (!r.ok) return r;
    return {
      ok: true,
      value: new AnalysisSession(r.value.engine, r.value.name, opts.throttleMs ?? 100, listener),
    };
  }

  /** True while a search is running or about to start. */
  get analysing(): boolean {
    return this.target !== null;
  }

  /** Analyses a position until `stop` or the next `analyse` (which stops this one first). */
  analyse(position: AnalysisPosition): UsiResult<void> {
    const sfen = finalSfenOf(position);
    if (!sfen)
      return {
        ok: false,
        error: { code: 'ENGINE_NOT_RUNNING', message: 'the position has an illegal move' },
      };
    this.target = { ...position };
    this.accepting = false;
    this.engine.stop();
    this.loop ??= this.run().finally(() => (this.loop = null));
    return { ok: true, value: undefined };
  }

  /** Stops analysing; resolves when the engine is idle. */
  async stop(): Promise<void> {
    this.target = null;
    this.accepting = false;
    this.engine.stop();
    await this.loop;
  }

  /** Changes the number of lines (engines without MultiPV keep showing one); a running analysis restarts with it. */
  setMultiPV(n: number): void {
    this.engine.setOption('MultiPV', n);
    if (this.target) this.analyse(this.target);
  }

  /** Stops analysis and searches for a mate from `position` for up to `timeMs`. */
  async mate(position: AnalysisPosition, timeMs: number): Promise<UsiResult<MateResult>> {
    await this.stop();
    return searchMate(this.engine, position, timeMs);
  }

  /** Ends the engine. */
  async close(): Promise<void> {
    this.closed = true;
    await this.stop();
    if (this.pending) clearTimeout(this.pending);
    await this.engine.quit();
  }

  /** Runs searches until no position is wanted. */
  private async run(): Promise<void> {
    while (this.target && this.engine.running) {
      const pos = this.target;
      this.generation++;
      this.sfen = finalSfenOf(pos)!;
      this.previousUsi = pos.moves?.[pos.moves.length - 1];
      this.lines = new Map();
      this.engine.position(pos.sfen, pos.moves ?? []);
      this.accepting = true;
      const r = await this.engine.go({ infinite: true });
      this.accepting = false;
      if (!r.ok) {
        if (!this.closed) this.listener({ type: 'error', error: r.error });
        this.target = null;
      } else if (this.target === pos) {
        this.target = null; // stopped for good, not for a new position
      }
    }
  }

  /** Keeps the latest line per MultiPV number and schedules an update. */
  private onInfo(info: InfoFields): void {
    if (!this.accepting || !info.pv || info.pv.length === 0) return;
    const line = lineFromInfo(info, this.sfen, this.previousUsi);
    // A root move belongs to one line: a line the engine has not re-sent yet must not show it twice.
    for (const [k, old] of this.lines)
      if (k !== line.multipv && old.pv[0] === line.pv[0]) this.lines.delete(k);
    this.lines.set(line.multipv, line);
    this.schedule(this.generation);
  }

  private schedule(gen: number): void {
    const wait = this.lastEmit + this.throttleMs - Date.now();
    if (wait <= 0) return this.emit(gen);
    this.pending ??= setTimeout(() => {
      this.pending = null;
      this.emit(this.generation);
    }, wait);
  }

  private emit(gen: number): void {
    if (gen !== this.generation || !this.accepting) return;
    this.lastEmit = Date.now();
    const lines = [...this.lines.values()].sort((a, b) => a.multipv - b.multipv);
    this.listener({
      type: 'update',
      update: { sfen: this.sfen, lines, bestMove: lines[0]?.pv[0] },
    });
  }
}
