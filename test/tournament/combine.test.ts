// Runs of one match judged as one (src-main/tournament/combine.ts, `npm run -s sprt:combine`).
// The reference figures are the tournament runner's own standings for session 81's bundle run
// (standings.txt: new +3.8 ± 20.0, 130/15/124; "SPRT elo0=0 elo1=10 …: LLR 0.037"), so the tool
// must read a run exactly as the runner did.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { combineRuns, parseRunCounts, RunCountsError } from '../../src-main/tournament/combine.ts';

const SPRT_0_10 = { elo0: 0, elo1: 10, alpha: 0.05, beta: 0.05 };

test('one run reads as the runner printed it', () => {
  const c = combineRuns([parseRunCounts('130/15/124:27,5,65,10,27')], SPRT_0_10);
  assert.equal(c.games, 269);
  assert.equal(c.elo.toFixed(1), '3.8');
  assert.equal(c.error95.toFixed(1), '20.0');
  assert.equal(c.sprt.llr.toFixed(3), '0.037');
  assert.equal(c.sprt.decision, undefined);
});

test('a run split in two and combined is the whole run', () => {
  const whole = combineRuns([parseRunCounts('130/15/124:27,5,65,10,27')], SPRT_0_10);
  const parts = combineRuns(
    [parseRunCounts('70/5/58:15,2,33,6,10'), parseRunCounts('60/10/66 in 136, [12, 3, 32, 4, 17]')],
    SPRT_0_10,
  );
  assert.deepEqual(parts.penta, whole.penta);
  assert.equal(parts.elo, whole.elo);
  assert.equal(parts.sprt.llr, whole.sprt.llr);
});

test('runs that together clear the bound accept H1 where each alone did not', () => {
  const run = parseRunCounts('194/32/136:23,16,74,16,52');
  assert.equal(combineRuns([run], SPRT_0_10).sprt.decision, undefined);
  assert.equal(combineRuns([run, run], SPRT_0_10).sprt.decision, 'H1');
});

test('a run that cannot be read names its text and what is wrong', () => {
  assert.throws(
    () => parseRunCounts('130/15'),
    (e: unknown) => {
      assert.ok(e instanceof RunCountsError);
      assert.match(e.message, /"130\/15".*W\/D\/L:p0,p1,p2,p3,p4 or W\/D\/L in N/);
      return true;
    },
  );
  assert.throws(() => parseRunCounts('1/2/3:9,0,0,0,0'), /9 pairs need 18 games/);
  assert.throws(() => parseRunCounts('1/2/3 in 7, [1, 0, 1, 0, 1]'), /W \+ D \+ L is 6, not 7/);
});
