/**
 * `npm run -s bench:speed -- --base <checkout> [--head <checkout>] [--runs 3] [--rounds 3] [--depth 7]
 * [--records N --nodes 300000]`: nodes per second of this checkout (or `--head`) against another
 * one, e.g. a frozen copy of the branch point, for changes meant to make the engine faster without
 * changing its tree. With `--records N` the positions are N game positions of the lishogi record
 * set (record-positions.ts, as bench:usi-nps searches them) searched with `go nodes`, instead of
 * the bench positions to `--depth`: what a game's moves cost, not only the bench's.
 *
 * Each run is one process (speed-child.ts) holding both engines; after a warm-up pass of each
 * (the JIT warm, as in a game after the `isready` warm-up) it runs `rounds` rounds of the bench
 * positions, each position searched by base and head in turn (the order alternating), so both
 * see the same machine load. Only search time counts (net loading is left out). The shared
 * machine gives a process a varying share of a core, so the figures are CPU-time nodes per
 * second: the medians of each side over the rounds, and the median of the head/base ratio of
 * each round. It stops with an error when the two trees differ (node count or best moves),
 * since then the comparison means nothing.
 */
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { median } from '../../src-main/bench-stats.ts';

interface Pass {
  side: number;
  nodes: number;
  wallMs: number;
  cpuMs: number;
  moves: string;
}

interface Args {
  base: string;
  head: string;
  runs: number;
  rounds: number;
  depth: number;
  records: number;
  nodes: number;
}

function parseArgs(argv: string[]): Args {
  const a: Args = {
    base: '',
    head: process.cwd(),
    runs: 3,
    rounds: 3,
    depth: 7,
    records: 0,
    nodes: 300_000,
  };
  for (let i = 0; i < argv.length; i += 2) {
    const k = argv[i]!;
    const v = argv[i + 1];
    if (v === undefined) throw new Error(`bench:speed: ${k} needs a value`);
    if (k === '--base') a.base = resolve(v);
    else if (k === '--head') a.head = resolve(v);
    else if (k === '--runs') a.runs = Number(v);
    else if (k === '--rounds') a.rounds = Number(v);
    else if (k === '--depth') a.depth = Number(v);
    else if (k === '--records') a.records = Number(v);
    else if (k === '--nodes') a.nodes = Number(v);
    else throw new Error(`bench:speed: unknown argument ${k}`);
  }
  if (!a.base) throw new Error('bench:speed: --base <checkout> is required');
  return a;
}

const CHILD = fileURLToPath(new URL('./speed-child.ts', import.meta.url));

/** One process measuring `checkouts` in turn; its timed passes, in order. */
function measure(checkouts: string[], a: Args): Pass[] {
  // Why one limit argument: the child reads "records:nodes" as game positions, a number as a depth.
  const limit = a.records > 0 ? `${a.records}:${a.nodes}` : String(a.depth);
  const args = ['--import', 'tsx', CHILD, limit, String(a.rounds), ...checkouts];
  const r = spawnSync(process.execPath, args, { encoding: 'utf8', maxBuffer: 64 << 20 });
  if (r.status !== 0) throw new Error(`bench:speed: a run failed:\n${r.stderr.slice(-800)}`);
  return r.stdout
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as Pass);
}

const nps = (p: Pass, ms: number): number => Math.round((p.nodes * 1000) / ms);

function main(): void {
  const a = parseArgs(process.argv.slice(2));
  const cpu: number[][] = [[], []];
  const wall: number[][] = [[], []];
  const ratios: number[] = [];
  let reference: Pass | null = null;
  for (let run = 0; run < a.runs; run++) {
    // Why swap: the engine loaded second may run in a warmer (or more crowded) heap.
    const order = run % 2 === 0 ? [a.base, a.head] : [a.head, a.base];
    const passes = measure(order, a);
    for (const p of passes) {
      reference ??= p;
      if (p.nodes !== reference.nodes || p.moves !== reference.moves)
        throw new Error(
          `bench:speed: the trees differ (${p.nodes} nodes, ${p.moves}; first ${reference.nodes}, ${reference.moves})`,
        );
      const side = order[p.side] === a.base ? 0 : 1;
      cpu[side]!.push(nps(p, p.cpuMs));
      wall[side]!.push(nps(p, p.wallMs));
    }
    for (let i = 0; i + 1 < passes.length; i += 2) {
      const [x, y] = [passes[i]!, passes[i + 1]!];
      const [b, h] = order[x.side] === a.base ? [x, y] : [y, x];
      ratios.push(b.cpuMs / h.cpuMs);
      console.log(
        `run ${run + 1} base ${nps(b, b.cpuMs)} head ${nps(h, h.cpuMs)} CPU nps, ratio ${(b.cpuMs / h.cpuMs).toFixed(3)}`,
      );
    }
  }
  const [b, h] = [median(cpu[0]!), median(cpu[1]!)];
  const what = a.records > 0 ? `${a.records} record positions` : `depth ${a.depth}`;
  console.log(`nodes ${reference!.nodes}, ${what}, ${ratios.length} pairs`);
  console.log(`CPU nps median: base ${b}, head ${h}, ratio of medians ${(h / b).toFixed(3)}`);
  console.log(`wall nps median: base ${median(wall[0]!)}, head ${median(wall[1]!)}`);
  console.log(`median paired ratio head/base: ${median(ratios).toFixed(3)}`);
}

main();
