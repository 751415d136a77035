/**
 * An independent AND/OR verifier of mating lines for the mate tests (df-pn and the main search):
 * a line counts only if every attacker move checks, no defence escapes, and it ends in mate.
 */
import assert from 'node:assert/strict';
import { Position } from '../../../src-main/shared/rules/position.ts';
import { parseUsiMove } from '../../../src-main/shared/rules/sfen.ts';
import { legalMoves } from '../../../src-main/shared/rules/movegen.ts';
import { MOVE_NONE } from '../../../src-main/shared/rules/types.ts';

/** Independent verifier: can the attacker (to move) force mate within `plies`? */
export function forcedMate(pos: Position, plies: number, memo: Map<string, boolean>): boolean {
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
export function assertForcedMateLine(start: Position, line: string[], label: string): void {
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
        assert.ok(
          forcedMate(pos, line.length - i - 2, memo),
          `${label}: defence after ${line.slice(0, i + 1).join(' ')} escapes`,
        );
        pos.undoMove(r);
      }
      continue;
    }
    pos.doMove(m);
  }
  assert.equal(legalMoves(pos).length, 0, `${label}: final position is mate`);
  assert.ok(pos.inCheck(), `${label}: final position is check`);
}
