/**
 * Test helper: every backend and native kernel available here, each as a way to build an evaluator.
 */
import { loadAddon } from '../../../../src-main/engine/eval/nnue/addon.ts';
import { loadNnueNet } from '../../../../src-main/engine/eval/nnue/load.ts';
import type { NnueNet } from '../../../../src-main/engine/eval/nnue/net.ts';
import type { NnueEvaluator } from '../../../../src-main/engine/eval/nnue/nnue-evaluator.ts';

export interface BackendCase {
  /** 'ts', or 'native/<kernel>'. */
  label: string;
  /** Selects the kernel (native) before use. */
  select(): void;
  create(): NnueEvaluator;
}

/** Why native cases are missing (null when the addon loaded). */
export function nativeSkipReason(): string | null {
  const addon = loadAddon();
  return addon.ok ? null : `native addon unavailable, native cases skipped: ${addon.reason}`;
}

/** The TS backend plus the native addon with each kernel this CPU has. */
export function backendCases(net: NnueNet): BackendCase[] {
  const ts = loadNnueNet(net, { backend: 'ts' });
  if (!ts.ok) throw new Error(ts.error.message);
  const cases: BackendCase[] = [
    { label: 'ts', select: () => {}, create: () => ts.nnue.createEvaluator() },
  ];
  const addon = loadAddon();
  if (!addon.ok) return cases;
  const native = loadNnueNet(net, { backend: 'native' });
  if (!native.ok) throw new Error(native.error.message);
  for (const kernel of addon.addon.kernels()) {
    cases.push({
      label: `native/${kernel}`,
      select: () => assert(addon.addon.setKernel(kernel), kernel),
      create: () => native.nnue.createEvaluator(),
    });
  }
  return cases;
}

/** Restores the addon's best kernel (other tests expect the default). */
export function restoreKernel(): void {
  const addon = loadAddon();
  if (addon.ok) addon.addon.setKernel('best');
}

function assert(ok: boolean, what: string): void {
  if (!ok) throw new Error(`kernel ${what} could not be selected`);
}
