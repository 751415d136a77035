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

/** Shallow searches see moves 2 and 4 lose; deeper ones see only move 4 lose. */
class TwoDepths implements PositionAnalyser {
  readonly name = 'TwoDepths';
  asked: string[] = [];
  async evaluate(
    _s: string,
    moves: readonly string[],
    limit: ReviewLimit,
  ): Promise<UsiResult<PositionEval>> {
    const deep = 'nodes' in limit && limit.nodes > 1000;
    this.asked.push(`${moves.length}${deep ? 'd' : ''}`);
    const shallow = [0, 0, 500, -500, 1100];
    const deeper = [0, 0, 0, 0, 600];
    const cp = (deep ? deeper : shallow)[moves.length]!;
    return { ok: true, value: { score: { kind: 'cp', value: cp } } };
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
  const plain = await reviewGame(game(), new TwoDepths(), settings);
  assert.equal(plain.moves[1]!.label, 'mistake'); // △３四歩: 50 % → 30.3 % at the shallow budget
  const a = new TwoDepths();
  const out = await reviewGame(game(), a, { ...settings, verifyFactor: 4 });
  assert.equal(out.moves[1]!.label, null); // the deeper search sees no loss
  assert.deepEqual(out.moves[1]!.score, { kind: 'cp', cp: 0 });
  assert.equal(out.moves[3]!.label, 'mistake'); // △４四歩: 50 % → 26.9 % at the deeper budget
  // Second searches only around labelled moves (moves 2, 3 and 4 at the shallow budget).
  assert.deepEqual(
    a.asked.filter((x) => x.endsWith('d')),
    ['1d', '2d', '3d', '4d'],
  );
});
