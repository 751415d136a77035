/**
 * The transposition table that Lazy SMP's threads share (tt.ts): an entry is trusted only when its
 * key check matches the data read with it, so a torn write (another thread's words mixed in) is
 * a miss, never another position's move. Two worker threads hammering the same four buckets
 * must never read an entry's data under another key; the vote (smp/lazy-smp.ts) and the
 * skip-depth pattern are checked here too.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Worker } from 'node:worker_threads';
import { BOUND_EXACT, BOUND_LOWER, TranspositionTable } from '../../src-main/engine/tt.ts';
import { pickThread, skipsDepth, type ThreadResult } from '../../src-main/engine/smp/lazy-smp.ts';
import { MOVE_NONE } from '../../src-main/shared/rules/types.ts';
import { VALUE_MATE } from '../../src-main/engine/params.ts';

test('a torn entry (key of one store, data of another) is a miss for both keys', () => {
  const a = new TranspositionTable(1);
  const b = new TranspositionTable(1, a.shared);
  a.store(8, 111, 0, 50, BOUND_EXACT, 7, 0x1234, 40);
  assert.equal(b.probe(8, 111, 0).move, 0x1234, 'the second view sees the first thread’s entry');
  // What another thread's store leaves half-way: its data words over the first entry's check word.
  const other = new TranspositionTable(1);
  other.store(8, 222, 0, -90, BOUND_LOWER, 3, 0x4321, -80);
  const words = new Int32Array(a.shared.table);
  const data = new Int32Array(other.shared.table);
  const e = 8 * 8; // bucket 8, first entry
  for (let i = 1; i < 4; i++) words[e + i] = data[e + i]!;
  assert.equal(b.probe(8, 111, 0).found, false);
  assert.equal(b.probe(8, 222, 0).found, false);
});

function hammer(
  table: TranspositionTable,
  seed: number,
  sync: SharedArrayBuffer,
): Promise<{ hits: number; wrong: number }> {
  const entry = new URL('../fixtures/engine/tt-hammer-worker.ts', import.meta.url).href;
  const tsx = import.meta.resolve('tsx/esm/api');
  const code = `import(${JSON.stringify(tsx)}).then((api) => { api.register(); return import(${JSON.stringify(entry)}); })`;
  const w = new Worker(code, {
    eval: true,
    workerData: { ...table.shared, seed, ms: 1500, sync },
  });
  return new Promise((resolve, reject) => {
    w.once('message', resolve);
    w.once('error', reject);
  });
}

test('two threads writing the same buckets never read one key’s data under another', async () => {
  const table = new TranspositionTable(1);
  table.newSearch();
  const sync = new SharedArrayBuffer(4);
  const [x, y] = await Promise.all([hammer(table, 12345, sync), hammer(table, 67890, sync)]);
  assert.ok(x.hits > 10_000 && y.hits > 10_000, `both threads hit (${x.hits}, ${y.hits})`);
  assert.equal(x.wrong + y.wrong, 0, 'no probe returned another entry’s move or value');
});

const result = (thread: number, move: number, score: number, depth: number): ThreadResult => ({
  thread,
  move,
  ponder: MOVE_NONE,
  score,
  depth,
  pv: [move],
  nodes: 1000,
});

test('the vote: the move most deep, well-scoring threads chose; a proven mate wins; idle threads do not vote', () => {
  // Two helpers at depth 12 agree on move 2 against the main thread's move 1 at depth 12.
  assert.equal(
    pickThread([result(0, 1, 30, 12), result(1, 2, 25, 12), result(2, 2, 28, 12)]).move,
    2,
  );
  // The main thread wins a tie.
  assert.equal(pickThread([result(0, 1, 30, 12), result(1, 2, 30, 12)]).thread, 0);
  // A helper that proved a mate is played; of two mates the shorter.
  const mateIn = (plies: number) => VALUE_MATE - plies;
  assert.equal(pickThread([result(0, 1, 30, 14), result(1, 2, mateIn(9), 8)]).move, 2);
  assert.equal(
    pickThread([result(0, 1, mateIn(9), 14), result(1, 2, mateIn(5), 8), result(2, 3, 40, 20)])
      .move,
    2,
  );
  // A helper stopped before finishing an iteration has no say.
  assert.equal(pickThread([result(0, 1, 0, 3), result(1, 2, 900, 0)]).move, 1);
});

test('helpers spread over depths: each skips some, no two of the first four skip alike', () => {
  const pattern = (h: number) =>
    Array.from({ length: 12 }, (_, d) => (skipsDepth(h, d + 1, 0) ? 's' : '.')).join('');
  assert.equal(pattern(0), '............', 'the main thread skips nothing');
  const helpers = [1, 2, 3, 4].map(pattern);
  for (const p of helpers) assert.ok(p.includes('s') && p.includes('.'), p);
  assert.equal(new Set(helpers).size, 4, helpers.join(' '));
});
