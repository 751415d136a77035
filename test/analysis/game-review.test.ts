/**
 * The review runner with a scripted analyser (a deterministic table of scores per ply, so the
 * expected labels are known): labels and comments, progress with ETA, cancel keeps what is done,
 * resume searches only what is missing, ranges, and the engine failing mid-review.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Record } from 'tsshogi';
import {
  reviewGame,
  writeReview,
  type ReviewProgress,
} from '../../src-main/analysis/game-review.ts';
import type { PositionAnalyser } from '../../src-main/analysis/position-analyser.ts';
import type { PositionEval, ReviewLimit } from '../../src-main/shared/study/review-types.ts';
import { defaultThresholds } from '../../src-main/shared/study/win-rate.ts';
import { isFullyReviewed, readSummaryHead } from '../../src-main/shared/study/review-comment.ts';
import { readMoveReviews } from '../../src-main/shared/study/review-read.ts';
import type { UsiResult } from '../../src-main/usi/usi-engine.ts';

const MOVES = ['7g7f', '3c3d', '2g2f', '4c4d', '2f2e', '2b3c', '3i4h', '3a3b'];
/** Side-to-move scores of the positions after 0..8 moves; best moves per position. */
const SCORES = [30, 0, 60, -20, 800, -780, 770, -200, 190];
const BEST = ['2g2f', '8c8d', '2g2f', '3a4b', '6i7h', '8c8d', '6i7h', '8c8d', '6i7h'];

/** An analyser answering from the tables, recording which plies it was asked about. */
class ScriptedAnalyser implements PositionAnalyser {
  readonly name = 'Scripted 1.0';
  asked: number[] = [];
  constructor(
    private readonly failAt = -1,
    private readonly abortAfter?: { count: number; controller: AbortController },
  ) {}
  async evaluate(
    _sfen: string,
    moves: readonly string[],
    _limit: ReviewLimit,
    signal?: AbortSignal,
  ): Promise<UsiResult<PositionEval>> {
    const ply = moves.length;
    this.asked.push(ply);
    if (ply === this.failAt)
      return {
        ok: false,
        error: { code: 'ENGINE_EXITED', message: 'engine exited (signal SIGKILL)' },
      };
    if (this.abortAfter && this.asked.length === this.abortAfter.count)
      this.abortAfter.controller.abort();
    await new Promise((r) => setTimeout(r, 1));
    if (signal?.aborted)
      return { ok: true, value: { score: { kind: 'cp', value: 0 }, best: 'stopped' } };
    return { ok: true, value: { score: { kind: 'cp', value: SCORES[ply]! }, best: BEST[ply] } };
  }
  async close(): Promise<void> {}
}

function game(): Record {
  const rec = new Record();
  for (const u of MOVES) rec.append(rec.position.createMoveByUSI(u)!);
  rec.goto(0);
  return rec;
}
// Why verifyFactor 1: these tests count the searches of one pass (verification: review-verify.test.ts).
const settings = { limit: { movetimeMs: 100 }, thresholds: defaultThresholds(), verifyFactor: 1 };

test('every move gets a score, the best move and a label from the win-rate drop', async () => {
  const rec = game();
  const progress: ReviewProgress[] = [];
  const out = await reviewGame(rec, new ScriptedAnalyser(), settings, {
    onProgress: (p) => progress.push(p),
  });
  assert.equal(out.cancelled, false);
  assert.equal(out.moves.length, 8);
  // Move 3 (▲２六歩) is the engine's best: no loss although the next search scores it 1.7 points lower.
  assert.equal(out.moves[2]!.loss, 0);
  // Move 4 (△４四歩): Black +20 → +800, White's win rate 49.2 % → 20.9 %: a blunder.
  assert.equal(out.moves[3]!.label, 'blunder');
  assert.equal(out.moves[3]!.bestJapanese, '△４二銀');
  assert.deepEqual(out.moves[3]!.score, { kind: 'cp', cp: 800 });
  assert.ok(Math.abs(out.moves[3]!.loss - 28.3) < 0.1, String(out.moves[3]!.loss));
  // Move 5 (▲２五歩): +800 → +780, no label. Move 7 (▲４八銀): +770 → +200, 78.3 % → 58.3 %: a mistake.
  assert.equal(out.moves[4]!.label, null);
  assert.equal(out.moves[6]!.label, 'mistake');
  assert.deepEqual(out.summary.white.counts, { inaccuracy: 0, dubious: 0, mistake: 0, blunder: 1 });
  assert.deepEqual(
    out.summary.black.worst.map((w) => w.ply),
    [7, 1, 5],
  );
  // Progress: one report per move, ETA falling to 0.
  assert.deepEqual(
    progress.map((p) => p.movesDone),
    [1, 2, 3, 4, 5, 6, 7, 8],
  );
  assert.equal(progress[7]!.searchesLeft, 0);
  assert.equal(progress[7]!.etaMs, 0);
  assert.ok(progress[0]!.etaMs! > 0);
  writeReview(rec, out);
  assert.equal(isFullyReviewed(rec), true);
  assert.deepEqual(
    readMoveReviews(rec).map((m) => m.label),
    out.moves.map((m) => m.label),
  );
});

test('cancel keeps the moves done; a resume searches only what is missing and completes the review', async () => {
  const rec = game();
  const controller = new AbortController();
  const first = new ScriptedAnalyser(-1, { count: 5, controller });
  const part = await reviewGame(rec, first, settings, { signal: controller.signal });
  assert.equal(part.cancelled, true);
  assert.deepEqual(
    part.moves.map((m) => m.ply),
    [1, 2, 3],
  );
  writeReview(rec, part);
  assert.equal(isFullyReviewed(rec), false);
  assert.deepEqual(readSummaryHead(rec), {
    engine: 'Scripted_1.0',
    limit: 'movetime:100',
    done: 3,
    total: 8,
  });
  const second = new ScriptedAnalyser();
  const rest = await reviewGame(rec, second, settings);
  assert.deepEqual(second.asked, [3, 4, 5, 6, 7, 8]); // positions 0..2 are not searched again
  assert.equal(rest.moves.length, 8);
  const full = await reviewGame(game(), new ScriptedAnalyser(), settings);
  // (Resumed moves come from the comments, which keep the loss to one decimal.)
  const row = (m: { ply: number; label: string | null; loss: number }) => [
    m.ply,
    m.label,
    m.loss.toFixed(1),
  ];
  assert.deepEqual(rest.moves.map(row), full.moves.map(row));
  // Resuming with other thresholds relabels the kept moves without searching.
  writeReview(rec, rest);
  const strict = new ScriptedAnalyser();
  const relabelled = await reviewGame(rec, strict, {
    ...settings,
    thresholds: { inaccuracy: 1, dubious: 2, mistake: 3, blunder: 4 },
  });
  assert.deepEqual(strict.asked, []);
  assert.deepEqual(
    relabelled.moves.slice(0, 2).map((m) => m.label),
    ['inaccuracy', 'dubious'],
  );
  // A different limit does not resume: everything is searched again.
  const other = new ScriptedAnalyser();
  writeReview(rec, rest);
  await reviewGame(rec, other, { ...settings, limit: { nodes: 1000 } });
  assert.equal(other.asked.length, 9);
});

test('a range reviews only its moves; an engine failure ends the run with the error and keeps the rest', async () => {
  const ranged = new ScriptedAnalyser();
  const out = await reviewGame(game(), ranged, { ...settings, fromPly: 3, toPly: 5 });
  assert.deepEqual(
    out.moves.map((m) => m.ply),
    [3, 4, 5],
  );
  assert.deepEqual(ranged.asked, [2, 3, 4, 5]);
  assert.equal(out.summary.total, 3);
  const failing = await reviewGame(game(), new ScriptedAnalyser(6), settings);
  assert.equal(failing.error?.code, 'ENGINE_EXITED');
  assert.deepEqual(
    failing.moves.map((m) => m.ply),
    [1, 2, 3, 4, 5],
  );
  assert.equal(failing.summary.done, 5);
});
