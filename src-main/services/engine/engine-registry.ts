/**
 * The user's external USI engines: registering one checks that the program really speaks USI
 * (handshake, then quit) and stores it in the settings under a stable id.
 */
import { access, constants } from 'node:fs/promises';
import type {
  EngineDescriptor,
  EngineOptionValue,
  ExternalEngineSpec,
  Result,
} from '../../ipc/contract.ts';
import { cleanOptionValues, type SettingsService } from '../settings/settings-service.ts';
import { spawnTransport } from '../../usi/transport.ts';
import { connectUsi } from './usi-connection.ts';
import { usiFieldError, usiOptionsError, type UsiFieldError } from '../../usi/usi-field.ts';

/** Starts a program, completes the USI handshake and returns the name it reports. */
export type EngineProbe = (path: string, args: string[]) => Promise<string>;

/** The default probe: a child process through the project's USI client. */
export const probeUsiEngine: EngineProbe = async (path, args) => {
  const conn = await connectUsi(() => spawnTransport({ command: path, args }), {
    engineId: path,
    variant: 'shogi',
    options: {},
  });
  await conn.quit();
  return conn.name;
};

/** A URL-safe id from a name, unique among `taken`. */
export function engineId(name: string, taken: ReadonlySet<string>): string {
  const base =
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'engine';
  let id = base;
  for (let n = 2; taken.has(id) || id === 'builtin'; n++) id = `${base}-${n}`;
  return id;
}

/** Adds and removes external engines in the settings. */
export class EngineRegistry {
  constructor(
    private readonly settings: SettingsService,
    private readonly probe: EngineProbe = probeUsiEngine,
  ) {}

  /** The registered engines as the UI lists them. */
  list(): EngineDescriptor[] {
    return this.settings
      .get()
      .externalEngines.map((e) => ({ id: e.id, name: e.name, builtin: false }));
  }

  /** Registers the program at `path` if it is executable and answers as a USI engine. */
  async register(spec: { path: string; args: string[] }): Promise<Result<EngineDescriptor>> {
    const path = typeof spec?.path === 'string' ? spec.path.trim() : '';
    const args = Array.isArray(spec?.args) ? spec.args.map(String) : [];
    if (!path)
      return {
        ok: false,
        error: { code: 'BAD_ARGS', message: 'Give the path of the engine program' },
      };
    // Why here too: a NUL makes spawn throw, and a line break in a path is never meant.
    const badField =
      usiFieldError('path', path) ??
      args.reduce<UsiFieldError | null>((e, a, i) => e ?? usiFieldError(`args[${i}]`, a), null);
    if (badField) return refused(badField);
    try {
      await access(path, constants.X_OK);
    } catch {
      return {
        ok: false,
        error: { code: 'NOT_AN_ENGINE', message: `${path} is not an executable program` },
      };
    }
    let name: string;
    try {
      name = await this.probe(path, args);
    } catch (err) {
      return {
        ok: false,
        error: {
          code: 'NOT_AN_ENGINE',
          message: `${path} did not answer as a USI engine: ${(err as Error).message}`,
        },
      };
    }
    const engines = this.settings.get().externalEngines;
    const entry: ExternalEngineSpec = {
      id: engineId(name, new Set(engines.map((e) => e.id))),
      name,
      path,
      args,
    };
    this.settings.update({ externalEngines: [...engines, entry] });
    return { ok: true, value: { id: entry.id, name, builtin: false } };
  }

  /** The option values saved for an engine ('builtin' or an external id); empty when none. */
  savedOptions(id: string): Record<string, EngineOptionValue> {
    const s = this.settings.get();
    if (id === 'builtin') return s.builtinEngineOptions;
    return s.externalEngines.find((e) => e.id === id)?.options ?? {};
  }

  /** Replaces the saved option values of an engine; they are sent whenever it starts. */
  saveOptions(id: string, values: unknown): Result<Record<string, EngineOptionValue>> {
    const badField = usiOptionsError('options', values);
    if (badField) return refused(badField);
    const clean = cleanOptionValues(values);
    const s = this.settings.get();
    if (id === 'builtin') {
      this.settings.update({ builtinEngineOptions: clean });
      return { ok: true, value: clean };
    }
    if (!s.externalEngines.some((e) => e.id === id))
      return { ok: false, error: { code: 'UNKNOWN_ENGINE', message: `No engine called ${id}` } };
    const engines = s.externalEngines.map((e) => (e.id === id ? { ...e, options: clean } : e));
    this.settings.update({ externalEngines: engines });
    return { ok: true, value: clean };
  }

  /**
   * The external engines with their saved options, plus an entry for the built-in engine
   * (id 'builtin') carrying its saved options: what the study services resolve engines from.
   */
  launchSpecs(): ExternalEngineSpec[] {
    const s = this.settings.get();
    const builtin = { id: 'builtin', name: 'Banmen', path: '', args: [] };
    return [...s.externalEngines, { ...builtin, options: s.builtinEngineOptions }];
  }

  /** Removes an engine by id. */
  unregister(id: string): EngineDescriptor[] {
    this.settings.update({
      externalEngines: this.settings.get().externalEngines.filter((e) => e.id !== id),
    });
    return this.list();
  }
}

/** A field refused before anything was run or saved. */
function refused<T>(e: UsiFieldError): Result<T> {
  return { ok: false, error: { code: e.code, message: e.message, detail: e.field } };
}
