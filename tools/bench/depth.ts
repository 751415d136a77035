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
import type { UsiEngine } from '../../src-main/usi/usi-engine.ts';
import type { InfoFields } from '../../src-main/shared/usi-protocol.ts';
import { flagValue } from './args.ts';
import { FSF, startBenchEngine } from './bench-engine.ts';
import type { BenchEngineKind as Kind } from './bench-engine.ts';
import { RECORDS, recordPositions } from './record-positions.ts';

// Why per process: unpackNet keeps a net it finds, and an older run's net may not be the shipped one.
const YO_EVAL_DIR = join(tmpdir(), `banmen-depth-yaneuraou-${process.pid}`);

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
  const ours = await startBenchEngine('ours', YO_EVAL_DIR);
  let other: UsiEngine | undefined;
  // Why finally: a failed search must not leave the engines running or YaneuraOu's net in tmp.
  try {
    other = await startBenchEngine(versus, YO_EVAL_DIR);
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
