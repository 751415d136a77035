/**
 * `npm run -s bench:labels -- [--games 20] [--offset 0] [--plies 0] [--nodes 20000] [--factor 8]
 *  [--verify F] [--cache file.jsonl] [--dir ../shared/data/games/human_shogiwars_2025-03to05_pyshogi-db]`
 * Can a player trust the review's labels? Reviews amateur games exactly as the app does
 * (`reviewGame`, the built-in engine, `nodes` per position, the default thresholds and the
 * default verification unless `--verify F` is given; `--verify 1` turns it off). The reference:
 * a second engine searches the two positions of every labelled move at `factor`× the nodes, and
 * the move is labelled again from those two searches alone (final iteration; no loss when the
 * move played is that search's best). Prints, of the moves labelled inaccuracy or worse, how
 * many the reference labels too, and of those labelled mistake or blunder, how many it labels
 * mistake or worse. `--plies N` reviews only the first N moves of each game (0: all). `--cache`
 * keeps every search in a file and reuses it (search-cache.ts). CPU-heavy: run it under `nice`.
 */
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ImmutableRecord } from 'tsshogi';
import { readRecordFile } from '../../src-main/records/service.ts';
import { moveEntry } from '../../src-main/shared/study/record-views.ts';
import { mainLineMoves } from '../../src-main/shared/study/review-comment.ts';
import { reviewMove } from '../../src-main/shared/study/review-compute.ts';
import type { MoveReview, ReviewSettings } from '../../src-main/shared/study/review-types.ts';
import {
  MOVE_LABELS,
  defaultThresholds,
  type MoveLabel,
} from '../../src-main/shared/study/win-rate.ts';
import { REVIEW_DEFAULT_NODES } from '../../src-main/shared/study/study-params.ts';
import { BUILTIN_SPEC } from '../../src-main/analysis/engine-process.ts';
import { reviewGame } from '../../src-main/analysis/game-review.ts';
import {
  UsiPositionAnalyser,
  type PositionAnalyser,
} from '../../src-main/analysis/position-analyser.ts';
import { CachedAnalyser, readCache, type CachedSearch } from './search-cache.ts';

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

/** Counts at zero. */
export function emptyStability(): Stability {
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
  /** 0: the review's default verification. */
  verify: number;
  dir: string;
  cache: string;
}

/** Parses `--name value` numbers, `--dir` and `--cache`. */
function parse(argv: string[]): BenchOptions {
  const o: BenchOptions = {
    games: 20,
    nodes: REVIEW_DEFAULT_NODES,
    factor: 8,
    offset: 0,
    plies: 0,
    verify: 0,
    dir: DEFAULT_DIR,
    cache: '',
  };
  for (let i = 0; i < argv.length; i += 2) {
    const key = argv[i]!.replace(/^--/, '') as keyof BenchOptions;
    if (!(key in o)) throw new Error(`unknown argument ${argv[i]}`);
    const v = argv[i + 1] ?? '';
    if (key === 'dir' || key === 'cache') o[key] = v;
    else if (/^\d+$/.test(v)) o[key] = Number(v);
    else throw new Error(`${argv[i]} needs a number`);
  }
  return o;
}

/** One game's review labels against the reference's, and how many moves were reviewed. */
async function measureGame(
  record: ImmutableRecord,
  review: PositionAnalyser,
  reference: PositionAnalyser,
  o: BenchOptions,
): Promise<{ s: Stability; moves: MoveReview[] }> {
  const t = defaultThresholds();
  const settings: ReviewSettings = {
    limit: { nodes: o.nodes },
    thresholds: t,
    ...(o.plies > 0 ? { toPly: o.plies } : {}),
    ...(o.verify > 0 ? { verifyFactor: o.verify } : {}),
  };
  const out = await reviewGame(record, review, settings, { restart: true });
  if (out.error) throw new Error(out.error.message);
  const sfen = record.initialPosition.getSFEN(1);
  const usis = mainLineMoves(record).map((n) => moveEntry(n).usi!);
  const deep = { nodes: o.nodes * o.factor };
  const s = emptyStability();
  for (const m of out.moves.filter((x) => x.label)) {
    const rb = await reference.evaluate(sfen, usis.slice(0, m.ply - 1), deep);
    const ra = await reference.evaluate(sfen, usis.slice(0, m.ply), deep);
    if (!rb.ok) throw new Error(rb.error.message);
    if (!ra.ok) throw new Error(ra.error.message);
    tally(s, m.label, reviewMove(m, rb.value, ra.value, t, 'last').label);
  }
  return { s, moves: out.moves };
}

/** The record files of `dir` in name order, `games` of them from `offset`: the bench's sample. */
export function sampleGames(dir: string, offset: number, games: number): string[] {
  return readdirSync(dir)
    .filter((f) => /\.(kif|kifu|csa)$/i.test(f))
    .sort()
    .slice(offset, offset + games)
    .map((f) => join(dir, f));
}

/**
 * The review's and the reference's analysers over one search cache (`cachePath`, or none). Why
 * one cache: a rerun, or another bench over the same games, reads the searches instead of redoing them.
 */
export function cachedAnalysers(cachePath: string): {
  review: CachedAnalyser;
  reference: CachedAnalyser;
} {
  const cache = cachePath ? readCache(cachePath) : new Map<string, CachedSearch>();
  const file = cachePath || '/dev/null';
  return { review: analyser(file, cache, 'review'), reference: analyser(file, cache, 'reference') };
}

/** A cached analyser over a lazily started built-in engine (searches tagged `tag`). */
export function analyser(
  file: string,
  cache: Map<string, CachedSearch>,
  tag: string,
): CachedAnalyser {
  // Why 300 s: on a loaded machine the engine's start (tsx compiling it) misses the usual 10 s.
  return new CachedAnalyser(file, cache, tag, async () => {
    const opened = await UsiPositionAnalyser.open(BUILTIN_SPEC, undefined, 300_000);
    if (!opened.ok) throw new Error(opened.error.message);
    return opened.value;
  });
}

async function main(): Promise<number> {
  const o = parse(process.argv.slice(2));
  const files = sampleGames(o.dir, o.offset, o.games);
  const { review, reference } = cachedAnalysers(o.cache);
  const total = emptyStability();
  let moves = 0;
  let labelled = 0;
  for (const f of files) {
    const read = await readRecordFile(f);
    if (!read.ok) continue;
    const t0 = performance.now();
    const game = await measureGame(read.records[0]!, review, reference, o);
    const secs = ((performance.now() - t0) / 1000).toFixed(1);
    addInto(total, game.s);
    moves += game.moves.length;
    labelled += game.moves.filter((m) => m.label).length;
    console.log(`${f} (${game.moves.length} moves, ${secs} s): ${report(game.s).join('; ')}`);
  }
  await review.close();
  await reference.close();
  const plies = o.plies > 0 ? `, first ${o.plies} moves` : '';
  const v = o.verify > 0 ? `verify ${o.verify}` : 'default verification';
  console.log(
    `${files.length} games (${moves} moves, ${labelled} labelled${plies}), ${o.nodes} nodes, ${v}, against ${o.nodes * o.factor}:`,
  );
  for (const l of report(total)) console.log(l);
  console.log(
    `searches: ${review.misses + reference.misses} made, ${review.hits + reference.hits} from the cache`,
  );
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
