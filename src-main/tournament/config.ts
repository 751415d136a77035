/**
 * Tournament configuration: the JSON a user writes (CLI) or the app builds (UI), and its validation
 * into a typed config. Errors name the offending field, e.g. `engines[2].command`.
 */
import type { EngineSpec } from '../usi/engine-spec.ts';
import type { Variant } from '../shared/rules/types.ts';
import { usiOptionsError } from '../usi/usi-field.ts';
import { parseBookConfig, type TournamentBookConfig } from './book-config.ts';
import type { Result } from '../shared/result.ts';
import {
  Invalid,
  int,
  isObj,
  oneOf,
  onlyKeys,
  optInt,
  str,
  validating,
  type ConfigError,
  type Obj,
} from '../shared/validate.ts';

/** Time control as written in a config. Which fields are set decides the kind (see `timeControlKind`). */
export interface TimeControlConfig {
  /** Main time per side (sudden death, Fischer, or before byoyomi). */
  initialMs?: number;
  /** Japanese byoyomi: time per move once the main time is spent. */
  byoyomiMs?: number;
  /** Fischer increment added after each move. */
  incrementMs?: number;
  /** Fixed time per move (sent as `go btime 0 wtime 0 byoyomi <ms>`). */
  moveTimeMs?: number;
  /** Fixed nodes per move (`go nodes`): no clock, no time losses. */
  nodes?: number;
  /** Fixed depth per move (`go depth`): no clock, no time losses. */
  depth?: number;
  /** Lateness tolerated before a time loss (default 100 ms). */
  marginMs?: number;
  /** When false, overstepping the clock never loses (only hangs do). Default true. */
  timeLoss?: boolean;
  /** Extra wait beyond time + margin before an engine counts as hung and is killed (default 5000 ms). */
  hangGraceMs?: number;
}

/** The kinds of time control. */
export type TimeControlKind =
  'byoyomi' | 'fischer' | 'sudden-death' | 'movetime' | 'nodes' | 'depth';

/** Opening book settings. */
export interface OpeningsConfig {
  /** A file of SFEN lines or USI move lines (`startpos moves …`, `sfen … moves …`, bare moves). */
  file: string;
  order: 'sequential' | 'random';
  /** Cut every opening to at most this many plies (moves lines only). */
  plies?: number;
  /** Seed of the random order (default: the tournament seed). */
  seed?: number;
  /** Index (0-based, after ordering) of the first opening to use. */
  start?: number;
}

/** Adjudication settings; absent fields disable the rule. */
export interface AdjudicationConfig {
  /** Score (centipawns) both engines must agree on … */
  resignScore?: number;
  /** … for this many consecutive moves of each engine, to end the game. */
  resignMoves?: number;
  /** false: the losing engine's own scores alone decide (one-sided resign). Default true. */
  resignTwoSided?: boolean;
  /** Draw when both engines' scores stay within ±drawScore centipawns … */
  drawScore?: number;
  /** … for their last drawMoves moves each … */
  drawMoves?: number;
  /** … once the game has reached this ply (default 0). */
  drawFromPly?: number;
  /** Draw once this many plies have been played (counted from the game start). */
  maxMoves?: number;
  /** Entering-king declaration rule (default 27). */
  declarationRule?: 24 | 27;
}

/** Sequential probability ratio test settings (two-engine tournaments). */
export interface SprtConfig {
  elo0: number;
  elo1: number;
  alpha: number;
  beta: number;
}

/** A validated tournament configuration; paths are absolute. */
export interface TournamentConfig {
  name: string;
  variant: Variant;
  format: 'round-robin' | 'gauntlet' | 'knockout';
  gamesPerPair: number;
  engines: EngineSpec[];
  timeControl: TimeControlConfig;
  /** Time controls of engines that do not use `timeControl`, by engine name (`engines[i].timeControl`). */
  engineTimeControls?: Record<string, TimeControlConfig>;
  openings?: OpeningsConfig;
  /** A book that plays for every engine in the opening (off when absent). */
  book?: TournamentBookConfig;
  concurrency: number;
  adjudication: AdjudicationConfig;
  sprt?: SprtConfig;
  /** Seed for everything random in the run (default 1). */
  seed: number;
  output: string;
  /** How long an engine may take to answer `usiok` (default 30000 ms). */
  startTimeoutMs?: number;
  /** Engine whose Elo is fixed at 0 (default: Elo is centred on the engines' average). */
  eloAnchor?: string;
  /** Write each game's engine I/O, timestamped, to games/<game>.log (default false). */
  debugLog?: boolean;
  /** The CLI prints the standings (Elo, SPRT) every this many games (default 1: every game). */
  progressEvery?: number;
  /** Engines think on the opponent's time (`go ponder`, USI_Ponder true). Default false. */
  ponder?: boolean;
}

export type { ConfigError };

/** Result of `validateConfig`. */
export type ConfigResult = Result<TournamentConfig, ConfigError>;

/** The kind of a (validated) time control. */
export function timeControlKind(tc: TimeControlConfig): TimeControlKind {
  if (tc.nodes !== undefined) return 'nodes';
  if (tc.depth !== undefined) return 'depth';
  if (tc.moveTimeMs !== undefined) return 'movetime';
  if (tc.incrementMs !== undefined) return 'fischer';
  if (tc.byoyomiMs !== undefined) return 'byoyomi';
  return 'sudden-death';
}

/** A name written into records and logs: no control characters (why: a line break would add
 * lines, such as a forged result, to the KIF and CSA files of every game). */
function label(o: Obj, key: string, field: string, def?: string): string {
  const v = str(o, key, field, def);
  if (/[\u0000-\u001f\u007f]/.test(v))
    throw new Invalid(field, 'must not hold control characters (line breaks, tabs, …)');
  return v;
}

/**
 * Upper bounds of counts and times (issue 42, Low): 1e9 games per pair aborted the heap at 5.5 GB,
 * and a time over 2^31 ms overflows setTimeout into an instant "hang" loss. Not tuned: far above
 * any real tournament (24 h per clock field keeps every sum of them below 2^31 ms).
 */
export const LIMITS = {
  gamesPerPair: 100_000,
  concurrency: 256,
  timeMs: 24 * 60 * 60 * 1000,
} as const;

/**
 * Validates raw JSON. Relative paths (openings file, output, engine commands containing a slash,
 * engine cwd) are resolved by `resolvePath`, normally against the config file's folder.
 */
export function validateConfig(
  raw: unknown,
  resolvePath: (p: string) => string = (p) => p,
): ConfigResult {
  return validating(() => parseConfig(raw, resolvePath));
}

function parseConfig(raw: unknown, resolvePath: (p: string) => string): TournamentConfig {
  if (!isObj(raw)) throw new Invalid('(root)', 'must be a JSON object');
  onlyKeys(
    raw,
    [
      'name',
      'variant',
      'format',
      'gamesPerPair',
      'engines',
      'timeControl',
      'openings',
      'book',
      'concurrency',
      'adjudication',
      'sprt',
      'seed',
      'output',
      'startTimeoutMs',
      'eloAnchor',
      'debugLog',
      'progressEvery',
      'ponder',
    ],
    '',
  );
  const engines = parseEngines(raw.engines, resolvePath);
  const timeControl = parseTimeControl(raw.timeControl);
  const engineTimeControls = parseEngineTimeControls(raw.engines as Obj[], timeControl);
  const format = oneOf(
    raw,
    'format',
    'format',
    ['round-robin', 'gauntlet', 'knockout'] as const,
    'round-robin',
  );
  const config: TournamentConfig = {
    name: label(raw, 'name', 'name', 'tournament'),
    variant: oneOf(raw, 'variant', 'variant', ['shogi', 'minishogi'] as const, 'shogi'),
    format,
    gamesPerPair: int(raw, 'gamesPerPair', 'gamesPerPair', 1, 2, LIMITS.gamesPerPair),
    engines,
    timeControl,
    ...(engineTimeControls ? { engineTimeControls } : {}),
    openings: raw.openings === undefined ? undefined : parseOpenings(raw.openings, resolvePath),
    concurrency: int(raw, 'concurrency', 'concurrency', 1, 1, LIMITS.concurrency),
    adjudication: parseAdjudication(raw.adjudication ?? {}),
    sprt: raw.sprt === undefined ? undefined : parseSprt(raw.sprt),
    seed: int(raw, 'seed', 'seed', 0, 1),
    output: resolvePath(str(raw, 'output', 'output')),
  };
  if (raw.book !== undefined) {
    const b = parseBookConfig(raw.book, resolvePath);
    if (!b.ok) throw new Invalid(b.error.where, b.error.message);
    config.book = b.value;
  }
  const startTimeoutMs = optInt(raw, 'startTimeoutMs', 'startTimeoutMs', 1, LIMITS.timeMs);
  if (startTimeoutMs !== undefined) config.startTimeoutMs = startTimeoutMs;
  if (raw.debugLog !== undefined) {
    if (typeof raw.debugLog !== 'boolean') throw new Invalid('debugLog', 'must be true or false');
    if (raw.debugLog) config.debugLog = true;
  }
  if (raw.ponder !== undefined) {
    if (typeof raw.ponder !== 'boolean') throw new Invalid('ponder', 'must be true or false');
    // Why USI_Ponder: engines only answer `bestmove … ponder …` and keep a hash for it when told.
    if (raw.ponder) {
      config.ponder = true;
      for (const e of engines) e.options = { USI_Ponder: true, ...e.options };
    }
  }
  const progressEvery = optInt(raw, 'progressEvery', 'progressEvery', 1);
  if (progressEvery !== undefined) config.progressEvery = progressEvery;
  if (raw.eloAnchor !== undefined) {
    const anchor = str(raw, 'eloAnchor', 'eloAnchor');
    if (!engines.some((e) => e.name === anchor))
      throw new Invalid('eloAnchor', `"${anchor}" is not the name of an engine`);
    config.eloAnchor = anchor;
  }
  if (config.sprt && engines.length !== 2) throw new Invalid('sprt', 'needs exactly two engines');
  return config;
}

function parseEngines(raw: unknown, resolvePath: (p: string) => string): EngineSpec[] {
  if (!Array.isArray(raw) || raw.length < 2)
    throw new Invalid('engines', 'must be an array of at least two engines');
  const names = new Set<string>();
  return raw.map((e, i) => {
    const f = `engines[${i}]`;
    if (!isObj(e)) throw new Invalid(f, 'must be an object');
    onlyKeys(
      e,
      ['name', 'builtin', 'command', 'args', 'cwd', 'env', 'options', 'timeControl'],
      `${f}.`,
    );
    const name = label(e, 'name', `${f}.name`);
    if (names.has(name)) throw new Invalid(`${f}.name`, `duplicate engine name "${name}"`);
    names.add(name);
    const spec: EngineSpec = { name, options: parseOptions(e.options, `${f}.options`) };
    if (e.builtin === true) spec.builtin = true;
    else {
      const command = str(e, 'command', `${f}.command`);
      spec.command = command.includes('/') ? resolvePath(command) : command;
      if (e.args !== undefined) {
        if (!Array.isArray(e.args) || !e.args.every((a) => typeof a === 'string')) {
          throw new Invalid(`${f}.args`, 'must be an array of strings');
        }
        spec.args = e.args as string[];
      }
    }
    // Engines run in their `cwd`, by default the config's folder, so relative args mean the same as relative paths.
    if (!spec.builtin)
      spec.cwd = resolvePath(e.cwd === undefined ? '.' : str(e, 'cwd', `${f}.cwd`));
    if (e.env !== undefined) {
      if (!isObj(e.env) || !Object.values(e.env).every((v) => typeof v === 'string')) {
        throw new Invalid(`${f}.env`, 'must be an object of strings');
      }
      spec.env = e.env as Record<string, string>;
    }
    return spec;
  });
}

/** The fields of a time control. */
const TC_KEYS = [
  'initialMs',
  'byoyomiMs',
  'incrementMs',
  'moveTimeMs',
  'nodes',
  'depth',
  'marginMs',
  'timeLoss',
  'hangGraceMs',
];

/** Fields that decide a time control's kind (an engine's own set replaces the global one's). */
const KIND_FIELDS = ['initialMs', 'byoyomiMs', 'incrementMs', 'moveTimeMs', 'nodes', 'depth'];

/**
 * Per-engine time controls (`engines[i].timeControl`), by engine name. An engine's fields override
 * the global ones: if it sets a kind field (byoyomiMs, initialMs, …) its kind fields replace the
 * global kind; marginMs, timeLoss and hangGraceMs are inherited unless it sets them.
 */
function parseEngineTimeControls(
  engines: Obj[],
  global: TimeControlConfig,
): Record<string, TimeControlConfig> | undefined {
  const out: Record<string, TimeControlConfig> = {};
  for (const [i, e] of engines.entries()) {
    if (e.timeControl === undefined) continue;
    const field = `engines[${i}].timeControl`;
    if (!isObj(e.timeControl))
      throw new Invalid(field, 'must be an object, e.g. {"byoyomiMs": 100}');
    const own = e.timeControl;
    const ownKind = KIND_FIELDS.some((k) => own[k] !== undefined);
    const base = Object.fromEntries(
      Object.entries(global).filter(([k]) => !ownKind || !KIND_FIELDS.includes(k)),
    );
    onlyKeys(own, TC_KEYS, `${field}.`); // before merging, so a typo is named as the engine's
    out[e.name as string] = parseTimeControl({ ...base, ...own }, field);
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

/** The time control of engine `index`: its own, else the tournament's. */
export function engineTimeControl(c: TournamentConfig, index: number): TimeControlConfig {
  return c.engineTimeControls?.[c.engines[index]!.name] ?? c.timeControl;
}

function parseOptions(raw: unknown, field: string): Record<string, string | number | boolean> {
  if (raw === undefined) return {};
  if (!isObj(raw)) throw new Invalid(field, 'must be an object of option values');
  for (const [k, v] of Object.entries(raw)) {
    if (!['string', 'number', 'boolean'].includes(typeof v))
      throw new Invalid(`${field}.${k}`, 'must be a string, number or boolean');
    // Why: a line break in a name or value would split the `setoption` into two commands.
    const bad = usiOptionsError(field, { [k]: v });
    if (bad) throw new Invalid(bad.field, 'must not contain a line break or NUL character');
  }
  return raw as Record<string, string | number | boolean>;
}

function parseTimeControl(raw: unknown, field = 'timeControl'): TimeControlConfig {
  if (!isObj(raw)) throw new Invalid(field, 'must be an object, e.g. {"byoyomiMs": 100}');
  const f = (k: string) => `${field}.${k}`;
  onlyKeys(raw, TC_KEYS, `${field}.`);
  const tc: TimeControlConfig = {};
  for (const k of [
    'initialMs',
    'byoyomiMs',
    'incrementMs',
    'moveTimeMs',
    'marginMs',
    'hangGraceMs',
  ] as const) {
    tc[k] = optInt(raw, k, f(k), 0, LIMITS.timeMs);
  }
  tc.nodes = optInt(raw, 'nodes', f('nodes'), 1);
  tc.depth = optInt(raw, 'depth', f('depth'), 1);
  if (raw.timeLoss !== undefined) {
    if (typeof raw.timeLoss !== 'boolean')
      throw new Invalid(f('timeLoss'), 'must be true or false');
    tc.timeLoss = raw.timeLoss;
  }
  for (const k of Object.keys(tc) as (keyof TimeControlConfig)[])
    if (tc[k] === undefined) delete tc[k];
  const fixed = ['moveTimeMs', 'nodes', 'depth'].filter((k) => raw[k] !== undefined);
  const clock = ['initialMs', 'byoyomiMs', 'incrementMs'].filter((k) => raw[k] !== undefined);
  if (fixed.length > 1) throw new Invalid(f(fixed[1]!), `cannot be combined with ${fixed[0]}`);
  if (fixed.length === 1 && clock.length > 0)
    throw new Invalid(f(clock[0]!), `cannot be combined with ${fixed[0]}`);
  if (fixed.length === 0 && clock.length === 0) {
    throw new Invalid(
      field,
      'needs byoyomiMs, initialMs (+incrementMs), moveTimeMs, nodes or depth',
    );
  }
  if (tc.byoyomiMs !== undefined && tc.incrementMs !== undefined) {
    throw new Invalid(f('incrementMs'), 'cannot be combined with byoyomiMs');
  }
  if (tc.incrementMs !== undefined && tc.initialMs === undefined)
    throw new Invalid(f('initialMs'), 'is required with incrementMs');
  if (clock.length === 1 && tc.initialMs === 0)
    throw new Invalid(f('initialMs'), 'must be > 0 for sudden death');
  return tc;
}

function parseOpenings(raw: unknown, resolvePath: (p: string) => string): OpeningsConfig {
  if (!isObj(raw)) throw new Invalid('openings', 'must be an object with "file"');
  onlyKeys(raw, ['file', 'order', 'plies', 'seed', 'start'], 'openings.');
  return {
    file: resolvePath(str(raw, 'file', 'openings.file')),
    order: oneOf(raw, 'order', 'openings.order', ['sequential', 'random'] as const, 'sequential'),
    plies: optInt(raw, 'plies', 'openings.plies', 0),
    seed: optInt(raw, 'seed', 'openings.seed', 0),
    start: optInt(raw, 'start', 'openings.start', 0),
  };
}

function parseAdjudication(raw: unknown): AdjudicationConfig {
  if (!isObj(raw)) throw new Invalid('adjudication', 'must be an object');
  onlyKeys(
    raw,
    [
      'resignScore',
      'resignMoves',
      'resignTwoSided',
      'drawScore',
      'drawMoves',
      'drawFromPly',
      'maxMoves',
      'declarationRule',
    ],
    'adjudication.',
  );
  const f = (k: string) => `adjudication.${k}`;
  const a: AdjudicationConfig = {
    resignScore: optInt(raw, 'resignScore', f('resignScore'), 1),
    resignMoves: optInt(raw, 'resignMoves', f('resignMoves'), 1),
    drawScore: optInt(raw, 'drawScore', f('drawScore'), 0),
    drawMoves: optInt(raw, 'drawMoves', f('drawMoves'), 1),
    drawFromPly: optInt(raw, 'drawFromPly', f('drawFromPly'), 0),
    maxMoves: optInt(raw, 'maxMoves', f('maxMoves'), 1),
  };
  for (const k of Object.keys(a) as (keyof AdjudicationConfig)[])
    if (a[k] === undefined) delete a[k];
  if (raw.resignTwoSided !== undefined) {
    if (typeof raw.resignTwoSided !== 'boolean')
      throw new Invalid(f('resignTwoSided'), 'must be true or false');
    a.resignTwoSided = raw.resignTwoSided;
  }
  if ((a.drawScore === undefined) !== (a.drawMoves === undefined))
    throw new Invalid(
      f(a.drawScore === undefined ? 'drawScore' : 'drawMoves'),
      'drawScore and drawMoves go together',
    );
  if (a.drawFromPly !== undefined && a.drawScore === undefined)
    throw new Invalid(f('drawFromPly'), 'needs drawScore and drawMoves');
  if (raw.declarationRule !== undefined) {
    if (raw.declarationRule !== 24 && raw.declarationRule !== 27) {
      throw new Invalid('adjudication.declarationRule', 'must be 24 or 27');
    }
    a.declarationRule = raw.declarationRule;
  }
  if ((a.resignScore === undefined) !== (a.resignMoves === undefined)) {
    throw new Invalid(
      a.resignScore === undefined ? 'adjudication.resignScore' : 'adjudication.resignMoves',
      'resignScore and resignMoves go together',
    );
  }
  return a;
}

/** Validates an SPRT's bounds and error rates (the config's `sprt`, `sprt:combine`'s options). */
export function parseSprt(raw: unknown): SprtConfig {
  if (!isObj(raw)) throw new Invalid('sprt', 'must be an object {elo0, elo1, alpha, beta}');
  const num = (k: string, lo: number, hi: number) => {
    const v = raw[k];
    if (typeof v !== 'number' || !(v > lo && v < hi))
      throw new Invalid(`sprt.${k}`, `must be a number in (${lo}, ${hi})`);
    return v;
  };
  const s = {
    elo0: num('elo0', -1000, 1000),
    elo1: num('elo1', -1000, 1000),
    alpha: num('alpha', 0, 0.5),
    beta: num('beta', 0, 0.5),
  };
  if (s.elo1 <= s.elo0) throw new Invalid('sprt.elo1', 'must be greater than elo0');
  return s;
}
