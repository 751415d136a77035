import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertOk } from '../helpers/assert-ok.ts';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RecordFiles } from '../../src-main/services/record-files.ts';

test('only record files the OS handed over can be read', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'banmen-rec-'));
  const kif = join(dir, 'game.kif');
  writeFileSync(kif, '手合割：平手\n');
  const files = new RecordFiles();
  const before = await files.read(kif);
  assert.ok(!before.ok && before.error.code === 'FILE_NOT_ALLOWED');
  assert.equal(files.announce(join(dir, 'secret.txt')), false);
  assert.equal(files.announce(kif), true);
  const r = await files.read(kif);
  assertOk(r);
  assert.equal(r.value.name, 'game.kif');
  assert.equal(Buffer.from(r.value.bytes).toString('utf8'), '手合割：平手\n');
});
