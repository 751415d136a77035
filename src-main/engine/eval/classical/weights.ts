/**
 * Classical weights as integers, and the versioned JSON they are stored in
 * (`resources/classical/*.json`). Loading returns a typed error for a bad file; features the
 * file lacks take their hand-set value, and names it has that we do not know are reported.
 */
import { BOARD_KINDS, FEATURES, FEATURE_COUNT, FI, initialWeights } from './feature-set.ts';

/** The `format` field every weights file carries. */
export const WEIGHTS_FORMAT = 'banmen-classical-weights';
/** The file version this code reads and writes. */
export const WEIGHTS_VERSION = 1;

/** Weights in feature order plus the file's free-form description. */
export interface ClassicalWeights {
  /** Every feature's weight: the full evaluation (GA, movematch, `full` mode). */
  readonly values: Int32Array;
  /**
   * Weights of the fast evaluator's terms (material, hand, king distances) when they differ from
   * `values`: evolved material values lean on the threat terms and play badly alone.
   */
  readonly fast?: Int32Array;
  /** Multipliers of the fast evaluator's attack terms (absent: 100 %, tempo TEMPO_CP). */
  readonly scales?: FastScales;
  /**
   * Piece-square values of the fast evaluator (absent: none): PSQT_NAMES.length kinds × 81
   * squares, each square seen from its piece's owner (geometry.ts ownerSquare).
   */
  readonly psqt?: Int32Array;
  readonly meta: Record<string, unknown>;
}

/**
 * The fast evaluator's attack terms scaled for one game: king danger, threats and mobility in
 * percent, tempo in centipawns. A fit against a teacher (tune/eval-fit) sets them per variant.
 */
export interface FastScales {
  kingDanger: number;
  threats: number;
  mobility: number;
  tempo: number;
}
const SCALE_KEYS = ['kingDanger', 'threats', 'mobility', 'tempo'] as const;

/** Piece-square table kinds: the 13 board kinds in BOARD_SLOT order, then the king. */
export const PSQT_NAMES: readonly string[] = [...BOARD_KINDS, 'K'];
/** The king's row in the piece-square tables (after the 13 board kinds). */
export const PSQT_KING = BOARD_KINDS.length;

export type WeightsErrorCode =
  'WEIGHTS_JSON' | 'WEIGHTS_FORMAT' | 'WEIGHTS_VERSION' | 'WEIGHTS_VALUE';

/** Why a weights file was rejected. */
export interface WeightsError {
  code: WeightsErrorCode;
  message: string;
}

export type LoadWeightsResult =
  | { ok: true; weights: ClassicalWeights; missing: string[]; unknown: string[] }
  | { ok: false; error: WeightsError };

/** The hand-set (untuned) weights. */
export function handSetWeights(): ClassicalWeights {
  return { values: initialWeights(), meta: { source: 'hand-set' } };
}

const fail = (code: WeightsErrorCode, message: string): LoadWeightsResult => ({
  ok: false,
  error: { code, message },
});

/** Parses weights from JSON text or an already parsed object. */
export function loadClassicalWeights(json: string | unknown): LoadWeightsResult {
  let data: unknown = json;
  if (typeof json === 'string') {
    try {
      data = JSON.parse(json);
    } catch (e) {
      return fail('WEIGHTS_JSON', `not JSON: ${(e as Error).message}`);
    }
  }
  if (typeof data !== 'object' || data === null) return fail('WEIGHTS_FORMAT', 'not a JSON object');
  const o = data as Record<string, unknown>;
  if (o.format !== WEIGHTS_FORMAT)
    return fail('WEIGHTS_FORMAT', `format is not "${WEIGHTS_FORMAT}"`);
  if (o.version !== WEIGHTS_VERSION)
    return fail('WEIGHTS_VERSION', `unsupported version ${String(o.version)}`);
  if (typeof o.weights !== 'object' || o.weights === null)
    return fail('WEIGHTS_FORMAT', 'no "weights" object');
  const unknown: string[] = [];
  const given = o.weights as Record<string, unknown>;
  const values = readSection(given, unknown);
  if (typeof values === 'string') return fail('WEIGHTS_VALUE', values);
  let fast: Int32Array | undefined;
  if (o.fastWeights !== undefined) {
    if (typeof o.fastWeights !== 'object' || o.fastWeights === null)
      return fail('WEIGHTS_FORMAT', '"fastWeights" is not an object');
    const read = readSection(o.fastWeights as Record<string, unknown>, unknown);
    if (typeof read === 'string') return fail('WEIGHTS_VALUE', read);
    fast = read;
  }
  const scales = readScales(o.fastScales);
  if (typeof scales === 'string') return fail('WEIGHTS_VALUE', scales);
  const psqt = readPsqt(o.fastPsqt);
  if (typeof psqt === 'string') return fail('WEIGHTS_VALUE', psqt);
  const missing = FEATURES.filter((f) => !(f.name in given)).map((f) => f.name);
  const meta =
    typeof o.meta === 'object' && o.meta !== null ? (o.meta as Record<string, unknown>) : {};
  const weights: ClassicalWeights = {
    values,
    meta,
    ...(fast && { fast }),
    ...(scales && { scales }),
    ...(psqt && { psqt }),
  };
  return { ok: true, weights, missing, unknown };
}

/** Reads the optional `fastPsqt` section: kind name → 81 integers within ±10,000. */
function readPsqt(v: unknown): Int32Array | undefined | string {
  if (v === undefined) return undefined;
  if (typeof v !== 'object' || v === null) return '"fastPsqt" is not an object';
  const out = new Int32Array(PSQT_NAMES.length * 81);
  for (const [name, row] of Object.entries(v as Record<string, unknown>)) {
    const k = PSQT_NAMES.indexOf(name);
    if (k < 0) return `fastPsqt has an unknown kind "${name}"`;
    if (!Array.isArray(row) || row.length !== 81) return `fastPsqt.${name} is not 81 numbers`;
    for (let sq = 0; sq < 81; sq++) {
      const x: unknown = row[sq];
      if (typeof x !== 'number' || !Number.isInteger(x) || Math.abs(x) > 10_000)
        return `fastPsqt.${name}[${sq}] is not an integer within ±10000`;
      out[k * 81 + sq] = x;
    }
  }
  return out;
}

/** Reads the optional `fastScales` section: every key an integer within ±10,000. */
function readScales(v: unknown): FastScales | undefined | string {
  if (v === undefined) return undefined;
  if (typeof v !== 'object' || v === null) return '"fastScales" is not an object';
  const o = v as Record<string, unknown>;
  for (const k of SCALE_KEYS) {
    const x = o[k];
    if (typeof x !== 'number' || !Number.isInteger(x) || Math.abs(x) > 10_000)
      return `fastScales.${k} is not an integer within ±10000`;
  }
  return {
    kingDanger: o.kingDanger,
    threats: o.threats,
    mobility: o.mobility,
    tempo: o.tempo,
  } as FastScales;
}

/** Reads one name → weight object over the hand-set weights; a message string on a bad value. */
function readSection(given: Record<string, unknown>, unknown: string[]): Int32Array | string {
  const values = initialWeights();
  for (const [name, v] of Object.entries(given)) {
    const i = FI[name];
    if (i === undefined) {
      if (!unknown.includes(name)) unknown.push(name);
      continue;
    }
    if (typeof v !== 'number' || !Number.isInteger(v) || Math.abs(v) > 1_000_000) {
      return `weight "${name}" is not an integer within ±1e6`;
    }
    values[i] = v;
  }
  return values;
}

/** Feature families the fast evaluator reads. */
export const FAST_FAMILIES: ReadonlySet<string> = new Set(['material', 'kingdist']);

/**
 * The JSON text of a weights file. `fast` (optional) writes a `fastWeights` section with the
 * fast evaluator's terms only.
 */
export function formatClassicalWeights(
  values: ArrayLike<number>,
  meta: Record<string, unknown> = {},
  fast?: ArrayLike<number>,
  scales?: FastScales,
  psqt?: ArrayLike<number>,
): string {
  const weights: Record<string, number> = {};
  for (let i = 0; i < FEATURE_COUNT; i++) weights[FEATURES[i]!.name] = values[i]!;
  const file: Record<string, unknown> = {
    format: WEIGHTS_FORMAT,
    version: WEIGHTS_VERSION,
    meta,
    weights,
  };
  if (fast) {
    const section: Record<string, number> = {};
    for (let i = 0; i < FEATURE_COUNT; i++)
      if (FAST_FAMILIES.has(FEATURES[i]!.family)) section[FEATURES[i]!.name] = fast[i]!;
    file.fastWeights = section;
  }
  if (scales) file.fastScales = scales;
  if (psqt) {
    const section: Record<string, number[]> = {};
    PSQT_NAMES.forEach((name, k) => {
      const row = Array.from({ length: 81 }, (_, sq) => psqt[k * 81 + sq]!);
      if (row.some((x) => x !== 0)) section[name] = row;
    });
    file.fastPsqt = section;
  }
  return `${JSON.stringify(file, null, 2)}\n`;
}
