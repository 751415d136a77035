/**
 * The Electron app's engine launcher (usi/launcher.ts): the built-in engine always runs in a
 * utilityProcess from the bundled out/main/engine.js (lines in by postMessage, out on stdout);
 * external USI engines run as child processes. Injected by main.ts into every service.
 */
import { app, utilityProcess } from 'electron';
import { dirname, join } from 'node:path';
import { nodeTransports, type TransportFactory } from '../usi/launcher.ts';
import { streamTransport, type LineTransport } from '../usi/transport.ts';

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

/**
 * Points main's own engine code (the net training's gensfen workers, its trainer thread and the
 * shipped classical weights it names) at the same resources and addons as the engine process,
 * plus the trainer addon beside the inference addon (why: the bundle's own location says nothing
 * about where `native/` is).
 */
export function useEngineFilesInMain(): void {
  const env = engineEnv();
  process.env.BANMEN_RESOURCES ??= env.BANMEN_RESOURCES;
  process.env.BANMEN_NNUE_ADDON ??= env.BANMEN_NNUE_ADDON;
  process.env.BANMEN_TRAIN_ADDON ??= join(dirname(env.BANMEN_NNUE_ADDON!), 'banmen_train.node');
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

/** The app's launcher: play, analysis, review and tournaments all start engines through it. */
export const electronTransports: TransportFactory = (spec) =>
  spec.builtin ? builtinTransport() : nodeTransports(spec);
