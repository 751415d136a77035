/**
 * Environment variables in a tournament or SPSA config: every string value may name `${NAME}`
 * (replaced by the variable's value) or `${NAME:-fallback}` (the fallback when it is unset or
 * empty), so one tracked config runs on any machine with its paths (checkouts, engine binaries,
 * nets, openings, output) given by the environment.
 */

import type { Result } from '../shared/result.ts';
import type { ConfigError } from '../shared/validate.ts';

/**
 * Where a `${NAME}` could not be expanded (`where`: the JSON path of the string, as the config
 * validator names fields, `engines[1].args[2]`), and why.
 */
export interface ConfigEnvError extends ConfigError {
  /** The variable that is missing, or '' for a malformed reference. */
  variable: string;
}

export type ConfigEnvResult = Result<unknown, ConfigEnvError>;

/** `${NAME}` or `${NAME:-fallback}`; NAME as the shell spells it. */
const REFERENCE = /\$\{([A-Za-z_][A-Za-z0-9_]*)(?::-([^}]*))?\}/g;

class Unexpanded extends Error {
  constructor(readonly detail: ConfigEnvError) {
    super(detail.message);
  }
}

function expandString(s: string, field: string, env: Readonly<Record<string, string | undefined>>) {
  // Why: a `${` that is not a whole reference is a typo (`${BANMEN NEW}`, a missing brace) that
  // would otherwise end up in a path.
  if (s.split('${').length - 1 !== [...s.matchAll(REFERENCE)].length) {
    const message = `has a malformed \${…} in "${s}"`;
    throw new Unexpanded({ code: 'CONFIG_INVALID', where: field, variable: '', message });
  }
  return s.replace(REFERENCE, (_m, name: string, fallback: string | undefined) => {
    const value = env[name];
    if (value !== undefined && value !== '') return value;
    if (fallback !== undefined) return fallback;
    throw new Unexpanded({
      code: 'CONFIG_INVALID',
      where: field,
      variable: name,
      message: `needs the environment variable ${name}, which is not set (the config says "${s}")`,
    });
  });
}

function walk(
  v: unknown,
  field: string,
  env: Readonly<Record<string, string | undefined>>,
): unknown {
  if (typeof v === 'string') return expandString(v, field, env);
  if (Array.isArray(v)) return v.map((x, i) => walk(x, `${field}[${i}]`, env));
  if (v !== null && typeof v === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v)) out[k] = walk(x, field ? `${field}.${k}` : k, env);
    return out;
  }
  return v;
}

/**
 * A copy of the parsed config `raw` with every `${NAME}` in its string values replaced from `env`
 * (keys are not expanded). An unset variable without a fallback, or a malformed reference, is an
 * error naming the field and the variable; nothing is guessed.
 */
export function expandConfigEnv(
  raw: unknown,
  env: Readonly<Record<string, string | undefined>>,
): ConfigEnvResult {
  try {
    return { ok: true, value: walk(raw, '', env) };
  } catch (e) {
    if (e instanceof Unexpanded) return { ok: false, error: e.detail };
    throw e;
  }
}
