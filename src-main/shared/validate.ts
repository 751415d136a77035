/**
 * The config-validation kit: readers of user-written JSON (tournament and SPSA configs, the
 * app's forms, saved settings) check fields with these helpers, which throw `Invalid` naming the
 * field at fault, and `validating` turns the first such throw into the shared `Result`.
 *
 * Pure module (shared with the renderer): no Node, DOM or Electron API.
 */
import { ok, type Failure, type Result } from './result.ts';

/** A JSON object as read (keys not yet checked). */
export type Obj = Record<string, unknown>;

/** True for a plain JSON object (not null, not an array). */
export const isObj = (v: unknown): v is Obj =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** True if `v` is an integer in [min, max]. */
export const isIntIn = (v: unknown, min: number, max: number): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;

/** A config field that is not what it must be; `field` is its path (`engines[1].command`). */
export class Invalid extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

/** A config that failed validation: `where` is the field at fault, `message` what is wrong. */
export type ConfigError = Failure<'CONFIG_INVALID'> & { where: string };

/** Runs a validating parser; the first `Invalid` it throws becomes a `CONFIG_INVALID` failure. */
export function validating<T>(parse: () => T): Result<T, ConfigError> {
  try {
    return ok(parse());
  } catch (e) {
    // Why only Invalid: anything else is a bug in the parser, not a bad config.
    if (e instanceof Invalid)
      return { ok: false, error: { code: 'CONFIG_INVALID', message: e.message, where: e.field } };
    throw e;
  }
}

/** Rejects keys a section does not know (a typo like "gamesPerPiar" must not silently use a default). */
export function onlyKeys(o: Obj, keys: readonly string[], prefix: string): void {
  for (const k of Object.keys(o))
    if (!keys.includes(k))
      throw new Invalid(prefix + k, `is not a known field (known: ${keys.join(', ')})`);
}

/** A non-empty string field (or its default). */
export function str(o: Obj, key: string, field: string, def?: string): string {
  const v = o[key] ?? def;
  if (typeof v !== 'string' || v === '') throw new Invalid(field, 'must be a non-empty string');
  return v;
}

/** An integer field in [min, max] (or its default). */
export function int(
  o: Obj,
  key: string,
  field: string,
  min: number,
  def?: number,
  max = Number.MAX_SAFE_INTEGER,
): number {
  const v = o[key] ?? def;
  if (typeof v !== 'number' || !Number.isInteger(v) || v < min)
    throw new Invalid(field, `must be an integer ≥ ${min}`);
  if (v > max) throw new Invalid(field, `must be at most ${max}`);
  return v;
}

/** An optional integer field in [min, max]: undefined when absent. */
export function optInt(
  o: Obj,
  key: string,
  field: string,
  min: number,
  max?: number,
): number | undefined {
  return o[key] === undefined ? undefined : int(o, key, field, min, undefined, max);
}

/** A field holding one of `values` (or its default). */
export function oneOf<T extends string>(
  o: Obj,
  key: string,
  field: string,
  values: readonly T[],
  def?: T,
): T {
  const v = o[key] ?? def;
  if (!values.includes(v as T)) throw new Invalid(field, `must be one of ${values.join(', ')}`);
  return v as T;
}

/** An optional boolean field: undefined when absent. */
export function optBool(o: Obj, key: string, field: string): boolean | undefined {
  const v = o[key];
  if (v !== undefined && typeof v !== 'boolean') throw new Invalid(field, 'must be true or false');
  return v;
}
