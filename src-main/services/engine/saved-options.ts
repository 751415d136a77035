/**
 * Saved engine options (Engine › Manage engines) applied where engines start: games and
 * tournaments get them here, under the options a game or tournament sets itself; the study
 * services get them through the registry's launch specs.
 */
import type {
  EngineOptionsInfo,
  EngineStartArgs,
  Result,
  TournamentForm,
} from '../../shared/contract.ts';
import { analysisThreads } from '../../analysis/engine-process.ts';
import type { EngineHost } from './engine-host.ts';
import type { EngineRegistry } from './engine-registry.ts';

/**
 * `engine:start` arguments with the engine's saved options underneath the given ones. The
 * built-in engine at full strength also searches on every core but one (`Threads`, issue 40),
 * unless its saved options say otherwise.
 */
export function withSavedOptions(
  reg: EngineRegistry,
  args: EngineStartArgs,
  cores?: number,
): EngineStartArgs {
  if (!args || typeof args.engineId !== 'string') return args;
  // Why the game's options win: a per-game choice (e.g. the built-in engine's level) is deliberate.
  const options = { ...reg.savedOptions(args.engineId), ...args.options };
  return { ...args, options: { ...playThreads(args.engineId, options, cores), ...options } };
}

/**
 * Threads for a Play game's built-in engine: a level below full strength plays the main thread's
 * choice (extra threads would only burn the user's cores), so only full strength gets more.
 */
function playThreads(
  engineId: string,
  options: Record<string, unknown>,
  cores?: number,
): { Threads?: number } {
  const level = options.SkillLevel;
  if (engineId !== 'builtin' || (typeof level === 'number' && level < 20)) return {};
  return { Threads: analysisThreads(cores) };
}

/** A tournament form whose engines carry their saved options under the form's own. */
export function withSavedEngineOptions(reg: EngineRegistry, form: TournamentForm): TournamentForm {
  if (!form || typeof form !== 'object' || !Array.isArray(form.engines)) return form;
  const engines = form.engines.map((e) => ({
    ...e,
    // Junk entries pass through untouched: formToConfig refuses them with the field named.
    options:
      typeof e?.engineId === 'string'
        ? { ...reg.savedOptions(e.engineId), ...e.options }
        : e?.options,
  }));
  return { ...form, engines };
}

/** The options an engine declares (it is started briefly) with the values saved for it. */
export async function engineOptions(
  host: EngineHost,
  reg: EngineRegistry,
  id: string,
): Promise<Result<EngineOptionsInfo>> {
  const entry = host.list().find((e) => e.id === id);
  if (!entry)
    return { ok: false, error: { code: 'UNKNOWN_ENGINE', message: `No engine called ${id}` } };
  const declared = await host.declaredOptions(id);
  if (!declared.ok) return declared;
  return {
    ok: true,
    value: { id, name: entry.name, declared: declared.value, saved: reg.savedOptions(id) },
  };
}
