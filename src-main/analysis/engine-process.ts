/**
 * Starting a USI engine for analysis: the built-in engine or any engine spec, through the
 * project's one USI client (`UsiEngine`). Plain Node service.
 */
import { availableParallelism } from 'node:os';
import { UsiEngine, type UsiResult } from '../usi/usi-engine.ts';
import { variantOptionName, type EngineSpec, type OptionValue } from '../usi/engine-spec.ts';
import { nodeTransports } from '../usi/launcher.ts';
import type { LineTransport } from '../usi/transport.ts';

/** The built-in engine's spec. */
export const BUILTIN_SPEC: EngineSpec = { name: 'Banmen', builtin: true };

/**
 * Search threads for analysis and review: every logical core but one, which stays with the app
 * and its UI, shared evenly by the `engines` analysing at once (Study's several engines; the
 * remainder stays idle rather than oversubscribe); at least one each. (Games and tournaments
 * keep the engine's default of one thread.)
 */
export function analysisThreads(cores: number = availableParallelism(), engines = 1): number {
  return Math.max(1, Math.floor((cores - 1) / Math.max(1, engines)));
}

/**
 * Options analysis sets when the engine offers them: no network delay (why: nothing is lost on
 * time here, and a review at N ms per move should think N ms, not N minus a safety margin), and
 * the cores the app can spare (an engine spec's own Threads still wins).
 */
function analysisDefaults(threads: number): Record<string, OptionValue> {
  return { NetworkDelay: 0, MinimumThinkingTime: 0, Threads: threads };
}

/** Options of `openEngine`. */
export interface OpenOptions {
  /** Extra USI options (e.g. MultiPV); offered options only are sent. */
  options?: Record<string, OptionValue>;
  /** Replaces the process start (tests inject fakes). */
  transport?: () => LineTransport;
  variant?: 'shogi' | 'minishogi';
  /** The default Threads (an engine spec's own still wins); default {@link analysisThreads}(). */
  threads?: number;
  /** Wait for `usiok` and `readyok` (default the client's; a bench on a loaded machine waits longer). */
  startTimeoutMs?: number;
}

/** An engine that finished `usi`/`isready`, with the name it reported. */
export interface OpenEngine {
  engine: UsiEngine;
  name: string;
}

/** Starts an engine, sets options and the variant, and waits for `readyok`. */
export async function openEngine(
  spec: EngineSpec,
  opts: OpenOptions = {},
): Promise<UsiResult<OpenEngine>> {
  const transport = opts.transport ?? (() => nodeTransports(spec));
  const engine = new UsiEngine(transport);
  const started = await engine.start(opts.startTimeoutMs);
  if (!started.ok) return started;
  const offered = new Map(started.value.options.map((o) => [o.name.toLowerCase(), o.name]));
  const defaults = analysisDefaults(opts.threads ?? analysisThreads());
  const wanted = { ...defaults, ...spec.options, ...opts.options };
  for (const [name, value] of Object.entries(wanted)) {
    const real = offered.get(name.toLowerCase());
    if (real) engine.setOption(real, value);
  }
  const variantOption = variantOptionName(started.value.options);
  if (variantOption) engine.setOption(variantOption, opts.variant ?? 'shogi');
  const ready = await engine.isReady(opts.startTimeoutMs);
  if (!ready.ok) {
    engine.kill();
    return ready;
  }
  engine.newGame();
  return { ok: true, value: { engine, name: started.value.name || spec.name } };
}

/** True if the engine declared an option (case-insensitive). */
export function offersOption(engine: UsiEngine, name: string): boolean {
  return engine.identity?.options.some((o) => o.name.toLowerCase() === name.toLowerCase()) ?? false;
}
