/**
 * Engine launcher of the Electron app: the built-in engine in a utilityProcess, external USI
 * engines as child processes; both spoken to through the project's USI client.
 */
import type { ExternalEngineSpec } from '../ipc/contract.ts';
import type { EngineLauncher } from '../services/engine/engine-connection.ts';

/** A launcher for the app. */
export function electronEngineLauncher(_external: () => ExternalEngineSpec[]): EngineLauncher {
  return async () => {
    throw new Error('the USI client (src-main/usi/) has not landed yet');
  };
}
