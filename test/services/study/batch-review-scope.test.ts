// Issue 42 F5: `study:batch-review` rewrote any record file anywhere. It now writes only where
// `study:write` may: inside the records folder in the browser host (symbolic links resolved),
// granted files under Electron; everything else is refused or skipped, and left unchanged.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServices } from '../../../src-main/services/create-services.ts';
import { createInvokeHandlers } from '../../../src-main/services/ipc-handlers.ts';
import { assertOk } from '../../helpers/assert-ok.ts';

const GAME = join(import.meta.dirname, '../../fixtures/study/rook-blunder.kifu');
const settings = {
  limit: { nodes: 50 },
  thresholds: { inaccuracy: 5, dubious: 10, mistake: 15, blunder: 25 },
};

/** A folder holding a copy of the fixture game as `name`. */
function folderWithGame(name: string): { dir: string; file: string; text: string } {
  const dir = mkdtempSync(join(tmpdir(), 'banmen-batch-'));
  const file = join(dir, name);
  copyFileSync(GAME, file);
  return { dir, file, text: readFileSync(file, 'latin1') };
}

test('browser host: a batch review stays inside the records folder', async () => {
  const data = mkdtempSync(join(tmpdir(), 'banmen-batch-data-'));
  const records = join(data, 'records');
  mkdirSync(records);
  const outside = folderWithGame('victim.kifu');
  copyFileSync(GAME, join(records, 'mine.kifu'));
  symlinkSync(outside.file, join(records, 'link.kifu'));
  const services = createServices({ dataDir: data, sink: () => {}, host: 'web', osLang: 'en' });
  const h = createInvokeHandlers(services);
  try {
    for (const path of [outside.dir, outside.file, join(records, '..')]) {
      const r = await h['study:batch-review']({ path, engineId: 'builtin', settings });
      assert.ok(!r.ok && r.error.code === 'FILE_NOT_ALLOWED', `${path}: ${JSON.stringify(r)}`);
      assert.match(r.error.message, /only inside the records folder/);
    }
    const r = await h['study:batch-review']({ path: records, engineId: 'builtin', settings });
    assertOk(r);
    const by = Object.fromEntries(r.value.map((f) => [f.path.split('/').pop(), f]));
    assert.equal(by['mine.kifu']?.status, 'reviewed');
    assert.equal(by['link.kifu']?.status, 'skipped', 'a link leading out is not followed');
    assert.equal(
      readFileSync(outside.file, 'latin1'),
      outside.text,
      'the outside file is unchanged',
    );
  } finally {
    await services.study.analysis.closeAll();
    services.study.review.cancelAll();
  }
});

test('Electron: a batch review writes only files main granted', async () => {
  const data = mkdtempSync(join(tmpdir(), 'banmen-batch-data-'));
  const { dir, file, text } = folderWithGame('granted.kifu');
  copyFileSync(GAME, join(dir, 'other.kifu'));
  const services = createServices({
    dataDir: data,
    sink: () => {},
    host: 'electron',
    osLang: 'en',
    chooseSavePath: async () => null,
  });
  services.saves!.grant(file);
  const h = createInvokeHandlers(services);
  try {
    const r = await h['study:batch-review']({ path: dir, engineId: 'builtin', settings });
    assertOk(r);
    const by = Object.fromEntries(r.value.map((f) => [f.path.split('/').pop(), f]));
    assert.equal(by['granted.kifu']?.status, 'reviewed');
    assert.equal(by['other.kifu']?.status, 'skipped');
    assert.match(by['other.kifu']?.message ?? '', /was not chosen in a Save dialog/);
    assert.equal(readFileSync(join(dir, 'other.kifu'), 'latin1'), readFileSync(GAME, 'latin1'));
    assert.notEqual(readFileSync(file, 'latin1'), text, 'the granted file got the review');
  } finally {
    services.study.review.cancelAll();
  }
});
