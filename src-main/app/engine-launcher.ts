/**
 * Engine launcher of the Electron app: the built-in engine in a utilityProcess (lines in by
 * postMessage, out on stdout), external USI engines as child processes; both spoken to through
 * the project's one USI client.
 */
import { app, utilityProcess } from 'electron';
import { join } from 'node:path';
import type { ExternalEngineSpec } from '../ipc/contract.ts';
import type { EngineLauncher } from '../services/engine/engine-connection.ts';
import { BUILTIN_ENGINE_ID } from '../services/engine/engine-host.ts';
import { connectUsi } from '../services/engine/usi-connection.ts';
import { spawnTransport, streamTransport, type LineTransport } from '../usi/transport.ts';

/**
 * Where the engine finds its data: the resources folder (eval weights, nets) and the NNUE addon;
 * electron-builder copies both beside the app (extraResources), development uses the repo.
 */
function engineEnv(): Record<string, string> {
  const base = app.isPackaged ? process.resourcesPath : app.getAppPath();
  const addon = app.isPackaged
    ? join(base, 'native', 'banmen_nnue.node')
    : join(base, 'native/build/Release/banmen_nnue.node');
  return {
    ...(process.env as Record<string, string>),
    BANMEN_RESOURCES: join(base, 'resources'),
    BANMEN_NNUE_ADDON: addon,
  };
}

/** Runs the bundled engine (out/main/engine.js) in a utilityProcess. */
function builtinTransport(): LineTransport {
  const child = utilityProcess.fork(join(import.meta.dirname, 'engine.js'), [], {
    stdio: 'pipe',
    serviceName: 'Banmen engine',
    env: engineEnv(),
  });
  return streamTransport({
    pid: child.pid,
    stdout: child.stdout as NonNullable<typeof child.stdout> & import('node:stream').Readable,
    write: (line) => child.postMessage(line),
    onExit: (cb) => child.once('exit', (code) => cb({ code, signal: null })),
    kill: () => void child.kill(),
  });
}

/** A launcher for the app. */
export function electronEngineLauncher(external: () => ExternalEngineSpec[]): EngineLauncher {
  return async (spec) => {
    if (spec.engineId === BUILTIN_ENGINE_ID) return connectUsi(builtinTransport, spec);
    const e = external().find((x) => x.id === spec.engineId);
    if (!e) throw new Error(`no engine called ${spec.engineId}`);
    return connectUsi(() => spawnTransport({ command: e.path, args: e.args }), spec);
  };
}
