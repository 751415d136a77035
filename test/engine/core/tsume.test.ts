/**
 * Computer-generated tsume problems (../shared/data/tsume/tanuki-tsume-shogi, the attacker has no
 * king): every solution move is legal for our rules core, every check in the solution is a
 * check, and the final position is mate. Skips when the data is absent.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { MOVE_NONE } from '../../../src-main/shared/rules/types.ts';
import { parseSfen, parseUsiMove } from '../../../src-main/shared/rules/sfen.ts';
import { loadTsume, tsumePath, tsumeSolutionUsi, tsumeToSfen } from '../helpers/tsume.ts';

for (const n of [1, 3, 5, 7]) {
  const path = tsumePath(n);
  test(
    `tanuki mate${n}: solutions are legal, every attacker move checks, and end in mate`,
    { skip: path ? false : 'shared data absent' },
    () => {
      const problems = loadTsume(path!);
      assert.ok(problems.length > 100);
      for (const p of problems) {
        const r = parseSfen(tsumeToSfen(p), 'shogi', { allowNifu: true }); // a few generated problems have nifu
        assert.ok(r.ok, `#${p.id} ${tsumeToSfen(p)}: ${r.ok ? '' : r.error.message}`);
        const pos = r.position;
        assert.equal(p.solution.length, p.mateLength);
        for (const [i, usi] of tsumeSolutionUsi(p).entries()) {
          const m = parseUsiMove(pos, usi);
          assert.notEqual(m, MOVE_NONE, `#${p.id} move ${i + 1} ${usi} in ${pos.sfen()}`);
          pos.doMove(m);
          if (i % 2 === 0) assert.ok(pos.inCheck(), `#${p.id} attacker move ${usi} checks`);
        }
        assert.ok(pos.isMated(), `#${p.id} ends in mate: ${pos.sfen()}`);
      }
    },
  );
}
