/**
 * seeGe answers from the first gain when it can and with a memo from bounds kept between tests:
 * its answers must be exactly those of the full exchange, `see(pos, m) >= threshold`, or the
 * search's tree would change.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Position } from '../../../src-main/shared/rules/position.ts';
import {
  generateCaptures,
  generateQuiets,
  legalMoves,
} from '../../../src-main/shared/rules/movegen.ts';
import { SeeMemo, see, seeGe } from '../../../src-main/shared/rules/see.ts';
import { moveToUsi } from '../../../src-main/shared/rules/sfen.ts';
import { mulberry32 } from '../../../src-main/engine/prng.ts';

const THRESHOLDS = [-1500, -600, -315, -90, -1, 0, 1, 89, 90, 91, 300, 405, 540, 855, 1395, 3000];

test('seeGe with and without a memo agrees with the full exchange at every threshold along random games', () => {
  const rand = mulberry32(21);
  const buf = new Int32Array(1024);
  let exchanges = 0;
  const answers = [0, 0];
  for (let g = 0; g < 40; g++) {
    const p = Position.startpos('shogi');
    for (let ply = 0; ply < 160; ply++) {
      if (!p.inCheck()) {
        const before = p.sfen();
        const n = generateCaptures(p, buf, 0);
        const end = generateQuiets(p, buf, n);
        for (let i = 0; i < end; i++) {
          const m = buf[i]!;
          const value = see(p, m);
          if (i < n && value !== 0) exchanges++;
          for (const t of THRESHOLDS) {
            const fast = seeGe(p, m, t);
            assert.equal(
              fast,
              value >= t,
              `${moveToUsi(m)} in ${p.sfen()}: see ${value}, threshold ${t}`,
            );
            answers[fast ? 1 : 0]!++;
          }
          // With a memo, several thresholds in a random order on one board: the bounds it keeps
          // must answer as the full exchange does.
          const memo = new SeeMemo();
          for (let k = 0; k < 6; k++) {
            const t = THRESHOLDS[Math.floor(rand() * THRESHOLDS.length)]!;
            assert.equal(seeGe(p, m, t, memo), value >= t, `memo: ${moveToUsi(m)}, threshold ${t}`);
          }
        }
        assert.equal(p.sfen(), before, 'the board is restored');
      }
      const moves = legalMoves(p);
      if (moves.length === 0) break;
      p.doMove(moves[Math.floor(rand() * moves.length)]!);
    }
  }
  // Why: the comparison means something only if real exchanges and both answers occurred.
  assert.ok(exchanges > 1000, `only ${exchanges} captures with a nonzero exchange`);
  assert.ok(answers[0]! > 10000 && answers[1]! > 10000, `answers ${answers.join('/')}`);
});
