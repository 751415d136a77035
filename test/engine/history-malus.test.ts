/**
 * HistoryMalusDepth and HistoryMalusMax (hidden tunables): the quiets and captures tried before a
 * cutoff lose min(HistoryMalusDepth × depth, HistoryMalusMax) of history instead of the cutoff's
 * bonus; 0 keeps the malus equal to the bonus (the default, main's tree).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertOk } from '../helpers/assert-ok.ts';
import { buildPosition } from '../../src-main/engine/engine.ts';
import { OrderingStats, historyBonus } from '../../src-main/engine/ordering.ts';
import { applySearchParams } from '../../src-main/engine/params.ts';
import { generateLegal, isCapture } from '../../src-main/shared/rules/movegen.ts';
import type { Move } from '../../src-main/shared/rules/types.ts';

/** The histories of the refutation and of a quiet and a capture tried before it. */
function afterCutoff(depth: number): { best: number; quiet: number; capture: number } {
  // White to move, its pawn on 2c facing Black's on 2d: one capture and many quiets.
  const line = '2g2f 8c8d 2f2e 8d8e 2e2d'.split(' ');
  const b = buildPosition({ sfen: 'startpos', moves: line }, 'shogi');
  assertOk(b);
  const pos = b.pos;
  const moves = new Int32Array(600);
  const n = generateLegal(pos, moves, 0);
  const all: Move[] = Array.from(moves.subarray(0, n));
  const quiets = all.filter((m) => !isCapture(pos, m));
  const capture = all.find((m) => isCapture(pos, m));
  assert.ok(capture !== undefined && quiets.length >= 2, 'the position has a capture and quiets');
  const [best, tried] = [quiets[0]!, quiets[1]!];
  const stats = new OrderingStats();
  const ply = 2;
  stats.beginNode(ply);
  stats.triedQuiet(ply, tried);
  stats.triedCapture(ply, capture, 1);
  stats.cutoff(pos, ply, depth, best);
  const side = pos.sideToMove;
  return {
    best: stats.history.get(side, best),
    quiet: stats.history.get(side, tried),
    capture: stats.captures.get(capture, 1),
  };
}

test('by default the moves tried before a cutoff lose what the refutation gains', () => {
  applySearchParams({});
  const h = afterCutoff(3);
  assert.equal(h.best, historyBonus(3));
  assert.equal(h.quiet, -historyBonus(3));
  assert.equal(h.capture, -historyBonus(3));
});

test('HistoryMalusDepth: the tried moves lose depth × it, capped by HistoryMalusMax', () => {
  try {
    applySearchParams({ HistoryMalusDepth: 300, HistoryMalusMax: 2122 });
    const shallow = afterCutoff(3);
    assert.equal(shallow.best, historyBonus(3), 'the refutation gains the usual bonus');
    assert.equal(shallow.quiet, -900);
    assert.equal(shallow.capture, -900);
    assert.equal(afterCutoff(10).quiet, -2122, 'the cap holds at depth');
  } finally {
    applySearchParams({});
  }
});
