/**
 * `npm run -s tsume -- verify <file...>`: verifies problem files (JSON or SFEN lines), one
 * line per problem (uniqueness, 余詰 found), then `N problems verified, M failed` (exit 1 when
 * M > 0).
 * `npm run -s tsume -- generate --from <records...> --count N [--out resources/tsume]`: adds
 * problems made from the last positions of real games to the files in the output folder.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { cliArgs, usageError } from '../../src-main/cli-args.ts';
import { expandInputs, mainLineUsi } from '../../src-main/records/book-builder.ts';
import { readRecordFile } from '../../src-main/records/service.ts';
import {
  GENERATE_DEFAULTS,
  candidatesOf,
  makeProblem,
  suffixCandidates,
  variationCandidates,
  type SourceGame,
} from '../../src-main/tsume/generate.ts';
import {
  ProblemFileError,
  formatProblemFile,
  parseProblemFile,
  problemFileName,
  type TsumeProblem,
} from '../../src-main/tsume/problem-file.ts';
import { verifyTsume, type TsumeReport } from '../../src-main/tsume/verify.ts';

const SCRIPT = 'tsume';

function verifyCommand(files: string[], extraPlies: number, dropFailed: boolean): number {
  if (files.length === 0) usageError(SCRIPT, 'verify needs at least one problem file');
  let verified = 0;
  let failed = 0;
  for (const file of files) {
    let problems: TsumeProblem[];
    try {
      problems = parseProblemFile(readFileSync(file, 'utf8'), file);
    } catch (e) {
      if (!(e instanceof ProblemFileError) && !(e instanceof Error && 'code' in e)) throw e;
      console.log(`${file}: FAILED: ${e.message}`);
      failed++;
      continue;
    }
    const passing: TsumeProblem[] = [];
    for (const p of problems) {
      const solution = p.solution.length > 0 ? p.solution : undefined;
      const r = verifyTsume(p.sfen, { solution, extraPlies });
      verified++;
      if (r.ok) passing.push(p);
      else failed++;
      console.log(`${basename(file)} ${p.id}: ${describe(r)}`);
    }
    if (dropFailed && file.endsWith('.json') && passing.length < problems.length)
      writeFileSync(file, formatProblemFile(lengthOfFile(file, passing), passing));
  }
  console.log(`${verified} problems verified, ${failed} failed`);
  return failed > 0 ? 1 : 0;
}

/** The `plies` a JSON problem file declares. */
function lengthOfFile(file: string, passing: TsumeProblem[]): number {
  const declared = (JSON.parse(readFileSync(file, 'utf8')) as { plies?: number }).plies;
  return declared ?? passing[0]?.solution.length ?? 0;
}

/** One line about a report: verdict, length, uniqueness and every 余詰 with its mate. */
function describe(r: TsumeReport): string {
  const head = r.ok ? 'ok' : 'FAILED';
  const len = r.length === null ? 'no mate' : `mate in ${r.length}`;
  const uniq = r.length === null ? null : r.unique ? 'unique' : 'NOT unique';
  const yozume = r.yozume.map((y) => `余詰 at move ${y.ply}: ${y.move} mates in ${y.mateIn}`);
  const verdict = [head, len, uniq].filter((x) => x !== null).join(', ');
  return [verdict, ...r.errors, ...yozume].join('; ') + ` (${r.line.join(' ')})`;
}

/** The games of the record files and folders named. */
async function readGames(inputs: string[]): Promise<SourceGame[]> {
  const { files, missing } = await expandInputs(inputs);
  for (const m of missing) console.error(`${SCRIPT}: ${m}: no such file or folder`);
  const games: SourceGame[] = [];
  const seen = new Set<string>();
  for (const file of files) {
    const read = await readRecordFile(file);
    if (!read.ok) {
      console.error(`${SCRIPT}: ${file}: ${read.error.message}`);
      continue;
    }
    read.records.forEach((r, i) => {
      const moves = mainLineUsi(r);
      const whole = `${r.initialPosition.sfen}|${moves.join(' ')}`;
      // Why: collections hold some games twice (KIF and KI2 copies).
      if (seen.has(whole)) return;
      seen.add(whole);
      const name = read.records.length > 1 ? `${file}#${i + 1}` : file;
      games.push({ startSfen: r.initialPosition.sfen, moves, name });
    });
  }
  return games;
}

/** Deterministic shuffle (why: a run stopped early still draws from every source). */
function shuffle<T>(xs: T[], seed: number): T[] {
  for (let i = xs.length - 1; i > 0; i--) {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    const j = seed % (i + 1);
    [xs[i], xs[j]] = [xs[j]!, xs[i]!];
  }
  return xs;
}

/** A fresh id for a new problem of a length: one past the highest number in use. */
function nextId(plies: number, list: readonly TsumeProblem[]): string {
  const used = list.map((p) => Number(p.id.split('-')[1]) || 0);
  return `${plies}-${String(Math.max(0, ...used) + 1).padStart(4, '0')}`;
}

function loadSet(out: string, maxPlies: number): Map<number, TsumeProblem[]> {
  const set = new Map<number, TsumeProblem[]>();
  for (let plies = 1; plies <= maxPlies; plies += 2) {
    const path = join(out, problemFileName(plies));
    set.set(plies, existsSync(path) ? parseProblemFile(readFileSync(path, 'utf8'), path) : []);
  }
  return set;
}

function saveSet(out: string, set: Map<number, TsumeProblem[]>): void {
  mkdirSync(out, { recursive: true });
  for (const [plies, problems] of set)
    if (problems.length > 0)
      writeFileSync(join(out, problemFileName(plies)), formatProblemFile(plies, problems));
}

async function generateCommand(
  from: string[],
  count: number,
  perLength: number,
  out: string,
  fromEnd: number,
  seed: number,
  after?: string,
  skipEnd = 0,
): Promise<number> {
  const limits = GENERATE_DEFAULTS;
  const set = loadSet(out, limits.maxPlies);
  const seen = new Set(
    [...set.values()].flat().map((p) => p.sfen.split(' ').slice(0, 3).join(' ')),
  );
  const total = () => [...set.values()].reduce((n, ps) => n + ps.length, 0);
  // Why `--from set`: the variations of the problems already found are problems too.
  const all =
    from[0] === 'set'
      ? [...set.values()]
          .flat()
          .map((p) => ({ startSfen: '', moves: [], name: p.id, variationsOf: p }))
      : shuffle(await readGames(from), seed);
  // Why: a stopped run can go on where it was (its last game named) instead of starting over.
  const games: Array<SourceGame & { variationsOf?: TsumeProblem }> =
    after === undefined ? all : all.slice(all.findIndex((g) => g.name === after) + 1);
  console.error(`${SCRIPT}: ${games.length} games, ${total()} problems already in ${out}`);
  let added = 0;
  for (const game of games) {
    const queue = game.variationsOf
      ? variationCandidates(game.variationsOf)
      : candidatesOf(game, fromEnd, skipEnd);
    while (queue.length > 0 && added < count) {
      const c = queue.shift()!;
      const r = makeProblem(c, limits);
      if (!r.ok) continue;
      const key = r.problem.sfen.split(' ').slice(0, 3).join(' ');
      const list = set.get(r.plies)!;
      if (seen.has(key) || list.length >= perLength) continue;
      seen.add(key);
      list.push({ ...r.problem, id: nextId(r.plies, list) });
      added++;
      saveSet(out, set);
      console.log(
        `mate in ${r.plies}: ${r.problem.sfen} (${r.problem.solution.join(' ')}) from ${c.source}`,
      );
      // Why: the rest of a verified line is often a problem of its own, at a fraction of the cost.
      queue.unshift(...suffixCandidates(r.problem));
    }
    if (added >= count) break;
  }
  console.error(`${SCRIPT}: added ${added} problems, ${total()} in ${out}`);
  return 0;
}

async function main(): Promise<number> {
  const { values, positionals } = cliArgs(SCRIPT, {
    allowPositionals: true,
    options: {
      from: { type: 'string', multiple: true },
      count: { type: 'string' },
      'per-length': { type: 'string' },
      'from-end': { type: 'string' },
      out: { type: 'string' },
      'extra-plies': { type: 'string' },
      seed: { type: 'string' },
      after: { type: 'string' },
      'skip-end': { type: 'string' },
      'drop-failed': { type: 'boolean' },
    },
  });
  const [command, ...rest] = positionals;
  const int = (name: string, v: string | undefined, fallback: number): number => {
    const n = v === undefined ? fallback : Number(v);
    if (!Number.isInteger(n) || n < 0)
      usageError(SCRIPT, `--${name} must be a whole number, not "${v}"`);
    return n;
  };
  if (command === 'verify')
    return verifyCommand(
      rest,
      int('extra-plies', values['extra-plies'], 0),
      values['drop-failed'] === true,
    );
  if (command === 'generate') {
    if (!values.from || values.from.length === 0)
      usageError(SCRIPT, 'generate needs --from <records>');
    const count = int('count', values.count, 100);
    return generateCommand(
      [...values.from, ...rest],
      count,
      int('per-length', values['per-length'], count),
      values.out ?? 'resources/tsume',
      int('from-end', values['from-end'], 30),
      int('seed', values.seed, 12345),
      values.after,
      int('skip-end', values['skip-end'], 0),
    );
  }
  usageError(
    SCRIPT,
    'usage: tsume verify <file...> | tsume generate --from <records> --count N [--out DIR]',
  );
}

process.exitCode = await main();
