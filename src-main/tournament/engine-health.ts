/**
 * Start-up health of the tournament's engines, shared by every concurrency slot: an engine that
 * fails to start (or to answer `isready`) MAX_START_FAILURES times in a row is disabled for the rest
 * of the run, and its remaining games are forfeited instead of costing a start-up timeout each.
 */

/**
 * Consecutive failed starts before an engine is disabled. Three: one failure can be a busy machine
 * and two a slow restart after a crash, but a third in a row means the engine cannot run here.
 */
export const MAX_START_FAILURES = 3;

/** Failure counts and the disabled engines, by engine index. */
export class EngineHealth {
  private readonly failures: number[];
  private readonly disabledWhy: (string | undefined)[];

  constructor(
    engines: number,
    /** Called once when an engine gets disabled, with the reason (for warnings). */
    private readonly onDisabled: (index: number, why: string) => void = () => {},
  ) {
    this.failures = new Array<number>(engines).fill(0);
    this.disabledWhy = new Array<string | undefined>(engines).fill(undefined);
  }

  /** Why the engine is disabled, or undefined if it may still play. */
  disabled(index: number): string | undefined {
    return this.disabledWhy[index];
  }

  /** Indices of the disabled engines. */
  disabledEngines(): number[] {
    return this.disabledWhy.flatMap((w, i) => (w === undefined ? [] : [i]));
  }

  /** A start succeeded: the run of failures is over. */
  started(index: number): void {
    this.failures[index] = 0;
  }

  /** A start failed; disables the engine at the MAX_START_FAILURES-th failure in a row. */
  failed(index: number, message: string): void {
    if (this.disabledWhy[index] !== undefined) return;
    const n = ++this.failures[index]!;
    if (n < MAX_START_FAILURES) return;
    const why = `failed to start ${n} times in a row (last: ${message})`;
    this.disabledWhy[index] = why;
    this.onDisabled(index, why);
  }
}
