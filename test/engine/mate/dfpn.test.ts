/**
 * df-pn mate search on every mate-in-1 … mate-in-7 problem of tanuki-tsume-shogi.
 * Each answer is checked as a real forced mate by an independent AND/OR verifier, not by
 * comparing strings with the file.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertOk } from '../../helpers/assert-ok.ts';
import { parseSfen } from '../../../src-main/shared/rules/sfen.ts';
import { solveMate } from '../../../src-main/engine/mate/dfpn.ts';
import { loadTsume, tsumePath, tsumeToSfen } from '../helpers/tsume.ts';
import { assertForcedMateLine } from '../helpers/mate-verify.ts';

for (const n of [1, 3, 5, 7]) {
  const path = tsumePath(n);
  test(
    `df-pn solves every mate-in-${n} problem with a verified forced mate`,
    { skip: path ? false : 'shared data absent (../shared/data/tsume)' },
    () => {
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
        assert.ok(
          r.moves.length <= p.mateLength,
          `problem ${n}-${p.id}: mate in ${r.moves.length} ≤ ${p.mateLength}`,
        );
        assertForcedMateLine(parsed.position, r.moves, `problem ${n}-${p.id}`);
      }
    },
  );
}

test('df-pn answers nomate when no check exists and proves mate-in-1 by a drop', () => {
  const nomate = parseSfen('4k4/9/9/9/9/9/9/9/4K4 b - 1');
  assertOk(nomate);
  if (nomate.ok) assert.equal(solveMate(nomate.position, { timeMs: 5000 }).kind, 'nomate');
  const drop = parseSfen('4k4/9/4P4/9/9/9/9/9/9 b G2r2b3g4s4n4l17p 1');
  assertOk(drop);
  if (drop.ok) {
    const r = solveMate(drop.position, { timeMs: 5000 });
    assert.deepEqual(r.kind === 'mate' ? r.moves : r.kind, ['G*5b']);
  }
});
