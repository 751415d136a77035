import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  loadExpertPositions,
  loadExpertPositionsAsync,
} from '../../src-main/tune/expert-positions.ts';

const FOLDER = new URL(
  '../../../shared/data/games/computer_gpsshogi_tournaments_2004-2013/',
  import.meta.url,
).pathname;
const skip = existsSync(FOLDER) ? false : `${FOLDER} is absent: the loader test needs game records`;

test(
  'a folder of records loads the same positions with and without yielding, and the app stays responsive while it loads',
  { skip },
  async () => {
    const opt = { skipPlies: 16, winnerOnly: true };
    const sync = loadExpertPositions([FOLDER], opt);
    assert.ok(sync.positions.length > 1000, `${sync.positions.length} positions`);
    let ticks = 0;
    const timer = setInterval(() => ticks++, 5);
    const async = await loadExpertPositionsAsync([FOLDER], opt);
    clearInterval(timer);
    assert.deepEqual(async.positions, sync.positions);
    assert.deepEqual(async.errors, sync.errors);
    assert.ok(ticks > 0, 'a timer fired while the folder was loading');
  },
);

test('an opening book of move lines (.sfen) loads; a named file of an unknown type or a missing path is reported, not skipped quietly', () => {
  const dir = mkdtempSync(join(tmpdir(), 'banmen-expert-'));
  writeFileSync(join(dir, 'book.sfen'), 'startpos moves 7g7f 3c3d 2g2f\n');
  writeFileSync(join(dir, 'notes.md'), 'not positions\n');
  const book = loadExpertPositions([join(dir, 'book.sfen')]);
  assert.deepEqual(
    book.positions.map((p) => p.move),
    ['7g7f', '3c3d', '2g2f'],
  );
  assert.deepEqual(book.errors, []);
  // In a folder, other files are skipped quietly; named on their own, they are errors.
  assert.deepEqual(loadExpertPositions([dir]).errors, []);
  const named = loadExpertPositions([join(dir, 'notes.md'), join(dir, 'missing.usi')]);
  assert.deepEqual(
    named.errors.map((e) => [e.file, /unknown file type ".md"|ENOENT/.exec(e.message)?.[0]]),
    [
      [join(dir, 'notes.md'), 'unknown file type ".md"'],
      [join(dir, 'missing.usi'), 'ENOENT'],
    ],
  );
});
