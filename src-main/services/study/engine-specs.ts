/**
 * The engine a study feature uses, by the id the renderer knows (`engine:list`): the built-in
 * engine or a registered external USI engine. Plain Node service.
 */
import type { ExternalEngineSpec } from '../../shared/contract.ts';
import type { EngineSpec } from '../../usi/engine-spec.ts';
import { BUILTIN_SPEC } from '../../analysis/engine-process.ts';
import { BUILTIN_ENGINE_ID } from '../engine/engine-host.ts';

/** The spec of engine `id`, or null when no such engine is registered. */
export function studyEngineSpec(
  id: string,
  external: readonly ExternalEngineSpec[],
): EngineSpec | null {
  const e = external.find((x) => x.id === id);
  // Saved options (Engine › Manage engines) travel with the entry; the built-in one has id 'builtin'.
  if (id === BUILTIN_ENGINE_ID) return { ...BUILTIN_SPEC, options: e?.options ?? {} };
  return e ? { name: e.name, command: e.path, args: e.args, options: e.options ?? {} } : null;
}
