/**
 * The bench node count guards every search change, so it must be deterministic: the same on
 * every run (and, by construction, every machine: no clock affects a depth-limited search).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { runBench } from '../../src-main/engine/bench.ts';
import { BENCH_POSITIONS } from '../../src-main/engine/benchpositions.ts';
import { REPO } from './helpers/usi-harness.ts';

test('bench covers at least 16 positions including minishogi', () => {
  assert.ok(BENCH_POSITIONS.length >= 16);
  assert.ok(BENCH_POSITIONS.some((p) => p.variant === 'minishogi'));
});

test('a short bench gives the same node count twice, and the CLI prints the two summary lines', () => {
  const a = runBench(3, {});
  const b = runBench(3, {});
  assert.ok(a.nodes > 1000, `searched ${a.nodes} nodes`);
  assert.equal(a.nodes, b.nodes);
  assert.deepEqual(a.perPosition, b.perPosition);
  const cli = spawnSync(process.execPath, ['--import', 'tsx', 'src-main/engine/bench.ts', '3'], {
    cwd: REPO,
    encoding: 'utf8',
  });
  assert.equal(cli.status, 0, cli.stderr);
  const lines = cli.stdout.trim().split('\n');
  assert.equal(
    lines.at(-2),
    `Nodes searched: ${a.nodes}`,
    'a separate process counts the same nodes',
  );
  assert.match(lines.at(-1)!, /^Nodes\/second: \d+$/);
});
