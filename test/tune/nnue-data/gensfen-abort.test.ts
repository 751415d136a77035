/**
 * gensfen's abort signal (the app's time budget and Stop): the run ends soon after the abort, the
 * file holds whole records only, exactly the games reported, far fewer than asked for.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GENSFEN_DEFAULTS } from '../../../src-main/tune/nnue-data/gensfen.ts';
import { runGensfen } from '../../../src-main/tune/nnue-data/gensfen-pool.ts';
import { PSV_SIZE } from '../../../src-main/tune/nnue-data/psv.ts';

test(
  'an aborted gensfen run keeps the whole games written so far and stops',
  { timeout: 60_000 },
  async () => {
    const dir = mkdtempSync(join(tmpdir(), 'banmen-gensfen-abort-'));
    try {
      const out = join(dir, 'a.bin');
      const abort = new AbortController();
      const final = await runGensfen(
        {
          out,
          positions: 1_000_000,
          workers: 1,
          seed: 5,
          options: { ...GENSFEN_DEFAULTS, depth: 1 },
          openings: [{ sfen: 'startpos', moves: [] }],
          evalFile: '',
          signal: abort.signal,
          // Stop once two games are in.
          onProgress: (p) => void (p.games >= 2 && abort.abort()),
        },
        0,
      );
      assert.equal(final.games, 2, 'no game is written after the abort');
      const size = statSync(out).size;
      assert.equal(size % PSV_SIZE, 0, 'whole records only');
      assert.equal(size / PSV_SIZE, final.written);
      assert.ok(final.written > 0 && final.written < 1000, `${final.written} records`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
);
