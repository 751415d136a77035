/**
 * The one command-line reader of the bench tools: `--name value` pairs, as every tool in
 * tools/bench/ takes them (the CLIs in tools/cli/ validate their flags with node:util parseArgs).
 */

/**
 * The value after `--name` (or after `name` when it is given with its dashes), else `fallback`.
 * Why the fallback also for a flag left last without a value: a bench run should go on with the
 * default rather than search with `undefined`.
 */
export function flagValue(
  name: string,
  fallback: string,
  argv: readonly string[] = process.argv,
): string {
  const i = argv.indexOf(name.startsWith('--') ? name : `--${name}`);
  const value = i >= 0 ? argv[i + 1] : undefined;
  return value ?? fallback;
}

/** A flag that must be a positive integer; throws naming the flag and what it got. */
export function positiveFlag(name: string, fallback: string): number {
  const text = flagValue(name, fallback);
  const n = Number(text);
  if (!Number.isInteger(n) || n <= 0)
    throw new Error(`--${name} is a positive integer, not "${text}"`);
  return n;
}
