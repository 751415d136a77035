/**
 * The engine a study feature uses, by the id the renderer knows (`engine:list`): the built-in
 * engine or a registered external USI engine. Plain Node service.
 */
import type { ExternalEngineSpec } from '../../ipc/contract.ts';
import type { EngineSpec } from '../../usi/engine-spec.ts';
import { BUILTIN_SPEC } from '../../analysis/engine-process.ts';
import { BUILTIN_ENGINE_ID } from '../engine/engine-host.ts';

/** The spec of engine `id`, or null when no such engine is registered. */
export function studyEngineSpec(
  id: string,
  external: readonly ExternalEngineSpec[],
): EngineSpec | null {
  if (id === BUILTIN_ENGINE_ID) return BUILTIN_SPEC;
  const e = external.find((x) => x.id === id);
  return e ? { name: e.name, command: e.path, args: e.args } : null;
}
