/**
 * Nodes per second over USI, side by side: the engine as the app runs it (the built bundle,
 * `out/main/engine.js`), the same code from source under tsx, and YaneuraOu evaluating with our
 * net, each searching the same game positions with `go nodes N` in a fresh game. What it answers:
 * how many nodes a move each engine gets from the same time (the 300 ms yardstick's gap), and
 * whether the bundle is as fast as the source (a build setting once cost it 8 %).
 *
 *   npm run -s build && YANEURAOU_BIN=<binary> npm run -s bench:usi-nps -- \
 *     [--engines bundle,source,yaneuraou] [--positions 12] [--nodes 300000] [--rounds 3]
 *
 * Each round searches every position once per engine, rotating which engine goes first. Only
 * wall time from `go` to `bestmove` counts, so run it on an idle machine; the figures are the
 * medians of each engine's nodes per second over the rounds (every position's nodes over every
 * position's time), and each engine's median per-round ratio to the first engine named.
 */
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { mean, median } from '../../src-main/bench-stats.ts';
import { builtinLaunch } from '../../src-main/usi/launcher.ts';
import { spawnTransport, type LaunchSpec } from '../../src-main/usi/transport.ts';
import { UsiEngine } from '../../src-main/usi/usi-engine.ts';
import {
  SHIPPED_NET,
  unpackNet,
  yaneuraouBinary,
  yaneuraouOptions,
} from '../../scripts/yaneuraou-setup.ts';
import { flagValue } from './args.ts';
import { RECORDS, recordPositions } from './record-positions.ts';

const REPO = fileURLToPath(new URL('../../', import.meta.url));
const KINDS = ['bundle', 'source', 'yaneuraou'] as const;
type Kind = (typeof KINDS)[number];

/** One engine under test: how to start it and the options it gets. */
interface Contestant {
  kind: Kind;
  launch: LaunchSpec;
  options: Record<string, string | number | boolean>;
}

/** Our options: the shipped net, 64 MiB, one thread, no book (a book move is no search). */
const OURS = { USI_Hash: 64, Threads: 1, EvalFile: 'default-net', BookMoves: 0 };

/** Where YaneuraOu reads our net from, made for this run and removed after it. */
const EVAL_DIR = join(tmpdir(), `banmen-usi-nps-eval-${process.pid}`);

/** The launch of `kind`, or an Error saying what is missing. */
function contestant(kind: Kind): Contestant {
  if (kind === 'source') return { kind, launch: builtinLaunch(), options: OURS };
  if (kind === 'bundle') {
    const engine = join(REPO, 'out/main/engine.js');
    if (!existsSync(engine)) throw new Error(`${engine} is missing: run \`npm run -s build\``);
    // The environment the app's launcher gives the bundled engine: the checkout's resources.
    const env = {
      BANMEN_RESOURCES: join(REPO, 'resources'),
      BANMEN_NNUE_ADDON: join(REPO, 'native/build/Release/banmen_nnue.node'),
    };
    return { kind, launch: { command: process.execPath, args: [engine], env }, options: OURS };
  }
  const command = yaneuraouBinary(process.env);
  unpackNet(SHIPPED_NET, EVAL_DIR);
  return { kind, launch: { command }, options: yaneuraouOptions(EVAL_DIR) };
}

/** Starts, configures and readies one engine. */
async function start(c: Contestant): Promise<UsiEngine> {
  const e = new UsiEngine(() => spawnTransport(c.launch));
  // Why a minute: a busy machine can starve a Node start for more than the default 10 s.
  const r = await e.start(60_000);
  if (!r.ok) throw new Error(`${c.kind}: ${r.error.message}`);
  for (const [name, value] of Object.entries(c.options)) e.setOption(name, value);
  const ready = await e.isReady();
  if (!ready.ok) throw new Error(`${c.kind}: ${ready.error.message}`);
  return e;
}

/** One search: nodes, wall ms from go to bestmove, and the depth of the last info line. */
async function search(e: UsiEngine, moves: string[], nodes: number) {
  e.newGame();
  e.position('startpos', moves);
  const ready = await e.isReady();
  if (!ready.ok) throw new Error(ready.error.message);
  const r = await e.go({ nodes }, 300_000);
  if (!r.ok) throw new Error(r.error.message);
  return { nodes: r.value.info.nodes ?? 0, ms: r.value.elapsedMs, depth: r.value.info.depth ?? 0 };
}

/** Per engine and round: total nodes over total time, and every search's depth. */
async function measure(engines: UsiEngine[], list: string[][], nodes: number, rounds: number) {
  const nps = engines.map(() => [] as number[]);
  const depths = engines.map(() => [] as number[]);
  // Why a warm-up search each: the first search of a process runs a cold JIT.
  for (const e of engines) await search(e, list[0]!, nodes);
  for (let round = 0; round < rounds; round++) {
    const sums = engines.map(() => ({ nodes: 0, ms: 0 }));
    for (let p = 0; p < list.length; p++) {
      // Why rotate: a machine's load drifts; each engine takes each turn as often.
      for (let k = 0; k < engines.length; k++) {
        const i = (k + p + round) % engines.length;
        const s = await search(engines[i]!, list[p]!, nodes);
        sums[i]!.nodes += s.nodes;
        sums[i]!.ms += s.ms;
        depths[i]!.push(s.depth);
      }
    }
    sums.forEach((s, i) => nps[i]!.push((1000 * s.nodes) / s.ms));
  }
  return { nps, depths };
}

async function main(): Promise<void> {
  const kinds = flagValue('engines', 'bundle,source,yaneuraou').split(',') as Kind[];
  const bad = kinds.find((k) => !KINDS.includes(k));
  if (bad) throw new Error(`--engines: "${bad}" is none of ${KINDS.join(', ')}`);
  const count = Number(flagValue('positions', '12'));
  const nodes = Number(flagValue('nodes', '300000'));
  const rounds = Number(flagValue('rounds', '3'));
  if (!existsSync(RECORDS)) throw new Error(`bench:usi-nps needs ${RECORDS}`);
  const list = recordPositions(count);
  const engines: UsiEngine[] = [];
  try {
    // One at a time: starting them together would time each start against the others.
    for (const k of kinds) engines.push(await start(contestant(k)));
    const { nps, depths } = await measure(engines, list, nodes, rounds);
    console.log(`${list.length} positions, go nodes ${nodes}, ${rounds} rounds`);
    kinds.forEach((k, i) => {
      const ratios = nps[i]!.map((v, r) => v / nps[0]![r]!);
      console.log(
        `${k.padEnd(10)} median ${Math.round(median(nps[i]!))} nodes/s, ` +
          `median ratio to ${kinds[0]} ${median(ratios).toFixed(3)}, ` +
          `mean depth ${mean(depths[i]!).toFixed(2)}`,
      );
    });
  } finally {
    await Promise.all(engines.map((e) => e.quit()));
    rmSync(EVAL_DIR, { recursive: true, force: true });
  }
}

main().catch((e: Error) => {
  console.error(`bench:usi-nps: ${e.message}`);
  process.exit(1);
});
