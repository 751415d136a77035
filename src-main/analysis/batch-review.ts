/**
 * Reviewing record files: one file, or every record file of a folder with the same settings,
 * skipping records already fully reviewed, writing each reviewed record back in its own format
 * and encoding. Plain Node service.
 */
import { stat } from 'node:fs/promises';
import { listRecordFiles } from '../records/folder-walk.ts';
import { readRecordFile, writeRecordFile } from '../records/service.ts';
import { isFullyReviewed } from '../shared/study/review-comment.ts';
import type { ReviewSettings, ReviewSummary } from '../shared/study/review-types.ts';
import { reviewGame, writeReview, type ReviewProgress } from './game-review.ts';
import type { PositionAnalyser } from './position-analyser.ts';
import type { ReadableOptions } from '../shared/study/review-readable.ts';

/** Formats whose files can hold the review comments. */
const COMMENT_FORMATS = new Set(['kif', 'ki2', 'csa', 'jkf']);

/** What happened to one file. */
export interface FileReviewResult {
  path: string;
  status: 'reviewed' | 'partial' | 'skipped' | 'failed';
  /** Why it was skipped or failed, or what was dropped on writing. */
  message?: string;
  /** One summary per game of the file that was reviewed. */
  summaries: ReviewSummary[];
}

/** Options of a file or folder review. */
export interface FileReviewOptions {
  signal?: AbortSignal;
  onProgress?: (path: string, p: ReviewProgress) => void;
  /** Review even records that are already fully reviewed. */
  force?: boolean;
  /**
   * Why a file may not be written back, or null (the host's write rule: granted files or the
   * records folder); a refused file is skipped before anything reads or reviews it.
   */
  writeRefusal?: (path: string) => Promise<string | null>;
  /** Language and notation of the lines a player reads (default English, western moves). */
  readable?: ReadableOptions;
}

/** Reviews every game of a record file and writes it back (same path, format and encoding). */
export async function reviewFile(
  path: string,
  analyser: PositionAnalyser,
  settings: ReviewSettings,
  opts: FileReviewOptions = {},
): Promise<FileReviewResult> {
  const refused = await opts.writeRefusal?.(path);
  if (refused) return { path, status: 'skipped', message: refused, summaries: [] };
  const read = await readRecordFile(path);
  if (!read.ok) return { path, status: 'failed', message: read.error.message, summaries: [] };
  if (!COMMENT_FORMATS.has(read.format))
    return {
      path,
      status: 'skipped',
      message: `${read.format.toUpperCase()} files cannot hold comments`,
      summaries: [],
    };
  if (!opts.force && read.records.every(isFullyReviewed))
    return { path, status: 'skipped', message: 'already reviewed', summaries: [] };
  const summaries: ReviewSummary[] = [];
  let status: FileReviewResult['status'] = 'reviewed';
  let message: string | undefined;
  for (const record of read.records) {
    if (!opts.force && isFullyReviewed(record)) continue;
    const outcome = await reviewGame(record, analyser, settings, {
      signal: opts.signal,
      onProgress: (p) => opts.onProgress?.(path, p),
      restart: opts.force,
    });
    writeReview(record, outcome, opts.readable);
    summaries.push(outcome.summary);
    if (outcome.cancelled || outcome.error) {
      status = 'partial';
      message = outcome.error?.message ?? 'cancelled';
      break;
    }
  }
  const encoding = read.encoding === 'utf-8' ? 'utf-8' : 'shift_jis';
  const written = await writeRecordFile(path, read.records, { encoding });
  if (!written.ok) return { path, status: 'failed', message: written.message, summaries };
  return { path, status, message, summaries };
}

/** Reviews a file, or every record file of a folder; stops after the file in progress when cancelled. */
export async function reviewPath(
  path: string,
  analyser: PositionAnalyser,
  settings: ReviewSettings,
  opts: FileReviewOptions = {},
): Promise<FileReviewResult[]> {
  const files = (await stat(path)).isDirectory() ? await listRecordFiles(path) : [path];
  const results: FileReviewResult[] = [];
  for (const file of files) {
    if (opts.signal?.aborted) break;
    results.push(await reviewFile(file, analyser, settings, opts));
  }
  return results;
}
