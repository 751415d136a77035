/**
 * `bench:find` (tools/bench/find.ts), the nodes-to-find diagnostic on the positions lost to
 * YaneuraOu: the verdict rule, the geometric mean, and a small run on two positions of the shipped
 * suite whose report has its shape and finds the mate in 9 of game 39 (found at ~12k nodes); and
 * `bench:line-trace` (tools/bench/line-trace.ts) on the same mate.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  DEFAULT_FIXTURE,
  geomean,
  loadCases,
  main,
  reaches,
  type FindRow,
} from '../../tools/bench/find.ts';
import { traceCase } from '../../tools/bench/line-trace.ts';
import { THIS_ROOT } from '../../tools/bench/checkout-engine.ts';

test('a verdict is reached by a mate for a mate, by cp within 150 for cp, never by an upper bound', () => {
  const mate = { kind: 'mate', plies: 9 } as const;
  const cp = { kind: 'cp', value: 400 } as const;
  assert.equal(reaches({ kind: 'mate', value: 11 }, mate), true);
  assert.equal(reaches({ kind: 'cp', value: 3000 }, mate), false);
  assert.equal(reaches({ kind: 'cp', value: 250 }, cp), true);
  assert.equal(reaches({ kind: 'cp', value: 249 }, cp), false);
  assert.equal(reaches({ kind: 'cp', value: 900, bound: 'upper' }, cp), false);
  assert.equal(reaches({ kind: 'mate', value: 5, bound: 'lower' }, cp), true);
});

test('the geometric mean counts a miss as the cap', () => {
  const row = (nodes: number | null): FindRow => ({
    id: 'x',
    category: 'C',
    kind: 'refute',
    nodes,
    detail: '',
  });
  assert.equal(Math.round(geomean([row(100), row(null)], 10000)), 1000);
});

test('two positions at a small cap: one line per search, a summary, the mate in 9 found', async () => {
  const lines: string[] = [];
  const cap = 40000;
  const rows = await main(['--nodes', `${cap}`, '--only', 'g39p135,g12p52'], (l) => lines.push(l));
  assert.deepEqual(
    rows.map((r) => `${r.id} ${r.kind}`),
    ['g39p135 refute', 'g39p135 choose', 'g12p52 refute', 'g12p52 choose'],
  );
  const mate = rows.find((r) => r.id === 'g39p135' && r.kind === 'refute')!;
  assert.ok(mate.nodes !== null && mate.nodes > 0 && mate.nodes <= cap, mate.detail);
  for (const r of rows) assert.ok(lines.some((l) => l.startsWith(r.id) && l.includes(r.kind)));
  assert.ok(lines.some((l) => /^refute all +found \d\/2 {2}geomean \d+$/.test(l)));
  assert.ok(lines.some((l) => /^choose MATE +found \d\/1 {2}geomean \d+$/.test(l)));
});

test('bench:line-trace follows the mate of game 39 and reports each of its moves', async () => {
  const c = loadCases(DEFAULT_FIXTURE).find((x) => x.id === 'g39p135')!;
  const line = c.refutation.pv.slice(0, 3);
  const report = await traceCase(THIS_ROOT, 'default-net', c, line, 20000, 1);
  assert.match(report[0]!, /^g39p135 \(MATE\) line /);
  // The search sees this mate by 20,000 nodes, so its last iteration plays every move of the line.
  for (const [i, usi] of line.entries())
    assert.ok(
      report.some((l) => l.trim().startsWith(`ply ${i + 1} ${usi} played as move`)),
      `${usi} played:\n${report.join('\n')}`,
    );
  for (const l of report.slice(2))
    assert.match(
      l,
      /ply \d ((\S+) (played as move \d+|(searched|singular search) at depth|→|not played)|null move)/,
    );
});
