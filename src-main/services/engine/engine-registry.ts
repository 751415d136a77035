/**
 * The user's external USI engines: registering one checks that the program is an executable
 * file that really speaks USI (handshake, then quit) and stores it in the settings under a
 * stable id. This is the only way an engine entry gets into the settings. The program never
 * comes from the renderer: under Electron main's file dialog chooses it; in the browser host
 * the page picks one of the programs the host was started with (engine-programs.ts), and
 * only saved engines whose program is still offered are listed or run.
 */
import { access, constants, stat } from 'node:fs/promises';
import { isAbsolute } from 'node:path';
import type {
  EngineDescriptor,
  EngineOptionValue,
  ExternalEngineSpec,
  Result,
} from '../../shared/contract.ts';
import { cleanOptionValues, type SettingsService } from '../settings/settings-service.ts';
import { spawnTransport } from '../../usi/transport.ts';
import { connectUsi } from './usi-connection.ts';
import { FILE_OPTIONS, fileOptionError } from './file-options.ts';
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

/** Main's file dialog for an engine program (Electron); null when the user cancels. */
export type EngineProgramChooser = () => Promise<string | null>;

/** Why `path` cannot be run as an engine, or null: absolute, a regular file, executable. */
export async function programError(path: string): Promise<string | null> {
  if (!isAbsolute(path)) return `${path} is not an absolute path`;
  try {
    // Why stat first: a folder passes the X_OK check.
    if (!(await stat(path)).isFile()) return `${path} is not a file`;
    await access(path, constants.X_OK);
    return null;
  } catch {
    return `${path} is not an executable program`;
  }
}

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
  /**
   * @param probe runs the USI handshake (tests pass a stand-in)
   * @param chooseProgram main's file dialog (Electron); without it the page picks among `offered`
   * @param offered the programs the browser host was started with (ignored with a dialog)
   */
  constructor(
    private readonly settings: SettingsService,
    private readonly probe: EngineProbe = probeUsiEngine,
    private readonly chooseProgram: EngineProgramChooser | null = null,
    private readonly offered: readonly string[] = [],
  ) {}

  /** The programs the page may pick from (empty under Electron, whose dialog chooses). */
  programs(): string[] {
    return this.chooseProgram ? [] : [...this.offered];
  }

  /**
   * The saved external engines that may run: all under Electron; in the browser host only those
   * whose program is still offered (why: an entry saved before, or by an older version, must not
   * run a program the user no longer lists).
   */
  engines(): ExternalEngineSpec[] {
    const all = this.settings.get().externalEngines;
    return this.chooseProgram ? all : all.filter((e) => this.offered.includes(e.path));
  }

  /** The registered engines as the UI lists them. */
  list(): EngineDescriptor[] {
    return this.engines().map((e) => ({ id: e.id, name: e.name, builtin: false }));
  }

  /**
   * Registers an engine program if it is an executable file that answers as a USI engine: the
   * one chosen in main's dialog (Electron; null if cancelled), else `spec.path` if it is one of
   * the offered programs and `spec.args` is empty (the page names no arguments either).
   */
  async register(spec: { path: string; args: string[] }): Promise<Result<EngineDescriptor | null>> {
    const typed = typeof spec?.path === 'string' ? spec.path.trim() : '';
    const args = Array.isArray(spec?.args) ? spec.args.map(String) : [];
    if (this.chooseProgram && typed)
      return {
        ok: false,
        error: { code: 'FILE_NOT_ALLOWED', message: 'Choose the engine program in the dialog' },
      };
    const path = this.chooseProgram ? await this.chooseProgram() : typed;
    if (path === null) return { ok: true, value: null };
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
    if (!this.chooseProgram && (!this.offered.includes(path) || args.length > 0))
      return { ok: false, error: { code: 'FILE_NOT_ALLOWED', message: notOffered(path) } };
    const notProgram = await programError(path);
    if (notProgram) return { ok: false, error: { code: 'NOT_AN_ENGINE', message: notProgram } };
    let name: string;
    try {
      name = cleanEngineName(await this.probe(path, args), path);
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
    const badFile = fileOptionError(values);
    if (badFile) return { ok: false, error: { code: 'BAD_ARGS', message: badFile } };
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
    return [...this.engines(), { ...builtin, options: s.builtinEngineOptions }].map(
      withoutBadFiles,
    );
  }

  /**
   * Renames an external engine as the user sees it (lists, records, standings). A blank name,
   * one over 80 characters or one with control characters is refused with the reason.
   */
  rename(id: string, name: string): Result<EngineDescriptor[]> {
    const clean = name.trim();
    const bad = !clean
      ? 'is empty'
      : clean.length > 80
        ? 'is over 80 characters'
        : CONTROL_CHARS.test(clean)
          ? 'holds a control character'
          : null;
    if (bad)
      return {
        ok: false,
        error: { code: 'BAD_ARGS', message: `The engine name ${bad}`, detail: 'name' },
      };
    const engines = this.settings.get().externalEngines;
    if (!engines.some((e) => e.id === id))
      return { ok: false, error: { code: 'UNKNOWN_ENGINE', message: `No engine called ${id}` } };
    this.settings.update({
      externalEngines: engines.map((e) => (e.id === id ? { ...e, name: clean } : e)),
    });
    return { ok: true, value: this.list() };
  }

  /** Removes an engine by id. */
  unregister(id: string): EngineDescriptor[] {
    this.settings.update({
      externalEngines: this.settings.get().externalEngines.filter((e) => e.id !== id),
    });
    return this.list();
  }
}

/**
 * A spec without the file options (EvalFile, BookFile) that name no regular file of bounded size
 * now (why: saved options are checked when saved, but a file can become a FIFO later, or a
 * settings file be edited; the engine then starts with its default instead of hanging).
 */
function withoutBadFiles(spec: ExternalEngineSpec): ExternalEngineSpec {
  if (!spec.options || !fileOptionError(spec.options)) return spec;
  const options = { ...spec.options };
  for (const name of FILE_OPTIONS)
    if (fileOptionError({ [name]: options[name] })) delete options[name];
  return { ...spec, options };
}

/** Why a page-named program is refused in the browser host. */
function notOffered(path: string): string {
  return (
    `${path} is not one of the engine programs this host offers: start it with ` +
    `--engine ${path} or list it in BANMEN_ENGINES`
  );
}

/**
 * The name an engine reports (`id name`) as the app keeps it: control characters become spaces
 * (why: names are written into KIF/CSA records and lists, where a line break would add lines),
 * at most 80 characters, the program's file name when nothing is left.
 */
export function cleanEngineName(reported: string, path: string): string {
  const clean = reported
    .replace(/[\u0000-\u001f\u007f]+/g, ' ')
    .trim()
    .slice(0, 80)
    .trim();
  return clean || path.split(/[\\/]/).pop() || 'engine';
}

/** Characters an engine name may not hold (they would garble lists, records and USI logs). */
const CONTROL_CHARS = /[\u0000-\u001f\u007f]/;

/** A field refused before anything was run or saved. */
function refused<T>(e: UsiFieldError): Result<T> {
  return { ok: false, error: { code: e.code, message: e.message, detail: e.field } };
}
