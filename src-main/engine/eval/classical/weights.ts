/**
 * Classical weights as integers, and the versioned JSON they are stored in
 * (`resources/classical/*.json`). Loading returns a typed error for a bad file; features the
 * file lacks take their hand-set value, and names it has that we do not know are reported.
 */
import { FEATURES, FEATURE_COUNT, FI, initialWeights } from './feature-set.ts';

/** The `format` field every weights file carries. */
export const WEIGHTS_FORMAT = 'banmen-classical-weights';
/** The file version this code reads and writes. */
export const WEIGHTS_VERSION = 1;

/** Weights in feature order plus the file's free-form description. */
export interface ClassicalWeights {
  readonly values: Int32Array;
  readonly meta: Record<string, unknown>;
}

export type WeightsErrorCode = 'WEIGHTS_JSON' | 'WEIGHTS_FORMAT' | 'WEIGHTS_VERSION' | 'WEIGHTS_VALUE';

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

const fail = (code: WeightsErrorCode, message: string): LoadWeightsResult => ({ ok: false, error: { code, message } });

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
  if (o.format !== WEIGHTS_FORMAT) return fail('WEIGHTS_FORMAT', `format is not "${WEIGHTS_FORMAT}"`);
  if (o.version !== WEIGHTS_VERSION) return fail('WEIGHTS_VERSION', `unsupported version ${String(o.version)}`);
  if (typeof o.weights !== 'object' || o.weights === null) return fail('WEIGHTS_FORMAT', 'no "weights" object');
  const values = initialWeights();
  const given = o.weights as Record<string, unknown>;
  const unknown: string[] = [];
  for (const [name, v] of Object.entries(given)) {
    const i = FI[name];
    if (i === undefined) {
      unknown.push(name);
      continue;
    }
    if (typeof v !== 'number' || !Number.isInteger(v) || Math.abs(v) > 1_000_000) {
      return fail('WEIGHTS_VALUE', `weight "${name}" is not an integer within ±1e6`);
    }
    values[i] = v;
  }
  const missing = FEATURES.filter((f) => !(f.name in given)).map((f) => f.name);
  const meta = typeof o.meta === 'object' && o.meta !== null ? (o.meta as Record<string, unknown>) : {};
  return { ok: true, weights: { values, meta }, missing, unknown };
}

/** The JSON text of a weights file. */
export function formatClassicalWeights(values: ArrayLike<number>, meta: Record<string, unknown> = {}): string {
  const weights: Record<string, number> = {};
  for (let i = 0; i < FEATURE_COUNT; i++) weights[FEATURES[i]!.name] = values[i]!;
  return `${JSON.stringify({ format: WEIGHTS_FORMAT, version: WEIGHTS_VERSION, meta, weights }, null, 2)}\n`;
}
