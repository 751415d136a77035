/**
 * The engines of one concurrency slot. Each slot keeps its own running processes between games
 * (starting an engine per game would cost more than the 50 ms/game overhead budget), starts them
 * on first use, sets their options and the variant, and restarts them after a crash or hang.
 */
import { UsiEngine, type UsiResult } from '../usi/usi-engine.ts';
import { variantOptionName, type EngineSpec } from '../usi/engine-spec.ts';
import { nodeTransports, type TransportFactory } from '../usi/launcher.ts';
import type { LineTransport } from '../usi/transport.ts';
import type { Variant } from '../shared/rules/types.ts';
import { EngineHealth } from './engine-health.ts';

/** Handshake and isready time limits (an engine loading a big net may take a while). */
export const START_TIMEOUT_MS = 30_000;
export const READY_TIMEOUT_MS = 30_000;

/**
 * Options of the spec the engine did not declare, except the GUI-defined `USI_*` ones (USI_Hash,
 * USI_Ponder, USI_Variant…), which engines commonly leave undeclared.
 */
function undeclaredOptions(e: UsiEngine, spec: EngineSpec): string[] {
  const declared = e.identity?.options ?? [];
  const variantName = variantOptionName(declared);
  return Object.keys(spec.options ?? {}).filter((name) => {
    if (/^(USI|UCI)_/.test(name)) return false;
    const target = name === 'USI_Variant' && variantName ? variantName : name;
    return !declared.some((o) => o.name === target);
  });
}

/** One slot's engines, by index into the tournament's engine list. */
export class EnginePool {
  private readonly engines = new Map<number, UsiEngine>();
  /** Option names an engine did not declare (sent anyway), for the manifest. */
  readonly warnings: string[] = [];
  /**
   * Where the engines' I/O goes while set (the game being played, when the config asks for a
   * debug log): every line sent (`toEngine`) or received, with the engine's name.
   */
  ioLog: ((engine: string, line: string, toEngine: boolean) => void) | undefined;

  constructor(
    private readonly specs: readonly EngineSpec[],
    private readonly variant: Variant,
    private readonly factory: TransportFactory = nodeTransports,
    /** Shared by every slot: consecutive start failures and disabled engines. */
    readonly health: EngineHealth = new EngineHealth(specs.length),
    private readonly startTimeoutMs = START_TIMEOUT_MS,
  ) {}

  /** A running, ready engine: started (or restarted) with its options if it is not running. */
  async acquire(index: number): Promise<UsiResult<UsiEngine>> {
    const r = await this.startAndReady(index);
    if (r.ok) this.health.started(index);
    else this.health.failed(index, r.error.message);
    return r;
  }

  /**
   * The check before game 1: starts the engine, and fails if it cannot start, does not answer
   * `isready`, or lacks an option the config sets (USI_* options are the GUI's and need no
   * declaration). The engine is kept running for the first game.
   */
  async check(index: number): Promise<UsiResult<UsiEngine>> {
    const r = await this.startAndReady(index);
    if (!r.ok) return r;
    const missing = undeclaredOptions(r.value, this.specs[index]!);
    if (missing.length === 0) return r;
    const known = (r.value.identity?.options ?? []).map((o) => o.name).join(', ') || 'none';
    const message = `option${missing.length > 1 ? 's' : ''} ${missing.map((m) => `"${m}"`).join(', ')} not declared by the engine (it declares: ${known})`;
    return { ok: false, error: { code: 'ENGINE_START_FAILED', message } };
  }

  private async startAndReady(index: number): Promise<UsiResult<UsiEngine>> {
    const spec = this.specs[index]!;
    let e = this.engines.get(index);
    if (!e) {
      e = new UsiEngine(() => this.logged(spec, this.factory(spec)));
      this.engines.set(index, e);
    }
    if (!e.running) {
      const r = await e.start(this.startTimeoutMs);
      if (!r.ok) return r;
      this.configure(e, spec);
    }
    const ready = await e.isReady(READY_TIMEOUT_MS);
    return ready.ok ? { ok: true, value: e } : ready;
  }

  /** The transport, copying each line to `ioLog` while it is set (one check per line otherwise). */
  private logged(spec: EngineSpec, t: LineTransport): LineTransport {
    return {
      get pid() {
        return t.pid;
      },
      send: (line) => {
        this.ioLog?.(spec.name, line, true);
        t.send(line);
      },
      onLine: (cb) =>
        t.onLine((line) => {
          this.ioLog?.(spec.name, line, false);
          cb(line);
        }),
      onExit: (cb) => t.onExit(cb),
      kill: () => t.kill(),
    };
  }

  /** Sends the spec's options; maps USI_Variant/UCI_Variant to what the engine declares and sets the variant. */
  private configure(e: UsiEngine, spec: EngineSpec): void {
    const declared = e.identity?.options ?? [];
    const variantName = variantOptionName(declared);
    let variantSet = false;
    for (const [name, value] of Object.entries(spec.options ?? {})) {
      const isVariant = name === 'USI_Variant' || name === 'UCI_Variant';
      const target = isVariant && variantName ? variantName : name;
      variantSet ||= isVariant;
      if (!declared.some((o) => o.name === target)) {
        const w = `${spec.name}: option "${name}" is not declared by the engine (sent anyway)`;
        if (!this.warnings.includes(w)) this.warnings.push(w);
      }
      e.setOption(target, value);
    }
    if (variantName && !variantSet) e.setOption(variantName, this.variant);
  }

  /**
   * Sends the spec's options again to a running engine (the SPSA tuner changes them between games;
   * they apply at the next `isready`, which every game sends). A stopped engine gets them when
   * it starts.
   */
  reconfigure(index: number): void {
    const e = this.engines.get(index);
    if (e?.running) this.configure(e, this.specs[index]!);
  }

  /** Kills the engine so that the next `acquire` restarts it (after a hang or a protocol fault). */
  discard(index: number): void {
    this.engines.get(index)?.kill();
  }

  /** Quits every engine (kills those that do not exit in time). */
  async close(): Promise<void> {
    await Promise.all([...this.engines.values()].map((e) => e.quit(500)));
    this.engines.clear();
  }
}
