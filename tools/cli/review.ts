/**
 * `npm run -s review -- <file|folder> [--nodes N | --movetime ms] [--engine builtin|<path>]
 *  [--from N] [--to N] [--thresholds i,d,m,b] [--force] [--lang en|ja]`
 * Reviews record files with an engine and writes the review into their comments (in place, same
 * format and encoding): the machine line of every move, and at each labelled move a line a
 * player reads (label, loss, best move in KIF notation, why) in English or Japanese. Then
 * prints each game's summary. Ctrl-C stops after keeping what is done.
 * Exit codes: 0 done, 1 a file failed, 2 bad arguments or engine start failure.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  MOVE_LABELS,
  checkThresholds,
  defaultThresholds,
  type LabelThresholds,
} from '../../src-main/shared/study/win-rate.ts';
import type {
  ReviewSettings,
  ReviewSummary,
  SideSummary,
} from '../../src-main/shared/study/review-types.ts';
import { REVIEW_DEFAULT_NODES } from '../../src-main/shared/study/study-params.ts';
import type { EngineSpec } from '../../src-main/usi/engine-spec.ts';
import { BUILTIN_SPEC } from '../../src-main/analysis/engine-process.ts';
import { UsiPositionAnalyser } from '../../src-main/analysis/position-analyser.ts';
import { reviewPath, type FileReviewResult } from '../../src-main/analysis/batch-review.ts';
import {
  DEFAULT_READABLE,
  type ReadableOptions,
} from '../../src-main/shared/study/review-readable.ts';

/** Parsed command line. */
interface CliArgs {
  target: string;
  settings: ReviewSettings;
  engine: EngineSpec;
  force: boolean;
  readable: ReadableOptions;
}

/** Parses the arguments; a message on error. */
export function parseArgs(argv: string[]): CliArgs | string {
  let target: string | undefined;
  // Why nodes, not time: the app's default, the budget the labels were measured at (docs/learning.md).
  let limit: ReviewSettings['limit'] = { nodes: REVIEW_DEFAULT_NODES };
  let engine: EngineSpec = BUILTIN_SPEC;
  let thresholds: LabelThresholds = defaultThresholds();
  const range: { fromPly?: number; toPly?: number } = {};
  let force = false;
  let readable: ReadableOptions = DEFAULT_READABLE;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    const num = () => (/^\d+$/.test(argv[i + 1] ?? '') ? Number(argv[++i]) : NaN);
    if (a === '--movetime' || a === '--nodes') {
      const n = num();
      if (!(n > 0)) return `${a} needs a positive number`;
      limit = a === '--movetime' ? { movetimeMs: n } : { nodes: n };
    } else if (a === '--engine') {
      const e = argv[++i];
      if (!e) return '--engine needs "builtin" or a path';
      engine =
        e === 'builtin'
          ? BUILTIN_SPEC
          : { name: e, command: e.includes('/') || e.includes('\\') ? resolve(e) : e }; // a bare name is looked up on PATH
    } else if (a === '--from' || a === '--to') {
      const n = num();
      if (!(n > 0)) return `${a} needs a move number`;
      range[a === '--from' ? 'fromPly' : 'toPly'] = n;
    } else if (a === '--thresholds') {
      const parts = (argv[++i] ?? '').split(',').map(Number);
      thresholds = {
        inaccuracy: parts[0]!,
        dubious: parts[1]!,
        mistake: parts[2]!,
        blunder: parts[3]!,
      };
      const ok =
        parts.length === 4
          ? checkThresholds(thresholds)
          : { ok: false as const, message: 'give four numbers' };
      if (!ok.ok) return `--thresholds: ${ok.message}`;
    } else if (a === '--lang') {
      const l = argv[++i];
      if (l !== 'en' && l !== 'ja') return '--lang needs en or ja';
      readable = { lang: l, notation: l === 'ja' ? 'japanese' : 'western' };
    } else if (a === '--force') {
      force = true;
    } else if (!a.startsWith('--') && target === undefined) {
      target = a;
    } else {
      return `unknown argument ${a}`;
    }
  }
  if (!target) return 'give a record file or a folder';
  return { target, settings: { limit, thresholds, ...range }, engine, force, readable };
}

/** One side's summary as a line. */
function sideText(s: SideSummary): string {
  const counts = MOVE_LABELS.map((l) => `${l} ${s.counts[l]}`).join(', ');
  const worst =
    s.worst.map((w) => `${w.ply}.${w.japanese} (−${w.loss.toFixed(1)})`).join(' ') || '-';
  return `  ${s.color === 'black' ? '▲' : '△'} ${s.moves} moves, accuracy ${s.accuracy.toFixed(1)} %, average loss ${s.averageLoss.toFixed(1)}; ${counts}; worst: ${worst}`;
}

/** The report of one file. */
function fileText(r: FileReviewResult): string {
  const head = `${r.path}: ${r.status}${r.message ? ` (${r.message})` : ''}`;
  const games = r.summaries.map(
    (s: ReviewSummary) =>
      `  ${s.done}/${s.total} moves by ${s.engine}\n${sideText(s.black)}\n${sideText(s.white)}`,
  );
  return [head, ...games].join('\n');
}

async function main(): Promise<number> {
  const args = parseArgs(process.argv.slice(2));
  if (typeof args === 'string') {
    console.error(`review: ${args}`);
    return 2;
  }
  if (!existsSync(args.target)) {
    console.error(`review: ${args.target} does not exist`);
    return 2;
  }
  const opened = await UsiPositionAnalyser.open(args.engine);
  if (!opened.ok) {
    console.error(`review: the engine could not start: ${opened.error.message}`);
    return 2;
  }
  const abort = new AbortController();
  process.once('SIGINT', () => abort.abort());
  const onProgress = (
    path: string,
    p: { movesDone: number; movesTotal: number; etaMs: number | null },
  ) => {
    const eta = p.etaMs === null ? '' : `, about ${Math.ceil(p.etaMs / 1000)} s left`;
    process.stderr.write(`${path}: ${p.movesDone}/${p.movesTotal}${eta}\n`);
  };
  const results = await reviewPath(args.target, opened.value, args.settings, {
    signal: abort.signal,
    force: args.force,
    readable: args.readable,
    onProgress,
  });
  await opened.value.close();
  for (const r of results) console.log(fileText(r));
  return results.some((r) => r.status === 'failed') ? 1 : 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  void main().then((code) => process.exit(code));
}
