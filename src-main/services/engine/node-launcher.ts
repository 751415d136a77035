/**
 * The engine host's launcher, built on the app's one transport launcher (usi/launcher.ts): the
 * built-in engine as the composition root starts it, external engines as the user registered them.
 */
import type { ExternalEngineSpec } from '../../shared/contract.ts';
import { nodeTransports, type TransportFactory } from '../../usi/launcher.ts';
import type { EngineLauncher } from './engine-connection.ts';
import { BUILTIN_ENGINE_ID } from './engine-host.ts';
import { connectUsi } from './usi-connection.ts';

/** A launcher for the built-in engine and the user's external engines, through `transports`. */
export function engineLauncher(
  external: () => ExternalEngineSpec[],
  transports: TransportFactory = nodeTransports,
): EngineLauncher {
  return async (spec) => {
    if (spec.engineId === BUILTIN_ENGINE_ID)
      return connectUsi(() => transports({ name: 'Banmen', builtin: true }), spec);
    const e = external().find((x) => x.id === spec.engineId);
    if (!e) throw new Error(`no engine called ${spec.engineId}`);
    return connectUsi(() => transports({ name: e.name, command: e.path, args: e.args }), spec);
  };
}
