/**
 * Engine specifications as users write them (config files, settings) and their resolution to a
 * command line. `builtin: true` means Banmen's own engine, run from source with tsx.
 */
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import type { LaunchSpec } from './transport.ts';

/** A USI option value as written in a config: sent as its string form. */
export type OptionValue = string | number | boolean;

/** One engine: the built-in one or an external program, plus USI options to set. */
export interface EngineSpec {
  /** Display name, unique within a tournament. */
  name: string;
  /** True for Banmen's own engine (command/args are then ignored). */
  builtin?: boolean;
  command?: string;
  args?: string[];
  cwd?: string;
  env?: Record<string, string>;
  /** Options sent with `setoption` after the handshake, in this order. */
  options?: Record<string, OptionValue>;
}

/** The repository root (two levels above this file). */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Entry point of the built-in engine. */
export const BUILTIN_ENGINE_MAIN = join(REPO_ROOT, 'src-main/engine/main.ts');

/** The command line for a spec: builtin → `node --import tsx <repo>/src-main/engine/main.ts`. */
export function resolveLaunch(spec: EngineSpec): LaunchSpec {
  if (spec.builtin) {
    return {
      command: process.execPath,
      args: ['--import', 'tsx', BUILTIN_ENGINE_MAIN],
      cwd: REPO_ROOT, // so `--import tsx` resolves from the repo's node_modules
      env: spec.env,
    };
  }
  return { command: spec.command ?? '', args: spec.args ?? [], cwd: spec.cwd, env: spec.env };
}

/**
 * The name under which an engine takes the variant: `USI_Variant` (current Fairy-Stockfish) or
 * `UCI_Variant` (older builds such as Debian's 11.1, which ignore `USI_Variant`). Undefined if neither.
 */
export function variantOptionName(options: readonly { name: string }[]): string | undefined {
  return ['USI_Variant', 'UCI_Variant'].find((n) => options.some((o) => o.name === n));
}
