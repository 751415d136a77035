/**
 * Game review and batch review for the study view: runs `reviewGame` on a record the renderer
 * sends (KIF text), streaming progress, each reviewed move and the end as `study:review` events;
 * cancellable by id. The renderer writes the review into its record (one undo step). Plain Node
 * service.
 */
import type {
  BatchFileResult,
  BatchReviewArgs,
  EventSink,
  ExternalEngineSpec,
  Result,
  ReviewSettingsArgs,
  ReviewStartArgs,
} from '../../shared/contract.ts';
import { importRecordText } from '../../shared/records/index.ts';
import { reviewGame } from '../../analysis/game-review.ts';
import { reviewPath } from '../../analysis/batch-review.ts';
import { UsiPositionAnalyser } from '../../analysis/position-analyser.ts';
import { checkThresholds } from '../../shared/study/win-rate.ts';
import type { ReviewSettings } from '../../shared/study/review-types.ts';
import { studyEngineSpec } from './engine-specs.ts';
import { nodeTransports, type TransportFactory } from '../../usi/launcher.ts';
import type { SavePolicy } from './save-policy.ts';
import { ownerOf, PageOwners } from '../engine/page-owners.ts';

/** Checks settings from the (untrusted) renderer. */
export function reviewSettingsOf(a: ReviewSettingsArgs | undefined): ReviewSettings | string {
  const limit = a?.limit as { movetimeMs?: unknown; nodes?: unknown } | undefined;
  const ms = Number(limit?.movetimeMs);
  const nodes = Number(limit?.nodes);
  const lim =
    ms > 0 ? { movetimeMs: Math.floor(ms) } : nodes > 0 ? { nodes: Math.floor(nodes) } : null;
  if (!lim) return 'the limit must be a positive time or node count';
  const t = a!.thresholds;
  if (!t || typeof t !== 'object') return 'thresholds are missing';
  const checked = checkThresholds(t);
  if (!checked.ok) return checked.message;
  const ply = (v: unknown) =>
    Number.isInteger(v) && (v as number) > 0 ? (v as number) : undefined;
  return { limit: lim, thresholds: { ...t }, fromPly: ply(a!.fromPly), toPly: ply(a!.toPly) };
}

/** Reviews in progress by id. */
export class ReviewBridge {
  private readonly running = new Map<string, AbortController>();
  /** The page that started each running review, if any. */
  private readonly ownerOfReview = new Map<string, string>();
  private readonly owners = new PageOwners();
  /**
   * Engines kept after a review, by engine id, for a while (why: starting the built-in engine
   * costs about two seconds, which a review of a short game would otherwise pay every time).
   */
  private readonly idle = new Map<
    string,
    { analyser: UsiPositionAnalyser; timer: NodeJS.Timeout }
  >();

  constructor(
    private readonly sink: EventSink,
    private readonly external: () => readonly ExternalEngineSpec[],
    /** The app's one launcher (composition root). */
    private readonly transports: TransportFactory = nodeTransports,
    /** Where a batch review may write: the same rule as `study:write` (null: nowhere). */
    private readonly writes: SavePolicy | null = null,
  ) {}

  /** Starts a review; returns once the engine is up (the review continues in the background). */
  async start(a: ReviewStartArgs): Promise<Result<void>> {
    const settings = reviewSettingsOf(a?.settings);
    if (typeof settings === 'string') return bad(settings);
    const parsed = importRecordText(String(a.kif ?? ''));
    if (!parsed.ok) return bad(parsed.error.message);
    const spec = studyEngineSpec(String(a.engineId), this.external());
    if (!spec)
      return { ok: false, error: { code: 'UNKNOWN_ENGINE', message: `no engine ${a.engineId}` } };
    const engineId = String(a.engineId);
    const opened = await this.take(engineId, spec);
    if (!opened.ok)
      return { ok: false, error: { code: 'ENGINE_START_FAILED', message: opened.error.message } };
    const owner = ownerOf(a.owner);
    // Why: the page may have gone while the engine started; nobody would see or cancel the review.
    if (owner !== null && this.owners.isGone(owner)) {
      void opened.value.close();
      return { ok: false, error: { code: 'ENGINE_NOT_RUNNING', message: 'The page is gone' } };
    }
    const id = String(a.id);
    const ctl = new AbortController();
    this.running.set(id, ctl);
    if (owner !== null) this.ownerOfReview.set(id, owner);
    void this.run(
      id,
      engineId,
      parsed.records[0]!,
      opened.value,
      settings,
      ctl,
      a.restart === true,
    );
    return { ok: true, value: undefined };
  }

  /** An idle engine of that id, or a newly started one. */
  private async take(engineId: string, spec: NonNullable<ReturnType<typeof studyEngineSpec>>) {
    const kept = this.idle.get(engineId);
    if (!kept) return UsiPositionAnalyser.open(spec, () => this.transports(spec));
    this.idle.delete(engineId);
    clearTimeout(kept.timer);
    return { ok: true as const, value: kept.analyser };
  }

  /** Keeps a healthy engine for the next review (one per engine id); closes the others. */
  private giveBack(engineId: string, analyser: UsiPositionAnalyser, healthy: boolean): void {
    if (!healthy || this.idle.has(engineId)) return void analyser.close();
    const timer = setTimeout(() => {
      this.idle.delete(engineId);
      void analyser.close();
    }, IDLE_ENGINE_MS);
    timer.unref();
    this.idle.set(engineId, { analyser, timer });
  }

  private async run(
    id: string,
    engineId: string,
    record: Parameters<typeof reviewGame>[0],
    analyser: UsiPositionAnalyser,
    settings: ReviewSettings,
    ctl: AbortController,
    restart: boolean,
  ): Promise<void> {
    try {
      const out = await reviewGame(record, analyser, settings, {
        signal: ctl.signal,
        restart,
        onProgress: (p) =>
          this.sink('study:review', {
            id,
            type: 'progress',
            movesDone: p.movesDone,
            movesTotal: p.movesTotal,
            etaMs: p.etaMs,
          }),
        onMove: (move) => this.sink('study:review', { id, type: 'move', move }),
      });
      // Why first: the engine is free again before the renderer hears the review is done.
      // A review whose page went away keeps no engine for a next review that cannot come.
      const owner = this.ownerOfReview.get(id);
      const pageGone = owner !== undefined && this.owners.isGone(owner);
      this.giveBack(engineId, analyser, out.error === undefined && !pageGone);
      this.sink('study:review', {
        id,
        type: 'done',
        moves: out.moves,
        summary: out.summary,
        cancelled: out.cancelled,
        ...(out.error ? { error: out.error } : {}),
      });
    } catch (err) {
      // A bug, not an expected failure: reported to the renderer rather than crashing the host.
      void analyser.close();
      this.sink('study:review', {
        id,
        type: 'done',
        moves: [],
        summary: null,
        cancelled: false,
        error: { code: 'INTERNAL', message: String(err) },
      });
    } finally {
      this.running.delete(id);
      this.ownerOfReview.delete(id);
    }
  }

  /** Cancels a review (what is done is kept and reported in its `done` event). */
  cancel(id: string): void {
    this.running.get(String(id))?.abort();
  }

  /**
   * Cancels the reviews a page started once that page went away, and closes the kept engines
   * (why: with no page left to review again, an idle engine is only memory held).
   */
  cancelOwnedBy(owner: string): void {
    this.owners.gone(owner);
    for (const [id, o] of this.ownerOfReview) if (o === owner) this.cancel(id);
    this.closeIdle();
  }

  /** Closes the engines kept for the next review. */
  private closeIdle(): void {
    for (const { analyser, timer } of this.idle.values()) {
      clearTimeout(timer);
      void analyser.close();
    }
    this.idle.clear();
  }

  /**
   * Reviews a folder or file; each file is written back in its format, but only where the host's
   * write rule allows (a granted file under Electron, the records folder in the browser host);
   * other files are skipped with the reason.
   */
  async batch(a: BatchReviewArgs): Promise<Result<BatchFileResult[]>> {
    const settings = reviewSettingsOf(a?.settings);
    if (typeof settings === 'string') return bad(settings);
    const writes = this.writes;
    if (!writes) return bad('batch review cannot write record files in this host');
    const path = writes.place(String(a.path));
    const outOfScope = await writes.scopeRefusal(path);
    if (outOfScope) return { ok: false, error: { code: 'FILE_NOT_ALLOWED', message: outOfScope } };
    const spec = studyEngineSpec(String(a.engineId), this.external());
    if (!spec)
      return { ok: false, error: { code: 'UNKNOWN_ENGINE', message: `no engine ${a.engineId}` } };
    const opened = await UsiPositionAnalyser.open(spec, () => this.transports(spec));
    if (!opened.ok)
      return { ok: false, error: { code: 'ENGINE_START_FAILED', message: opened.error.message } };
    try {
      const results = await reviewPath(path, opened.value, settings, {
        writeRefusal: (file) => writes.refusal(file),
        onProgress: (path, p) =>
          this.sink('study:batch-progress', {
            path,
            movesDone: p.movesDone,
            movesTotal: p.movesTotal,
          }),
      });
      return {
        ok: true,
        value: results.map((r) => ({ path: r.path, status: r.status, message: r.message })),
      };
    } catch (err) {
      return { ok: false, error: { code: 'FILE_READ_FAILED', message: (err as Error).message } };
    } finally {
      await opened.value.close();
    }
  }

  /** Cancels every review and closes kept engines (host shutdown). */
  cancelAll(): void {
    for (const c of this.running.values()) c.abort();
    this.closeIdle();
  }
}

/** How long an engine is kept after a review. */
const IDLE_ENGINE_MS = 120_000;

function bad<T>(message: string): Result<T> {
  return { ok: false, error: { code: 'BAD_ARGS', message } };
}
