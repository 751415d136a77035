/**
 * df-pn mate search on every mate-in-1 … mate-in-7 problem of tanuki-tsume-shogi.
 * Each answer is checked as a real forced mate by an independent AND/OR verifier, not by
 * comparing strings with the file.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Position } from '../../../src-main/engine/core/position.ts';
import { parseSfen, parseUsiMove } from '../../../src-main/engine/core/sfen.ts';
import { legalMoves } from '../../../src-main/engine/core/movegen.ts';
import { MOVE_NONE } from '../../../src-main/engine/core/types.ts';
import { solveMate } from '../../../src-main/engine/mate/dfpn.ts';
import { loadTsume, tsumePath, tsumeToSfen } from '../helpers/tsume.ts';

/** Independent verifier: can the attacker (to move) force mate within `plies`? */
function forcedMate(pos: Position, plies: number, memo: Map<string, boolean>): boolean {
  if (plies <= 0) return false;
  const key = `${pos.sfen()}|${plies}`;
  const cached = memo.get(key);
  if (cached !== undefined) return cached;
  let result = false;
  for (const m of legalMoves(pos)) {
    if (!pos.givesCheck(m)) continue;
    pos.doMove(m);
    const replies = legalMoves(pos);
    let allMated = true;
    for (const r of replies) {
      pos.doMove(r);
      const ok = forcedMate(pos, plies - 2, memo);
      pos.undoMove(r);
      if (!ok) {
        allMated = false;
        break;
      }
    }
    pos.undoMove(m);
    if (allMated) {
      result = true;
      break;
    }
  }
  memo.set(key, result);
  return result;
}

/** Checks that `line` is a forced mate: attacker moves check, the end is mate, no defence escapes. */
function assertForcedMateLine(start: Position, line: string[], label: string): void {
  assert.ok(line.length % 2 === 1, `${label}: a mating line has odd length, got ${line.join(' ')}`);
  const pos = start.clone();
  for (let i = 0; i < line.length; i++) {
    const m = parseUsiMove(pos, line[i]!);
    assert.notEqual(m, MOVE_NONE, `${label}: move ${i + 1} ${line[i]} is legal`);
    if (i % 2 === 0) assert.ok(pos.givesCheck(m), `${label}: attacker move ${line[i]} gives check`);
    if (i % 2 === 0 && i + 1 < line.length) {
      // After this check, every defence must still lose within the remaining plies.
      pos.doMove(m);
      const memo = new Map<string, boolean>();
      for (const r of legalMoves(pos)) {
        pos.doMove(r);
        assert.ok(forcedMate(pos, line.length - i - 2, memo), `${label}: defence after ${line.slice(0, i + 1).join(' ')} escapes`);
        pos.undoMove(r);
      }
      continue;
    }
    pos.doMove(m);
  }
  assert.equal(legalMoves(pos).length, 0, `${label}: final position is mate`);
  assert.ok(pos.inCheck(), `${label}: final position is check`);
}

for (const n of [1, 3, 5, 7]) {
  const path = tsumePath(n);
  test(`df-pn solves every mate-in-${n} problem with a verified forced mate`, { skip: path ? false : 'shared data absent (../shared/data/tsume)' }, () => {
    const problems = loadTsume(path!);
    for (const p of problems) {
      const sfen = tsumeToSfen(p);
      // A few generated problems have two attacker pawns on a file; only dropping into nifu is illegal.
      const parsed = parseSfen(sfen, 'shogi', { allowNifu: true });
      assert.ok(parsed.ok, `problem ${n}-${p.id}: ${sfen} parses`);
      if (!parsed.ok) continue;
      const r = solveMate(parsed.position, { timeMs: 20000, maxNodes: 2_000_000 });
      assert.equal(r.kind, 'mate', `problem ${n}-${p.id} (${sfen}) solved`);
      if (r.kind !== 'mate') continue;
      assert.ok(r.moves.length <= p.mateLength, `problem ${n}-${p.id}: mate in ${r.moves.length} ≤ ${p.mateLength}`);
      assertForcedMateLine(parsed.position, r.moves, `problem ${n}-${p.id}`);
    }
  });
}

test('df-pn answers nomate when no check exists and proves mate-in-1 by a drop', () => {
  const nomate = parseSfen('4k4/9/9/9/9/9/9/9/4K4 b - 1');
  assert.ok(nomate.ok);
  if (nomate.ok) assert.equal(solveMate(nomate.position, { timeMs: 5000 }).kind, 'nomate');
  const drop = parseSfen('4k4/9/4P4/9/9/9/9/9/9 b G2r2b3g4s4n4l17p 1');
  assert.ok(drop.ok);
  if (drop.ok) {
    const r = solveMate(drop.position, { timeMs: 5000 });
    assert.deepEqual(r.kind === 'mate' ? r.moves : r.kind, ['G*5b']);
  }
});
