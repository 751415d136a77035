/**
 * `npm run -s bench:labels -- [--games 20] [--nodes 20000] [--factor 8] [--offset 0]
 *  [--plies 0] [--dir ../shared/data/games/human_shogiwars_2025-03to05_pyshogi-db]`
 * Can a player trust the review's labels? Reviews amateur games at the app's default settings
 * (the built-in engine, 20,000 nodes per position, default thresholds), then searches the two
 * positions of every labelled move again at `factor`× the nodes and labels it again. Prints, of
 * the moves labelled inaccuracy or worse, how many keep such a label, and of those labelled
 * mistake or blunder, how many keep mistake or worse. `--plies N` reviews only the first N moves
 * of each game (0: all). Run it under `nice`: it is CPU-heavy.
 */
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { readRecordFile } from '../records/service.ts';
import { moveEntry } from '../study/record-views.ts';
import { mainLineMoves } from '../study/review-comment.ts';
import { reviewMove } from '../study/review-compute.ts';
import type { MoveReview, PositionEval, ReviewSettings } from '../study/review-types.ts';
import { MOVE_LABELS, defaultThresholds, type MoveLabel } from '../study/win-rate.ts';
import { REVIEW_DEFAULT_NODES } from '../study/study-params.ts';
import { BUILTIN_SPEC } from './engine-process.ts';
import { reviewGame } from './game-review.ts';
import { UsiPositionAnalyser, type PositionAnalyser } from './position-analyser.ts';

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

/** Re-labels the labelled moves of a reviewed game at `nodes`; the deep evaluations are shared by neighbouring moves. */
async function deepLabels(
  file: string,
  moves: readonly MoveReview[],
  analyser: PositionAnalyser,
  settings: ReviewSettings,
): Promise<Array<[MoveLabel | null, MoveLabel | null]>> {
  const read = await readRecordFile(file);
  if (!read.ok) return [];
  const record = read.records[0]!;
  const sfen = record.initialPosition.getSFEN(1);
  const nodes = mainLineMoves(record);
  const usis = nodes.map((n) => moveEntry(n).usi!);
  const cache = new Map<number, PositionEval>();
  const evalAt = async (ply: number) => {
    if (!cache.has(ply)) {
      const r = await analyser.evaluate(sfen, usis.slice(0, ply), settings.limit);
      if (!r.ok) throw new Error(`${file}: ${r.error.message}`);
      cache.set(ply, r.value);
    }
    return cache.get(ply)!;
  };
  const out: Array<[MoveLabel | null, MoveLabel | null]> = [];
  for (const m of moves.filter((x) => x.label)) {
    const [b, a] = [await evalAt(m.ply - 1), await evalAt(m.ply)];
    const deep = reviewMove(m, b, a, settings.thresholds, settings.method);
    out.push([m.label, deep.label]);
  }
  return out;
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
  const thresholds = defaultThresholds();
  const range = o.plies > 0 ? { toPly: o.plies } : {};
  const shallow: ReviewSettings = { limit: { nodes: o.nodes }, thresholds, ...range };
  const deep: ReviewSettings = { limit: { nodes: o.nodes * o.factor }, thresholds };
  const total: Stability = { labelled: 0, kept: 0, severe: 0, severeKept: 0 };
  for (const file of files) {
    const read = await readRecordFile(file);
    if (!read.ok) continue;
    const t0 = performance.now();
    const onProgress = (p: { movesDone: number; movesTotal: number }) =>
      process.stderr.write(`${file}: ${p.movesDone}/${p.movesTotal}\r`);
    const outcome = await reviewGame(read.records[0]!, analyser, shallow, {
      restart: true,
      onProgress,
    });
    const reviewS = (performance.now() - t0) / 1000;
    const game: Stability = { labelled: 0, kept: 0, severe: 0, severeKept: 0 };
    for (const [a, b] of await deepLabels(file, outcome.moves, analyser, deep)) {
      tally(game, a, b);
      tally(total, a, b);
    }
    const line = `${file}: ${outcome.moves.length} moves reviewed in ${reviewS.toFixed(1)} s; ${report(game).join('; ')}`;
    console.log(line);
  }
  await analyser.close();
  console.log(`${files.length} games, ${o.nodes} nodes against ${o.nodes * o.factor}:`);
  for (const l of report(total)) console.log(l);
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
