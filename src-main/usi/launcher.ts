/**
 * The one engine launcher: how every feature (play, analysis, review, mate search, tournaments)
 * starts an engine process. The composition root chooses the implementation and injects it:
 * - the Electron app runs the built-in engine in a `utilityProcess` from the bundled
 *   `out/main/engine.js` (app/engine-launcher.ts, which falls back to this module for external
 *   engines);
 * - plain Node (browser host, CLIs, tests) uses {@link nodeTransports}: external engines as child
 *   processes, and the built-in engine as `node out/main/engine.js` when this code runs from a
 *   build, or from source through tsx in a development checkout.
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { EngineSpec } from './engine-spec.ts';
import { spawnTransport, type LaunchSpec, type LineTransport } from './transport.ts';

/** Starts the transport of one engine spec. */
export type TransportFactory = (spec: EngineSpec) => LineTransport;

declare global {
  /** Replaced by `true` in the electron-vite build (see electron.vite.config.ts `define`). */
  var BANMEN_BUNDLED: boolean | undefined;
}

/** Where the source tree starts when running from a checkout (two levels above this file). */
const SOURCE_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** The bundled engine entry beside the running bundle (index.js, services.js or a chunk one level down). */
function bundledEngine(): string {
  const here = [new URL('./engine.js', import.meta.url), new URL('../engine.js', import.meta.url)];
  const found = here.map((u) => fileURLToPath(u)).find((p) => existsSync(p));
  if (!found)
    throw new Error(`the built-in engine bundle (engine.js) is missing beside ${import.meta.url}`);
  return found;
}

/**
 * Where a build's engine finds the shipped net and the NNUE addon: the folder holding `out/`
 * (a checkout's root), unless the environment names them (as the Electron launcher does).
 */
function bundledEnv(engine: string, env?: Record<string, string>): Record<string, string> {
  const root = join(dirname(engine), '..', '..');
  return {
    BANMEN_RESOURCES: process.env.BANMEN_RESOURCES ?? join(root, 'resources'),
    BANMEN_NNUE_ADDON:
      process.env.BANMEN_NNUE_ADDON ?? join(root, 'native', 'build', 'Release', 'banmen_nnue.node'),
    ...env,
  };
}

/** The command line of the built-in engine under plain Node. */
export function builtinLaunch(env?: Record<string, string>): LaunchSpec {
  // Why the define: a build must never reach tsx or the sources, which are not packaged.
  if (globalThis.BANMEN_BUNDLED) {
    const engine = bundledEngine();
    return { command: process.execPath, args: [engine], env: bundledEnv(engine, env) };
  }
  return {
    command: process.execPath,
    args: ['--import', 'tsx', `${SOURCE_ROOT}src-main/engine/main.ts`],
    cwd: SOURCE_ROOT, // so `--import tsx` resolves from the checkout's node_modules
    env,
  };
}

/** The program file of the built-in engine (for manifests: which code played). */
export function builtinProgram(): string {
  const launch = builtinLaunch();
  return launch.args![launch.args!.length - 1]!;
}

/** The command line for a spec under plain Node. */
export function resolveLaunch(spec: EngineSpec): LaunchSpec {
  if (spec.builtin) return builtinLaunch(spec.env);
  return { command: spec.command ?? '', args: spec.args ?? [], cwd: spec.cwd, env: spec.env };
}

/** The plain-Node launcher: every engine as a child process. */
export const nodeTransports: TransportFactory = (spec) => spawnTransport(resolveLaunch(spec));
