/**
 * One process of `bench:speed` (speed.ts):
 * `node --import tsx tools/bench/speed-child.ts <depth | records:nodes> <rounds> <checkout> […]`.
 *
 * Loads each checkout's own engine (`src-main/engine/` of that folder: its own modules and addon)
 * into this one process and searches the bench positions (benchpositions.ts) to `depth`, or
 * `records` game positions (record-positions.ts) with `go nodes`, as the engine bench does (a
 * fresh table and history per position). After one warm-up pass of each engine (the JIT warm, as
 * in a game after the `isready` warm-up), it runs `rounds` rounds; in each round every position
 * is searched by every engine in turn, the order alternating, so that the engines see the same
 * machine load within a second or so of each other. Only the searches are timed (option changes,
 * net loading and table clearing are not). Prints one JSON line per round and engine: checkout
 * index, nodes, search wall and CPU milliseconds, and the best moves.
 */
import { loadCheckoutBench, type CheckoutBench, type SearchLimit } from './checkout-bench.ts';
import { recordPositions } from './record-positions.ts';

/** Searches position `i` with checkout `c`; returns the answer and the search's wall and CPU ms. */
function search(c: CheckoutBench, i: number, limit: SearchLimit) {
  const go = c.prepare(i);
  const wall0 = performance.now();
  const cpu0 = process.cpuUsage();
  const answer = go(limit);
  const cpu = process.cpuUsage(cpu0);
  return { answer, wallMs: performance.now() - wall0, cpuMs: (cpu.user + cpu.system) / 1000 };
}

async function main(argv: string[]): Promise<void> {
  const [limitArg, roundsArg, ...dirs] = argv;
  if (dirs.length === 0 || limitArg === undefined)
    throw new Error(
      'usage: speed-child.ts <depth | records:nodes> <rounds> <checkout> [<checkout> …]',
    );
  // "7" is a depth; "12:300000" is 12 record positions at 300,000 nodes.
  const [depthOrCount, nodes] = limitArg.split(':').map(Number);
  const games = nodes === undefined ? undefined : recordPositions(depthOrCount!);
  const spots = games?.map((moves) => ({ variant: 'shogi', sfen: 'startpos', moves }));
  const limit: SearchLimit = nodes === undefined ? { depth: depthOrCount! } : { nodes };
  const checkouts: CheckoutBench[] = [];
  for (const d of dirs) checkouts.push(await loadCheckoutBench(d, spots));
  const count = checkouts[0]!.positions.length;
  for (const c of checkouts) for (let i = 0; i < count; i++) search(c, i, limit);
  for (let round = 0; round < Number(roundsArg); round++) {
    const totals = checkouts.map(() => ({ nodes: 0, wallMs: 0, cpuMs: 0, moves: [] as string[] }));
    for (let i = 0; i < count; i++) {
      // Why alternate: the second of a pair may find the caches warmer (or colder).
      const order = checkouts.map((_, k) => k);
      if ((i + round) % 2 === 1) order.reverse();
      for (const k of order) {
        const r = search(checkouts[k]!, i, limit);
        const t = totals[k]!;
        t.nodes += r.answer.outcome?.nodes ?? 0;
        t.wallMs += r.wallMs;
        t.cpuMs += r.cpuMs;
        t.moves[i] = r.answer.bestmove;
      }
    }
    totals.forEach((t, side) =>
      console.log(JSON.stringify({ side, ...t, moves: t.moves.join(' ') })),
    );
  }
}

await main(process.argv.slice(2));
