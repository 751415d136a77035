/**
 * Time management: the engine must never lose on time, and should use its clock sensibly.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { planTime } from '../../src-main/engine/timeman.ts';

const opts = { networkDelay: 120, minimumThinkingTime: 20, gamePly: 40 };

test('byoyomi: the whole period less the network margin, never beyond the clock', () => {
  const p = planTime(0, { btime: 0, wtime: 0, byoyomi: 1000 }, opts);
  assert.ok(p.limited);
  assert.ok(p.maximum <= 1000 - 120, `maximum ${p.maximum} leaves the margin`);
  assert.ok(p.optimum >= 700, `optimum ${p.optimum} uses most of the period`);
});

test('byoyomi alone is spent fully: optimum and maximum are the period less the margin', () => {
  for (const byoyomi of [100, 300, 1000]) {
    const p = planTime(0, { btime: 0, wtime: 0, byoyomi }, opts);
    const t = Math.max(1, byoyomi - 120);
    assert.deepEqual(p, { optimum: t, maximum: t, limited: true });
  }
});

test('sudden death: a small share of the remaining time, hard limit well inside it', () => {
  const p = planTime(1, { btime: 5000, wtime: 60000 }, opts);
  assert.ok(p.optimum > 500 && p.optimum < 5000, `optimum ${p.optimum}`);
  assert.ok(p.maximum < 60000 / 2, `maximum ${p.maximum}`);
  const low = planTime(0, { btime: 300, wtime: 60000 }, opts);
  assert.ok(
    low.maximum <= 300 - 120,
    `with 300 ms left the engine keeps the margin (max ${low.maximum})`,
  );
});

test('Fischer: the increment is spent, the maximum stays inside time + increment', () => {
  const p = planTime(0, { btime: 10000, wtime: 10000, binc: 2000, winc: 2000 }, opts);
  assert.ok(p.optimum >= 1800, `optimum ${p.optimum} includes most of the increment`);
  assert.ok(p.maximum <= 10000 + 2000 - 120);
});

test('movetime is exact less the margin; no clock means no limit', () => {
  assert.deepEqual(planTime(0, { movetime: 1000 }, opts), {
    optimum: 880,
    maximum: 880,
    limited: true,
  });
  assert.equal(planTime(0, {}, opts).limited, false);
});

test('a larger NetworkDelay never lengthens the hard limit, and shortens it when time is short', () => {
  for (const clocks of [
    { btime: 0, byoyomi: 3000 },
    { btime: 20000 },
    { btime: 20000, binc: 1000 },
    { btime: 1500 },
  ]) {
    const a = planTime(0, clocks, { ...opts, networkDelay: 100 });
    const b = planTime(0, clocks, { ...opts, networkDelay: 1000 });
    assert.ok(b.maximum <= a.maximum, `${JSON.stringify(clocks)}: ${b.maximum} <= ${a.maximum}`);
  }
  const a = planTime(0, { btime: 0, byoyomi: 3000 }, { ...opts, networkDelay: 100 });
  const b = planTime(0, { btime: 0, byoyomi: 3000 }, { ...opts, networkDelay: 1000 });
  assert.ok(b.maximum < a.maximum && b.maximum <= 2000);
});
