/**
 * The review model with worked examples: the logistic win rate, label thresholds, per-move
 * review, per-side summary, the comment format and the evaluation graph.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Record } from 'tsshogi';
import {
  blackWinRate,
  checkThresholds,
  defaultThresholds,
  labelForLoss,
  labelWithMargin,
  moveAccuracy,
  parseBlackScore,
  formatBlackScore,
  toBlackScore,
  winRate,
} from '../../src-main/shared/study/win-rate.ts';
import { reviewMove, summarizeSide } from '../../src-main/shared/study/review-compute.ts';
import {
  findMoveLine,
  formatMoveLine,
  isFullyReviewed,
  replaceReviewLines,
  reviewCommentEdits,
  applyCommentEdits,
  readSummaryHead,
} from '../../src-main/shared/study/review-comment.ts';
import { buildSummary, readMoveReviews } from '../../src-main/shared/study/review-read.ts';
import { evaluationGraph } from '../../src-main/shared/study/eval-graph.ts';
import type { MoveReview } from '../../src-main/shared/study/review-types.ts';
import { RecordEditor } from '../../src-main/shared/study/record-editor.ts';

const near = (a: number, b: number, eps = 0.05) => assert.ok(Math.abs(a - b) < eps, `${a} ≉ ${b}`);

test('win rate: logistic in centipawns with K = 600; mates are 100/0', () => {
  near(winRate({ kind: 'cp', value: 0 }), 50);
  near(winRate({ kind: 'cp', value: 600 }), 73.11); // 1 / (1 + e^-1)
  near(winRate({ kind: 'cp', value: -600 }), 26.89);
  near(winRate({ kind: 'cp', value: 1200 }), 88.08);
  assert.equal(winRate({ kind: 'mate', value: 5 }), 100);
  assert.equal(winRate({ kind: 'mate', value: -4 }), 0);
  assert.equal(winRate({ kind: 'mate', value: 0 }), 0); // mate 0: the side to move is mated
  assert.deepEqual(toBlackScore({ kind: 'cp', value: 120 }, 'white'), { kind: 'cp', cp: -120 });
  assert.deepEqual(toBlackScore({ kind: 'mate', value: 0 }, 'black'), {
    kind: 'mate',
    plies: 0,
    winner: 'white',
  });
  assert.deepEqual(toBlackScore({ kind: 'mate', value: 3 }, 'white'), {
    kind: 'mate',
    plies: 3,
    winner: 'white',
  });
  near(blackWinRate({ kind: 'cp', cp: -600 }), 26.89);
  for (const t of ['+120', '-45', '0', 'M+7', 'M-0'])
    assert.equal(formatBlackScore(parseBlackScore(t)!), t);
});

test('labels from the win-rate drop: thresholds 5/10/15/25 inclusive, and custom thresholds', () => {
  const t = defaultThresholds();
  assert.deepEqual(t, { inaccuracy: 5, dubious: 10, mistake: 15, blunder: 25 });
  assert.equal(labelForLoss(4.99, t), null);
  assert.equal(labelForLoss(5, t), 'inaccuracy');
  assert.equal(labelForLoss(9.9, t), 'inaccuracy');
  assert.equal(labelForLoss(10, t), 'dubious');
  assert.equal(labelForLoss(15, t), 'mistake');
  assert.equal(labelForLoss(24.9, t), 'mistake');
  assert.equal(labelForLoss(25, t), 'blunder');
  assert.equal(labelForLoss(80, t), 'blunder');
  // A verified loss: mistake and blunder need the margin on top; the milder labels do not.
  assert.equal(labelWithMargin(5, t, 1), 'inaccuracy');
  assert.equal(labelWithMargin(15.9, t, 1), 'dubious');
  assert.equal(labelWithMargin(16, t, 1), 'mistake');
  assert.equal(labelWithMargin(25.5, t, 1), 'mistake');
  assert.equal(labelWithMargin(26, t, 1), 'blunder');
  // …and an inaccuracy its own margin, when one is given.
  assert.equal(labelWithMargin(5.5, t, 1, 1), null);
  assert.equal(labelWithMargin(6, t, 1, 1), 'inaccuracy');
  assert.equal(labelWithMargin(10, t, 1, 1), 'dubious');
  const strict = { inaccuracy: 2, dubious: 4, mistake: 6, blunder: 8 };
  assert.equal(labelForLoss(7, strict), 'mistake');
  assert.deepEqual(checkThresholds(strict), { ok: true });
  assert.equal(checkThresholds({ inaccuracy: 10, dubious: 5, mistake: 15, blunder: 25 }).ok, false);
  assert.equal(checkThresholds({ inaccuracy: -1, dubious: 5, mistake: 15, blunder: 25 }).ok, false);
});

test('accuracy curve: 100 % for no loss, falling with the loss', () => {
  near(moveAccuracy(0), 100, 0.01);
  near(moveAccuracy(10), 103.1668 * Math.exp(-0.4354) - 3.1669, 0.001);
  near(moveAccuracy(10), 63.6, 0.1);
  assert.equal(moveAccuracy(200), 0);
});

const facts = (ply: number, usi: string) => ({
  ply,
  color: (ply % 2 === 1 ? 'black' : 'white') as 'black' | 'white',
  usi,
  japanese: `m${ply}`,
});

test('a move review: Black +200 before, −400 after his move = a blunder of about 33 points', () => {
  // Black to move at +200 (58.3 %); after his move White to move at +400 for White (Black 33.9 %… for Black: 100 − 66.1).
  const m = reviewMove(
    facts(1, '7g7f'),
    { score: { kind: 'cp', value: 200 }, best: '2g2f' },
    { score: { kind: 'cp', value: 400 } },
    defaultThresholds(),
  );
  near(m.moverWinBefore, 58.26);
  near(m.moverWinAfter, 33.94);
  near(m.loss, 24.32);
  assert.equal(m.label, 'mistake');
  assert.deepEqual(m.score, { kind: 'cp', cp: -400 });
  assert.deepEqual(m.before, { kind: 'cp', cp: 200 });
  // White's move: before −100 for White, after +300 for Black (White 37.8 %).
  const w = reviewMove(
    facts(2, '3c3d'),
    { score: { kind: 'cp', value: -100 }, best: '8c8d' },
    { score: { kind: 'cp', value: 300 } },
    defaultThresholds(),
  );
  near(w.loss, 45.84 - 37.75);
  assert.equal(w.label, 'inaccuracy');
  // The engine's own best move never loses, even if the next search scores it lower.
  const best = reviewMove(
    facts(3, '2g2f'),
    { score: { kind: 'cp', value: 200 }, best: '2g2f' },
    { score: { kind: 'cp', value: 100 } },
    defaultThresholds(),
  );
  assert.equal(best.loss, 0);
  assert.equal(best.label, null);
  // Walking into a mate: win rate 100 → 0.
  const mated = reviewMove(
    facts(5, '5i4h'),
    { score: { kind: 'cp', value: 50 }, best: '5i6h' },
    { score: { kind: 'mate', value: 3 } },
    defaultThresholds(),
  );
  assert.equal(mated.label, 'blunder');
  assert.deepEqual(mated.score, { kind: 'mate', plies: 3, winner: 'white' });
});

/** A synthetic review with given losses per ply (odd = Black). */
function reviews(losses: number[]): MoveReview[] {
  return losses.map((loss, i) => ({
    ply: i + 1,
    color: i % 2 === 0 ? 'black' : 'white',
    usi: '7g7f',
    japanese: `m${i + 1}`,
    before: { kind: 'cp', cp: 0 },
    score: { kind: 'cp', cp: 0 },
    moverWinBefore: 50,
    moverWinAfter: 50 - loss,
    loss,
    label: labelForLoss(loss, defaultThresholds()),
  }));
}

test('summary per side: average loss, accuracy, label counts, three worst moves with their ply', () => {
  const all = reviews([0, 30, 6, 0, 12, 16, 0, 2, 26, 0]);
  const b = summarizeSide(all, 'black'); // plies 1,3,5,7,9: 0,6,12,0,26
  assert.equal(b.moves, 5);
  near(b.averageLoss, 44 / 5);
  near(b.accuracy, [0, 6, 12, 0, 26].map(moveAccuracy).reduce((s, x) => s + x) / 5, 1e-9);
  assert.deepEqual(b.counts, { inaccuracy: 1, dubious: 1, mistake: 0, blunder: 1 });
  assert.deepEqual(
    b.worst.map((w) => w.ply),
    [9, 5, 3],
  );
  const w = summarizeSide(all, 'white'); // 30,0,16,2,0
  assert.deepEqual(
    w.worst.map((x) => [x.ply, x.label]),
    [
      [2, 'blunder'],
      [6, 'mistake'],
      [8, null],
    ],
  );
  assert.deepEqual(w.counts, { inaccuracy: 0, dubious: 0, mistake: 1, blunder: 1 });
  const none = summarizeSide([], 'black');
  assert.equal(none.moves, 0);
  assert.equal(none.accuracy, 0);
});

test('comments: review lines replace earlier ones and keep the user text; a record reads back', () => {
  const rec = new Record();
  for (const u of ['7g7f', '3c3d', '2g2f']) rec.append(rec.position.createMoveByUSI(u)!);
  rec.first.next!.comment = 'my note';
  const moves = reviews([0, 30, 6]).map((m, i) => ({
    ...m,
    usi: ['7g7f', '3c3d', '2g2f'][i]!,
    best: '2g2f',
    bestJapanese: '▲２六歩',
  }));
  const settings = { limit: { movetimeMs: 500 }, thresholds: defaultThresholds() };
  const summary = buildSummary('Banmen 0.1', settings, 3, moves);
  applyCommentEdits(rec, reviewCommentEdits(rec, moves, summary));
  const first = rec.first.next!.comment;
  assert.match(
    first,
    /^#review label=none loss=0\.0 score=0 before=0 winrate=50\.0 best=2g2f best_ja=▲２六歩\nmy note$/,
  );
  assert.match(
    rec.first.comment,
    /^#review-summary engine=Banmen_0\.1 limit=movetime:500 thresholds=5\/10\/15\/25 range=1-3 done=3\/3$/m,
  );
  assert.match(
    rec.first.comment,
    /^#review-summary side=white moves=1 avgloss=30\.0 accuracy=\d+\.\d inaccuracy=0 dubious=0 mistake=0 blunder=1 worst=2$/m,
  );
  assert.equal(isFullyReviewed(rec), true);
  // Re-review: lines replaced, not added.
  applyCommentEdits(rec, reviewCommentEdits(rec, moves, summary));
  assert.equal(rec.first.next!.comment, first);
  assert.equal(rec.first.comment.split('\n').length, 3);
  const back = readMoveReviews(rec);
  assert.deepEqual(
    back.map((m) => [m.ply, m.color, m.usi, m.label, m.loss]),
    [
      [1, 'black', '7g7f', null, 0],
      [2, 'white', '3c3d', 'blunder', 30],
      [3, 'black', '2g2f', 'inaccuracy', 6],
    ],
  );
  assert.equal(back[0]!.japanese, '▲７六歩');
  assert.deepEqual(readSummaryHead(rec), {
    engine: 'Banmen_0.1',
    limit: 'movetime:500',
    done: 3,
    total: 3,
  });
  assert.equal(replaceReviewLines('#review x\nkeep\n\n', []), 'keep');
  assert.equal(findMoveLine('#review label=oops'), null);
});

test('evaluation graph: one point per ply from the position before the first move, mates at the cap', () => {
  const moves = reviews([0, 0, 0]).map((m, i) => ({
    ...m,
    before: { kind: 'cp' as const, cp: [30, 120, -80][i]! },
    score: [
      { kind: 'cp' as const, cp: 120 },
      { kind: 'cp' as const, cp: -80 },
      { kind: 'mate' as const, plies: 5, winner: 'white' as const },
    ][i]!,
  }));
  const g = evaluationGraph(moves);
  assert.deepEqual(
    g.map((p) => p.ply),
    [0, 1, 2, 3],
  );
  assert.deepEqual(
    g.map((p) => p.cp),
    [30, 120, -80, -3000],
  );
  assert.equal(g[3]!.mate, -5);
  assert.equal(g[3]!.winRate, 0);
  near(g[1]!.winRate, 54.98);
  assert.deepEqual(evaluationGraph([]), []);
});

test('a review written through the editor is one undo step', () => {
  const rec = new Record();
  for (const u of ['7g7f', '3c3d']) rec.append(rec.position.createMoveByUSI(u)!);
  rec.first.next!.comment = 'mine';
  const ed = new RecordEditor(rec);
  ed.gotoPly(2);
  const moves = reviews([0, 12]).map((m, i) => ({ ...m, usi: ['7g7f', '3c3d'][i]! }));
  const summary = buildSummary(
    'E',
    { limit: { nodes: 100 }, thresholds: defaultThresholds() },
    2,
    moves,
  );
  assert.deepEqual(ed.setComments(reviewCommentEdits(ed.record, moves, summary), 'write review'), {
    ok: true,
  });
  assert.equal(ed.current.ply, 2); // the cursor stays
  assert.equal(readMoveReviews(ed.record)[1]!.label, 'dubious');
  assert.equal(ed.undoLabel, 'write review');
  ed.undo();
  assert.equal(rec.first.next!.comment, 'mine');
  assert.equal(rec.first.comment, '');
  assert.equal(readMoveReviews(ed.record).length, 0);
});

test('a move review keeps the engine line from the position before, and its comment line reads back', () => {
  const m = reviewMove(
    facts(13, '7d7c+'),
    { score: { kind: 'cp', value: 40 }, best: 'P*8g', pv: ['P*8g', '8f8b', '7d7f'] },
    { score: { kind: 'cp', value: 1210 } },
    defaultThresholds(),
  );
  assert.deepEqual(m.pv, ['P*8g', '8f8b', '7d7f']);
  const read = findMoveLine(formatMoveLine(m));
  assert.deepEqual(read?.pv, ['P*8g', '8f8b', '7d7f']);
  // A line that does not start with the best move keeps the best move alone.
  const odd = reviewMove(
    facts(13, '7d7c+'),
    { score: { kind: 'cp', value: 40 }, best: 'P*8g', pv: ['8f8b'] },
    { score: { kind: 'cp', value: 1210 } },
    defaultThresholds(),
  );
  assert.deepEqual(odd.pv, ['P*8g']);
  // An older review line without `pv` reads as before.
  assert.equal(
    'pv' in findMoveLine('#review label=none loss=0.0 score=+1 before=+1 winrate=50.0')!,
    false,
  );
});
