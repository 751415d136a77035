/**
 * Launches engines as Node child processes (browser host, tests): the built-in engine from
 * source with tsx, external engines as the user registered them.
 */
import type { ExternalEngineSpec } from '../../ipc/contract.ts';
import { resolveLaunch } from '../../usi/engine-spec.ts';
import { spawnTransport } from '../../usi/transport.ts';
import type { EngineLauncher } from './engine-connection.ts';
import { BUILTIN_ENGINE_ID } from './engine-host.ts';
import { connectUsi } from './usi-connection.ts';

/** A launcher for the built-in engine and the user's external engines. */
export function nodeEngineLauncher(external: () => ExternalEngineSpec[]): EngineLauncher {
  return async (spec) => {
    if (spec.engineId === BUILTIN_ENGINE_ID) {
      const launch = resolveLaunch({ name: 'Banmen', builtin: true });
      return connectUsi(() => spawnTransport(launch), spec);
    }
    const e = external().find((x) => x.id === spec.engineId);
    if (!e) throw new Error(`no engine called ${spec.engineId}`);
    return connectUsi(() => spawnTransport({ command: e.path, args: e.args }), spec);
  };
}
