/**
 * The native NNUE backend: weights and the accumulator stack live in the addon's memory; this
 * class only forwards one call per evaluation (do/undo just write the shared slots), through a
 * function bound to its context that takes its arguments from a shared control array.
 */
import type { NnueAddon } from './addon.ts';
import type { NnueBackend } from './backend.ts';
import { SLOT_STRIDE } from './features.ts';
import type { NnueNet } from './net.ts';

/** A network copied into native memory, shareable by several evaluators and threads. */
export interface NativeNet {
  readonly addon: NnueAddon;
  readonly handle: object;
  /** The number other threads attach to it with (`attachNativeNet`). */
  readonly id: number;
}

/** Copies a parsed network into the addon (the JS arrays can then be dropped). */
export function createNativeNet(addon: NnueAddon, net: NnueNet): NativeNet {
  const handle = addon.createNet(
    net.ftBias,
    net.ftWeights,
    net.l1Bias,
    net.l1Weights,
    net.l2Bias,
    net.l2Weights,
    net.outBias,
    net.outWeights,
  );
  return { addon, handle, id: addon.netId(handle) };
}

/** The net another thread of this process made (Lazy SMP helpers): the weights are not copied. */
export function attachNativeNet(addon: NnueAddon, id: number): NativeNet {
  return { addon, handle: addon.attachNet(id), id };
}

/** Indices of the bound evaluate's control array (native/src/nnue.h: kControl*). */
const CONTROL_FROM = 0,
  CONTROL_TO = 1,
  CONTROL_STM = 2,
  CONTROL_RESULT = 3;

export class NativeBackend implements NnueBackend {
  readonly kind = 'native';
  readonly capacity: number;
  private readonly addon: NnueAddon;
  private readonly context: object;
  /**
   * Arguments and result of the bound evaluate, plain typed-array stores and loads: no Node-API
   * conversion either way (returning the result as a JS number cost about 10 ns per call).
   */
  private readonly control = new Int32Array(4);
  private readonly evaluateBound: () => void;

  constructor(
    net: NativeNet,
    readonly slots: Int32Array,
  ) {
    if (net.addon.slotStride !== SLOT_STRIDE)
      throw new Error('NNUE: addon and TS disagree on the slot layout (rebuild the addon)');
    this.addon = net.addon;
    this.context = net.addon.createContext(net.handle, slots);
    this.evaluateBound = net.addon.bindEvaluate(this.context, this.control);
    this.capacity = Math.floor(slots.length / SLOT_STRIDE);
  }

  evaluate(from: number, to: number, stm: 0 | 1): number {
    const c = this.control;
    c[CONTROL_FROM] = from < 0 ? 0 : from;
    c[CONTROL_TO] = to;
    c[CONTROL_STM] = stm;
    this.evaluateBound();
    return c[CONTROL_RESULT]!;
  }

  timeKernel(from: number, to: number, stm: 0 | 1, iterations: number): number {
    return this.addon.timeKernel(this.context, from < 0 ? 0 : from, to, stm, iterations);
  }
}
