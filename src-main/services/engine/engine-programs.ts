/**
 * The engine programs the browser host offers (issue 42 F2). In the browser host the page never
 * names a program to run: the user lists them when starting the host, with `--engine <path>`
 * (repeatable) or `BANMEN_ENGINES` (absolute paths separated by the OS path delimiter, `:` on
 * Linux and macOS, `;` on Windows), and the page picks among them. Electron's file dialog needs
 * no list: there main asks the user.
 */
import { delimiter, isAbsolute, normalize } from 'node:path';

/** A listed program that is not an absolute path (a usage error of the host's command line). */
export class EngineProgramsError extends Error {
  constructor(readonly entry: string) {
    super(`engine programs must be absolute paths, got "${entry}"`);
    this.name = 'EngineProgramsError';
  }
}

/**
 * The offered programs: the `--engine` flags, then the `BANMEN_ENGINES` entries, normalized and
 * without repeats; empty entries are skipped, a relative one throws {@link EngineProgramsError}.
 */
export function enginePrograms(
  flags: readonly string[],
  env: string | undefined,
  sep: string = delimiter,
): string[] {
  const entries = [...flags, ...(env ?? '').split(sep)].map((e) => e.trim()).filter(Boolean);
  const bad = entries.find((e) => !isAbsolute(e));
  if (bad !== undefined) throw new EngineProgramsError(bad);
  return [...new Set(entries.map((e) => normalize(e)))];
}
