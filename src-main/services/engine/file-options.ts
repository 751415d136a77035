/**
 * Engine options that name a file the engine reads (issue 42 F7): `EvalFile` and `BookFile`.
 * A FIFO hung every engine start and `/dev/zero` grew it without limit, so such a value must
 * name a regular file of bounded size before it is saved or sent. A missing file is left to the
 * engine, which says so itself and keeps its default.
 */
import { MAX_ENGINE_FILE_BYTES, boundedFileError } from '../../bounded-read.ts';

/** Options whose value is a file the engine reads. */
export const FILE_OPTIONS = ['EvalFile', 'BookFile'] as const;

export { MAX_ENGINE_FILE_BYTES };

/** Values that name no file (the engine's defaults). */
const NOT_A_PATH = new Set(['', '<empty>', 'default-net']);

/** Why an option value may not be given to an engine, naming the option; null when fine. */
export function fileOptionError(options: unknown): string | null {
  if (typeof options !== 'object' || options === null) return null;
  for (const name of FILE_OPTIONS) {
    const value = (options as Record<string, unknown>)[name];
    if (typeof value !== 'string' || NOT_A_PATH.has(value.trim())) continue;
    const e = boundedFileError(value.trim(), MAX_ENGINE_FILE_BYTES);
    if (e && e.code !== 'UNREADABLE') return `${name}: ${e.message}`;
  }
  return null;
}
