import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertOk } from '../../../helpers/assert-ok.ts';
import { readFileSync, existsSync } from 'node:fs';
import {
  FEATURES,
  FEATURE_COUNT,
  featureIndex,
  initialWeights,
} from '../../../../src-main/engine/eval/classical/feature-set.ts';
import { createClassicalEvaluator } from '../../../../src-main/engine/eval/classical/evaluator.ts';
import { position } from './helpers.ts';
import {
  formatClassicalWeights,
  loadClassicalWeights,
} from '../../../../src-main/engine/eval/classical/weights.ts';
import { CASTLES } from '../../../../src-main/engine/eval/classical/castles.ts';

test('weights round-trip through the JSON file format', () => {
  const w = initialWeights();
  w[3] = 1234;
  const r = loadClassicalWeights(formatClassicalWeights(w, { note: 'x' }));
  assertOk(r);
  assert.deepEqual([...r.weights.values], [...w]);
  assert.deepEqual(r.missing, []);
  assert.equal(r.weights.meta.note, 'x');
});

test('a fastWeights section feeds the fast evaluator only', () => {
  const full = initialWeights();
  full[featureIndex('material.R')] = 300;
  const fast = initialWeights();
  const r = loadClassicalWeights(formatClassicalWeights(full, {}, fast));
  assertOk(r);
  assert.equal(r.weights.fast![featureIndex('material.R')], fast[featureIndex('material.R')]);
  assert.equal(r.weights.values[featureIndex('material.R')], 300);
  // Black is a rook up: the fast evaluator values it with fastWeights, the full one with weights.
  const pos = position('lnsgkgsnl/7b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1');
  const fastEv = createClassicalEvaluator(r.weights);
  const fullFromFast = createClassicalEvaluator({ values: full, meta: {} });
  fastEv.reset(pos);
  fullFromFast.reset(pos);
  assert.ok(fastEv.evaluate(pos) - fullFromFast.evaluate(pos) > 500);
  const bad = loadClassicalWeights({
    format: 'banmen-classical-weights',
    version: 1,
    weights: {},
    fastWeights: 3,
  });
  assert.equal(bad.ok ? '' : bad.error.code, 'WEIGHTS_FORMAT');
});

test('bad weights files give typed errors', () => {
  const code = (text: string): string | undefined => {
    const r = loadClassicalWeights(text);
    return r.ok ? undefined : r.error.code;
  };
  assert.equal(code('{not json'), 'WEIGHTS_JSON');
  assert.equal(code('[]'), 'WEIGHTS_FORMAT');
  assert.equal(code('{"format":"other","version":1,"weights":{}}'), 'WEIGHTS_FORMAT');
  assert.equal(
    code('{"format":"banmen-classical-weights","version":9,"weights":{}}'),
    'WEIGHTS_VERSION',
  );
  assert.equal(code('{"format":"banmen-classical-weights","version":1}'), 'WEIGHTS_FORMAT');
  assert.equal(
    code('{"format":"banmen-classical-weights","version":1,"weights":{"material.P":1.5}}'),
    'WEIGHTS_VALUE',
  );
});

test('a bad king-relative section is refused with where it is wrong', () => {
  const message = (fastKingRelative: unknown): string => {
    const r = loadClassicalWeights({
      format: 'banmen-classical-weights',
      version: 1,
      weights: {},
      fastKingRelative,
    });
    return r.ok ? '' : `${r.error.code}: ${r.error.message}`;
  };
  assert.match(message({ both: {} }), /WEIGHTS_VALUE: .*unknown king "both"/);
  assert.match(
    message({ own: { Q: [] } }),
    /WEIGHTS_VALUE: fastKingRelative.own has an unknown kind "Q"/,
  );
  assert.match(message({ enemy: { G: [1, 2] } }), /fastKingRelative.enemy.G is not 153 numbers/);
  const row = Array.from({ length: 153 }, (_, i) => (i === 7 ? 0.5 : 0));
  assert.match(message({ own: { S: row } }), /fastKingRelative.own.S\[7\] is not an integer/);
  // A good section round-trips: the enemy table's silver row lands after the whole own table.
  const good = loadClassicalWeights({
    format: 'banmen-classical-weights',
    version: 1,
    weights: {},
    fastKingRelative: { enemy: { S: row.map((_, i) => i) } },
  });
  assertOk(good);
  assert.equal(good.weights.kingRel![13 * 153 + 3 * 153 + 40], 40);
  assert.equal(good.weights.kingRel![3 * 153 + 40], 0);
});

test('missing features take hand-set values and unknown names are reported', () => {
  const r = loadClassicalWeights({
    format: 'banmen-classical-weights',
    version: 1,
    weights: { 'material.P': 77, nope: 3 },
  });
  assertOk(r);
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
  assert.ok(r.weights.fast, 'the shipped file has fastWeights for the search');
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
