/**
 * The review's comment format: machine-readable lines inside ordinary move comments, so a
 * reviewed record stays a plain KIF/CSA/JKF file that any program opens. Pure module.
 *
 * Per move (first line of the move's comment):
 *   #review label=mistake loss=12.3 score=-245 before=+10 winrate=38.1 best=2g2f best_ja=▲２六歩
 * - `label`: inaccuracy | dubious | mistake | blunder | none;
 * - `loss`: the mover's win-rate drop in percentage points (one decimal);
 * - `score` / `before`: evaluation after / before the move from Black's view, centipawns
 *   (`+120`, `-45`) or mate (`M+7` Black mates in 7 plies, `M-7` White mates);
 * - `winrate`: Black's win rate after the move in %;
 * - `best` / `best_ja`: the engine's best move before the move, USI and Japanese (absent if none);
 * - `pv`: the engine's line from the position before the move, USI moves joined by commas
 *   (absent in reviews written before it was added);
 * - `why` and `why_*`: why a labelled move lost (`why-tag.ts`), when a checked fact holds.
 * A labelled move's comment also gets a line a player reads (`review-readable.ts`).
 * Per record (first lines of the start position's comment):
 *   #review-summary engine=Banmen limit=movetime:500 thresholds=5/10/15/25 range=1-120 done=120/120
 *   #review-summary side=black moves=60 avgloss=3.2 accuracy=87.5 inaccuracy=2 dubious=1 mistake=1 blunder=0 worst=35,51,77
 *   #review-summary side=white …
 * A record is completely reviewed when `done=N/N`. Re-reviewing replaces these lines and keeps
 * every other comment line. Values never contain spaces (engine names have them turned into `_`).
 */
import { Move, type ImmutableNode, type ImmutableRecord, type Node, type Record } from 'tsshogi';
import { nodeAtPath, pathOf } from '../records/tree.ts';
import {
  MOVE_LABELS,
  blackWinRate,
  formatBlackScore,
  parseBlackScore,
  type BlackScore,
  type MoveLabel,
} from './win-rate.ts';
import type { MoveReview, ReviewLimit, ReviewSummary, SideSummary } from './review-types.ts';
import { parseWhyFields, whyFields } from './why-tag.ts';
import type { Why } from './why-types.ts';
import {
  DEFAULT_READABLE,
  formatReadableLine,
  isReadableLine,
  type ReadableOptions,
} from './review-readable.ts';

/** Starts every per-move review line. */
export const REVIEW_PREFIX = '#review ';
/** Starts every summary line. */
export const SUMMARY_PREFIX = '#review-summary ';

/** What a per-move line holds (everything but the move itself). */
export interface ParsedMoveLine {
  label: MoveLabel | null;
  loss: number;
  score: BlackScore;
  before: BlackScore;
  best?: string;
  bestJapanese?: string;
  /** The engine's line from the position before the move (USI). */
  pv?: string[];
  why?: Why;
}

/** The per-move line of a move review. */
export function formatMoveLine(m: MoveReview): string {
  const parts = [
    `label=${m.label ?? 'none'}`,
    `loss=${m.loss.toFixed(1)}`,
    `score=${formatBlackScore(m.score)}`,
    `before=${formatBlackScore(m.before)}`,
    `winrate=${blackWinRate(m.score).toFixed(1)}`,
  ];
  if (m.best) parts.push(`best=${m.best}`);
  if (m.bestJapanese) parts.push(`best_ja=${m.bestJapanese}`);
  if (m.pv?.length) parts.push(`pv=${m.pv.join(',')}`);
  if (m.why) parts.push(...whyFields(m.why).map(([k, v]) => `${k}=${v}`));
  return REVIEW_PREFIX + parts.join(' ');
}

/** `key=value` fields of a line after its prefix. */
function fields(line: string, prefix: string): Map<string, string> | null {
  if (!line.startsWith(prefix)) return null;
  const out = new Map<string, string>();
  // ASCII blanks only (why: `best_ja=△同　桂` holds the full-width space KIF writes after 同).
  for (const tok of line
    .slice(prefix.length)
    .trim()
    .split(/[ \t]+/)) {
    const eq = tok.indexOf('=');
    if (eq > 0) out.set(tok.slice(0, eq), tok.slice(eq + 1));
  }
  return out;
}

/** Parses a per-move line; null when it is not one or is malformed. */
export function parseMoveLine(line: string): ParsedMoveLine | null {
  const f = fields(line.trim(), REVIEW_PREFIX);
  if (!f) return null;
  const label = f.get('label');
  const score = parseBlackScore(f.get('score') ?? '');
  const before = parseBlackScore(f.get('before') ?? '');
  const loss = Number(f.get('loss'));
  if (
    !score ||
    !before ||
    !Number.isFinite(loss) ||
    !(label === 'none' || MOVE_LABELS.includes(label as MoveLabel))
  )
    return null;
  const pv = f
    .get('pv')
    ?.split(',')
    .filter((u) => u.length > 0);
  const why = parseWhyFields(f);
  return {
    label: label === 'none' ? null : (label as MoveLabel),
    loss,
    score,
    before,
    best: f.get('best'),
    bestJapanese: f.get('best_ja'),
    // Why conditional: a line without `pv` (an older review) reads as before, with no such key.
    ...(pv?.length ? { pv } : {}),
    ...(why ? { why } : {}),
  };
}

/** The review line of a comment, if it has one. */
export function findMoveLine(comment: string): ParsedMoveLine | null {
  for (const line of comment.split('\n')) {
    const p = parseMoveLine(line);
    if (p) return p;
  }
  return null;
}

/** A comment with its review lines (per-move, readable and summary) replaced by `lines` (put first). */
export function replaceReviewLines(comment: string, lines: readonly string[]): string {
  const kept = comment
    .split('\n')
    .filter(
      (l) => !l.startsWith(REVIEW_PREFIX) && !l.startsWith(SUMMARY_PREFIX) && !isReadableLine(l),
    );
  while (kept.length > 0 && kept[kept.length - 1]!.trim() === '') kept.pop();
  return [...lines, ...kept].join('\n');
}

/** `movetime:500` / `nodes:100000`. */
export function formatLimit(limit: ReviewLimit): string {
  return 'movetimeMs' in limit ? `movetime:${limit.movetimeMs}` : `nodes:${limit.nodes}`;
}

/** One side's summary line. */
function sideLine(s: SideSummary): string {
  const counts = MOVE_LABELS.map((l) => `${l}=${s.counts[l]}`).join(' ');
  const worst = s.worst.map((w) => w.ply).join(',') || '-';
  return `${SUMMARY_PREFIX}side=${s.color} moves=${s.moves} avgloss=${s.averageLoss.toFixed(1)} accuracy=${s.accuracy.toFixed(1)} ${counts} worst=${worst}`;
}

/** The summary lines for the start position's comment. */
export function formatSummaryLines(s: ReviewSummary): string[] {
  const t = s.settings.thresholds;
  const from = s.settings.fromPly ?? 1;
  const to = s.settings.toPly ?? from + s.total - 1;
  const head = [
    `engine=${s.engine.trim().replace(/\s+/g, '_') || 'engine'}`,
    `limit=${formatLimit(s.settings.limit)}`,
    `thresholds=${t.inaccuracy}/${t.dubious}/${t.mistake}/${t.blunder}`,
    `range=${from}-${to}`,
    `done=${s.done}/${s.total}`,
  ];
  return [SUMMARY_PREFIX + head.join(' '), sideLine(s.black), sideLine(s.white)];
}

/** The head fields of a record's summary (engine, limit, range, done), or null if it has none. */
export function readSummaryHead(
  record: ImmutableRecord,
): { engine: string; limit: string; done: number; total: number } | null {
  for (const line of record.first.comment.split('\n')) {
    const f = fields(line.trim(), SUMMARY_PREFIX);
    const done = f?.get('done') ? /^(\d+)\/(\d+)$/.exec(f.get('done')!) : null;
    if (f && done)
      return {
        engine: f.get('engine') ?? '',
        limit: f.get('limit') ?? '',
        done: Number(done[1]),
        total: Number(done[2]),
      };
  }
  return null;
}

/** True if a record carries a complete review (batch review skips it). */
export function isFullyReviewed(record: ImmutableRecord): boolean {
  const head = readSummaryHead(record);
  return head !== null && head.total > 0 && head.done === head.total;
}

/** The main-line move nodes (regular moves only), in order. */
export function mainLineMoves(record: ImmutableRecord): ImmutableNode[] {
  const out: ImmutableNode[] = [];
  for (let n = record.first.next; n && n.move instanceof Move; n = n.next) out.push(n);
  return out;
}

/** A move's review lines: the machine line, and for a labelled move the line a player reads. */
export function moveReviewLines(
  m: MoveReview,
  readable: ReadableOptions = DEFAULT_READABLE,
): string[] {
  const text = formatReadableLine(m, readable);
  return text ? [formatMoveLine(m), text] : [formatMoveLine(m)];
}

/**
 * The comment edits that write a review into a record: each reviewed move's lines and the
 * summary. Feed them to `RecordEditor.setComments` (one undo step) or `applyCommentEdits`.
 */
export function reviewCommentEdits(
  record: ImmutableRecord,
  moves: readonly MoveReview[],
  summary: ReviewSummary,
  readable: ReadableOptions = DEFAULT_READABLE,
): Array<{ path: number[]; text: string }> {
  const byPly = new Map(mainLineMoves(record).map((n) => [n.ply, n]));
  const edits = moves.flatMap((m) => {
    const node = byPly.get(m.ply);
    const lines = moveReviewLines(m, readable);
    return node ? [{ path: pathOf(node), text: replaceReviewLines(node.comment, lines) }] : [];
  });
  edits.push({
    path: [],
    text: replaceReviewLines(record.first.comment, formatSummaryLines(summary)),
  });
  return edits;
}

/** Writes comment edits straight into a record (no undo: for the CLI and batch review). */
export function applyCommentEdits(
  record: Record,
  edits: ReadonlyArray<{ path: readonly number[]; text: string }>,
): void {
  for (const e of edits) {
    const node = nodeAtPath(record, e.path) as Node | null;
    if (node) node.comment = e.text;
  }
}
