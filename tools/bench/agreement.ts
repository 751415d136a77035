/**
 * Move agreement with a deep oracle: each player searches the same game positions at a fixed node
 * count, and scores the share of positions where it picks the move YaneuraOu (evaluating with our
 * shipped net) picks at many more nodes. A screen for big changes, not a judge: on 1,000
 * positions with a 1M-node oracle, doubling our nodes read +2.7 ± 2.0 points, while two rules that
 * lost 11 points of score against YaneuraOu in games read −0.9 and −0.3 (strength log, session 70).
 * Games decide.
 *
 *   npm run -s bench:agreement -- [--positions 1000] [--oracle-nodes 1000000] [--nodes 100000]
 *     [--players "ours;ours:LmrDiv=250,QuietSee=30;yaneuraou@25000"] [--cache <file>]
 *
 * A player is `ours` or `yaneuraou`, with `@nodes` to override `--nodes` and `:Name=value,...` to
 * set USI options (ours runs with BANMEN_TUNE_OPTIONS=1, so every search tunable is settable). The
 * oracle's moves are kept in `--cache` (default in the temporary folder), so a second run with
 * other players costs only their searches. Every player after the first is paired with the first:
 * positions only it agrees on, only the first agrees on, and the difference with its 95 % bound.
 * YaneuraOu comes from YANEURAOU_BIN (see scripts/yaneuraou-setup.ts).
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { flagValue, positiveFlag } from './args.ts';
import { parsePlayer, startBenchEngine, type Player } from './bench-engine.ts';
import { RECORDS, recordPositionsAt } from './record-positions.ts';

// Why per process: unpackNet keeps a net it finds, and an older run's net may not be the shipped one.
const YO_EVAL_DIR = join(tmpdir(), `banmen-agreement-yaneuraou-${process.pid}`);

/** Each position's best move from a fresh-game `go nodes` search. */
async function bestMoves(p: Player, list: readonly string[][]): Promise<string[]> {
  const e = await startBenchEngine(p.kind, YO_EVAL_DIR, p.options);
  const out: string[] = [];
  try {
    for (const moves of list) {
      e.newGame();
      e.position('startpos', moves);
      const r = await e.go({ nodes: p.nodes }, 600_000);
      if (!r.ok) throw new Error(`${p.label}: ${r.error.message}`);
      out.push(r.value.bestmove);
    }
  } finally {
    await e.quit();
  }
  return out;
}

/** A cache file's moves by key; throws naming the file when it is not what this tool writes. */
function readCache(cache: string): Record<string, string> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(cache, 'utf8'));
  } catch (e) {
    throw new Error(`cache ${cache} is not JSON (${(e as Error).message})`);
  }
  // Why the check: a file of another tool's would otherwise read as an oracle that knows nothing.
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new Error(`cache ${cache} is not an object of oracle moves`);
  return parsed as Record<string, string>;
}

/** The oracle's moves, from the cache where known; new ones are searched and saved. */
async function oracleMoves(
  list: readonly string[][],
  nodes: number,
  cache: string,
): Promise<string[]> {
  const known = existsSync(cache) ? readCache(cache) : {};
  const key = (moves: readonly string[]) => `${nodes} ${moves.join(' ')}`;
  const missing = list.filter((m) => known[key(m)] === undefined);
  if (missing.length > 0) {
    console.log(`oracle: YaneuraOu at ${nodes} nodes on ${missing.length} new positions`);
    const oracle: Player = { label: 'oracle', kind: 'yaneuraou', nodes, options: {} };
    // Why in chunks, each saved: a long oracle run that stops keeps what it found.
    for (let i = 0; i < missing.length; i += 50) {
      const chunk = missing.slice(i, i + 50);
      const found = await bestMoves(oracle, chunk);
      chunk.forEach((m, j) => (known[key(m)] = found[j]!));
      writeFileSync(cache, JSON.stringify(known));
    }
  }
  return list.map((m) => known[key(m)]!);
}

/** Prints a player's agreement and, after the first, its paired difference with the first. */
function report(p: Player, agree: boolean[], first: boolean[] | undefined): void {
  const n = agree.length;
  const a = agree.filter(Boolean).length;
  let line = `${p.label.padEnd(40)} ${p.nodes} nodes: ${a}/${n} (${((100 * a) / n).toFixed(1)} %)`;
  if (first) {
    const onlyThis = agree.filter((x, i) => x && !first[i]).length;
    const onlyFirst = agree.filter((x, i) => !x && first[i]).length;
    // Why this bound: the paired difference's variance is (b + c)/n² − (b − c)²/n³ (McNemar).
    const d = (onlyThis - onlyFirst) / n;
    const se = Math.sqrt(Math.max(0, (onlyThis + onlyFirst) / n - d * d) / n);
    line += `; vs first +${onlyThis} −${onlyFirst}: ${(100 * d).toFixed(1)} ± ${(196 * se).toFixed(1)} points`;
  }
  console.log(line);
}

async function main(): Promise<void> {
  const count = positiveFlag('positions', '1000');
  const nodes = positiveFlag('nodes', '100000');
  const oracleNodes = positiveFlag('oracle-nodes', '1000000');
  const cache = flagValue('cache', join(tmpdir(), 'banmen-agreement-oracle.json'));
  // Why before the data check: a mistyped player is reported even where the records are absent.
  const players = flagValue('players', 'ours')
    .split(';')
    .map((s) => parsePlayer(s, nodes));
  if (!existsSync(RECORDS)) {
    console.error(`bench:agreement needs ${RECORDS}`);
    process.exit(2);
  }
  // Why these plies: openings past the book, middlegames and endgames, four positions a game.
  const list = recordPositionsAt(count, [30, 50, 70, 90]);
  try {
    const oracle = await oracleMoves(list, oracleNodes, cache);
    let first: boolean[] | undefined;
    for (const p of players) {
      const moves = await bestMoves(p, list);
      const agree = moves.map((m, i) => m === oracle[i]);
      report(p, agree, first);
      first ??= agree;
    }
  } finally {
    rmSync(YO_EVAL_DIR, { recursive: true, force: true });
  }
}

// Why the message alone: a bad player spec or option is the user's input, not a crash to debug.
await main().catch((e: unknown) => {
  console.error(`bench:agreement: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
});
