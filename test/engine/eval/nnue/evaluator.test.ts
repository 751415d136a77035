import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertOk } from '../../../helpers/assert-ok.ts';
import { legalMoves } from '../../../../src-main/shared/rules/movegen.ts';
import { Position } from '../../../../src-main/shared/rules/position.ts';
import { parseSfen } from '../../../../src-main/shared/rules/sfen.ts';
import type { Move } from '../../../../src-main/shared/rules/types.ts';
import type { Evaluator } from '../../../../src-main/engine/eval/evaluator.ts';
import { loadNnueNet } from '../../../../src-main/engine/eval/nnue/load.ts';
import { emptyNet } from '../../../../src-main/engine/eval/nnue/net.ts';

/** A fallback that counts the hooks it receives and scores every position 123. */
class CountingEvaluator implements Evaluator {
  readonly name = 'material';
  calls: string[] = [];
  reset(_pos: Position): void {
    this.calls.push('reset');
  }
  onDoMove(_pos: Position, _m: Move): void {
    this.calls.push('do');
  }
  onUndoMove(_pos: Position, _m: Move): void {
    this.calls.push('undo');
  }
  onDoNullMove(_pos: Position): void {
    this.calls.push('null');
  }
  onUndoNullMove(_pos: Position): void {
    this.calls.push('unnull');
  }
  evaluate(_pos: Position): number {
    return 123;
  }
}

function nnue() {
  const net = emptyNet();
  net.outBias = 16 * 7; // every standard position scores 7
  const r = loadNnueNet(net, { backend: 'ts' });
  assertOk(r);
  return r.nnue.createEvaluator();
}

test('minishogi and kingless roots go to the fallback evaluator, with the typed reason', () => {
  const ev = nnue();
  const fallback = new CountingEvaluator();
  ev.setFallback(fallback);
  const mini = Position.startpos('minishogi');
  ev.reset(mini);
  assert.equal(ev.lastRefusal?.code, 'NNUE_VARIANT');
  const m = legalMoves(mini)[0]!;
  mini.doMove(m);
  ev.onDoMove(mini, m);
  assert.equal(ev.evaluate(mini), 123);
  ev.onUndoMove(mini, m);
  mini.undoMove(m);
  assert.deepEqual(fallback.calls, ['reset', 'do', 'undo']);

  const tsume = parseSfen('4k4/9/9/9/9/9/9/9/9 b 2r2b4g4s4n4l18p 1');
  assertOk(tsume);
  if (tsume.ok) {
    ev.reset(tsume.position);
    assert.equal(ev.lastRefusal?.code, 'NNUE_NO_KING');
    assert.equal(ev.evaluate(tsume.position), 123);
  }

  const start = Position.startpos();
  ev.reset(start);
  assert.equal(ev.lastRefusal, null, 'a standard root is NNUE’s again');
  assert.equal(ev.evaluate(start), 7);
});

test('without a fallback, an unsupported root is refused loudly, naming the reason', () => {
  const ev = nnue();
  assert.throws(
    () => ev.reset(Position.startpos('minishogi')),
    /NNUE_VARIANT: NNUE evaluates standard shogi only/,
  );
});

test('the evaluator reports its backend for an info string', () => {
  const ev = nnue();
  assert.equal(ev.name, 'nnue-ts');
  assert.equal(ev.describe(), 'nnue-ts: TS backend requested');
});
