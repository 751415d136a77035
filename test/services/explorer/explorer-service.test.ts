/**
 * The explorer service behind the study panel: a typed folder is added (a relative or missing
 * path is refused), indexing reports progress and ends, the start position lists the folder's
 * moves and the bundled book's, and a removed folder stops counting.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertOk } from '../../helpers/assert-ok.ts';
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ExplorerService } from '../../../src-main/services/explorer/explorer-service.ts';
import type { ExplorerProgress } from '../../../src-main/shared/contract.ts';
import { REPO } from '../../engine/helpers/usi-harness.ts';

const START = 'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1';

test('add a folder, index it with progress, query, remove it', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'explorer-service-'));
  const records = join(dir, 'records');
  cpSync(`${REPO}test/fixtures/explorer`, records, { recursive: true });
  const events: ExplorerProgress[] = [];
  let done: () => void = () => {};
  const service = new ExplorerService({
    dir: join(dir, 'data'),
    emit: (p) => {
      events.push(p);
      if (!p.running) done();
    },
  });
  const refused = await service.addFolder('records');
  assert.ok(
    !refused.ok && refused.error.code === 'EXPLORER_NOT_A_FOLDER',
    'a relative path is refused',
  );
  const added = await service.addFolder(records);
  assertOk(added);
  assert.deepEqual(added.value, [records]);
  let finished = new Promise<void>((r) => (done = r));
  assertOk(service.update());
  await finished;
  assert.ok(
    events.some((e) => e.running && e.filesDone === 1 && e.filesTotal === 2),
    'progress per file',
  );
  assert.equal(events.at(-1)!.games, 4);
  const r = service.query(START);
  assertOk(r);
  assert.deepEqual(
    r.value.moves.map((m) => [m.move, m.games]),
    [
      ['7g7f', 3],
      ['2g2f', 1],
    ],
  );
  assert.equal(r.value.book[0]?.move, '7g7f', 'the bundled book answers too');
  assert.ok(!service.query('not a position').ok);
  assert.deepEqual(service.removeFolder(records), []);
  finished = new Promise<void>((res) => (done = res));
  service.update();
  await finished;
  const after = service.query(START);
  assert.ok(after.ok && after.value.moves.length === 0, 'a removed folder no longer counts');
});
