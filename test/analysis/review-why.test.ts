/**
 * The review writes, at each labelled move, a line a player reads (label, loss, the best move in
 * KIF notation and the why-sentence) beside the machine line, and reads it all back from the
 * saved file. A scripted analyser makes move 13 of test/fixtures/study/rook-blunder.kifu
 * (▲７三飛成, taken by △同桂) a blunder whose engine line starts with the knight's capture.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { reviewPath } from '../../src-main/analysis/batch-review.ts';
import type { PositionAnalyser } from '../../src-main/analysis/position-analyser.ts';
import { readRecordFile } from '../../src-main/records/service.ts';
import { findMoveLine, mainLineMoves } from '../../src-main/shared/study/review-comment.ts';
import { readMoveReviews } from '../../src-main/shared/study/review-read.ts';
import type { PositionEval } from '../../src-main/shared/study/review-types.ts';
import { defaultThresholds } from '../../src-main/shared/study/win-rate.ts';
import type { UsiResult } from '../../src-main/usi/usi-engine.ts';

const FIXTURE = new URL('../fixtures/study/rook-blunder.kifu', import.meta.url);

/** Quiet scores everywhere but around move 13. */
class Scripted implements PositionAnalyser {
  readonly name = 'Scripted';
  async evaluate(_s: string, moves: readonly string[]): Promise<UsiResult<PositionEval>> {
    const ply = moves.length;
    if (ply === 12)
      return { ok: true, value: { score: { kind: 'cp', value: 0 }, best: '7d7e', pv: ['7d7e'] } };
    // The review verifies a label like for like: after the best move ▲７五飛 all is quiet.
    if (ply === 13 && moves[12] !== '7d7e')
      return {
        ok: true,
        value: { score: { kind: 'cp', value: 1500 }, best: '8a7c', pv: ['8a7c', '6i7h'] },
      };
    return { ok: true, value: { score: { kind: 'cp', value: 0 } } };
  }
  async close(): Promise<void> {}
}

/** Reviews a copy of the fixture; returns its path and the folder to remove. */
async function reviewCopy(lang?: 'en' | 'ja'): Promise<{ path: string; dir: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'review-why-'));
  const path = join(dir, 'game.kifu');
  copyFileSync(FIXTURE, path);
  const settings = { limit: { nodes: 1000 }, thresholds: defaultThresholds() };
  const readable = lang
    ? ({ lang, notation: lang === 'ja' ? 'japanese' : 'western' } as const)
    : undefined;
  const [r] = await reviewPath(path, new Scripted(), settings, { readable, force: true });
  assert.equal(r!.status, 'reviewed');
  return { path, dir };
}

test('a blunder gets a readable line with the best move in KIF notation and why', async () => {
  const { path, dir } = await reviewCopy();
  try {
    const text = readFileSync(path, 'utf8');
    assert.match(
      text,
      /\*Review: blunder \(-4\d\.\d %\), best ▲７五飛: hangs the dragon on 7c \(Nx7c\)\./,
    );
    const read = await readRecordFile(path);
    assert.ok(read.ok);
    const record = read.records[0]!;
    const m = readMoveReviews(record).find((r) => r.ply === 13)!;
    assert.equal(m.label, 'blunder');
    assert.equal(m.bestJapanese, '▲７五飛');
    assert.deepEqual(m.pv, ['7d7e']);
    assert.deepEqual(m.why, {
      kind: 'hangs',
      piece: 14,
      square: '7c',
      reply: { usi: '8a7c', japanese: '△７三桂', western: 'Nx7c' },
    });
    // Unlabelled moves get the machine line only.
    const plain = mainLineMoves(record).find((n) => n.ply === 12)!;
    assert.ok(findMoveLine(plain.comment));
    assert.doesNotMatch(plain.comment, /Review:/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("a Japanese re-review replaces the English lines and keeps the player's comments", async () => {
  const { path, dir } = await reviewCopy('en');
  try {
    const before = readFileSync(path, 'utf8').replace(
      '*Review: blunder',
      '*my note\n*Review: blunder',
    );
    await import('node:fs').then((fs) => fs.writeFileSync(path, before));
    const settings = { limit: { nodes: 1000 }, thresholds: defaultThresholds() };
    const readable = { lang: 'ja', notation: 'japanese' } as const;
    await reviewPath(path, new Scripted(), settings, { readable, force: true });
    const text = readFileSync(path, 'utf8');
    assert.doesNotMatch(text, /Review:/);
    assert.match(
      text,
      /\*検討：大悪手（勝率 -4\d\.\d%）最善手 ▲７五飛。７三の龍がただで取られる（△７三桂）。/,
    );
    assert.match(text, /\*my note/);
    assert.equal(text.match(/#review label=blunder/g)?.length, 1);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
