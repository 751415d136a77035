/**
 * What the game-running CLIs (`tournament`, `tune:spsa`) share: exiting with a message, reading
 * the config file named on the command line, and the h:mm:ss of an ETA.
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { expandConfigEnv } from './config-env.ts';

/** Writes `tool: message` to stderr and exits with `code` (2: bad input, as both CLIs document). */
export function fail(tool: string, code: number, message: string): never {
  process.stderr.write(`${tool}: ${message}\n`);
  process.exit(code);
}

/**
 * The parsed JSON of the config named by the first argument, with `${NAME}` in its strings taken
 * from the environment (config-env.ts), its absolute path, and a resolver for paths inside it
 * (relative to the config's folder); exits 2 with the usage, the read error or the unset variable.
 */
export function readConfigArg(
  tool: string,
  usage: string,
): { path: string; raw: unknown; relative: (p: string) => string } {
  const arg = process.argv[2];
  if (!arg || arg === '-h' || arg === '--help') fail(tool, 2, usage);
  // npm runs scripts from the package root; INIT_CWD is where the user typed the command.
  const path = resolve(process.env.INIT_CWD ?? process.cwd(), arg);
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(path, 'utf8'));
  } catch (e) {
    return fail(tool, 2, `cannot read ${path}: ${(e as Error).message}`);
  }
  const expanded = expandConfigEnv(parsed, process.env);
  if (!expanded.ok)
    fail(tool, 2, `${path}: field "${expanded.error.where}" ${expanded.error.message}`);
  return { path, raw: expanded.value, relative: (p) => resolve(dirname(path), p) };
}

/** Formats milliseconds as h:mm:ss. */
export function hms(ms: number): string {
  const s = Math.round(ms / 1000);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${Math.floor(s / 3600)}:${two(Math.floor(s / 60) % 60)}:${two(s % 60)}`;
}
