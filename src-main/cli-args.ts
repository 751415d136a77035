/**
 * Command-line parsing for the npm scripts: `node:util`'s parseArgs, but an unknown option or a
 * missing value is a usage error naming the script (exit code 2), never a stack trace.
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';

/** Prints `<script>: <message>` and exits with the usage-error code. */
export function usageError(script: string, message: string): never {
  console.error(`${script}: ${message}`);
  process.exit(2);
}

/** parseArgs over the process arguments; a malformed command line exits with a usage error. */
export function cliArgs<T extends ParseArgsConfig>(
  script: string,
  config: T,
): ReturnType<typeof parseArgs<T>> {
  try {
    return parseArgs(config);
  } catch (e) {
    // Why: parseArgs throws TypeErrors with a code for every user mistake; those are not bugs.
    if (e instanceof TypeError && 'code' in e && String(e.code).startsWith('ERR_PARSE_ARGS'))
      usageError(script, e.message);
    throw e;
  }
}

/**
 * A numeric option's value within [lo, hi] (a whole number if `integer`), `fallback` when it is
 * absent; anything else is a usage error naming the option and the range.
 */
export function numberArg(
  script: string,
  name: string,
  raw: string | undefined,
  range: { fallback: number; lo: number; hi: number; integer?: boolean },
): number {
  if (raw === undefined) return range.fallback;
  const v = Number(raw);
  const { lo, hi, integer = false } = range;
  // Why one check for all: NaN, infinities and fractions where a count is wanted are all typos.
  if (!Number.isFinite(v) || v < lo || v > hi || (integer && !Number.isInteger(v)))
    usageError(
      script,
      `--${name} ${raw}: expected ${integer ? 'an integer' : 'a number'} in [${lo}, ${hi}]`,
    );
  return v;
}
