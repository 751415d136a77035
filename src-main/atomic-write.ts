/**
 * Atomic file writes through a temporary file and a rename (a crash never leaves half a file).
 * The temporary name is random and the file is created exclusively (`wx`: O_CREAT|O_EXCL), so a
 * symbolic link planted at a predictable name (issue 42, Low: `settings.json.tmp-<pid>`) is never
 * followed: the write fails instead of writing through it. Plain Node; every layer may use it.
 */
import { randomBytes } from 'node:crypto';
import { renameSync, rmSync, writeFileSync } from 'node:fs';
import { rename, rm, writeFile } from 'node:fs/promises';

/** A fresh, unpredictable temporary name beside `path`. */
export function tempPathFor(path: string): string {
  return `${path}.${randomBytes(8).toString('hex')}.tmp`;
}

/** Writes `data` to `path` atomically (synchronously). */
export function writeFileAtomicSync(path: string, data: string | Uint8Array): void {
  const tmp = tempPathFor(path);
  try {
    writeFileSync(tmp, data, { flag: 'wx' });
    renameSync(tmp, path);
  } catch (e) {
    rmSync(tmp, { force: true });
    throw e;
  }
}

/** Writes `data` to `path` atomically. */
export async function writeFileAtomic(path: string, data: string | Uint8Array): Promise<void> {
  const tmp = tempPathFor(path);
  try {
    await writeFile(tmp, data, { flag: 'wx' });
    await rename(tmp, path);
  } catch (e) {
    await rm(tmp, { force: true });
    throw e;
  }
}
