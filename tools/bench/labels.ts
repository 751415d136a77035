/**
 * `npm run -s bench:labels -- [--games 20] [--nodes 20000] [--factor 8] [--offset 0]
 *  [--plies 0] [--verify 1] [--dir ../shared/data/games/human_shogiwars_2025-03to05_pyshogi-db]`
 * Can a player trust the review's labels? Labels amateur games' moves at the app's default settings
 * (the built-in engine, 20,000 nodes per position, default thresholds), then searches the two
 * positions of every labelled move again at `factor`× the nodes and labels it again, for both
 * readings of a search (`last` iteration, and `steady`: the last two; see review-compute.ts). Prints, of
 * the moves labelled inaccuracy or worse, how many keep such a label, and of those labelled
 * mistake or blunder, how many keep mistake or worse. `--plies N` reviews only the first N moves
 * of each game (0: all); `--verify F` labels as a review with `verifyFactor` F does (a labelled
 * move is judged again at F× the nodes). Run it under `nice`: it is CPU-heavy.
 */
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { readRecordFile } from '../../src-main/records/service.ts';
import { moveEntry } from '../../src-main/shared/study/record-views.ts';
import { mainLineMoves } from '../../src-main/shared/study/review-comment.ts';
import { reviewMove } from '../../src-main/shared/study/review-compute.ts';
import type { PositionEval, ReviewSettings } from '../../src-main/shared/study/review-types.ts';
import type { ImmutableRecord } from 'tsshogi';
import {
  MOVE_LABELS,
  defaultThresholds,
  type MoveLabel,
} from '../../src-main/shared/study/win-rate.ts';
import { REVIEW_DEFAULT_NODES } from '../../src-main/shared/study/study-params.ts';
import { BUILTIN_SPEC } from '../../src-main/analysis/engine-process.ts';
import {
  UsiPositionAnalyser,
  type PositionAnalyser,
} from '../../src-main/analysis/position-analyser.ts';

const DEFAULT_DIR = '../shared/data/games/human_shogiwars_2025-03to05_pyshogi-db';

/** Counts of one measurement. */
export interface Stability {
  /** Labelled inaccuracy or worse at the review's nodes, and still so at factor× nodes. */
  labelled: number;
  kept: number;
  /** Labelled mistake or blunder, and still mistake or worse. */
  severe: number;
  severeKept: number;
}

/** Rank of a label (0 none, 1 inaccuracy … 4 blunder). */
function rank(l: MoveLabel | null): number {
  return l ? MOVE_LABELS.indexOf(l) + 1 : 0;
}
const MISTAKE = rank('mistake');

/** Adds one move's shallow and deep labels to the counts. */
export function tally(s: Stability, shallow: MoveLabel | null, deep: MoveLabel | null): void {
  if (rank(shallow) >= 1) {
    s.labelled++;
    if (rank(deep) >= 1) s.kept++;
  }
  if (rank(shallow) >= MISTAKE) {
    s.severe++;
    if (rank(deep) >= MISTAKE) s.severeKept++;
  }
}

/** The two readings of a search a review can use. */
const METHODS = ['last', 'steady'] as const;
type Method = (typeof METHODS)[number];

/** Evaluations of one game's main-line positions at a budget, each searched once. */
function evaluator(sfen: string, usis: readonly string[], analyser: PositionAnalyser) {
  const cache = new Map<string, PositionEval>();
  return async (ply: number, limit: ReviewSettings['limit']): Promise<PositionEval> => {
    const key = `${ply}/${JSON.stringify(limit)}`;
    if (!cache.has(key)) {
      const r = await analyser.evaluate(sfen, usis.slice(0, ply), limit);
      if (!r.ok) throw new Error(r.error.message);
      cache.set(key, r.value);
    }
    return cache.get(key)!;
  };
}

/**
 * Labels every move of a game at the review's budget under both readings, then re-labels the
 * moves either reading labelled at the deep budget (same reading). One search per position and
 * budget serves both readings (why: they differ only in how the iterations are read).
 */
async function measureGame(
  record: ImmutableRecord,
  analyser: PositionAnalyser,
  o: BenchOptions,
  onPly: (done: number, total: number) => void,
): Promise<{ [m in Method]: Stability }> {
  const t = defaultThresholds();
  const moves = mainLineMoves(record).filter((n) => o.plies === 0 || n.ply <= o.plies);
  const usis = mainLineMoves(record).map((n) => moveEntry(n).usi!);
  const evalAt = evaluator(record.initialPosition.getSFEN(1), usis, analyser);
  const shallow = { nodes: o.nodes };
  const deep = { nodes: o.nodes * o.factor };
  const out = { last: emptyStability(), steady: emptyStability() };
  for (const node of moves) {
    const e = moveEntry(node);
    const facts = { ply: node.ply, color: e.color, usi: e.usi!, japanese: e.japanese };
    const [b, a] = [await evalAt(node.ply - 1, shallow), await evalAt(node.ply, shallow)];
    const first = METHODS.map((m) => reviewMove(facts, b, a, t, m).label);
    const verify = { nodes: o.nodes * o.verify };
    const labels: Array<MoveLabel | null> = [];
    for (const [i, m] of METHODS.entries()) {
      if (!first[i] || o.verify <= 1) labels.push(first[i]!);
      else {
        const [vb, va] = [await evalAt(node.ply - 1, verify), await evalAt(node.ply, verify)];
        labels.push(reviewMove(facts, vb, va, t, m).label);
      }
    }
    onPly(node.ply, moves.length);
    if (labels.every((l) => !l)) continue;
    const [db, da] = [await evalAt(node.ply - 1, deep), await evalAt(node.ply, deep)];
    METHODS.forEach((m, i) => tally(out[m], labels[i]!, reviewMove(facts, db, da, t, m).label));
  }
  return out;
}

/** Counts at zero. */
function emptyStability(): Stability {
  return { labelled: 0, kept: 0, severe: 0, severeKept: 0 };
}

/** Adds b's counts to a. */
function addInto(a: Stability, b: Stability): void {
  a.labelled += b.labelled;
  a.kept += b.kept;
  a.severe += b.severe;
  a.severeKept += b.severeKept;
}

/** `kept/total (pct %)`. */
function pct(kept: number, total: number): string {
  return `${kept}/${total} (${total ? ((100 * kept) / total).toFixed(1) : '-'} %)`;
}

/** The report lines of a measurement. */
export function report(s: Stability): string[] {
  return [
    `inaccuracy or worse kept: ${pct(s.kept, s.labelled)}`,
    `mistake or blunder kept as mistake or worse: ${pct(s.severeKept, s.severe)}`,
  ];
}

/** The bench's options. */
interface BenchOptions {
  games: number;
  nodes: number;
  factor: number;
  offset: number;
  plies: number;
  verify: number;
  dir: string;
}

/** Parses `--name value` numbers and `--dir`. */
function parse(argv: string[]): BenchOptions {
  const o: BenchOptions = {
    games: 20,
    nodes: REVIEW_DEFAULT_NODES,
    factor: 8,
    offset: 0,
    plies: 0,
    verify: 1,
    dir: DEFAULT_DIR,
  };
  for (let i = 0; i < argv.length; i += 2) {
    const key = argv[i]!.replace(/^--/, '') as keyof BenchOptions;
    if (!(key in o)) throw new Error(`unknown argument ${argv[i]}`);
    const v = argv[i + 1] ?? '';
    if (key === 'dir') o.dir = v;
    else if (/^\d+$/.test(v)) o[key as Exclude<keyof BenchOptions, 'dir'>] = Number(v);
    else throw new Error(`${argv[i]} needs a number`);
  }
  return o;
}

async function main(): Promise<number> {
  const o = parse(process.argv.slice(2));
  const files = readdirSync(o.dir)
    .filter((f) => /\.(kif|kifu|csa)$/i.test(f))
    .sort()
    .slice(o.offset, o.offset + o.games)
    .map((f) => join(o.dir, f));
  // Why 120 s: on a loaded machine the engine's start (tsx compiling it) misses the usual 10 s.
  const opened = await UsiPositionAnalyser.open(BUILTIN_SPEC, undefined, 120_000);
  if (!opened.ok) throw new Error(opened.error.message);
  const analyser = opened.value;
  const total = { last: emptyStability(), steady: emptyStability() };
  for (const file of files) {
    const read = await readRecordFile(file);
    if (!read.ok) continue;
    const t0 = performance.now();
    const onPly = (done: number, n: number) => process.stderr.write(`${file}: ${done}/${n}\r`);
    const game = await measureGame(read.records[0]!, analyser, o, onPly);
    const secs = ((performance.now() - t0) / 1000).toFixed(1);
    for (const m of METHODS) {
      addInto(total[m], game[m]);
      console.log(`${file} (${secs} s) ${m}: ${report(game[m]).join('; ')}`);
    }
  }
  await analyser.close();
  const plies = o.plies > 0 ? `, first ${o.plies} moves` : '';
  const v = o.verify > 1 ? `, verified at ${o.nodes * o.verify}` : '';
  console.log(`${files.length} games${plies}, ${o.nodes} nodes${v} against ${o.nodes * o.factor}:`);
  for (const m of METHODS) for (const l of report(total[m])) console.log(`${m}: ${l}`);
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main().then(
    (code) => process.exit(code),
    (e: unknown) => {
      console.error(`bench:labels: ${e instanceof Error ? e.message : String(e)}`);
      process.exit(2);
    },
  );
}
