// Several analysis engines at once (issue 44 item 3): the bridge checks the list it is sent
// (registered, different engines, 1–4 of them, a whole MultiPV), splits the cores among them,
// starts all or none, and a page never holds more than four analysis engines.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { EventSink, ExternalEngineSpec } from '../../../src-main/shared/contract.ts';
import { AnalysisBridge } from '../../../src-main/services/study/analysis-bridge.ts';
import { analysisChoices } from '../../../src-main/services/study/analysis-choices.ts';
import { analysisThreads } from '../../../src-main/analysis/engine-process.ts';

const GREEDY = fileURLToPath(new URL('../../fixtures/engines/greedy-engine.mjs', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'banmen-set-'));
/** Registered greedy engines g1…g5, each logging what it receives to its own file. */
const external: ExternalEngineSpec[] = [1, 2, 3, 4, 5].map((i) => ({
  id: `g${i}`,
  name: `Greedy ${i}`,
  path: process.execPath,
  args: [GREEDY, '--name', `Greedy ${i}`, '--log', join(dir, `g${i}.log`)],
}));
const one = (engineId: string, multiPV = 2) => ({ engineId, multiPV });

test('threads: the cores but one, split evenly among the engines, at least one each', () => {
  assert.equal(analysisThreads(8), 7);
  assert.equal(analysisThreads(8, 2), 3);
  assert.equal(analysisThreads(16, 4), 3);
  assert.equal(analysisThreads(2, 2), 1);
  assert.equal(analysisThreads(1, 4), 1);
});

test('the list is refused, naming the entry at fault, unless 1–4 different registered engines', () => {
  const refused = (raw: unknown) => analysisChoices(raw, external) as string;
  assert.match(refused('g1'), /must be a list/);
  assert.match(refused([]), /choose 1 to 4 engines, not 0/);
  assert.match(refused(['g1', 'g2', 'g3', 'g4', 'g5'].map((g) => one(g))), /not 5/);
  assert.match(refused([one('g1'), one('nope')]), /engine 2: no registered engine "nope"/);
  assert.match(refused([one('g1'), one('g1')]), /engine 2: g1 is chosen twice/);
  assert.match(refused([one('g1', 0)]), /engine 1: MultiPV must be a whole number from 1 to 10/);
  assert.match(refused([one('g1', 2.5)]), /MultiPV/);
  assert.match(refused([one('g1', 11)]), /MultiPV/);
  assert.match(refused([{ engineId: 7, multiPV: 1 }]), /no registered engine 7/);
  assert.deepEqual(analysisChoices([one('builtin', 3), one('g2', 1)], external), [
    one('builtin', 3),
    one('g2', 1),
  ]);
});

test('a set starts together with the cores split, and a page holds at most four', async () => {
  const bridge = new AnalysisBridge((() => {}) as EventSink, () => external);
  const set = await bridge.openSet([one('g1'), one('g2', 3)], 'page-a');
  assert.ok(set.ok, JSON.stringify(set));
  const threads = analysisThreads(undefined, 2);
  assert.deepEqual(
    set.value.map((m) => [m.engineId, m.name, m.threads]),
    [
      ['g1', 'Greedy 1', threads],
      ['g2', 'Greedy 2', threads],
    ],
  );
  // Each engine was told its share of the cores and its own MultiPV.
  const log2 = readFileSync(join(dir, 'g2.log'), 'utf8');
  assert.match(log2, new RegExp(`setoption name Threads value ${threads}\\n`));
  assert.match(log2, /setoption name MultiPV value 3\n/);
  // Two more fill the page's four; a fifth is refused, also through the one-engine channel.
  const more = await bridge.openSet([one('g3'), one('g4')], 'page-a');
  assert.ok(more.ok);
  const fifth = await bridge.openSet([one('g5')], 'page-a');
  assert.equal(fifth.ok ? 'ok' : fifth.error.code, 'TOO_MANY_ENGINES');
  const single = await bridge.open('g5', 1, 'page-a');
  assert.equal(single.ok ? 'ok' : single.error.code, 'TOO_MANY_ENGINES');
  // Closing one frees its place; another page has places of its own.
  await bridge.close(set.value[0]!.handle);
  const again = await bridge.open('g5', 1, 'page-a');
  assert.ok(again.ok);
  const other = await bridge.openSet([one('g1')], 'page-b');
  assert.ok(other.ok);
  await bridge.closeOwnedBy('page-a');
  await bridge.closeAll();
});

test('all or none: one engine failing to start closes the others and is named', async () => {
  const broken: ExternalEngineSpec = { id: 'bad', name: 'Bad', path: '/bin/false', args: [] };
  const bridge = new AnalysisBridge((() => {}) as EventSink, () => [...external, broken]);
  const r = await bridge.openSet([one('g1'), one('bad')], 'page-c');
  assert.equal(r.ok, false);
  if (r.ok) return;
  assert.equal(r.error.code, 'ENGINE_START_FAILED');
  assert.match(r.error.message, /^bad: /);
  // Nothing is left held: the page may still start four.
  const four = await bridge.openSet(
    ['g1', 'g2', 'g3', 'g4'].map((g) => one(g)),
    'page-c',
  );
  assert.ok(four.ok, JSON.stringify(four));
  await bridge.closeAll();
});
