/**
 * Automatic game review: every main-line move in a range is judged from two engine evaluations
 * (before and after it), getting a score, the engine's best move and a label; progress with an
 * ETA; cancellable (what is done is kept) and resumable (moves that already carry a review line
 * made with the same limit are not searched again). Plain Node service.
 */
import type { ImmutableNode, ImmutableRecord, Record } from 'tsshogi';
import type { UsiError } from '../usi/usi-engine.ts';
import { notateUsiLine } from '../shared/records/notation.ts';
import { moveEntry } from '../shared/study/record-views.ts';
import {
  applyCommentEdits,
  formatLimit,
  mainLineMoves,
  readSummaryHead,
  reviewCommentEdits,
} from '../shared/study/review-comment.ts';
import { capMissedMate, reviewAgainstBest, reviewMove } from '../shared/study/review-compute.ts';
import { labelForLoss, labelWithMargin } from '../shared/study/win-rate.ts';
import {
  REVIEW_INACCURACY_MARGIN,
  REVIEW_SEVERE_MARGIN,
  REVIEW_VERIFY_FACTOR,
} from '../shared/study/study-params.ts';
import { buildSummary, readMoveReviews } from '../shared/study/review-read.ts';
import type {
  MoveReview,
  PositionEval,
  ReviewLimit,
  ReviewSettings,
  ReviewSummary,
} from '../shared/study/review-types.ts';
import type { ReadableOptions } from '../shared/study/review-readable.ts';
import type { PositionAnalyser } from './position-analyser.ts';
import { explainWithMates, replySettled } from './why-search.ts';

/** Where a review stands. */
export interface ReviewProgress {
  /** Moves of the range reviewed (resumed ones included) and in the range. */
  movesDone: number;
  movesTotal: number;
  /** Engine searches done in this run and still needed. */
  searchesDone: number;
  searchesLeft: number;
  /** Estimated time left in ms (average search time so far × searches left); null before the first search. */
  etaMs: number | null;
  /** The move just reviewed. */
  lastPly: number | null;
}

/** Options of a run. */
export interface ReviewRunOptions {
  signal?: AbortSignal;
  onProgress?: (p: ReviewProgress) => void;
  /** Each move as soon as it is reviewed (the UI labels it live). */
  onMove?: (m: MoveReview) => void;
  /** Ignore review lines already in the record and search every move again. */
  restart?: boolean;
}

/** What a run produced. */
export interface ReviewOutcome {
  /** Every reviewed move of the range (resumed and new), in ply order. */
  moves: MoveReview[];
  summary: ReviewSummary;
  /** True if the run was cancelled before the end. */
  cancelled: boolean;
  /** The engine failure that ended the run early, if any. */
  error?: UsiError;
}

/** The moves of the main line in the settings' range. */
function movesInRange(record: ImmutableRecord, s: ReviewSettings): ImmutableNode[] {
  return mainLineMoves(record).filter(
    (n) => n.ply >= (s.fromPly ?? 1) && n.ply <= (s.toPly ?? Infinity),
  );
}

/** The label of a loss: with verification on, each label needs its margin (study-params.ts) more. */
function verdictLabel(loss: number, s: ReviewSettings): ReturnType<typeof labelForLoss> {
  const verified = (s.verifyFactor ?? REVIEW_VERIFY_FACTOR) > 1;
  return verified
    ? labelWithMargin(loss, s.thresholds, REVIEW_SEVERE_MARGIN, REVIEW_INACCURACY_MARGIN)
    : labelForLoss(loss, s.thresholds);
}

/** Reviews already in the record that a resume may keep (same limit as now), labelled with today's thresholds. */
function resumable(
  record: ImmutableRecord,
  s: ReviewSettings,
  restart: boolean,
): Map<number, MoveReview> {
  const head = readSummaryHead(record);
  if (restart || !head || head.limit !== formatLimit(s.limit)) return new Map();
  return new Map(
    readMoveReviews(record).map((m) => [
      m.ply,
      capMissedMate({ ...m, label: verdictLabel(m.loss, s) }),
    ]),
  );
}

/**
 * A move review with the engine's line and, for a labelled move, the why-sentence's facts
 * (mates searched by the solver where the scores do not show them). `after` gave the line;
 * `shallow` is the search of the same position at the review's budget (`replySettled`).
 */
function withWhy(
  m: MoveReview,
  sfen: string,
  before: PositionEval,
  after: PositionEval,
  shallow: PositionEval,
): MoveReview {
  // Why no line here: review-compute already keeps the engine's line as `pv`.
  const out = m;
  if (!m.label) return out;
  const why = explainWithMates({
    sfen,
    played: m.usi,
    best: before.best,
    before: before.score,
    after: after.score,
    replyPv: after.pv,
  });
  return why && replySettled(why, after, shallow) ? { ...out, why } : out;
}

/** A search budget times `factor`. */
function scaleLimit(limit: ReviewLimit, factor: number): ReviewLimit {
  return 'nodes' in limit
    ? { nodes: Math.round(limit.nodes * factor) }
    : { movetimeMs: Math.round(limit.movetimeMs * factor) };
}

/** Runs a review of `record` with `analyser`. The record is not changed: see `writeReview`. */
export async function reviewGame(
  record: ImmutableRecord,
  analyser: PositionAnalyser,
  settings: ReviewSettings,
  opts: ReviewRunOptions = {},
): Promise<ReviewOutcome> {
  const nodes = movesInRange(record, settings);
  const kept = resumable(record, settings, opts.restart ?? false);
  const done = new Map([...kept].filter(([ply]) => nodes.some((n) => n.ply === ply)));
  const todo = nodes.filter((n) => !done.has(n.ply));
  const plies = new Set(todo.flatMap((n) => [n.ply - 1, n.ply]));
  const evals = new Map<number | string, PositionEval>();
  const startSfen = record.initialPosition.getSFEN(1);
  const usis = mainLineMoves(record).map((n) => moveEntry(n).usi!);
  let searches = 0;
  let searchMs = 0;
  let error: UsiError | undefined;

  const factor = settings.verifyFactor ?? REVIEW_VERIFY_FACTOR;
  const evaluate = async (
    ply: number,
    deep = false,
    instead?: string,
  ): Promise<PositionEval | null> => {
    // Deep verdicts are kept apart; `instead` replaces the move that leads to ply (a sibling).
    const key = instead ? `${ply}/${instead}` : deep ? -1 - ply : ply;
    const cached = evals.get(key);
    if (cached) return cached;
    const t0 = performance.now();
    const limit = deep ? scaleLimit(settings.limit, factor) : settings.limit;
    const moves = instead ? [...usis.slice(0, ply - 1), instead] : usis.slice(0, ply);
    const r = await analyser.evaluate(startSfen, moves, limit, opts.signal);
    if (opts.signal?.aborted) return null; // a stopped search is cut short: not a verdict
    if (!r.ok) {
      error = r.error;
      return null;
    }
    searches++;
    searchMs += performance.now() - t0;
    evals.set(key, r.value);
    return r.value;
  };

  for (const node of todo) {
    const before = await evaluate(node.ply - 1);
    const after = before && (await evaluate(node.ply));
    if (!before || !after) break;
    const entry = moveEntry(node);
    const bestJa = before.best
      ? notateUsiLine(node.prev!.sfen, [before.best], usis[node.ply - 2]).japanese[0]
      : undefined;
    const facts = {
      ply: node.ply,
      color: entry.color,
      usi: entry.usi!,
      japanese: entry.japanese,
      bestJapanese: bestJa,
    };
    let [b, a] = [before, after];
    let judged = reviewMove(facts, b, a, settings.thresholds, settings.method);
    if (judged.label && factor > 1) {
      const vb = await evaluate(node.ply - 1, true);
      const va = vb && (await evaluate(node.ply, true));
      if (!vb || !va) break;
      [b, a] = [vb, va];
      judged = reviewMove(facts, b, a, settings.thresholds, settings.method);
      // The deeper verdict is like for like: the deep best move's child against the move's.
      const other = vb.best && vb.best !== facts.usi ? vb.best : null;
      const ab = other && (await evaluate(node.ply, true, other));
      if (other && !ab) break;
      judged = reviewAgainstBest(judged, ab || null, va, settings.thresholds, settings.method);
      judged = { ...judged, label: verdictLabel(judged.loss, settings) };
    }
    const m = withWhy(capMissedMate(judged), node.prev!.sfen, b, a, after);
    done.set(node.ply, m);
    opts.onMove?.(m);
    const left = [...plies].filter((p) => !evals.has(p)).length;
    opts.onProgress?.({
      movesDone: done.size,
      movesTotal: nodes.length,
      searchesDone: searches,
      searchesLeft: left,
      etaMs: searches > 0 ? (searchMs / searches) * left : null,
      lastPly: node.ply,
    });
  }
  const moves = [...done.values()].sort((a, b) => a.ply - b.ply);
  const summary = buildSummary(analyser.name, settings, nodes.length, moves);
  return { moves, summary, cancelled: opts.signal?.aborted ?? false, error };
}

/** Writes a review's lines into the record's comments (CLI and batch; the app goes through RecordEditor.setComments). */
export function writeReview(
  record: Record,
  outcome: ReviewOutcome,
  readable?: ReadableOptions,
): void {
  applyCommentEdits(record, reviewCommentEdits(record, outcome.moves, outcome.summary, readable));
}
