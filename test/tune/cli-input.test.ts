import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertOk } from '../helpers/assert-ok.ts';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultMovePrior } from '../../src-main/engine/eval/classical/move-prior.ts';
import { readPriorFile, readWeightsFile } from '../../src-main/tune/cli-input.ts';
import { formatMovePrior } from '../../src-main/tune/move-prior.ts';

test('the tuners read the shipped weights and a written prior', () => {
  const weights = readWeightsFile('resources/classical/weights.json');
  assert.ok(weights.ok && weights.value.values.length > 100);
  const file = join(mkdtempSync(join(tmpdir(), 'banmen-cli-')), 'prior.json');
  writeFileSync(file, formatMovePrior(defaultMovePrior(), {}));
  const prior = readPriorFile(file);
  assertOk(prior);
  assert.deepEqual([...prior.value.fromTo], [...defaultMovePrior().fromTo]);
});

test('a missing, malformed or wrong-shaped input file gives one message naming it', () => {
  const dir = mkdtempSync(join(tmpdir(), 'banmen-cli-'));
  const missing = join(dir, 'missing.json');
  const broken = join(dir, 'broken.json');
  const empty = join(dir, 'empty.json');
  writeFileSync(broken, '{"tables": ');
  writeFileSync(empty, '{"tables": {}}');
  const message = (r: { ok: boolean; message?: string }) => (r.ok ? 'ok' : r.message!);
  assert.match(message(readWeightsFile(missing)), /missing\.json: ENOENT/);
  assert.match(message(readWeightsFile(broken)), /broken\.json: WEIGHTS_JSON: not JSON/);
  assert.match(message(readPriorFile(missing)), /missing\.json: ENOENT/);
  assert.match(message(readPriorFile(broken)), /broken\.json: .*JSON/);
  assert.match(message(readPriorFile(empty)), /empty\.json: not a move-prior file/);
});
