/**
 * The evaluator the options choose: minishogi without named weights plays on its own fitted
 * weights (resources/classical/minishogi.json), not on standard shogi's.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Position } from '../../../src-main/shared/rules/position.ts';
import { createEvaluator } from '../../../src-main/engine/eval/factory.ts';
import { createClassicalEvaluator } from '../../../src-main/engine/eval/classical/evaluator.ts';
import {
  defaultClassicalWeights,
  defaultMinishogiWeights,
} from '../../../src-main/engine/eval/classical/default-weights.ts';
import type { Evaluator } from '../../../src-main/engine/eval/evaluator.ts';

const evalAt = (e: Evaluator, pos: Position): number => {
  e.reset(pos);
  return e.evaluate(pos);
};

test('minishogi evaluates with its own shipped weights, shogi with the shogi ones', () => {
  const mini = defaultMinishogiWeights();
  assert.ok(mini.scales, 'the minishogi file carries fitted attack-term scales');
  assert.match(String(mini.meta.source), /eval:fit/);
  const pos = Position.startpos('minishogi');
  const made = createEvaluator({ evalFile: '', backend: 'ts', variant: 'minishogi' });
  assert.equal(made.evaluator.name, 'classical');
  const chosen = evalAt(made.evaluator, pos);
  assert.equal(chosen, evalAt(createClassicalEvaluator(mini), pos));
  assert.notEqual(chosen, evalAt(createClassicalEvaluator(defaultClassicalWeights()), pos));
  // Named weights still win over the variant's default.
  const named = createEvaluator({
    evalFile: '',
    backend: 'ts',
    variant: 'minishogi',
    classicalWeights: 'resources/classical/weights.json',
  });
  assert.equal(
    evalAt(named.evaluator, pos),
    evalAt(createClassicalEvaluator(defaultClassicalWeights()), pos),
  );
});
