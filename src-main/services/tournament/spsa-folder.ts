/**
 * Reading an SPSA tuning folder back (what `npm run -s tune:spsa` writes, see
 * src-main/tune/spsa/spsa-run.ts): state.json says what the run is and where it stands,
 * history.csv holds one row per iteration. Plain data for the app's SPSA view; every failure is a
 * typed error naming the folder or file (SPSA_NOT_A_RUN, SPSA_RUN_CORRUPT).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { spsaHistoryHeader } from '../../tune/spsa/spsa-run.ts';
import {
  SPSA_RECENT_ROWS,
  type Result,
  type SpsaHistoryRow,
  type SpsaRun,
} from '../../shared/contract.ts';
import { isObj } from '../../shared/validate.ts';

/** A parameter as state.json describes it. */
interface StateParam {
  name: string;
  start: number;
  min: number;
  max: number;
}

/** The parts of state.json the view needs, checked. */
interface StateJson {
  iteration: number;
  theta: number[];
  games: { wins: number; draws: number; losses: number };
  run: {
    name: string;
    params: StateParam[];
    iterations: number;
    pairsPerIteration: number;
    engines: string[];
  };
}

/** A corrupt-file error. */
function corrupt(path: string, why: string): { ok: false; error: SpsaRunError } {
  return { ok: false, error: { code: 'SPSA_RUN_CORRUPT', message: `${path}: ${why}` } };
}

type SpsaRunError = { code: 'SPSA_NOT_A_RUN' | 'SPSA_RUN_CORRUPT'; message: string };

const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** Reads the SPSA run in `folder` (an absolute path). */
export function readSpsaRun(folder: string): Result<SpsaRun> {
  const statePath = join(folder, 'state.json');
  if (!existsSync(statePath) || !statSync(folder).isDirectory())
    return {
      ok: false,
      error: {
        code: 'SPSA_NOT_A_RUN',
        message: `${folder} is not an SPSA tuning folder (no state.json)`,
      },
    };
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(statePath, 'utf8'));
  } catch (e) {
    return corrupt(statePath, `not JSON (${(e as Error).message})`);
  }
  const state = checkState(raw);
  if (typeof state === 'string') return corrupt(statePath, state);
  const csvPath = join(folder, 'history.csv');
  let csv: string;
  try {
    csv = readFileSync(csvPath, 'utf8');
  } catch (e) {
    return corrupt(csvPath, `unreadable (${(e as Error).message})`);
  }
  const rows = parseHistory(csv, state.run.params);
  if (typeof rows === 'string') return corrupt(csvPath, rows);
  const done = doneRows(rows, state.iteration);
  return { ok: true, value: toRun(folder, state, done, statSync(statePath).mtimeMs) };
}

/**
 * The rows of the iterations state.json counts, the last row of each (why: the tuner appends a row
 * before it rewrites state.json, so a read in between, or a run killed there and resumed, has a
 * row state.json does not count yet, or one iteration twice).
 */
function doneRows(rows: SpsaHistoryRow[], iteration: number): SpsaHistoryRow[] {
  const last = new Map<number, SpsaHistoryRow>();
  for (const r of rows) if (r.iteration >= 1 && r.iteration <= iteration) last.set(r.iteration, r);
  return [...last.values()].sort((a, b) => a.iteration - b.iteration);
}

/** The view's data from a checked state and history. */
function toRun(folder: string, s: StateJson, rows: SpsaHistoryRow[], mtime: number): SpsaRun {
  const { wins, draws, losses } = s.games;
  // θ+'s games are all of them against θ−; with a reference, θ− played as many again.
  const perSide = wins + draws + losses;
  return {
    folder,
    name: s.run.name,
    params: s.run.params.map((p, i) => ({ ...p, theta: s.theta[i]! })),
    iteration: s.iteration,
    iterations: s.run.iterations,
    pairsPerIteration: s.run.pairsPerIteration,
    engines: s.run.engines,
    games: { wins, draws, losses },
    gamesPlayed: s.run.engines.length === 3 ? 2 * perSide : perSide,
    thetaHistory: [s.run.params.map((p) => p.start), ...rows.map((r) => r.theta)],
    recent: rows.slice(-SPSA_RECENT_ROWS),
    updatedMs: Math.round(mtime),
  };
}

/** state.json checked field by field; a string says what is wrong. */
function checkState(raw: unknown): StateJson | string {
  if (!isObj(raw)) return 'not an object';
  const { iteration, theta, games, run } = raw;
  if (!isObj(run) || !Array.isArray(run.params))
    return 'no run description ("run"): written by an older tuner; run the tuner on it again to add it';
  const params = run.params as unknown[];
  for (const [i, p] of params.entries())
    if (!isObj(p) || typeof p.name !== 'string' || ![p.start, p.min, p.max].every(isNum))
      return `run.params[${i}] is not {name, start, min, max}`;
  if (params.length === 0) return 'run.params is empty';
  if (!isNum(run.iterations) || !isNum(run.pairsPerIteration))
    return 'run.iterations or run.pairsPerIteration is not a number';
  if (!Array.isArray(run.engines) || !run.engines.every((e) => typeof e === 'string'))
    return 'run.engines is not a list of names';
  if (!isNum(iteration) || iteration < 0) return '"iteration" is not a count';
  if (!Array.isArray(theta) || theta.length !== params.length || !theta.every(isNum))
    return `"theta" is not ${params.length} numbers`;
  if (!isObj(games) || ![games.wins, games.draws, games.losses].every(isNum))
    return '"games" is not {wins, draws, losses}';
  return raw as unknown as StateJson;
}

/**
 * history.csv's rows: the header must be the tuner's for these parameters, and each row
 * `iteration, c_i…, plus_i…, minus_i…, result, θ_i…` of numbers.
 */
function parseHistory(csv: string, params: StateParam[]): SpsaHistoryRow[] | string {
  const lines = csv.split('\n').filter((l) => l.trim() !== '');
  const m = params.length;
  const names = params.map((p) => p.name);
  const header = spsaHistoryHeader(names);
  if (lines[0]?.trim() !== header) return `line 1 is not the header ${header}`;
  const rows: SpsaHistoryRow[] = [];
  for (const [i, line] of lines.slice(1).entries()) {
    const v = line.split(',').map(Number);
    if (v.length !== 2 + 4 * m || !v.every(Number.isFinite))
      return `line ${i + 2} is not ${2 + 4 * m} numbers`;
    rows.push({
      iteration: v[0]!,
      c: v.slice(1, 1 + m),
      plus: v.slice(1 + m, 1 + 2 * m),
      minus: v.slice(1 + 2 * m, 1 + 3 * m),
      result: v[1 + 3 * m]!,
      theta: v.slice(2 + 3 * m),
    });
  }
  return rows;
}
