/**
 * The output folder, checked and created before anything runs: an existing file in its place, or a
 * place that cannot be written (a read-only disk, `/proc`, `/sys`), is a clear error naming the path.
 * Folders are created one level at a time (why: Node's `mkdirSync(…, { recursive: true })` never
 * returns for a path under `/proc`, where creating an entry fails with ENOENT in a folder that exists).
 */
import { mkdirSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** Why the output folder cannot be used. */
export interface OutputError {
  code: 'OUTPUT_NOT_A_FOLDER' | 'OUTPUT_UNWRITABLE';
  message: string;
}

/** What is at a path: a folder, something else, or nothing. */
function kind(path: string): 'folder' | 'other' | 'none' {
  try {
    return statSync(path).isDirectory() ? 'folder' : 'other';
  } catch {
    return 'none';
  }
}

/** Creates the folder (and its missing parents) and checks that files can be written in it. */
export function prepareOutputFolder(
  output: string,
): { ok: true } | { ok: false; error: OutputError } {
  const missing: string[] = [];
  let at = output;
  while (kind(at) === 'none' && dirname(at) !== at) {
    missing.unshift(at);
    at = dirname(at);
  }
  if (kind(at) === 'other') {
    const what = at === output ? 'is an existing file' : `is inside ${at}, which is a file`;
    return {
      ok: false,
      error: { code: 'OUTPUT_NOT_A_FOLDER', message: `output ${output} ${what}, not a folder` },
    };
  }
  try {
    for (const dir of missing) mkdirSync(dir);
    // A probe file: some folders exist and accept nothing (read-only mounts, /proc, /sys).
    const probe = join(output, `.write-test-${process.pid}`);
    writeFileSync(probe, '');
    unlinkSync(probe);
  } catch (e) {
    const err = e as NodeJS.ErrnoException;
    return {
      ok: false,
      error: {
        code: 'OUTPUT_UNWRITABLE',
        message:
          `cannot write the output folder ${output}: ${err.code ?? ''} ${err.message}`.replace(
            /\s+/g,
            ' ',
          ),
      },
    };
  }
  return { ok: true };
}
