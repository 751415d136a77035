/**
 * Classical weights as integers, and the versioned JSON they are stored in
 * (`resources/classical/*.json`). Loading returns a typed error for a bad file; features the
 * file lacks take their hand-set value, and names it has that we do not know are reported.
 */
import { BOARD_KINDS, FEATURES, FEATURE_COUNT, FI, initialWeights } from './feature-set.ts';
import { KREL_SIZE } from './geometry.ts';

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
  /**
   * King-relative values of the fast evaluator (absent: none): for the own king then the enemy
   * king, 13 board kinds × KREL_SIZE offsets of the piece from that king (geometry.ts kingRelative).
   */
  readonly kingRel?: Int32Array;
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
/** The two king-relative tables: the piece's own king, then the enemy king. */
export const KREL_KINGS = ['own', 'enemy'] as const;
/** One king's king-relative table: the 13 board kinds × KREL_SIZE offsets. */
export const KREL_TABLE = BOARD_KINDS.length * KREL_SIZE;
/** Length of the king-relative values: the own king's table, then the enemy king's. */
export const KREL_LENGTH = KREL_KINGS.length * KREL_TABLE;

/** Optional sections of a weights file beyond the full evaluation's values and fastWeights. */
export interface FastExtras {
  scales?: FastScales;
  psqt?: ArrayLike<number>;
  kingRel?: ArrayLike<number>;
}

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
  const kingRel = readKingRel(o.fastKingRelative);
  if (typeof kingRel === 'string') return fail('WEIGHTS_VALUE', kingRel);
  const missing = FEATURES.filter((f) => !(f.name in given)).map((f) => f.name);
  const meta =
    typeof o.meta === 'object' && o.meta !== null ? (o.meta as Record<string, unknown>) : {};
  const weights: ClassicalWeights = {
    values,
    meta,
    ...(fast && { fast }),
    ...(scales && { scales }),
    ...(psqt && { psqt }),
    ...(kingRel && { kingRel }),
  };
  return { ok: true, weights, missing, unknown };
}

/** Reads the optional `fastPsqt` section: kind name → 81 integers within ±10,000. */
function readPsqt(v: unknown): Int32Array | undefined | string {
  if (v === undefined) return undefined;
  const out = new Int32Array(PSQT_NAMES.length * 81);
  const err = readTables(v, 'fastPsqt', PSQT_NAMES, 81, out);
  return err ?? out;
}

/** Reads the optional `fastKingRelative` section: {own, enemy} → board kind → KREL_SIZE integers. */
function readKingRel(v: unknown): Int32Array | undefined | string {
  if (v === undefined) return undefined;
  if (typeof v !== 'object' || v === null) return '"fastKingRelative" is not an object';
  const out = new Int32Array(KREL_LENGTH);
  for (const [king, tables] of Object.entries(v as Record<string, unknown>)) {
    const i = (KREL_KINGS as readonly string[]).indexOf(king);
    if (i < 0) return `fastKingRelative has an unknown king "${king}" (own or enemy)`;
    const table = out.subarray(i * KREL_TABLE);
    const err = readTables(tables, `fastKingRelative.${king}`, BOARD_KINDS, KREL_SIZE, table);
    if (err) return err;
  }
  return out;
}

/** Reads kind name → `width` integers within ±10,000 into out[kind * width + i]; a message on error. */
function readTables(
  v: unknown,
  where: string,
  kinds: readonly string[],
  width: number,
  out: Int32Array,
): string | undefined {
  if (typeof v !== 'object' || v === null) return `"${where}" is not an object`;
  for (const [name, row] of Object.entries(v as Record<string, unknown>)) {
    const k = kinds.indexOf(name);
    if (k < 0) return `${where} has an unknown kind "${name}"`;
    if (!Array.isArray(row) || row.length !== width)
      return `${where}.${name} is not ${width} numbers`;
    for (let i = 0; i < width; i++) {
      const x: unknown = row[i];
      if (typeof x !== 'number' || !Number.isInteger(x) || Math.abs(x) > 10_000)
        return `${where}.${name}[${i}] is not an integer within ±10000`;
      out[k * width + i] = x;
    }
  }
  return undefined;
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
 * fast evaluator's terms only; `extras` the fastScales, fastPsqt and fastKingRelative sections.
 */
export function formatClassicalWeights(
  values: ArrayLike<number>,
  meta: Record<string, unknown> = {},
  fast?: ArrayLike<number>,
  extras: FastExtras = {},
): string {
  const { scales, psqt, kingRel } = extras;
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
  if (psqt) file.fastPsqt = tableSection(psqt, 0, PSQT_NAMES, 81);
  if (kingRel) {
    file.fastKingRelative = Object.fromEntries(
      KREL_KINGS.map((king, i) => [
        king,
        tableSection(kingRel, i * KREL_TABLE, BOARD_KINDS, KREL_SIZE),
      ]),
    );
  }
  return `${JSON.stringify(file, null, 2)}\n`;
}

/** kind name → its `width` values from values[start + kind * width], all-zero kinds left out. */
function tableSection(
  values: ArrayLike<number>,
  start: number,
  kinds: readonly string[],
  width: number,
): Record<string, number[]> {
  const section: Record<string, number[]> = {};
  kinds.forEach((name, k) => {
    const row = Array.from({ length: width }, (_, i) => values[start + k * width + i]!);
    if (row.some((x) => x !== 0)) section[name] = row;
  });
  return section;
}
