/**
 * Launches engines as Node child processes (browser host, tests): the built-in engine from
 * source with tsx, external engines as given. Wired to the project's USI client.
 */
import type { ExternalEngineSpec } from '../../ipc/contract.ts';
import type { EngineLauncher } from './engine-connection.ts';

/** A launcher for the built-in engine and the user's external engines. */
export function nodeEngineLauncher(_external: () => ExternalEngineSpec[]): EngineLauncher {
  return async () => {
    throw new Error('the USI client (src-main/usi/) has not landed yet');
  };
}
