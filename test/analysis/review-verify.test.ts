/**
 * `verifyFactor`: a labelled move is judged again by a search of F× the budget and keeps the
 * deeper verdict; unlabelled moves cost no second search.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Record } from 'tsshogi';
import { reviewGame } from '../../src-main/analysis/game-review.ts';
import type { PositionAnalyser } from '../../src-main/analysis/position-analyser.ts';
import type { PositionEval, ReviewLimit } from '../../src-main/shared/study/review-types.ts';
import { defaultThresholds } from '../../src-main/shared/study/win-rate.ts';
import type { UsiResult } from '../../src-main/usi/usi-engine.ts';

const MOVES = ['7g7f', '3c3d', '2g2f', '4c4d'];

/**
 * Shallow searches see moves 2 and 4 lose. Deeper ones (with a best move: 8c8d for White, the
 * game's move 2g2f for Black at ply 2) see only move 4 lose; at ply 1 the deeper root score
 * (White +300) is one ply off its children's (0), which alone would label move 2 "dubious".
 * A sibling position (the best move instead of the game's) scores 0.
 */
class TwoDepths implements PositionAnalyser {
  readonly name = 'TwoDepths';
  asked: string[] = [];
  async evaluate(
    _s: string,
    moves: readonly string[],
    limit: ReviewLimit,
  ): Promise<UsiResult<PositionEval>> {
    const deep = 'nodes' in limit && limit.nodes > 1000;
    const n = moves.length;
    const sibling = n > 0 && moves[n - 1] !== MOVES[n - 1];
    this.asked.push(`${n}${deep ? 'd' : ''}${sibling ? '*' : ''}`);
    const shallow = [0, 0, 500, -500, 1100];
    const deeper = [0, 300, 0, 0, 600];
    const cp = sibling ? 0 : (deep ? deeper : shallow)[n]!;
    const best = deep ? ['7g7f', '8c8d', '2g2f', '8c8d', '8c8d'][n] : undefined;
    return { ok: true, value: { score: { kind: 'cp', value: cp }, ...(best ? { best } : {}) } };
  }
  async close(): Promise<void> {}
}

function game(): Record {
  const rec = new Record();
  for (const u of MOVES) rec.append(rec.position.createMoveByUSI(u)!);
  return rec;
}

test('a label the deeper search does not confirm is dropped; a confirmed one stays', async () => {
  const settings = { limit: { nodes: 1000 }, thresholds: defaultThresholds() };
  const plain = await reviewGame(game(), new TwoDepths(), { ...settings, verifyFactor: 1 });
  assert.equal(plain.moves[1]!.label, 'mistake'); // △３四歩: 50 % → 30.3 % at the shallow budget
  const a = new TwoDepths();
  const out = await reviewGame(game(), a, { ...settings, verifyFactor: 4 });
  // △３四歩: the deeper root (62.2 % for White) against its child (50 %) would say "dubious";
  // like for like, after the best move △８四歩 and after △３四歩 are both 50 %: no label.
  assert.equal(out.moves[1]!.label, null);
  assert.deepEqual(out.moves[1]!.score, { kind: 'cp', cp: 0 });
  assert.equal(out.moves[2]!.label, null); // ▲２六歩 is the deeper search's own best move
  // △４四歩: 50 % after the best move △８四歩, 26.9 % after △４四歩 at the deeper budget.
  assert.equal(out.moves[3]!.label, 'mistake');
  assert.equal(out.moves[3]!.loss.toFixed(1), '23.1');
  // Second searches only around labelled moves (moves 2, 3 and 4 at the shallow budget), with
  // the best move's sibling where it is not the move played.
  assert.deepEqual(
    a.asked.filter((x) => x.includes('d')),
    ['1d', '2d', '2d*', '3d', '4d', '4d*'],
  );
});

test('a review verifies by default (REVIEW_VERIFY_FACTOR), so the shallow-only label is gone', async () => {
  const settings = { limit: { nodes: 1000 }, thresholds: defaultThresholds() };
  const out = await reviewGame(game(), new TwoDepths(), settings);
  assert.equal(out.moves[1]!.label, null);
  assert.equal(out.moves[3]!.label, 'mistake');
});

/** One move, ▲７六歩, that loses 15.5 points at every budget (White +385 after it, 0 after ▲２六歩). */
class JustAMistake implements PositionAnalyser {
  readonly name = 'JustAMistake';
  /** `afterCp`: White's score after ▲７六歩 (385: a 15.5-point loss). */
  constructor(private readonly afterCp = 385) {}
  async evaluate(_s: string, moves: readonly string[]): Promise<UsiResult<PositionEval>> {
    const cp = moves.length === 1 && moves[0] === '7g7f' ? this.afterCp : 0;
    const best = moves.length === 0 ? '2g2f' : '8c8d';
    return { ok: true, value: { score: { kind: 'cp', value: cp }, best } };
  }
  async close(): Promise<void> {}
}

test('a verified loss just over the mistake threshold is "dubious" (REVIEW_SEVERE_MARGIN)', async () => {
  const rec = new Record();
  rec.append(rec.position.createMoveByUSI('7g7f')!);
  const settings = { limit: { nodes: 1000 }, thresholds: defaultThresholds() };
  const verified = await reviewGame(rec, new JustAMistake(), settings);
  assert.equal(verified.moves[0]!.loss.toFixed(1), '15.5');
  assert.equal(verified.moves[0]!.label, 'dubious'); // 15.5 < 15 + REVIEW_SEVERE_MARGIN
  const plain = await reviewGame(rec, new JustAMistake(), { ...settings, verifyFactor: 1 });
  assert.equal(plain.moves[0]!.label, 'mistake'); // no verification: the plain thresholds
});

test('a verified loss just over the inaccuracy threshold gets no label (REVIEW_INACCURACY_MARGIN)', async () => {
  const rec = new Record();
  rec.append(rec.position.createMoveByUSI('7g7f')!);
  const settings = { limit: { nodes: 1000 }, thresholds: defaultThresholds() };
  const verified = await reviewGame(rec, new JustAMistake(132), settings);
  assert.equal(verified.moves[0]!.loss.toFixed(1), '5.5');
  assert.equal(verified.moves[0]!.label, null); // 5.5 < 5 + 1: a coin toss for a deeper search
  const plain = await reviewGame(rec, new JustAMistake(132), { ...settings, verifyFactor: 1 });
  assert.equal(plain.moves[0]!.label, 'inaccuracy');
});

/**
 * ▲７六歩 where Black had a mate in 5 (▲２六歩 mates: White is mated in 4 after it); after
 * ▲７六歩 White is to move at `afterCp` (White's view) at every budget.
 */
function missedMate(afterCp: number): PositionAnalyser {
  return {
    name: 'MissedMate',
    async evaluate(_s: string, moves: readonly string[]): Promise<UsiResult<PositionEval>> {
      if (moves.length === 0)
        return { ok: true, value: { score: { kind: 'mate', value: 5 }, best: '2g2f' } };
      const score =
        moves[0] === '7g7f'
          ? ({ kind: 'cp', value: afterCp } as const)
          : ({ kind: 'mate', value: -4 } as const);
      return { ok: true, value: { score, best: '8c8d' } };
    },
    async close(): Promise<void> {},
  };
}

test('a missed mate that keeps a won game is "dubious"; one that throws the win away is not', async () => {
  const rec = new Record();
  rec.append(rec.position.createMoveByUSI('7g7f')!);
  const settings = { limit: { nodes: 1000 }, thresholds: defaultThresholds() };
  // Black keeps +900 (81.8 %): 18.2 points from the mate's 100 %, but still won.
  const won = await reviewGame(rec, missedMate(-900), settings);
  assert.equal(won.moves[0]!.loss.toFixed(1), '18.2');
  assert.equal(won.moves[0]!.label, 'dubious');
  assert.deepEqual(won.moves[0]!.why, { kind: 'missed-mate', plies: 5 });
  // Black is left at +300 (62.2 %): a blunder, mate or no mate.
  const thrown = await reviewGame(rec, missedMate(-300), settings);
  assert.equal(thrown.moves[0]!.label, 'blunder');
  assert.deepEqual(thrown.moves[0]!.why, { kind: 'missed-mate', plies: 5 });
});
