/**
 * `loadNnue`: reads a YaneuraOu halfkp_256x2-32-32 nn.bin and picks a backend. Returns a typed
 * result so the engine can keep its previous evaluator when the file is wrong.
 *
 * Backend choice: `backend: 'native'` requires the addon (error NNUE_BACKEND otherwise);
 * `'ts'` forces the pure-TS code; `'auto'` (default) follows NNUE_BACKEND=native|ts if set, else
 * takes the addon when it loads and falls back to TS with the reason recorded.
 */
import {
  BoundedReadError,
  MAX_ENGINE_FILE_BYTES,
  readFileBoundedSync,
} from '../../../bounded-read.ts';
import { loadAddon } from './addon.ts';
import { SLOT_STRIDE } from './features.ts';
import {
  NativeBackend,
  attachNativeNet,
  createNativeNet,
  type NativeNet,
} from './native-backend.ts';
import type { NnueNet } from './net.ts';
import { NnueEvaluator, type NnueBackendInfo } from './nnue-evaluator.ts';
import { isPackedNnue, unpackNnue, type PackErrorCode } from './packed-net.ts';
import { NNUE_STACK_PLIES } from './params.ts';
import { parseNnue, type NnueFormatErrorCode } from './reader.ts';
import { TsBackend } from './ts-backend.ts';

export type NnueBackendChoice = 'auto' | 'native' | 'ts';

export interface NnueLoadOptions {
  backend?: NnueBackendChoice;
}

export type NnueLoadErrorCode = NnueFormatErrorCode | PackErrorCode | 'NNUE_FILE' | 'NNUE_BACKEND';
export interface NnueLoadError {
  code: NnueLoadErrorCode;
  message: string;
}

/** A loaded network; each search thread creates its own evaluator (own accumulator stack). */
export interface LoadedNnue {
  readonly info: NnueBackendInfo;
  createEvaluator(): NnueEvaluator;
  /** Native nets: the number other threads share the weights with (`attachNnue`). */
  readonly sharedId?: number;
}

export type NnueLoadResult = { ok: true; nnue: LoadedNnue } | { ok: false; error: NnueLoadError };

const newSlots = (): Int32Array => new Int32Array(NNUE_STACK_PLIES * SLOT_STRIDE);

/** Wraps an already parsed network (tests and training use this with nets they build). */
export function loadNnueNet(net: NnueNet, options: NnueLoadOptions = {}): NnueLoadResult {
  let choice = options.backend ?? 'auto';
  let why = '';
  if (
    choice === 'auto' &&
    (process.env.NNUE_BACKEND === 'ts' || process.env.NNUE_BACKEND === 'native')
  ) {
    choice = process.env.NNUE_BACKEND;
    why = `NNUE_BACKEND=${choice}`;
  }
  if (choice === 'ts') return tsResult(net, why || 'TS backend requested');
  const addon = loadAddon();
  if (!addon.ok) {
    if (choice === 'native')
      return { ok: false, error: { code: 'NNUE_BACKEND', message: addon.reason } };
    return tsResult(net, `fallback: ${addon.reason}`);
  }
  let native: NativeNet;
  try {
    native = createNativeNet(addon.addon, net);
  } catch (e) {
    const reason = `native addon refused the network: ${(e as Error).message}`;
    return choice === 'native'
      ? { ok: false, error: { code: 'NNUE_BACKEND', message: reason } }
      : tsResult(net, `fallback: ${reason}`);
  }
  return { ok: true, nnue: nativeResult(native, why || `native addon ${addon.path}`) };
}

function nativeResult(native: NativeNet, reason: string): LoadedNnue {
  const info: NnueBackendInfo = { name: 'nnue-native', kernel: native.addon.kernel(), reason };
  return {
    info,
    sharedId: native.id,
    createEvaluator: () => new NnueEvaluator(new NativeBackend(native, newSlots()), info),
  };
}

/**
 * The native net another thread of this process loaded (`LoadedNnue.sharedId`), without reading
 * or copying the weights again; an error when the addon or that net is gone.
 */
export function attachNnue(id: number): NnueLoadResult {
  const addon = loadAddon();
  if (!addon.ok) return { ok: false, error: { code: 'NNUE_BACKEND', message: addon.reason } };
  try {
    return { ok: true, nnue: nativeResult(attachNativeNet(addon.addon, id), `shared net ${id}`) };
  } catch (e) {
    return { ok: false, error: { code: 'NNUE_BACKEND', message: (e as Error).message } };
  }
}

function tsResult(net: NnueNet, reason: string): NnueLoadResult {
  const info: NnueBackendInfo = { name: 'nnue-ts', kernel: null, reason };
  return {
    ok: true,
    nnue: { info, createEvaluator: () => new NnueEvaluator(new TsBackend(net, newSlots()), info) },
  };
}

/** Loads an nn.bin or a packed net (packed-net.ts, recognised by its magic) from a path or from its bytes. */
export function loadNnue(
  source: string | Uint8Array,
  options: NnueLoadOptions = {},
): NnueLoadResult {
  let bytes: Uint8Array;
  if (typeof source === 'string') {
    try {
      // Bounded (issue 42 F7): a FIFO hung the engine, /dev/zero grew it without limit.
      bytes = readFileBoundedSync(source, MAX_ENGINE_FILE_BYTES);
    } catch (e) {
      const message =
        e instanceof BoundedReadError
          ? e.message
          : `cannot read ${source}: ${(e as Error).message}`;
      return { ok: false, error: { code: 'NNUE_FILE', message } };
    }
  } else bytes = source;
  if (isPackedNnue(bytes)) {
    const unpacked = unpackNnue(bytes);
    return unpacked.ok ? loadNnueNet(unpacked.net, options) : unpacked;
  }
  const parsed = parseNnue(bytes);
  if (!parsed.ok) return parsed;
  return loadNnueNet(parsed.net, options);
}
