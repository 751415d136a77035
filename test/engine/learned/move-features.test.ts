/**
 * The learned ordering's move features on hand-made positions: what a shogi player expects
 * (a capture has a captured value, a drop is a drop and starts nowhere, a checking drop checks).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Position } from '../../../src-main/shared/rules/position.ts';
import { parseSfen, parseUsiMove } from '../../../src-main/shared/rules/sfen.ts';
import { MOVE_NONE } from '../../../src-main/shared/rules/types.ts';
import {
  FEATURE_COUNT,
  FEATURE_NAMES,
  moveFeatures,
} from '../../../src-main/engine/learned/move-features.ts';

/** The features of a USI move in a position, by name. */
function features(pos: Position, usi: string): Record<string, number> {
  const m = parseUsiMove(pos, usi);
  assert.notEqual(m, MOVE_NONE, `${usi} is legal`);
  const f = new Float64Array(FEATURE_COUNT);
  moveFeatures(pos, m, f);
  return Object.fromEntries(FEATURE_NAMES.map((n, i) => [n, f[i]!]));
}

function position(sfen: string): Position {
  const r = parseSfen(sfen, 'shogi');
  if (!r.ok) throw new Error(r.error.message);
  return r.position;
}

test('every feature of every legal start-position move lies in [0, 1]', () => {
  const pos = Position.startpos();
  for (const usi of ['7g7f', '2g2f', '5i6h', '3i4h', '1g1f']) {
    for (const [name, v] of Object.entries(features(pos, usi)))
      assert.ok(v >= 0 && v <= 1, `${usi} ${name} = ${v}`);
  }
});

test('a pawn push is a quiet board move: no capture, no drop, no promotion, no check', () => {
  const f = features(Position.startpos(), '7g7f');
  assert.equal(f.drop, 0);
  assert.equal(f.captured, 0);
  assert.equal(f.promotes, 0);
  assert.equal(f.check, 0);
  assert.ok(f.moved! > 0);
  assert.ok(f.fromEnemyKing! > 0, 'a board move starts somewhere');
});

test('the bishop exchange: capturing the bishop with promotion has a captured value and promotes', () => {
  const pos = Position.startpos();
  for (const u of ['7g7f', '3c3d']) pos.doMove(parseUsiMove(pos, u));
  const f = features(pos, '8h2b+');
  assert.ok(f.captured! > 0);
  assert.equal(f.promotes, 1);
  assert.equal(f.attacked, 1, 'the silver on 3a guards 2b');
  assert.ok(f.rank! > 0.8, 'rank 2 is near the far side for black');
  const quiet = features(pos, '2g2f');
  assert.ok(quiet.captured! < f.captured!);
});

test('a drop: is-drop, starts nowhere (origin distance 0); a defended checking gold drop checks and is safe', () => {
  const pos = position('4k4/9/4P4/9/9/9/9/9/4K4 b G 1');
  const f = features(pos, 'G*5b');
  assert.equal(f.drop, 1);
  assert.equal(f.fromEnemyKing, 0);
  assert.equal(f.check, 1);
  assert.equal(f.toEnemyKing, 1 / 8);
  assert.equal(f.attacked, 1, 'the king attacks 5b');
  assert.ok(f.defended! > 0, 'the pawn on 5c defends 5b');
  assert.equal(f.seeOk, 1);
  const far = features(pos, 'G*5h');
  assert.equal(far.check, 0);
  assert.ok(far.toEnemyKing! > f.toEnemyKing!);
});

test('a piece under attack that moves away is an escape; a piece not attacked is not', () => {
  const pos = position('4k4/9/9/9/4p4/4S4/9/9/4K4 b - 1');
  assert.equal(features(pos, '5f4g').escape, 1);
  const take = features(pos, '5f5e');
  assert.ok(take.captured! > 0);
  assert.equal(features(pos, '5i4h').escape, 0);
});

test('rank is counted from the mover: white moving towards rank 9 goes up', () => {
  const pos = position('4k4/9/9/9/9/9/9/9/4K4 w p 1');
  const deep = features(pos, 'P*5g');
  const home = features(pos, 'P*5c');
  assert.ok(deep.rank! > home.rank!);
});
