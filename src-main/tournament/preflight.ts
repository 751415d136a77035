/**
 * The checks before game 1: every engine is started, must answer `usiok` and `isready`, and must
 * declare the options its config sets. A failure stops the tournament before any game is played
 * and before the journal is written, so the corrected config runs in the same output folder.
 */
import type { EngineSpec } from '../usi/engine-spec.ts';
import type { EnginePool } from './engine-pool.ts';

/** Why the engines are not fit to play. */
export interface EngineCheckError {
  code: 'ENGINE_CHECK_FAILED';
  /** One line per failing engine, naming it and what failed. */
  message: string;
}

/** Starts every engine in `pool` (they stay running for the first games) and checks it. */
export async function checkEngines(
  pool: EnginePool,
  specs: readonly EngineSpec[],
): Promise<{ ok: true } | { ok: false; error: EngineCheckError }> {
  const results = await Promise.all(specs.map((_, i) => pool.check(i)));
  const lines = results.flatMap((r, i) =>
    r.ok
      ? []
      : [
          `engine "${specs[i]!.name}" (${describe(specs[i]!)}): ${r.error.cause === 'exited' ? 'could not start: ' : ''}${r.error.message}`,
        ],
  );
  if (lines.length === 0) return { ok: true };
  return { ok: false, error: { code: 'ENGINE_CHECK_FAILED', message: lines.join('\n') } };
}

/** The command line of an engine, for error messages. */
function describe(spec: EngineSpec): string {
  if (spec.builtin) return 'built-in engine';
  return [spec.command ?? '', ...(spec.args ?? [])].join(' ');
}
