// The analysis and review bridges: settings from the renderer are checked, unknown engines and
// sessions are refused with codes, and a review with the built-in engine streams progress and
// ends with every move reviewed.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertOk } from '../../helpers/assert-ok.ts';
import type { EventContract, EventSink } from '../../../src-main/shared/contract.ts';
import { reviewSettingsOf, ReviewBridge } from '../../../src-main/services/study/review-bridge.ts';
import { AnalysisBridge } from '../../../src-main/services/study/analysis-bridge.ts';
import { studyEngineSpec } from '../../../src-main/services/study/engine-specs.ts';

const thresholds = { inaccuracy: 5, dubious: 10, mistake: 15, blunder: 25 };

test('review settings: a positive time or node limit and ordered thresholds', () => {
  assert.deepEqual(reviewSettingsOf({ limit: { nodes: 1000 }, thresholds }), {
    limit: { nodes: 1000 },
    thresholds,
    fromPly: undefined,
    toPly: undefined,
  });
  assert.deepEqual(
    (reviewSettingsOf({ limit: { movetimeMs: 500 }, thresholds }) as { limit: unknown }).limit,
    { movetimeMs: 500 },
  );
  assert.equal(typeof reviewSettingsOf({ limit: { nodes: 0 }, thresholds }), 'string');
  const ranged = reviewSettingsOf({ limit: { nodes: 9 }, thresholds, fromPly: 3, toPly: -2 });
  assert.deepEqual(
    [(ranged as { fromPly?: number }).fromPly, (ranged as { toPly?: number }).toPly],
    [3, undefined],
  );
  assert.match(
    reviewSettingsOf({
      limit: { nodes: 10 },
      thresholds: { ...thresholds, mistake: 30 },
    }) as string,
    /blunder must be at least mistake/,
  );
});

test('engine ids: the built-in engine and registered external ones', () => {
  assert.equal(studyEngineSpec('builtin', [])?.builtin, true);
  assert.equal(
    studyEngineSpec('x1', [
      { id: 'x1', name: 'Fairy', path: '/usr/games/fairy-stockfish', args: [] },
    ])?.command,
    '/usr/games/fairy-stockfish',
  );
  assert.equal(studyEngineSpec('nope', []), null);
});

test('unknown engines and sessions are refused with codes', async () => {
  const sink: EventSink = () => {};
  const a = new AnalysisBridge(sink, () => []);
  const r = await a.open('nope', 3);
  assert.equal(r.ok ? 'ok' : r.error.code, 'UNKNOWN_ENGINE');
  const p = a.position('analysis-9', { sfen: 'startpos', moves: [] });
  assert.equal(p.ok ? 'ok' : p.error.code, 'NO_SUCH_SESSION');
  const rv = new ReviewBridge(sink, () => []);
  const s = await rv.start({
    id: 'r',
    engineId: 'nope',
    kif: 'position startpos moves 7g7f',
    settings: { limit: { nodes: 100 }, thresholds },
    restart: false,
  });
  assert.equal(s.ok ? 'ok' : s.error.code, 'UNKNOWN_ENGINE');
});

test('a review with the built-in engine streams progress and moves, then ends with all of them', async () => {
  const events: EventContract['study:review'][] = [];
  let done!: () => void;
  const finished = new Promise<void>((r) => (done = r));
  const sink = ((channel: string, payload: EventContract['study:review']) => {
    if (channel !== 'study:review') return;
    events.push(payload);
    if (payload.type === 'done') done();
  }) as EventSink;
  const rv = new ReviewBridge(sink, () => []);
  const started = await rv.start({
    id: 'r1',
    engineId: 'builtin',
    kif: 'position startpos moves 7g7f 3c3d 8h2b+ 3a2b',
    settings: { limit: { nodes: 500 }, thresholds },
    restart: false,
  });
  assertOk(started);
  await finished;
  const end = events.at(-1)!;
  assert.equal(end.type, 'done');
  if (end.type !== 'done') return;
  assert.equal(end.moves.length, 4);
  assert.equal(end.cancelled, false);
  assert.equal(events.filter((e) => e.type === 'move').length, 4);
  const last = events.filter((e) => e.type === 'progress').at(-1);
  assert.ok(last && last.type === 'progress' && last.movesDone === 4 && last.movesTotal === 4);
  // The engine kept from the first review serves the next one.
  events.length = 0;
  const finishedAgain = new Promise<void>((r) => (done = r));
  const again = await rv.start({
    id: 'r2',
    engineId: 'builtin',
    kif: 'position startpos moves 7g7f 3c3d',
    settings: { limit: { nodes: 500 }, thresholds },
    restart: false,
  });
  assertOk(again);
  await finishedAgain;
  const end2 = events.at(-1)!;
  assert.ok(end2.type === 'done' && end2.moves.length === 2 && !end2.error);
  rv.cancelAll(); // closes the kept engine
});
