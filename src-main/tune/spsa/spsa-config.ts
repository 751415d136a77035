/**
 * The SPSA tuner's configuration (`npm run -s tune:spsa -- <config.json>`): the engine and its
 * parameters, an optional reference engine, the games (time control, adjudication, openings, as in
 * a tournament config) and the schedule. Errors name the offending field, as tournament configs do.
 */
import { validateConfig, type TournamentConfig } from '../../tournament/config.ts';
import type { EngineSpec } from '../../usi/engine-spec.ts';
import type { SpsaParam } from './spsa.ts';
import type { Result } from '../../shared/result.ts';
import {
  Invalid,
  int,
  isObj,
  onlyKeys,
  validating,
  type ConfigError,
  type Obj,
} from '../../shared/validate.ts';

/** A validated SPSA configuration. */
export interface SpsaConfig {
  name: string;
  /** Tournament config of the games: engines [θ+, θ−] or [θ+, θ−, reference], paths resolved. */
  games: TournamentConfig;
  params: SpsaParam[];
  iterations: number;
  /** Game pairs (one opening, colours swapped) per iteration and per opponent. */
  pairsPerIteration: number;
  /** Games played at once, each with its own engine processes (an iteration's games split up). */
  concurrency: number;
  seed: number;
  output: string;
}

/** A configuration error naming its field (`where`). */
export type SpsaConfigError = ConfigError;

/** Result of `validateSpsaConfig`. */
export type SpsaConfigResult = Result<SpsaConfig, SpsaConfigError>;

/** Default final learning rate (fishtest's usual r_end). */
export const DEFAULT_R_END = 0.002;

const KNOWN = [
  'name',
  'variant',
  'engine',
  'reference',
  'params',
  'iterations',
  'pairsPerIteration',
  'concurrency',
  'timeControl',
  'adjudication',
  'openings',
  'seed',
  'output',
];

/** Validates raw JSON; relative paths resolve through `resolvePath` (the config file's folder). */
export function validateSpsaConfig(
  raw: unknown,
  resolvePath: (p: string) => string = (p) => p,
): SpsaConfigResult {
  return validating(() => parse(raw, resolvePath));
}

function parse(raw: unknown, resolvePath: (p: string) => string): SpsaConfig {
  if (!isObj(raw)) throw new Invalid('(root)', 'must be a JSON object');
  onlyKeys(raw, KNOWN, '');
  if (!isObj(raw.engine))
    throw new Invalid('engine', 'must be an engine object, as in a tournament');
  const params = parseParams(raw.params);
  const iterations = int(raw, 'iterations', 'iterations', 1, 100);
  const engine = raw.engine;
  const base = typeof engine.name === 'string' ? engine.name : 'engine';
  // θ+ and θ− are two copies of the engine; the builtin one lists its hidden tunables.
  const copy = (suffix: string) => ({
    ...engine,
    name: `${base}${suffix}`,
    ...(engine.builtin === true
      ? { env: { ...(engine.env as Obj), BANMEN_TUNE_OPTIONS: '1' } }
      : {}),
  });
  const engines: unknown[] = [copy('+'), copy('-')];
  if (raw.reference !== undefined) engines.push(raw.reference);
  const t = validateConfig(
    {
      name: raw.name ?? 'spsa',
      variant: raw.variant,
      engines,
      timeControl: raw.timeControl,
      adjudication: raw.adjudication,
      openings: raw.openings,
      output: raw.output,
    },
    resolvePath,
  );
  if (!t.ok) throw new Invalid(gameField(t.error.where), t.error.message);
  return {
    name: t.value.name,
    games: t.value,
    params,
    iterations,
    pairsPerIteration: int(raw, 'pairsPerIteration', 'pairsPerIteration', 1, 1),
    concurrency: int(raw, 'concurrency', 'concurrency', 1, 1, 16),
    seed: int(raw, 'seed', 'seed', 0, 1),
    output: t.value.output,
  };
}

/** A tournament field as the SPSA config names it (engines[0]/[1] are the tuned engine). */
function gameField(field: string): string {
  return field.replace(/^engines\[[01]\]/, 'engine').replace(/^engines\[2\]/, 'reference');
}

function parseParams(raw: unknown): SpsaParam[] {
  if (!Array.isArray(raw) || raw.length === 0)
    throw new Invalid('params', 'must be a non-empty array of {name, start, min, max}');
  const names = new Set<string>();
  return raw.map((p, i) => {
    const f = `params[${i}]`;
    if (!isObj(p)) throw new Invalid(f, 'must be an object {name, start, min, max, cEnd?, rEnd?}');
    for (const k of Object.keys(p))
      if (!['name', 'start', 'min', 'max', 'cEnd', 'rEnd'].includes(k))
        throw new Invalid(
          `${f}.${k}`,
          'is not a known field (known: name, start, min, max, cEnd, rEnd)',
        );
    if (typeof p.name !== 'string' || p.name === '' || /[\s]/.test(p.name))
      throw new Invalid(`${f}.name`, 'must be an option name without spaces');
    if (names.has(p.name)) throw new Invalid(`${f}.name`, `duplicate parameter "${p.name}"`);
    names.add(p.name);
    const num = (k: string) => {
      if (typeof p[k] !== 'number' || !Number.isFinite(p[k]))
        throw new Invalid(`${f}.${k}`, 'must be a number');
      return p[k];
    };
    const [min, max, start] = [num('min'), num('max'), num('start')];
    if (!(min < max)) throw new Invalid(`${f}.max`, 'must be greater than min');
    if (start < min || start > max)
      throw new Invalid(`${f}.start`, `must be within ${min}..${max}`);
    const cEnd = p.cEnd === undefined ? (max - min) / 20 : num('cEnd');
    const rEnd = p.rEnd === undefined ? DEFAULT_R_END : num('rEnd');
    if (!(cEnd > 0)) throw new Invalid(`${f}.cEnd`, 'must be > 0');
    if (!(rEnd > 0)) throw new Invalid(`${f}.rEnd`, 'must be > 0');
    return { name: p.name, start, min, max, cEnd, rEnd };
  });
}

/** The options of engine copy θ± with the given parameter values. */
export function withParams(
  spec: EngineSpec,
  params: readonly SpsaParam[],
  values: readonly number[],
): void {
  spec.options = {
    ...spec.options,
    ...Object.fromEntries(params.map((p, i) => [p.name, values[i]!])),
  };
}
