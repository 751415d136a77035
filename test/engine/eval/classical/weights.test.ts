import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, existsSync } from 'node:fs';
import { FEATURES, FEATURE_COUNT, initialWeights } from '../../../../src-main/engine/eval/classical/feature-set.ts';
import { formatClassicalWeights, loadClassicalWeights } from '../../../../src-main/engine/eval/classical/weights.ts';
import { CASTLES } from '../../../../src-main/engine/eval/classical/castles.ts';

test('weights round-trip through the JSON file format', () => {
  const w = initialWeights();
  w[3] = 1234;
  const r = loadClassicalWeights(formatClassicalWeights(w, { note: 'x' }));
  assert.ok(r.ok);
  assert.deepEqual([...r.weights.values], [...w]);
  assert.deepEqual(r.missing, []);
  assert.equal(r.weights.meta.note, 'x');
});

test('bad weights files give typed errors', () => {
  const code = (text: string): string | undefined => {
    const r = loadClassicalWeights(text);
    return r.ok ? undefined : r.error.code;
  };
  assert.equal(code('{not json'), 'WEIGHTS_JSON');
  assert.equal(code('[]'), 'WEIGHTS_FORMAT');
  assert.equal(code('{"format":"other","version":1,"weights":{}}'), 'WEIGHTS_FORMAT');
  assert.equal(code('{"format":"banmen-classical-weights","version":9,"weights":{}}'), 'WEIGHTS_VERSION');
  assert.equal(code('{"format":"banmen-classical-weights","version":1}'), 'WEIGHTS_FORMAT');
  assert.equal(code('{"format":"banmen-classical-weights","version":1,"weights":{"material.P":1.5}}'), 'WEIGHTS_VALUE');
});

test('missing features take hand-set values and unknown names are reported', () => {
  const r = loadClassicalWeights({ format: 'banmen-classical-weights', version: 1, weights: { 'material.P': 77, nope: 3 } });
  assert.ok(r.ok);
  assert.equal(r.weights.values[0], 77);
  assert.equal(r.missing.length, FEATURE_COUNT - 1);
  assert.deepEqual(r.unknown, ['nope']);
});

test('the shipped weights file loads and names every feature', () => {
  const path = new URL('../../../../resources/classical/weights.json', import.meta.url);
  if (!existsSync(path)) return;
  const r = loadClassicalWeights(readFileSync(path, 'utf8'));
  assert.ok(r.ok, r.ok ? '' : r.error.message);
  assert.deepEqual(r.missing, []);
  assert.deepEqual(r.unknown, []);
});

test('the castle dictionary holds at least 40 well-formed formations', () => {
  assert.ok(CASTLES.length >= 40, `${CASTLES.length} castles`);
  assert.equal(new Set(CASTLES.map((c) => c.name)).size, CASTLES.length);
  for (const c of CASTLES) {
    const squares = new Set([c.king, ...c.squares]);
    assert.equal(squares.size, c.squares.length + 1, `${c.name}: squares overlap`);
    assert.ok(c.king >= 0 && c.types.length >= 2, c.name);
  }
  assert.ok(FEATURES.some((f) => f.family === 'castle'));
});
