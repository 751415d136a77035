/**
 * The "nodes to find" diagnostic: positions where our engine lost to YaneuraOu (bench/find/
 * yo-mistakes.json), each searched in process with iterative deepening up to a node cap (fresh
 * table and history, Hash 64, one thread, the shipped net), reporting how many nodes the search
 * needs to see what YaneuraOu saw.
 *
 *   npm run -s bench:find -- [--nodes 1600000] [--root <checkout>] [--only g39p135,g33p95]
 *     [--fixture bench/find/yo-mistakes.json] [--evalfile default-net]
 *
 * Two searches per position: "refute" on P+m (after our mistake, the opponent to move): the nodes
 * of the first `info` whose score (exact or lower bound) is at least the refutation's verdict for
 * the side to move: a mate score for a mate, else cp ≥ verdict − 150; the search stops there.
 * "choose" on P (before our mistake): the nodes from which the reported best move is one of the
 * moves YaneuraOu rates good and stays one until the cap. Not found counts as the cap in the
 * geometric means of the summary. `--root` searches with another checkout's engine.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { THIS_ROOT, makeRig, searchFresh, type InfoLike, type Rig } from './checkout-engine.ts';
import { flagValue } from './args.ts';

/** YaneuraOu's verdict on P+m from its side to move: mate in `plies` or `value` cp. */
export type Verdict = { kind: 'mate'; plies: number } | { kind: 'cp'; value: number };

/** One confirmed mistake of the fixture. */
export interface FindCase {
  id: string;
  category: string;
  /** P, before our move. */
  sfen: string;
  /** Our mistake m. */
  move: string;
  refutation: { verdict: Verdict; first: string; pv: string[] };
  /** Moves YaneuraOu rates within 50 cp of its best rated move at P. */
  good: string[];
}

/** One search's result: found at `nodes`, or not (null) within the cap. */
export interface FindRow {
  id: string;
  category: string;
  kind: 'refute' | 'choose';
  nodes: number | null;
  /** What the search reported, for the line of the report. */
  detail: string;
}

/** The default fixture of this checkout. */
export const DEFAULT_FIXTURE = resolve(THIS_ROOT, 'bench/find/yo-mistakes.json');

/** Reads the fixture's positions. */
export function loadCases(file: string): FindCase[] {
  return (JSON.parse(readFileSync(file, 'utf8')) as { positions: FindCase[] }).positions;
}

/** Why a margin: a cp verdict is "seen" when our score comes within 150 cp of YaneuraOu's. */
const CP_MARGIN = 150;

/** True when `score` (side to move's view) is at least as good as the verdict. */
export function reaches(score: NonNullable<InfoLike['score']>, verdict: Verdict): boolean {
  if (score.bound === 'upper') return false;
  if (score.kind === 'mate')
    return score.value > 0 || (verdict.kind === 'mate' && verdict.plies < 0);
  if (verdict.kind === 'mate') return verdict.plies < 0;
  return score.value >= verdict.value - CP_MARGIN;
}

function scoreText(s: InfoLike['score']): string {
  if (s === undefined) return '-';
  return `${s.kind} ${s.value}${s.bound ? ` (${s.bound})` : ''}`;
}

function verdictText(v: Verdict): string {
  return v.kind === 'mate' ? `mate ${v.plies}` : `cp ${v.value}`;
}

/** Searches P+m until the verdict is reached (then stops) or the cap. */
export function refute(rig: Rig, c: FindCase, cap: number): FindRow {
  let hit: InfoLike | null = null;
  let last: InfoLike | undefined;
  const answer = searchFresh(
    rig,
    { name: c.id, sfen: c.sfen, moves: [c.move] },
    { nodes: cap },
    (info) => {
      if (hit !== null || info.score === undefined) return;
      last = info;
      if (!reaches(info.score, c.refutation.verdict)) return;
      hit = info;
      rig.engine.root.signals[0] = 1;
    },
  );
  const seen: InfoLike | undefined = hit ?? last;
  const want = `want ${verdictText(c.refutation.verdict)} (YO ${c.refutation.first})`;
  const got = `${scoreText(seen?.score)} depth ${seen?.depth ?? 0} ${seen?.pv?.[0] ?? answer.bestmove}`;
  return {
    id: c.id,
    category: c.category,
    kind: 'refute',
    nodes: hit === null ? null : ((hit as InfoLike).nodes ?? 0),
    detail: `${got}; ${want}`,
  };
}

/** Searches P to the cap; found where the best move last turned good (if it ends good). */
export function choose(rig: Rig, c: FindCase, cap: number): FindRow {
  const samples: { nodes: number; move: string }[] = [];
  const answer = searchFresh(rig, { name: c.id, sfen: c.sfen, moves: [] }, { nodes: cap }, (i) => {
    if (i.pv?.[0] !== undefined) samples.push({ nodes: i.nodes ?? 0, move: i.pv[0] });
  });
  samples.push({ nodes: answer.outcome?.nodes ?? cap, move: answer.bestmove });
  let since: number | null = null;
  for (const s of samples) {
    if (!c.good.includes(s.move)) since = null;
    else since ??= s.nodes;
  }
  const depth = answer.outcome?.depth ?? 0;
  return {
    id: c.id,
    category: c.category,
    kind: 'choose',
    nodes: since,
    detail: `best ${answer.bestmove} depth ${depth}; good ${c.good.join(' ')}, m ${c.move}`,
  };
}

/** Runs both searches of every case, one line each through `log`. */
export function runFind(
  rig: Rig,
  cases: readonly FindCase[],
  cap: number,
  log: (line: string) => void,
): FindRow[] {
  const rows: FindRow[] = [];
  for (const c of cases)
    for (const run of [refute, choose]) {
      const row = run(rig, c, cap);
      log(rowLine(row));
      rows.push(row);
    }
  return rows;
}

/** One report line: id, category, search, nodes or "not found", detail. */
export function rowLine(r: FindRow): string {
  const n = r.nodes === null ? 'not found' : `${r.nodes}`;
  return `${r.id.padEnd(8)} ${r.category.padEnd(29)} ${r.kind.padEnd(6)} ${n.padStart(9)}  ${r.detail}`;
}

/** Geometric mean of the nodes to find, a miss counted as the cap. */
export function geomean(rows: readonly FindRow[], cap: number): number {
  if (rows.length === 0) return 0;
  const logs = rows.map((r) => Math.log(Math.max(1, r.nodes ?? cap)));
  return Math.exp(logs.reduce((a, b) => a + b, 0) / rows.length);
}

/** Summary lines: per search kind, all positions then each category. */
export function summary(rows: readonly FindRow[], cap: number): string[] {
  const lines: string[] = [];
  const categories = [...new Set(rows.map((r) => r.category))];
  for (const kind of ['refute', 'choose'] as const) {
    const mine = rows.filter((r) => r.kind === kind);
    for (const cat of ['all', ...categories]) {
      const sel = cat === 'all' ? mine : mine.filter((r) => r.category === cat);
      const found = sel.filter((r) => r.nodes !== null).length;
      const gm = Math.round(geomean(sel, cap));
      lines.push(`${kind} ${cat.padEnd(29)} found ${found}/${sel.length}  geomean ${gm}`);
    }
  }
  return lines;
}

/** The command line: options, run, report. */
export async function main(argv: readonly string[], log = console.log): Promise<FindRow[]> {
  const cap = Number(flagValue('nodes', '1600000', argv));
  const root = resolve(flagValue('root', THIS_ROOT, argv));
  const only = flagValue('only', '', argv);
  const all = loadCases(flagValue('fixture', DEFAULT_FIXTURE, argv));
  const cases = only === '' ? all : all.filter((c) => only.split(',').includes(c.id));
  const rig = await makeRig(root, flagValue('evalfile', 'default-net', argv), log);
  log(`checkout ${root}, ${cases.length} positions, cap ${cap} nodes`);
  const rows = runFind(rig, cases, cap, log);
  for (const line of summary(rows, cap)) log(line);
  return rows;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href)
  await main(process.argv.slice(2));
