import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
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
