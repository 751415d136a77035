import { test } from 'node:test';
import assert from 'node:assert/strict';
import { STARTPOS_SFEN as START, moveToUsi } from '../../src-main/shared/rules/sfen.ts';
import { FeatureExtractor } from '../../src-main/engine/eval/classical/extract.ts';
import { FEATURE_COUNT } from '../../src-main/engine/eval/classical/feature-set.ts';
import { ExpertChildren, previousMoveTo } from '../../src-main/tune/expert-children.ts';

test('every legal child is visited once, from the parent, and the expert move is found', () => {
  const walker = new ExpertChildren();
  const features = new Int32Array(FEATURE_COUNT);
  const seen: string[] = [];
  const node = walker.walk(
    { sfen: START, move: '7g7f', source: 't#1' },
    new FeatureExtractor(),
    () => features,
    (_i, m, pos) => {
      assert.equal(pos.sfen(), START);
      seen.push(moveToUsi(m));
    },
  );
  assert.ok(node);
  assert.equal(node.children, 30);
  assert.equal(new Set(seen).size, 30);
  assert.equal(seen[node.expertChild], '7g7f');
});

test('an invalid SFEN or an illegal expert move is skipped without visiting anything', () => {
  const walker = new ExpertChildren();
  let visits = 0;
  const out = new Int32Array(FEATURE_COUNT);
  const walk = (sfen: string, move: string) =>
    walker.walk(
      { sfen, move, source: 't#1' },
      new FeatureExtractor(),
      () => out,
      () => visits++,
    );
  assert.equal(walk('not a position', '7g7f'), undefined);
  assert.equal(walk(START, '7g7e'), undefined);
  assert.equal(visits, 0);
});

test('the previous move is read from its USI text, drops and promotions included', () => {
  assert.equal(previousMoveTo('7g7f'), 6 * 9 + 5);
  assert.equal(previousMoveTo('P*5e'), 4 * 9 + 4);
  assert.equal(previousMoveTo('8h2b+'), 1 * 9 + 1);
  assert.equal(previousMoveTo(undefined), -1);
});
