/**
 * A real review with the built-in engine at a small node count: a Shift_JIS KIF with variations
 * and comments and a CSA game from ../shared/data/kifu_wild/ (skipped when absent) are reviewed,
 * written back, and reloaded through the records module: labels, best moves and the summary are
 * in the comments, the user's comments and variations are intact, they survive saving in every
 * commentable format, and a second batch run skips the files.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertOk } from '../helpers/assert-ok.ts';
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Record } from 'tsshogi';
import { UsiPositionAnalyser } from '../../src-main/analysis/position-analyser.ts';
import { BUILTIN_SPEC } from '../../src-main/analysis/engine-process.ts';
import { reviewPath } from '../../src-main/analysis/batch-review.ts';
import { readRecordFile } from '../../src-main/records/service.ts';
import { exportRecord, importRecord } from '../../src-main/shared/records/index.ts';
import {
  findMoveLine,
  isFullyReviewed,
  mainLineMoves,
  readSummaryHead,
} from '../../src-main/shared/study/review-comment.ts';
import { readMoveReviews } from '../../src-main/shared/study/review-read.ts';
import { defaultThresholds } from '../../src-main/shared/study/win-rate.ts';

const DATA = resolve(
  fileURLToPath(new URL('../../', import.meta.url)),
  '../shared/data/kifu_wild/json-kifu-format_tests',
);
const KIF = join(DATA, 'kif/henka.kif');
const CSA = join(DATA, 'csa/example.csa');
const missing = !existsSync(KIF) || !existsSync(CSA);

/** Number of nodes of a record tree. */
function size(r: Record): number {
  let n = 0;
  r.forEach(() => n++);
  return n;
}

test(
  'review a real KIF with variations and a CSA game, save, reload: labels and summary survive',
  { skip: missing && 'shared data (kifu_wild) is absent', timeout: 120_000 },
  async () => {
    const dir = mkdtempSync(join(tmpdir(), 'banmen-review-'));
    try {
      copyFileSync(KIF, join(dir, 'henka.kif'));
      copyFileSync(CSA, join(dir, 'example.csa'));
      const before = await readRecordFile(join(dir, 'henka.kif'));
      assertOk(before);
      const opened = await UsiPositionAnalyser.open(BUILTIN_SPEC);
      assert.ok(opened.ok, !opened.ok ? opened.error.message : '');
      const settings = { limit: { nodes: 1500 }, thresholds: defaultThresholds() };
      const results = await reviewPath(dir, opened.value, settings);
      assert.deepEqual(
        results.map((r) => [r.path.split('/').pop(), r.status]),
        [
          ['example.csa', 'reviewed'],
          ['henka.kif', 'reviewed'],
        ],
      );

      const after = await readRecordFile(join(dir, 'henka.kif'));
      assert.ok(after.ok && before.ok);
      assert.equal(after.encoding, 'shift_jis');
      const rec = after.records[0]!;
      const moves = mainLineMoves(rec);
      assert.equal(moves.length, 12);
      for (const node of moves) {
        const line = findMoveLine(node.comment);
        assert.ok(line, `move ${node.ply} has no review line: ${JSON.stringify(node.comment)}`);
        assert.ok(
          line.label === null ||
            ['inaccuracy', 'dubious', 'mistake', 'blunder'].includes(line.label),
        );
      }
      assert.equal(size(rec), size(before.records[0]!)); // every variation is still there
      assert.match(rec.first.comment, /開始局面のコメント/);
      assert.match(moves[0]!.comment, /初手のコメント/);
      assert.match(moves[0]!.comment, /best=[1-9][a-i][1-9][a-i]\+? best_ja=▲/);
      assert.deepEqual(readSummaryHead(rec), {
        engine: results[1]!.summaries[0]!.engine.replace(/\s+/g, '_'),
        limit: 'nodes:1500',
        done: 12,
        total: 12,
      });
      const summary = results[1]!.summaries[0]!;
      assert.equal(summary.black.moves + summary.white.moves, 12);
      const back = readMoveReviews(rec);
      const labelCount = back.filter((m) => m.label !== null && m.color === 'black').length;
      assert.equal(
        labelCount,
        Object.values(summary.black.counts).reduce((s, n) => s + n, 0),
      );
      assert.match(
        rec.first.comment,
        new RegExp(
          `^#review-summary side=black moves=6 .* worst=${summary.black.worst.map((w) => w.ply).join(',') || '-'}$`,
          'm',
        ),
      );

      const csa = await readRecordFile(join(dir, 'example.csa'));
      assert.ok(csa.ok && isFullyReviewed(csa.records[0]!));
      assert.equal(readMoveReviews(csa.records[0]!).length, 2);

      // Saving the reviewed record in each format that holds comments keeps the review.
      for (const format of ['kif', 'ki2', 'csa', 'jkf'] as const) {
        const out = exportRecord(rec, format);
        assert.ok(out.ok, format);
        const again = importRecord(out.bytes, `x.${format}`);
        assert.ok(again.ok, format);
        assert.equal(isFullyReviewed(again.records[0]!), true, format);
        assert.deepEqual(
          readMoveReviews(again.records[0]!).map((m) => [m.ply, m.label, m.best]),
          back.map((m) => [m.ply, m.label, m.best]),
          format,
        );
      }

      const second = await reviewPath(dir, opened.value, settings);
      assert.deepEqual(
        second.map((r) => r.status),
        ['skipped', 'skipped'],
      );
      await opened.value.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
);
