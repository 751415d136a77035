/**
 * Refutations our search does not see: a screen for the pruning of the non-PV tree, from the games
 * of a `bench:vs-yaneuraou` run. A refutation is a move of ours that YaneuraOu's own scores, before
 * it and after it, judge to lose at least `--loss` centipawns (in a position within ±600, from ply
 * 50 on), with YaneuraOu's reply there. A blind spot is a refutation where the first player,
 * searching the position after our move to `--depth` from a fresh game, picks another reply than
 * YaneuraOu's, although the same search given only that reply (`searchmoves`) scores it more than
 * 30 cp higher: the reply is there at that depth, and the null-window tree missed it. Each further
 * player then searches the blind spots: how many it finds (picks the reply, or scores within 30 cp
 * of the first player's forced score) and at what cost in nodes. A screen for a candidate rule,
 * not a judge: the set is chosen where the first player fails, so any bolder search finds more;
 * games decide (strength log, session 72).
 *
 *   npm run -s bench:refutations -- --runs <run dir>[,<run dir>...] [--loss 400] [--depth 9]
 *     [--max 200] [--ours banmen] [--players "ours;ours:RazorMinDepth=2"] [--nodes 100000]
 *
 * Players are as in bench:agreement (`ours[:K=V,...]`; their node counts are unused). With
 * `--nodes`, the equal-cost question instead: each player searches every refutation's position at
 * that node count and counts how often it picks YaneuraOu's reply (paired with the first player).
 * Session 72: 61, 67 and 71 of 120 for main, RazorMinDepth 2 and razoring off; neither won games.
 * bench:find asks the other question, on a fixed set: how many nodes our search needs to see a
 * refutation at all.
 */
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { UsiEngine } from '../../src-main/usi/usi-engine.ts';
import { flagValue, positiveFlag } from './args.ts';
import { parsePlayer, startBenchEngine, type Player } from './bench-engine.ts';
import { collect, type Refutation } from './refutation-set.ts';

const YO_EVAL_DIR = join(tmpdir(), `banmen-refutations-yaneuraou-${process.pid}`);
/** How much higher the forced reply must score, and how close a player must come to it. */
const MARGIN = 30;

/** A search's choice, its score as one number (mates as ±(32000 − plies)) and its nodes. */
interface Searched {
  best: string;
  value: number;
  nodes: number;
}

/** A fresh-game search (`go depth` or `go nodes`) on the position after our move, optionally with one move allowed. */
async function search(
  e: UsiEngine,
  r: Refutation,
  limit: { depth: number } | { nodes: number },
  only?: string,
): Promise<Searched> {
  e.newGame();
  e.position(r.startSfen, r.moves);
  const res = await e.go({ ...limit, ...(only ? { searchmoves: [only] } : {}) }, 600_000);
  if (!res.ok) throw new Error(res.error.message);
  const s = res.value.info.score;
  const value =
    s?.kind === 'mate' ? Math.sign(s.value || 1) * (32000 - Math.abs(s.value)) : (s?.value ?? 0);
  return { best: res.value.bestmove, value, nodes: res.value.info.nodes ?? 0 };
}

/** The first player's blind spots, with its forced scores and free nodes. */
async function blindSpots(
  p: Player,
  list: readonly Refutation[],
  depth: number,
): Promise<{ spots: Refutation[]; forced: number[]; nodes: number }> {
  const e = await startBenchEngine(p.kind, YO_EVAL_DIR, p.options);
  const spots: Refutation[] = [];
  const forced: number[] = [];
  let nodes = 0;
  try {
    for (const r of list) {
      const free = await search(e, r, { depth });
      if (free.best === r.reply) continue;
      const only = await search(e, r, { depth }, r.reply);
      if (only.value <= free.value + MARGIN) continue;
      spots.push(r);
      forced.push(only.value);
      nodes += free.nodes;
    }
  } finally {
    await e.quit();
  }
  return { spots, forced, nodes };
}

/** How many blind spots a player finds, and its nodes on them. */
async function found(
  p: Player,
  spots: readonly Refutation[],
  forced: readonly number[],
  depth: number,
): Promise<{ found: number; nodes: number }> {
  const e = await startBenchEngine(p.kind, YO_EVAL_DIR, p.options);
  let n = 0;
  let nodes = 0;
  try {
    for (let i = 0; i < spots.length; i++) {
      const s = await search(e, spots[i]!, { depth });
      nodes += s.nodes;
      if (s.best === spots[i]!.reply || s.value >= forced[i]! - MARGIN) n++;
    }
  } finally {
    await e.quit();
  }
  return { found: n, nodes };
}

/** Which refutations a player answers with YaneuraOu's reply at `nodes`. */
async function repliesAt(
  p: Player,
  list: readonly Refutation[],
  nodes: number,
): Promise<boolean[]> {
  const e = await startBenchEngine(p.kind, YO_EVAL_DIR, p.options);
  const out: boolean[] = [];
  try {
    for (const r of list) out.push((await search(e, r, { nodes })).best === r.reply);
  } finally {
    await e.quit();
  }
  return out;
}

/** The `--nodes` report: each player's hits, and after the first its paired difference. */
async function atEqualNodes(
  players: readonly Player[],
  list: readonly Refutation[],
  nodes: number,
) {
  let first: boolean[] | undefined;
  for (const p of players) {
    const hit = await repliesAt(p, list, nodes);
    let line = `${p.label.padEnd(40)} ${hit.filter(Boolean).length}/${list.length} replies found`;
    if (first) {
      const gained = hit.filter((x, i) => x && !first![i]).length;
      const lost = hit.filter((x, i) => !x && first![i]).length;
      line += `; vs first +${gained} −${lost}`;
    }
    console.log(line);
    first ??= hit;
  }
}

async function main(): Promise<void> {
  const runs = flagValue('runs', '').split(',').filter(Boolean);
  if (runs.length === 0)
    throw new Error('--runs names one or more bench:vs-yaneuraou output folders');
  const minLoss = positiveFlag('loss', '400');
  const depth = positiveFlag('depth', '9');
  const max = positiveFlag('max', '200');
  const ours = flagValue('ours', 'banmen');
  const players = flagValue('players', 'ours')
    .split(';')
    .map((s) => parsePlayer(s, 0));
  const nodes = flagValue('nodes', '') === '' ? 0 : positiveFlag('nodes', '');
  const list = collect(runs, ours, minLoss).slice(0, max);
  console.log(`${list.length} refutations of ≥ ${minLoss} cp in ${runs.length} run(s)`);
  try {
    if (nodes > 0) return await atEqualNodes(players, list, nodes);
    const first = await blindSpots(players[0]!, list, depth);
    const k = first.spots.length;
    console.log(`${players[0]!.label}: ${k} blind spots at depth ${depth}, ${first.nodes} nodes`);
    for (const p of players.slice(1)) {
      const r = await found(p, first.spots, first.forced, depth);
      const ratio = first.nodes > 0 ? (r.nodes / first.nodes).toFixed(2) : '-';
      console.log(`${p.label.padEnd(40)} finds ${r.found}/${k}, nodes ×${ratio}`);
    }
  } finally {
    rmSync(YO_EVAL_DIR, { recursive: true, force: true });
  }
}

// Why the message alone: a bad folder, player or option is the user's input, not a crash.
await main().catch((e: unknown) => {
  console.error(`bench:refutations: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
});
