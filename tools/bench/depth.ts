/**
 * Search depth at equal nodes against Debian's fairy-stockfish: both engines search the same
 * positions (game positions spread over the lishogi record set in ../shared/data) with
 * `go nodes N` over USI, one at a time. Two depths are compared: each engine's last `info` line
 * (what a GUI shows), and the deepest iteration each engine finished. They differ because
 * fairy-stockfish, like Stockfish, prints one more line when the node limit stops it, with the
 * depth of the unfinished iteration once its first root move has a score there; ours prints only
 * finished iterations (and aspiration bounds). Issue 17's target: our median within 1 ply of
 * fairy-stockfish's at 50,000 nodes.
 *
 *   npm run -s bench:depth -- [--positions 50] [--nodes 50000] [--versus yaneuraou]
 *
 * `--versus yaneuraou` compares with YaneuraOu evaluating with our shipped net instead (its binary
 * from YANEURAOU_BIN or YANEURAOU_SRC, as bench:vs-yaneuraou): the same evaluation, so the
 * difference is the searches' alone. YaneuraOu too prints one more line when the node limit stops
 * it (with the depth it finished), so the same reading applies.
 */
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { mean, median } from '../../src-main/bench-stats.ts';
import { resolveLaunch } from '../../src-main/usi/launcher.ts';
import { spawnTransport } from '../../src-main/usi/transport.ts';
import { UsiEngine } from '../../src-main/usi/usi-engine.ts';
import type { InfoFields } from '../../src-main/shared/usi-protocol.ts';
import {
  SHIPPED_NET,
  unpackNet,
  yaneuraouBinary,
  yaneuraouOptions,
} from '../../scripts/yaneuraou-setup.ts';
import { flagValue } from './args.ts';
import { RECORDS, recordPositions } from './record-positions.ts';

const FSF = '/usr/games/fairy-stockfish';
// Why per process: unpackNet keeps a net it finds, and an older run's net may not be the shipped one.
const YO_EVAL_DIR = join(tmpdir(), `banmen-depth-yaneuraou-${process.pid}`);

/** The engines compared: ours, and the opponent `--versus` names. */
type Kind = 'ours' | 'fairy-stockfish' | 'yaneuraou';

/** Starts and readies an engine with one thread, 64 MiB of hash and no book. */
async function startEngine(kind: Kind): Promise<UsiEngine> {
  const launch =
    kind === 'fairy-stockfish'
      ? { command: FSF }
      : kind === 'yaneuraou'
        ? { command: yaneuraouBinary(process.env) }
        : resolveLaunch({ name: 'ours', builtin: true });
  const e = new UsiEngine(() => spawnTransport(launch));
  const r = await e.start();
  if (!r.ok) throw new Error(`${launch.command}: ${r.error.message}`);
  if (kind === 'yaneuraou') {
    unpackNet(SHIPPED_NET, YO_EVAL_DIR);
    for (const [k, v] of Object.entries(yaneuraouOptions(YO_EVAL_DIR))) e.setOption(k, v);
  } else if (kind === 'fairy-stockfish') {
    e.setOption('UCI_Variant', 'shogi');
    e.setOption('Threads', 1);
    e.setOption('Hash', 64);
  } else {
    e.setOption('USI_Hash', 64);
    // Why: a book move answers at once with no search, which would count as depth 0.
    e.setOption('BookMoves', 0);
  }
  const ready = await e.isReady();
  if (!ready.ok) throw new Error(ready.error.message);
  return e;
}

/** One search's depths: its last info line's, and the deepest iteration it finished. */
interface SearchDepths {
  reported: number;
  completed: number;
}

/** The depth and bound of one scored info line. */
interface ScoredLine {
  depth: number;
  bound: boolean;
}

/**
 * Finished depth from a search's scored info lines. Ours prints an exact line only for a finished
 * iteration (bounds belong to the unfinished one). Fairy-stockfish and YaneuraOu print one line per
 * finished iteration (bounds only after some seconds) and their last line at the stop, exact or
 * not, so the line before that is their last finished iteration.
 */
function completedDepth(lines: readonly ScoredLine[], kind: Kind): number {
  if (kind === 'ours') {
    const exact = lines.filter((l) => !l.bound);
    return exact.length === 0 ? 0 : exact[exact.length - 1]!.depth;
  }
  if (lines.length === 0) return 0;
  return lines[Math.max(0, lines.length - 2)]!.depth;
}

/** Both depths of a fresh-game `go nodes` search of each position. */
async function depths(
  e: UsiEngine,
  list: string[][],
  nodes: number,
  kind: Kind,
): Promise<SearchDepths[]> {
  const out: SearchDepths[] = [];
  let lines: ScoredLine[] = [];
  // Why a listener: the search result keeps only the merged last line, not each iteration's.
  const onInfo = (info: InfoFields) => {
    if (info.depth !== undefined && info.score !== undefined)
      lines.push({ depth: info.depth, bound: info.score.bound !== undefined });
  };
  e.on('info', onInfo);
  for (const moves of list) {
    e.newGame();
    e.position('startpos', moves);
    lines = [];
    const r = await e.go({ nodes }, 120_000);
    if (!r.ok) throw new Error(r.error.message);
    out.push({ reported: r.value.info.depth ?? 0, completed: completedDepth(lines, kind) });
  }
  e.off('info', onInfo);
  return out;
}

/** Prints one comparison: medians, ranges and the median per-position difference. */
function compare(what: string, a: number[], b: number[], other: Kind): void {
  const diff = a.map((d, i) => d - b[i]!);
  console.log(`${what}:`);
  console.log(`  ours: median depth ${median(a)} (min ${Math.min(...a)}, max ${Math.max(...a)})`);
  console.log(
    `  ${other}: median depth ${median(b)} (min ${Math.min(...b)}, max ${Math.max(...b)})`,
  );
  // Why the means too: a median moves in whole plies, so a change worth half a ply can hide in it.
  console.log(
    `  median difference ours − ${other}: ${median(diff)} (means ${mean(a).toFixed(2)} − ${mean(b).toFixed(2)})`,
  );
}

async function main(): Promise<void> {
  const count = Number(flagValue('positions', '50'));
  const nodes = Number(flagValue('nodes', '50000'));
  const versus = flagValue('versus', 'fairy-stockfish');
  if (versus !== 'fairy-stockfish' && versus !== 'yaneuraou') {
    console.error(`bench:depth: --versus is fairy-stockfish or yaneuraou, not ${versus}`);
    process.exit(2);
  }
  if ((versus === 'fairy-stockfish' && !existsSync(FSF)) || !existsSync(RECORDS)) {
    console.error(
      `bench:depth needs ${versus === 'fairy-stockfish' ? FSF + ' and ' : ''}${RECORDS}`,
    );
    process.exit(2);
  }
  const list = recordPositions(count);
  const ours = await startEngine('ours');
  let other: UsiEngine | undefined;
  // Why finally: a failed search must not leave the engines running or YaneuraOu's net in tmp.
  try {
    other = await startEngine(versus);
    const a = await depths(ours, list, nodes, 'ours');
    const b = await depths(other, list, nodes, versus);
    console.log(`${list.length} positions, go nodes ${nodes}`);
    const pick = (k: keyof SearchDepths) => [a.map((d) => d[k]), b.map((d) => d[k])] as const;
    compare('last info line', ...pick('reported'), versus);
    compare('deepest finished iteration', ...pick('completed'), versus);
  } finally {
    await ours.quit();
    await other?.quit();
    rmSync(YO_EVAL_DIR, { recursive: true, force: true });
  }
}

await main();
