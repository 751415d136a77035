/**
 * Finds and loads the native NNUE addon (native/, built by `npm install`), once per process.
 *
 * Where: `BANMEN_NNUE_ADDON` (a path to banmen_nnue.node; a missing path disables the addon),
 * else native/build/Release/banmen_nnue.node of this checkout, else `<resourcesPath>/native/`
 * in a packaged Electron app. `NNUE_KERNEL=avx512vnni|avx2|sse2|neon-dotprod|neon|scalar` forces a
 * kernel (tests, benchmarks).
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The functions native/src/addon.cc exports. */
export interface NnueAddon {
  createNet(
    ftBias: Int16Array,
    ftWeights: Int16Array,
    l1Bias: Int32Array,
    l1Weights: Int8Array,
    l2Bias: Int32Array,
    l2Weights: Int8Array,
    outBias: number,
    outWeights: Int8Array,
  ): object;
  /** The process-wide number of a net, for `attachNet` in another thread. */
  netId(net: object): number;
  /** Another handle to a net of this process (made in any thread); throws if it is gone. */
  attachNet(id: number): object;
  createContext(net: object, slots: Int32Array): object;
  evaluate(context: object, from: number, to: number, stm: number): number;
  /**
   * The hot form of `evaluate`, bound to a context: the returned function reads from, to and the
   * side to move from `control[0..2]` and writes the result to `control[3]` (no conversions per call).
   */
  bindEvaluate(context: object, control: Int32Array): () => void;
  /** Repeats evaluate's native work and returns CPU ns per repetition (benchmarks). */
  timeKernel(context: object, from: number, to: number, stm: number, iterations: number): number;
  /**
   * Selects a kernel ('avx512vnni', 'avx2', 'sse2', 'neon-dotprod', 'neon', 'scalar' or 'best');
   * false if this CPU lacks it.
   */
  setKernel(name: string): boolean;
  kernel(): string;
  kernels(): string[];
  readonly slotStride: number;
}

export type AddonLoad =
  { ok: true; addon: NnueAddon; path: string } | { ok: false; reason: string };

const ADDON_FILE = 'banmen_nnue.node';
let cached: AddonLoad | undefined;

/**
 * Paths to try, in order: the forced path alone, else this checkout's build, then the packaged
 * app's copy under `resourcesPath` (electron-builder.yml ships each architecture's build there;
 * a universal mac app holds one fat file with both).
 */
export function addonCandidates(
  forced: string | undefined,
  resourcesPath: string | undefined,
): string[] {
  if (forced) return [forced];
  const here = fileURLToPath(
    new URL('../../../../native/build/Release/' + ADDON_FILE, import.meta.url),
  );
  return resourcesPath ? [here, join(resourcesPath, 'native', ADDON_FILE)] : [here];
}

function candidates(): string[] {
  const resources = (process as { resourcesPath?: string }).resourcesPath;
  return addonCandidates(process.env.BANMEN_NNUE_ADDON, resources);
}

/** Loads the addon (cached); the reason says why not when it cannot. */
export function loadAddon(): AddonLoad {
  if (cached) return cached;
  const paths = candidates();
  const path = paths.find((p) => existsSync(p));
  if (!path)
    return (cached = {
      ok: false,
      reason: `native addon not found (looked for ${paths.join(', ')})`,
    });
  try {
    const addon = createRequire(import.meta.url)(path) as NnueAddon;
    const kernel = process.env.NNUE_KERNEL;
    if (kernel && !addon.setKernel(kernel))
      return (cached = {
        ok: false,
        reason: `NNUE_KERNEL=${kernel} is not available on this CPU (have ${addon.kernels().join(', ')})`,
      });
    cached = { ok: true, addon, path };
  } catch (e) {
    cached = {
      ok: false,
      reason: `native addon at ${path} failed to load: ${(e as Error).message}`,
    };
  }
  return cached;
}
