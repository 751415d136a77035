/**
 * USI option values as Manage engines edits them: what a field starts with, what a typed value
 * becomes, and which values are worth saving. Pure functions (no DOM, no runes).
 */
import type { EngineOptionDef, EngineOptionValue } from '../../../src-main/shared/contract';

/** The value a field shows: the saved one, else the engine's default, else an empty value. */
export function initialValue(
  def: EngineOptionDef,
  saved: Record<string, EngineOptionValue>,
): EngineOptionValue {
  const v = saved[def.name] ?? def.default;
  if (def.type === 'check') return v === true || v === 'true';
  if (def.type === 'spin') return Number.isFinite(Number(v)) ? Number(v) : (def.min ?? 0);
  return v === undefined ? '' : String(v);
}

/** Every declared option's starting value. */
export function initialValues(
  declared: readonly EngineOptionDef[],
  saved: Record<string, EngineOptionValue>,
): Record<string, EngineOptionValue> {
  return Object.fromEntries(declared.map((d) => [d.name, initialValue(d, saved)]));
}

/** A typed spin value kept inside the engine's bounds (why: engines may reject or crash on others). */
export function clampSpin(def: EngineOptionDef, raw: number): number {
  const n = Number.isFinite(raw) ? Math.round(raw) : Number(def.default ?? 0);
  return Math.min(def.max ?? Infinity, Math.max(def.min ?? -Infinity, n));
}

/** True when `value` is what the engine would use anyway. */
export function isDefault(def: EngineOptionDef, value: EngineOptionValue): boolean {
  return def.default !== undefined && String(def.default) === String(value);
}

/**
 * The values to save: those that differ from the engine's defaults (why: an engine update that
 * changes a default should take effect unless the user chose otherwise).
 */
export function changedValues(
  declared: readonly EngineOptionDef[],
  values: Record<string, EngineOptionValue>,
): Record<string, EngineOptionValue> {
  const out: Record<string, EngineOptionValue> = {};
  for (const d of declared) {
    const v = values[d.name];
    if (v !== undefined && !isDefault(d, v) && !(v === '' && d.default === undefined))
      out[d.name] = v;
  }
  return out;
}
