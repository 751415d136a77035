/**
 * One process of `bench:speed` (speed.ts):
 * `node --import tsx tools/bench/speed-child.ts <depth> <rounds> <checkout> [<checkout> …]`.
 *
 * Loads each checkout's own engine bench (`src-main/engine/bench.ts` of that folder: its own
 * modules and addon) into this one process, runs each once to warm the JIT, then `rounds` times
 * runs them in turn (A B A B …), so that both see the same machine load at nearly the same
 * moment. Only the searches are timed: from the line before a position's report line (an
 * `info string` after a net load, or the previous position) to that report line, so net loading
 * is left out. Prints one JSON line per timed pass: checkout index, nodes, search wall and CPU
 * milliseconds, and the best moves.
 */
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';

interface BenchModule {
  runBench(
    depth: number,
    opts: Record<string, never>,
    onLine: (s: string) => void,
  ): { nodes: number; perPosition: Array<{ bestmove: string }> };
}

/** Runs one bench pass, timing only the searches. */
function timedPass(bench: BenchModule, depth: number) {
  let wall = 0;
  let cpu = 0;
  let lastWall = performance.now();
  let lastCpu = process.cpuUsage();
  // Why per line: a report line ends a search; any other line (net loaded) ends a load.
  const onLine = (s: string): void => {
    const nowWall = performance.now();
    const nowCpu = process.cpuUsage();
    if (!s.startsWith('info string')) {
      wall += nowWall - lastWall;
      cpu += (nowCpu.user - lastCpu.user + nowCpu.system - lastCpu.system) / 1000;
    }
    lastWall = nowWall;
    lastCpu = nowCpu;
  };
  const r = bench.runBench(depth, {}, onLine);
  const moves = r.perPosition.map((p) => p.bestmove).join(' ');
  return { nodes: r.nodes, wallMs: wall, cpuMs: cpu, moves };
}

async function main(argv: string[]): Promise<void> {
  const [depthArg, roundsArg, ...checkouts] = argv;
  if (checkouts.length === 0)
    throw new Error('usage: speed-child.ts <depth> <rounds> <checkout> [<checkout> …]');
  const depth = Number(depthArg);
  const benches: BenchModule[] = [];
  for (const c of checkouts) {
    const url = pathToFileURL(resolve(c, 'src-main/engine/bench.ts')).href;
    benches.push((await import(url)) as BenchModule);
  }
  for (const b of benches) timedPass(b, depth);
  for (let round = 0; round < Number(roundsArg); round++)
    benches.forEach((b, side) => {
      console.log(JSON.stringify({ side, ...timedPass(b, depth) }));
    });
}

await main(process.argv.slice(2));
