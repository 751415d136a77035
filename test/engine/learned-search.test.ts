/**
 * The search with the learned move ordering switched on (each mode): it still returns a legal
 * move, finds a mate in one, and the option is a checked USI combo that is off by default.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Engine } from '../../src-main/engine/engine.ts';
import { defaultOptions, setOption } from '../../src-main/engine/options.ts';
import { Position } from '../../src-main/shared/rules/position.ts';
import { legalMoves } from '../../src-main/shared/rules/movegen.ts';
import { moveToUsi, parseSfen } from '../../src-main/shared/rules/sfen.ts';
import { VALUE_MATE_IN_MAX_PLY } from '../../src-main/engine/params.ts';

const MODES = ['root', 'root-paper'] as const;

function engineWith(mode: (typeof MODES)[number]): Engine {
  const e = new Engine();
  const messages = e.configure({ ...defaultOptions(), USI_Hash: 8, LearnedOrdering: mode });
  assert.deepEqual(
    messages.filter((m) => m.includes('LearnedOrdering')),
    [],
  );
  assert.ok(e.searcher.learned !== null, `${mode}: centroids loaded`);
  return e;
}

test('LearnedOrdering is off by default and refuses unknown and removed modes', () => {
  const opts = defaultOptions();
  assert.equal(opts.LearnedOrdering, 'off');
  assert.equal(setOption(opts, 'LearnedOrdering', 'sometimes').ok, false);
  // The losing low-depth quiet modes were removed (issue 45): a GUI that still sends them is told.
  for (const removed of ['quiet', 'both']) {
    const r = setOption(opts, 'LearnedOrdering', removed);
    assert.equal(r.ok, false, removed);
    if (!r.ok) assert.match(r.message, /not one of off, root/);
  }
  assert.ok(setOption(opts, 'LearnedOrdering', 'root').ok);
  const e = new Engine();
  e.configure(defaultOptions());
  assert.equal(e.searcher.learned, null);
});

test('with learned ordering on, the search returns a legal move', () => {
  const pos = Position.startpos();
  for (const u of ['7g7f', '3c3d', '2g2f', '4c4d']) {
    const m = legalMoves(pos).find((x) => moveToUsi(x) === u)!;
    pos.doMove(m);
  }
  const legal = new Set(legalMoves(pos).map(moveToUsi));
  for (const mode of MODES) {
    const e = engineWith(mode);
    const answer = e.go(pos, { depth: 4 }, () => {});
    assert.ok(legal.has(answer.bestmove), `${mode}: ${answer.bestmove} is legal`);
  }
});

test('with learned ordering on, the search finds a mate in one', () => {
  const parsed = parseSfen('4k4/9/4P4/9/9/9/9/9/4K4 b G 1', 'shogi');
  assert.ok(parsed.ok);
  if (!parsed.ok) return;
  for (const mode of MODES) {
    const e = engineWith(mode);
    const answer = e.go(parsed.position, { depth: 3 }, () => {});
    assert.equal(answer.bestmove, 'G*5b', mode);
    assert.ok(answer.outcome!.score >= VALUE_MATE_IN_MAX_PLY, `${mode}: a mate score`);
  }
});
