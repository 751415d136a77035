/**
 * The game review's state: settings, a run in the main process (progress with ETA, cancel,
 * resume), the moves reviewed so far, and writing the review into the record's comments as one
 * undo step. The summary and the graph are read back from the record, so a saved reviewed file
 * shows them again when reopened.
 */
import type {
  BanmenApi,
  BatchFileResult,
  ReviewSettingsArgs,
} from '../../../src-main/shared/contract';
import {
  buildSummary,
  defaultThresholds,
  evaluationGraph,
  readMoveReviews,
  reviewCommentEdits,
  mainLineMoves,
  readSummaryHead,
  REVIEW_DEFAULT_NODES,
  type MoveReview,
  type ReviewSummary,
} from '../../../src-main/shared/study/index';
import { copyRecordAs } from '../../../src-main/shared/records/index';
import type { StudyState } from './study.svelte';
import { PAGE_ID } from '../bridge';
import { claimEngines } from '../engine-claims';

/** How long the host keeps a review's engine for the next review (review-bridge.ts: 120 s), with a margin. */
const KEPT_ENGINE_MS = 125_000;

/** Review settings, run and results. */
export class ReviewState {
  engineId = $state('builtin');
  limitKind: 'movetime' | 'nodes' = $state('nodes');
  /** Nodes per position by default: the review's default budget, the one its labels were measured at. */
  limitValue = $state(REVIEW_DEFAULT_NODES);
  thresholds = $state(defaultThresholds());
  /** Move range to review (1-based, inclusive); 0 = from the first / to the last move. */
  fromPly = $state(0);
  toPly = $state(0);
  running: string | null = $state(null);
  progress: { done: number; total: number; etaMs: number | null } | null = $state(null);
  error: string | null = $state(null);
  batchPath = $state('');
  batchResults: BatchFileResult[] | null = $state(null);
  batchRunning = $state(false);
  /** Ends this page's claim on the engine the host keeps after a review. */
  private release: ReturnType<typeof setTimeout> | undefined;
  private live: MoveReview[] = [];
  private next = 1;

  constructor(
    private readonly api: BanmenApi | null,
    private readonly study: StudyState,
  ) {
    api?.on('study:review', (e) => {
      if (e.id !== this.running) return;
      if (e.type === 'progress')
        this.progress = { done: e.movesDone, total: e.movesTotal, etaMs: e.etaMs };
      else if (e.type === 'move') this.live.push(e.move as MoveReview);
      else
        this.finish(
          e.moves as MoveReview[],
          e.summary as ReviewSummary | null,
          e.cancelled,
          e.error?.message,
        );
    });
  }

  /** The settings as sent to the main process. */
  get settings(): ReviewSettingsArgs {
    const limit =
      this.limitKind === 'movetime' ? { movetimeMs: this.limitValue } : { nodes: this.limitValue };
    const range = {
      ...(this.fromPly > 0 ? { fromPly: this.fromPly } : {}),
      ...(this.toPly > 0 ? { toPly: this.toPly } : {}),
    };
    return { limit, thresholds: { ...this.thresholds }, ...range };
  }

  /** Moves reviewed in the record (read from the comments). */
  get moves(): MoveReview[] {
    return readMoveReviews(this.study.editor.record);
  }
  /** The summary of the record's review, or null when it has none. */
  get summary(): ReviewSummary | null {
    const rec = this.study.editor.record;
    const head = readSummaryHead(rec);
    if (!head) return null;
    const moves = this.moves;
    const s = buildSummary(
      head.engine,
      { limit: { nodes: 0 }, thresholds: this.thresholds },
      head.total,
      moves,
    );
    return { ...s, done: head.done };
  }
  /** The evaluation graph points. */
  get graph() {
    return evaluationGraph(this.moves);
  }
  /** True if the record holds a partial review a run can resume. */
  get resumable(): boolean {
    const head = readSummaryHead(this.study.editor.record);
    return head !== null && head.done < head.total;
  }

  /** Starts (or resumes) a review of the main line. */
  async start(restart = false): Promise<void> {
    if (!this.api || this.running) return;
    const id = `review-${Date.now()}-${this.next++}`;
    this.error = null;
    this.live = [];
    this.progress = { done: 0, total: mainLineMoves(this.study.editor.record).length, etaMs: null };
    this.running = id;
    const kif = copyRecordAs(this.study.editor.record, 'kif');
    clearTimeout(this.release);
    claimEngines('review', 1);
    const r = await this.api.invoke('study:review-start', {
      id,
      engineId: this.engineId,
      kif,
      settings: this.settings,
      restart,
      owner: PAGE_ID,
    });
    if (!r.ok) {
      this.running = null;
      this.progress = null;
      this.error = r.error.message;
      claimEngines('review', 0);
    }
  }

  /** Cancels the run (what is done is kept and written). */
  cancel(): void {
    if (this.running) void this.api?.invoke('study:review-cancel', this.running);
  }

  /** Writes a finished (or cancelled) run into the record's comments: one undo step. */
  private finish(
    moves: MoveReview[],
    summary: ReviewSummary | null,
    cancelled: boolean,
    error?: string,
  ): void {
    this.running = null;
    this.progress = null;
    // The host keeps the engine a while for the next review, then closes it.
    this.release = setTimeout(() => claimEngines('review', 0), KEPT_ENGINE_MS);
    if (error) this.error = error;
    if (!summary) return;
    else if (cancelled)
      this.error = `cancelled after ${summary.done} of ${summary.total} moves (kept; Resume continues)`;
    const edits = reviewCommentEdits(this.study.editor.record, moves, summary);
    this.study.edit((e) => e.setComments(edits, 'write game review'));
  }

  /** Reviews every record file of a folder with these settings. */
  async batch(): Promise<void> {
    if (!this.api || this.batchRunning) return;
    this.batchRunning = true;
    claimEngines('batch', 1);
    this.batchResults = null;
    const r = await this.api.invoke('study:batch-review', {
      path: this.batchPath,
      engineId: this.engineId,
      settings: this.settings,
    });
    this.batchRunning = false;
    claimEngines('batch', 0);
    if (r.ok) this.batchResults = r.value;
    else this.error = r.error.message;
  }
}
