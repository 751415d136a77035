/**
 * The engine's USI options: their declarations (for the `usi` answer), defaults and checked
 * assignment from `setoption`. A bad value is refused with a message; the old value stays.
 */
import { availableParallelism } from 'node:os';
import type { UsiOptionDef } from '../shared/usi-protocol.ts';
import { STRATEGIES, type Strategy } from './mst/formation.ts';
import { TUNABLE_PARAMS } from './params.ts';

/** Current values of every option. */
export interface EngineOptions {
  USI_Hash: number;
  Threads: number;
  MultiPV: number;
  USI_Ponder: boolean;
  USI_Variant: 'shogi' | 'minishogi';
  EvalFile: string;
  /** A classical weights JSON used instead of the shipped one ('' = shipped). */
  ClassicalWeights: string;
  /** Search with every classical feature (the GA's full evaluation) instead of the fast terms. */
  ClassicalFull: boolean;
  NnueBackend: 'auto' | 'native' | 'ts';
  SkillLevel: number;
  SkillSeed: number;
  NetworkDelay: number;
  MinimumThinkingTime: number;
  EnteringKingRule: 'CSARule27' | 'CSARule24';
  MaxMovesToDraw: number;
  /** Hidden options: tuned search parameters set by name (params.ts TUNABLE_PARAMS), defaults absent. */
  tune: Record<string, number>;
  /** Opening book file ('' = the bundled book, 'none' = no book). */
  BookFile: string;
  /** The book answers up to this ply (SFEN move number); 0 turns it off. */
  BookMoves: number;
  /** How a book move is chosen (book/book-pick.ts). */
  BookPick: 'best' | 'weighted' | 'random';
  /** Book moves with a known search depth below this are ignored (0 = no limit). */
  BookDepthLimit: number;
  /** For BookPick random: how far below the best value a move may be (centipawns). */
  BookEvalMargin: number;
  /** Move sequence tree followed by the search: none, auto or a strategy (mst/formation.ts). */
  MSTStrategy: 'none' | 'auto' | Strategy;
  /** Centipawns added to a root move that follows the tree. */
  MSTBonus: number;
  /**
   * Off the tree by one piece (a move off it, an exchange), follow the tree formations one piece
   * away (mst-guide.ts nearFollowers); a named strategy only. Why on: issue 46 item 5.
   */
  MSTNear: boolean;
}

/** The most search threads any machine is offered (the helpers' shared node slots are sized by it). */
export const MAX_THREADS = 1024;

/**
 * The most search threads offered here: one per logical core. BANMEN_MAX_THREADS raises it (up to
 * MAX_THREADS) so that tests and benchmarks can run more threads than this machine has cores.
 */
export function maxThreads(): number {
  const forced = Number(process.env.BANMEN_MAX_THREADS);
  const cores = availableParallelism();
  return Math.min(MAX_THREADS, Number.isInteger(forced) && forced > cores ? forced : cores);
}

/** Declarations in the order the `usi` answer lists them. */
export const OPTION_DEFS: readonly UsiOptionDef[] = [
  { name: 'USI_Hash', type: 'spin', default: 64, min: 1, max: 8192 },
  // Lazy SMP (smp/): one thread by default, so that tournaments and benches compare like with like.
  { name: 'Threads', type: 'spin', default: 1, min: 1, max: maxThreads() },
  { name: 'MultiPV', type: 'spin', default: 1, min: 1, max: 600 },
  { name: 'USI_Ponder', type: 'check', default: false },
  { name: 'USI_Variant', type: 'combo', default: 'shogi', vars: ['shogi', 'minishogi'] },
  { name: 'EvalFile', type: 'filename', default: '<empty>' },
  { name: 'ClassicalWeights', type: 'filename', default: '<empty>' },
  { name: 'ClassicalFull', type: 'check', default: false },
  { name: 'NnueBackend', type: 'combo', default: 'auto', vars: ['auto', 'native', 'ts'] },
  { name: 'SkillLevel', type: 'spin', default: 20, min: 0, max: 20 },
  { name: 'SkillSeed', type: 'spin', default: 0, min: 0, max: 2147483647 },
  { name: 'NetworkDelay', type: 'spin', default: 40, min: 0, max: 10000 },
  { name: 'MinimumThinkingTime', type: 'spin', default: 20, min: 0, max: 60000 },
  {
    name: 'EnteringKingRule',
    type: 'combo',
    default: 'CSARule27',
    vars: ['CSARule27', 'CSARule24'],
  },
  { name: 'MaxMovesToDraw', type: 'spin', default: 0, min: 0, max: 100000 },
  { name: 'BookFile', type: 'filename', default: '<empty>' },
  { name: 'BookMoves', type: 'spin', default: 24, min: 0, max: 10000 },
  { name: 'BookPick', type: 'combo', default: 'best', vars: ['best', 'weighted', 'random'] },
  { name: 'BookDepthLimit', type: 'spin', default: 0, min: 0, max: 1000 },
  { name: 'BookEvalMargin', type: 'spin', default: 30, min: 0, max: 100000 },
  { name: 'MSTStrategy', type: 'combo', default: 'none', vars: ['none', 'auto', ...STRATEGIES] },
  { name: 'MSTBonus', type: 'spin', default: 50, min: 0, max: 1000 },
  { name: 'MSTNear', type: 'check', default: true },
];

/**
 * The hidden search-parameter options as USI declarations (listed by `usi` only when the engine
 * runs with BANMEN_TUNE_OPTIONS=1, so that GUIs do not show them to players).
 */
export const TUNABLE_OPTION_DEFS: readonly UsiOptionDef[] = TUNABLE_PARAMS.map((p) => ({
  name: p.name,
  type: 'spin',
  default: p.default,
  min: p.min,
  max: p.max,
}));

/** Fresh options with every default. */
export function defaultOptions(): EngineOptions {
  return {
    USI_Hash: 64,
    Threads: 1,
    MultiPV: 1,
    USI_Ponder: false,
    USI_Variant: 'shogi',
    EvalFile: '',
    ClassicalWeights: '',
    ClassicalFull: false,
    NnueBackend: 'auto',
    SkillLevel: 20,
    SkillSeed: 0,
    NetworkDelay: 40,
    MinimumThinkingTime: 20,
    EnteringKingRule: 'CSARule27',
    MaxMovesToDraw: 0,
    tune: {},
    BookFile: '',
    BookMoves: 24,
    BookPick: 'best',
    BookDepthLimit: 0,
    BookEvalMargin: 30,
    MSTStrategy: 'none',
    MSTBonus: 50,
    MSTNear: true,
  };
}

/** Result of `setOption`. */
export type SetOptionResult =
  { ok: true; name: keyof EngineOptions } | { ok: false; message: string };

/** Assigns `value` to the option `name` (case-insensitive, as many GUIs vary the case). */
export function setOption(
  opts: EngineOptions,
  name: string,
  value: string | undefined,
): SetOptionResult {
  const def = OPTION_DEFS.find((d) => d.name.toLowerCase() === name.toLowerCase());
  if (!def) return setTunable(opts, name, value);
  const key = def.name as keyof EngineOptions;
  const v = (value ?? '').trim();
  const record = opts as unknown as Record<string, unknown>;
  switch (def.type) {
    case 'spin': {
      if (!/^-?\d+$/.test(v))
        return { ok: false, message: `option ${def.name}: "${v}" is not an integer` };
      const n = Number(v);
      if (n < def.min! || n > def.max!)
        return { ok: false, message: `option ${def.name}: ${n} is outside ${def.min}..${def.max}` };
      record[key] = n;
      return { ok: true, name: key };
    }
    case 'check':
      if (v !== 'true' && v !== 'false')
        return { ok: false, message: `option ${def.name}: "${v}" is not true or false` };
      record[key] = v === 'true';
      return { ok: true, name: key };
    case 'combo':
      if (!def.vars!.includes(v))
        return {
          ok: false,
          message: `option ${def.name}: "${v}" is not one of ${def.vars!.join(', ')}`,
        };
      record[key] = v;
      return { ok: true, name: key };
    default:
      record[key] = v === '<empty>' ? '' : v;
      return { ok: true, name: key };
  }
}

/** Assigns a hidden search-parameter option (an integer within its range). */
function setTunable(opts: EngineOptions, name: string, value: string | undefined): SetOptionResult {
  const p = TUNABLE_PARAMS.find((d) => d.name.toLowerCase() === name.toLowerCase());
  if (!p) return { ok: false, message: `unknown option "${name}"` };
  const v = (value ?? '').trim();
  if (!/^-?\d+$/.test(v))
    return { ok: false, message: `option ${p.name}: "${v}" is not an integer` };
  const n = Number(v);
  if (n < p.min || n > p.max)
    return { ok: false, message: `option ${p.name}: ${n} is outside ${p.min}..${p.max}` };
  opts.tune = { ...opts.tune, [p.name]: n };
  return { ok: true, name: 'tune' };
}
