/**
 * Runs an SPSA tuning: iterations of games between θ+ and θ− (or each against a reference), the
 * parameter update after each, and the files of the output folder:
 * - state.json: where the run stands (iteration, θ, game counts), rewritten atomically after each
 *   iteration; a run started again on the same folder resumes from it (same config only);
 * - history.csv: one row per iteration (gains, θ+/θ−, result, θ after the update);
 * - history.svg: θ of every parameter by iteration, each scaled to its range (the plot).
 * The engines keep running between games; their options change through `setoption` + `isready`.
 */
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { EnginePool } from '../../tournament/engine-pool.ts';
import { checkEngines } from '../../tournament/preflight.ts';
import { loadOpenings, type Opening } from '../../tournament/openings.ts';
import { playGame, type GameResult } from '../../tournament/game.ts';
import type { GameSpec } from '../../tournament/schedule.ts';
import { writeAtomic } from '../../tournament/outputs.ts';
import { StallWatch } from '../../tournament/stall-watch.ts';
import { nodeTransports, type TransportFactory } from '../../usi/launcher.ts';
import { perturbation, perturbed, spsaGains, updated, type SpsaParam } from './spsa.ts';
import { withParams, type SpsaConfig } from './spsa-config.ts';
import { historyPlot } from './spsa-plot.ts';

/** What a run is, kept in state.json so the folder alone can be shown (the app's SPSA view). */
export interface SpsaRunInfo {
  name: string;
  params: SpsaParam[];
  /** Iterations planned. */
  iterations: number;
  pairsPerIteration: number;
  /** Names of θ+ and θ− (and of the reference, when there is one). */
  engines: string[];
}

/** Where a run stands (state.json). */
export interface SpsaState {
  configHash: string;
  /** Iterations done. */
  iteration: number;
  theta: number[];
  /** θ+'s games (against θ−, or against the reference). */
  games: { wins: number; draws: number; losses: number };
  run: SpsaRunInfo;
}

/** One finished iteration, for progress output. */
export interface SpsaIteration {
  k: number;
  plus: number[];
  minus: number[];
  /** θ+'s wins minus losses (against θ−, or minus θ−'s against the reference). */
  result: number;
  theta: number[];
  state: SpsaState;
}

/** Why a tuning could not run. */
export interface SpsaError {
  code:
    | 'ENGINE_CHECK_FAILED'
    | 'SPSA_OTHER_RUN'
    | 'SPSA_PARAM_RANGE'
    | 'OPENINGS_UNREADABLE'
    | 'OPENINGS_BAD_LINE'
    | 'OPENINGS_EMPTY';
  message: string;
}

export type SpsaOutcome = { ok: true; state: SpsaState } | { ok: false; error: SpsaError };

/** What defines the run (the output folder and name may change; nothing else may on resume). */
export function spsaConfigHash(c: SpsaConfig): string {
  const { games, params, iterations, pairsPerIteration, seed } = c;
  const defining = {
    engines: games.engines,
    timeControl: games.timeControl,
    adjudication: games.adjudication,
    openings: games.openings,
    variant: games.variant,
    params,
    iterations,
    pairsPerIteration,
    seed,
  };
  return createHash('sha256').update(JSON.stringify(defining)).digest('hex');
}

/** Runs (or resumes) a tuning to its last iteration; `onIteration` reports each one. */
export async function runSpsa(
  c: SpsaConfig,
  onIteration: (it: SpsaIteration) => void = () => {},
  factory: TransportFactory = nodeTransports,
  stop: () => boolean = () => false,
): Promise<SpsaOutcome> {
  mkdirSync(c.output, { recursive: true });
  const state = readState(c);
  if (!state.ok) return state;
  let openings: Opening[] = [];
  if (c.games.openings) {
    const r = loadOpenings(c.games.openings, c.games.variant, c.seed);
    if (!r.ok) return { ok: false, error: r.error };
    openings = r.openings;
  }
  const specs = c.games.engines;
  withParams(
    specs[0]!,
    c.params,
    c.params.map((p) => Math.round(p.start)),
  );
  withParams(
    specs[1]!,
    c.params,
    c.params.map((p) => Math.round(p.start)),
  );
  // One pool (one process per engine) per game played at once; the first is checked.
  const pools = Array.from(
    { length: c.concurrency },
    () => new EnginePool(specs, c.games.variant, factory),
  );
  const stalls = new StallWatch();
  try {
    const checked = await checkEngines(pools[0]!, specs);
    if (!checked.ok) return { ok: false, error: checked.error };
    const ranges = await checkRanges(pools[0]!, c);
    if (ranges) return { ok: false, error: ranges };
    stalls.start();
    const s = state.state;
    for (let k = s.iteration + 1; k <= c.iterations && !stop(); k++) {
      const it = await iteration(c, pools, openings, stalls, s, k);
      if (!it) break; // stopped
      onIteration(it);
    }
    return { ok: true, state: s };
  } finally {
    stalls.stop();
    await Promise.all(pools.map((p) => p.close()));
  }
}

/** state.json of this run, a fresh state, or an error if the folder holds another run. */
function readState(
  c: SpsaConfig,
): { ok: true; state: SpsaState } | { ok: false; error: SpsaError } {
  const path = join(c.output, 'state.json');
  const hash = spsaConfigHash(c);
  if (!existsSync(path)) {
    writeFileSync(
      join(c.output, 'history.csv'),
      spsaHistoryHeader(c.params.map((p) => p.name)) + '\n',
    );
    const state = {
      configHash: hash,
      iteration: 0,
      theta: c.params.map((p) => p.start),
      games: { wins: 0, draws: 0, losses: 0 },
      run: runInfo(c),
    };
    writeAtomic(path, JSON.stringify(state, null, 2) + '\n');
    return { ok: true, state };
  }
  const state = JSON.parse(readFileSync(path, 'utf8')) as SpsaState;
  if (state.configHash !== hash)
    return {
      ok: false,
      error: {
        code: 'SPSA_OTHER_RUN',
        message: `${c.output} holds a tuning with another configuration; use a new output folder`,
      },
    };
  // Why set again: a state.json written before the run description existed gets it on resume.
  state.run = runInfo(c);
  dropUncounted(c, state.iteration);
  return { ok: true, state };
}

/**
 * Removes history rows of iterations state.json does not count (why: a row is appended before
 * state.json is rewritten, so a run killed in between would otherwise get that iteration twice).
 */
function dropUncounted(c: SpsaConfig, iteration: number): void {
  const path = join(c.output, 'history.csv');
  if (!existsSync(path)) return;
  const [header, ...rows] = readFileSync(path, 'utf8').trim().split('\n');
  const kept = rows.filter((r) => r !== '' && Number(r.split(',')[0]) <= iteration);
  if (kept.length < rows.length) writeAtomic(path, [header, ...kept].join('\n') + '\n');
}

/** The run's description for state.json. */
function runInfo(c: SpsaConfig): SpsaRunInfo {
  return {
    name: c.name,
    params: c.params,
    iterations: c.iterations,
    pairsPerIteration: c.pairsPerIteration,
    engines: c.games.engines.map((e) => e.name),
  };
}

/** Each parameter's range must lie within the option's declared min..max. */
async function checkRanges(pool: EnginePool, c: SpsaConfig): Promise<SpsaError | undefined> {
  const e = await pool.acquire(0);
  if (!e.ok) return { code: 'ENGINE_CHECK_FAILED', message: e.error.message };
  const declared = e.value.identity?.options ?? [];
  for (const [i, p] of c.params.entries()) {
    const d = declared.find((o) => o.name === p.name);
    if (d?.type !== 'spin')
      return {
        code: 'SPSA_PARAM_RANGE',
        message: `params[${i}]: option "${p.name}" is not a spin option of the engine`,
      };
    if ((d.min !== undefined && p.min < d.min) || (d.max !== undefined && p.max > d.max))
      return {
        code: 'SPSA_PARAM_RANGE',
        message: `params[${i}]: ${p.min}..${p.max} is outside the engine's ${d.min}..${d.max} for "${p.name}"`,
      };
  }
  return undefined;
}

/** Plays iteration k, updates θ, writes the files. Undefined if a game was abandoned. */
async function iteration(
  c: SpsaConfig,
  pools: EnginePool[],
  openings: Opening[],
  stalls: StallWatch,
  s: SpsaState,
  k: number,
): Promise<SpsaIteration | undefined> {
  const delta = perturbation(c.seed, k, c.params.length);
  const { plus, minus } = perturbed(c.params, s.theta, delta, k, c.iterations);
  withParams(c.games.engines[0]!, c.params, plus);
  withParams(c.games.engines[1]!, c.params, minus);
  for (const pool of pools) {
    pool.reconfigure(0);
    pool.reconfigure(1);
  }
  const games = iterationGames(c, openings, k);
  let result = 0;
  let next = 0;
  let stopped = false;
  // Why a shared cursor: each pool takes the next game when its last one ends; the sum of the
  // scores does not depend on which pool played which game.
  const worker = async (pool: EnginePool) => {
    while (!stopped && next < games.length) {
      const { spec, opening, sign, side } = games[next++]!;
      const g = await playGame({ config: c.games, spec, opening, pool, stalls });
      if (!g) {
        stopped = true;
        return;
      }
      const score = scoreOf(g, side);
      result += sign * score;
      if (sign > 0) count(s, score);
    }
  };
  await Promise.all(pools.map(worker));
  if (stopped) return undefined;
  const theta = updated(c.params, s.theta, delta, result, k, c.iterations);
  appendFileSync(join(c.output, 'history.csv'), csvRow(c, k, plus, minus, result, theta) + '\n');
  s.iteration = k;
  s.theta = theta;
  writeAtomic(join(c.output, 'state.json'), JSON.stringify(s, null, 2) + '\n');
  writeFileSync(join(c.output, 'history.svg'), historyPlot(c, readHistory(c)));
  return { k, plus, minus, result, theta, state: s };
}

/** One game of an iteration: who plays, and how its score counts for θ+ (sign) and for whom (side). */
interface IterationGame {
  spec: GameSpec;
  opening: Opening | undefined;
  sign: number;
  side: number;
}

/**
 * The games of iteration k: per pair one opening with colours swapped; against itself θ+ vs θ−,
 * with a reference each against it (θ+'s margin over θ− counts).
 */
function iterationGames(c: SpsaConfig, openings: Opening[], k: number): IterationGame[] {
  const matches: [number, number, number][] =
    c.games.engines.length === 3
      ? [
          [0, 2, 1],
          [1, 2, -1],
        ]
      : [[0, 1, 1]];
  const games: IterationGame[] = [];
  for (let p = 0; p < c.pairsPerIteration; p++) {
    const n = (k - 1) * c.pairsPerIteration + p;
    const opening = openings.length > 0 ? openings[n % openings.length] : undefined;
    for (const [a, b, sign] of matches)
      for (const [black, white] of [
        [a, b],
        [b, a],
      ] as const) {
        const spec = { index: 2 * n, round: k, pairId: n, black, white, opening: n };
        games.push({ spec, opening, sign, side: a });
      }
  }
  return games;
}

/** +1 win, 0 draw, −1 loss for engine `index` in a game. */
function scoreOf(g: GameResult, index: number): number {
  if (g.winner === null) return 0;
  const winner = g.winner === 'black' ? g.blackIndex : g.whiteIndex;
  return winner === index ? 1 : -1;
}

function count(s: SpsaState, score: number): void {
  if (score > 0) s.games.wins++;
  else if (score < 0) s.games.losses++;
  else s.games.draws++;
}

/** The header line of history.csv for these parameter names (written here, read by the app's SPSA view). */
export function spsaHistoryHeader(names: readonly string[]): string {
  return [
    'iteration',
    ...names.map((n) => `c_${n}`),
    ...names.map((n) => `plus_${n}`),
    ...names.map((n) => `minus_${n}`),
    'result',
    ...names,
  ].join(',');
}

function csvRow(
  c: SpsaConfig,
  k: number,
  plus: number[],
  minus: number[],
  result: number,
  theta: number[],
): string {
  const ck = c.params.map((p) => spsaGains(p, k, c.iterations).ck.toFixed(3));
  return [k, ...ck, ...plus, ...minus, result, ...theta.map((t) => t.toFixed(3))].join(',');
}

/** θ by iteration from history.csv (the start values first). */
export function readHistory(c: SpsaConfig): number[][] {
  const rows = readFileSync(join(c.output, 'history.csv'), 'utf8').trim().split('\n').slice(1);
  const m = c.params.length;
  return [
    c.params.map((p) => p.start),
    ...rows.filter((r) => r !== '').map((r) => r.split(',').slice(-m).map(Number)),
  ];
}
