/**
 * The trees in the search: a tree written, read back and walked into positions; the root bonus
 * only for the side that built the strategy; and the engine's choice moved by MSTStrategy and
 * MSTBonus, with the default (none) leaving the search as it was.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Position } from '../../../src-main/shared/rules/position.ts';
import { moveToUsi, parseUsiMove } from '../../../src-main/shared/rules/sfen.ts';
import { Engine } from '../../../src-main/engine/engine.ts';
import { MstGuide } from '../../../src-main/engine/mst/mst-guide.ts';
import {
  addSequence,
  formatMstSet,
  newMstSet,
  parseMstSet,
} from '../../../src-main/engine/mst/mst-tree.ts';
import { defaultOptions, setOption } from '../../../src-main/engine/options.ts';

/** A set whose black yagura tree opens with an edge pawn (a move no search prefers). */
function handTree() {
  const set = newMstSet(40);
  const yagura = set.trees.get('yagura')!;
  addSequence(yagura.roots[0], ['1g1f', '3c3d', '1f1e']);
  addSequence(yagura.roots[0], ['1g1f', '8c8d']);
  yagura.games[0] = 2;
  addSequence(set.trees.get('mino')!.roots[1], ['7g7f', '3c3d']);
  set.trees.get('mino')!.games[1] = 1;
  return set;
}

test('a tree survives writing and reading, with its counts', () => {
  const parsed = parseMstSet(formatMstSet(handTree()));
  assert.ok(parsed.ok);
  const root = parsed.set.trees.get('yagura')!.roots[0];
  assert.equal(root.count, 2);
  assert.equal(root.children.get('1g1f')!.count, 2);
  assert.equal(root.children.get('1g1f')!.children.get('3c3d')!.count, 1);
  assert.equal(parseMstSet('{"format":"x"}').ok, false);
  const bad = parseMstSet(
    '{"format":"banmen-mst","trees":{"yagura":{"games":[1,0],"roots":[[1,{"zz":[1]}],[0]]}}}',
  );
  assert.ok(!bad.ok && bad.message.includes('"zz" is not a USI move'));
});

test('the bonus goes to the tree moves of the side that built the strategy only', () => {
  const guide = new MstGuide(handTree());
  const start = Position.startpos();
  const bonus = guide.rootBonuses(start, 'yagura', 60)!;
  assert.deepEqual(
    [...bonus].map(([m, b]) => [moveToUsi(m), b]),
    [['1g1f', 60]],
  );
  // After 1g1f white is to move: white's replies are the opponent's, no bonus.
  start.doMove(parseUsiMove(start, '1g1f'));
  assert.equal(guide.rootBonuses(start, 'yagura', 60), null);
  start.doMove(parseUsiMove(start, '3c3d'));
  assert.deepEqual([...guide.rootBonuses(start, 'yagura', 60)!.keys()].map(moveToUsi), ['1f1e']);
  // Another reply by white leaves black's formation as in the tree: the tree is still followed.
  const other = Position.startpos();
  for (const u of ['1g1f', '4a3b']) other.doMove(parseUsiMove(other, u));
  assert.deepEqual([...guide.rootBonuses(other, 'yagura', 60)!.keys()].map(moveToUsi), ['1f1e']);
  // auto picks the tree with games through the position; a bonus of 0 gives nothing.
  assert.deepEqual([...guide.rootBonuses(Position.startpos(), 'auto', 60)!.keys()].map(moveToUsi), [
    '1g1f',
  ]);
  assert.equal(guide.rootBonuses(Position.startpos(), 'yagura', 0), null);
});

/** An engine reading the hand-made trees as its bundled ones. */
function engineWith(strategy: string, bonus: number): Engine {
  const dir = mkdtempSync(join(tmpdir(), 'mst-'));
  mkdirSync(join(dir, 'mst'));
  writeFileSync(join(dir, 'mst', 'trees.json'), formatMstSet(handTree()));
  const opts = defaultOptions();
  assert.ok(setOption(opts, 'MSTStrategy', strategy).ok);
  assert.ok(setOption(opts, 'MSTBonus', String(bonus)).ok);
  opts.BookFile = 'none';
  const saved = process.env.BANMEN_RESOURCES;
  process.env.BANMEN_RESOURCES = dir;
  const engine = new Engine();
  try {
    engine.configure(opts);
  } finally {
    if (saved === undefined) delete process.env.BANMEN_RESOURCES;
    else process.env.BANMEN_RESOURCES = saved;
  }
  return engine;
}

function bestAtStart(engine: Engine): string {
  return engine.go(Position.startpos(), { depth: 4 }, () => {}).bestmove;
}

test('MSTStrategy yagura with a large bonus plays the tree move; none and a zero bonus do not', () => {
  const plain = bestAtStart(engineWith('none', 500));
  assert.notEqual(plain, '1g1f');
  assert.equal(bestAtStart(engineWith('yagura', 500)), '1g1f');
  assert.equal(bestAtStart(engineWith('yagura', 0)), plain);
  // The mino tree is white's: black at the start has nothing to follow.
  assert.equal(bestAtStart(engineWith('mino', 500)), plain);
});

test('MSTStrategy and MSTBonus are checked USI options', () => {
  const opts = defaultOptions();
  assert.equal(opts.MSTStrategy, 'none');
  assert.equal(setOption(opts, 'MSTStrategy', 'castle').ok, false);
  assert.equal(setOption(opts, 'MSTBonus', '-5').ok, false);
  assert.ok(setOption(opts, 'mststrategy', 'ranging-rook').ok);
  assert.equal(opts.MSTStrategy, 'ranging-rook');
});
