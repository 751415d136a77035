/**
 * Continuous analysis and mate search with the built-in engine: MultiPV lines stream with score,
 * depth, nps and the PV in Japanese and western notation; a new position stops the old search
 * and restarts; `go mate` returns the solution.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { assertOk } from '../helpers/assert-ok.ts';
import { AnalysisSession, type AnalysisEvent } from '../../src-main/analysis/analysis-session.ts';
import { BUILTIN_SPEC } from '../../src-main/analysis/engine-process.ts';
import type { AnalysisUpdate } from '../../src-main/analysis/analysis-lines.ts';

/** Resolves with the first update from index `from` on that satisfies `pred` (rejects after `ms`). */
function waitFor(
  updates: AnalysisUpdate[],
  pred: (u: AnalysisUpdate) => boolean,
  from = 0,
  ms = 20_000,
): Promise<AnalysisUpdate> {
  return new Promise((resolve, reject) => {
    const t0 = Date.now();
    const poll = () => {
      const hit = updates.slice(from).find(pred);
      if (hit) return resolve(hit);
      if (Date.now() - t0 > ms)
        return reject(new Error(`no matching update in ${ms} ms (${updates.length} updates)`));
      setTimeout(poll, 20);
    };
    poll();
  });
}

test(
  'MultiPV analysis streams notated lines and follows position changes; mate search solves',
  { timeout: 90_000 },
  async () => {
    const updates: AnalysisUpdate[] = [];
    const errors: AnalysisEvent[] = [];
    const opened = await AnalysisSession.open(
      BUILTIN_SPEC,
      (e) => (e.type === 'update' ? updates.push(e.update) : errors.push(e)),
      { multiPV: 2, throttleMs: 0 },
    );
    assert.ok(opened.ok, !opened.ok ? opened.error.message : '');
    const session = opened.value;
    try {
      session.analyse({ sfen: 'startpos' });
      const u = await waitFor(
        updates,
        (x) => x.lines.length === 2 && (x.lines[0]!.depth ?? 0) >= 4,
      );
      assert.equal(u.sfen, 'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1');
      const [l1, l2] = u.lines;
      assert.deepEqual([l1!.multipv, l2!.multipv], [1, 2]);
      assert.notEqual(l1!.pv[0], l2!.pv[0]);
      assert.match(l1!.pvJapanese[0]!, /^▲/);
      assert.match(l1!.pvJapanese[1] ?? '△', /^△/);
      assert.equal(l1!.pvWestern.length, l1!.pv.length);
      assert.equal(l1!.score?.kind, 'cp');
      assert.ok(l1!.winRate! > 0 && l1!.winRate! < 100);
      assert.ok((l1!.nps ?? 0) > 0);
      assert.equal(u.bestMove, l1!.pv[0]);

      const n = updates.length;
      session.analyse({ sfen: 'startpos', moves: ['7g7f'] });
      const w = await waitFor(updates, (x) => x.lines.length === 2, n);
      assert.equal(w.sfen, 'lnsgkgsnl/1r5b1/ppppppppp/9/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL w - 1');
      assert.match(w.lines[0]!.pvJapanese[0]!, /^△/);
      // After the switch no update carries the old position.
      const later = updates.slice(updates.indexOf(w));
      assert.ok(later.every((x) => x.sfen === w.sfen));
      // Holding → on the keyboard: many positions in a row; only the last one is analysed on.
      const line = ['2g2f', '3c3d', '2f2e', '4c4d', '2e2d'];
      for (let k = 1; k <= line.length; k++)
        session.analyse({ sfen: 'startpos', moves: line.slice(0, k) });
      const m = updates.length;
      const lastSfen = 'lnsgkgsnl/1r5b1/ppppp2pp/5ppP1/9/9/PPPPPPP1P/1B5R1/LNSGKGSNL w - 1';
      const z = await waitFor(
        updates,
        (x) => x.lines.length === 2 && (x.lines[0]!.depth ?? 0) >= 3,
        m,
      );
      assert.equal(z.sfen, lastSfen);
      await new Promise((r) => setTimeout(r, 300));
      assert.ok(updates.slice(updates.indexOf(z)).every((x) => x.sfen === lastSfen));
      await session.stop();
      assert.equal(session.analysing, false);

      const mate = await session.mate({ sfen: '4k4/9/4P4/9/9/9/9/9/4K4 b G 1' }, 5000);
      assertOk(mate);
      assert.equal(mate.value.result, 'mate');
      if (mate.value.result === 'mate') {
        assert.deepEqual(mate.value.usi, ['G*5b']);
        assert.deepEqual(mate.value.japanese, ['▲５二金']);
        assert.deepEqual(mate.value.western, ['G*5b']);
      }
      const none = await session.mate({ sfen: '4k4/9/9/9/9/9/9/9/4K4 b P 1' }, 1000);
      assertOk(none);
      assert.notEqual(none.value.result, 'mate');
      assert.deepEqual(errors, []);
    } finally {
      await session.close();
    }
  },
);

test('a move never shows in two lines while the engine re-sends its MultiPV report', async () => {
  const swap = fileURLToPath(new URL('../fixtures/engines/swap-engine.mjs', import.meta.url));
  const updates: AnalysisUpdate[] = [];
  const opened = await AnalysisSession.open(
    { name: 'swap', command: process.execPath, args: [swap] },
    (e) => e.type === 'update' && updates.push(e.update),
    { multiPV: 2, throttleMs: 0 },
  );
  assertOk(opened);
  const session = opened.value;
  try {
    session.analyse({ sfen: 'startpos' });
    await waitFor(updates, (x) => x.lines.some((l) => l.depth === 4 && l.multipv === 2));
    for (const u of updates) {
      const firsts = u.lines.map((l) => l.pv[0]);
      assert.equal(new Set(firsts).size, firsts.length, `a move twice: ${firsts.join(', ')}`);
    }
    // The final report shows both lines again, best first.
    const last = updates.at(-1)!;
    assert.deepEqual(
      last.lines.map((l) => [l.multipv, l.depth, l.pv[0]]),
      [
        [1, 4, '2g2f'],
        [2, 4, '7g7f'],
      ],
    );
  } finally {
    await session.close();
  }
});
