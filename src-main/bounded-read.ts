/**
 * Reading a file the user (or a page, or a saved setting) named, with bounds (issue 42 F7):
 * the path must be a regular file, and at most `maxBytes` are read. `/dev/zero` as an opening
 * book grew the host at 750 MB/s, and a FIFO hung it. The file is opened non-blocking (a FIFO
 * opens at once instead of waiting for a writer), checked with `fstat` on the open descriptor
 * (no race with a renamed path), and read up to the cap whatever its stated size (`/proc` files
 * say 0). Plain Node; every layer may use it.
 */
import { closeSync, constants, fstatSync, openSync, readSync } from 'node:fs';
import { open } from 'node:fs/promises';

/** Default cap for text inputs a user names (opening books, positions files): 512 MiB. */
export const MAX_USER_FILE_BYTES = 512 * 1024 * 1024;

/** Largest net or book an engine reads (EvalFile, BookFile): 2 GiB (the shipped net is about 1 MB). */
export const MAX_ENGINE_FILE_BYTES = 2 * 1024 * 1024 * 1024;

/** Why a bounded read failed. */
export type BoundedReadCode = 'NOT_A_FILE' | 'TOO_LARGE' | 'UNREADABLE';

/** A refused or failed bounded read, naming the path. */
export class BoundedReadError extends Error {
  /** @param cause the system error of an unreadable file (its errno code says why) */
  constructor(
    readonly code: BoundedReadCode,
    readonly path: string,
    reason: string,
    cause?: unknown,
  ) {
    super(`${path}: ${reason}`, { cause });
    this.name = 'BoundedReadError';
  }
}

// Why O_NONBLOCK: opening a FIFO for reading blocks until a writer appears (absent on Windows).
const OPEN_FLAGS = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0);

/** The error for a stat that is not a regular file, or a size over the cap; null when fine. */
function statError(
  path: string,
  st: { isFile(): boolean; size: number },
  max: number,
): BoundedReadError | null {
  if (!st.isFile()) return new BoundedReadError('NOT_A_FILE', path, 'is not a regular file');
  return st.size > max ? tooLarge(path, max) : null;
}

function tooLarge(path: string, max: number): BoundedReadError {
  return new BoundedReadError('TOO_LARGE', path, `is larger than ${max} bytes`);
}

function unreadable(path: string, err: unknown): BoundedReadError {
  const code = (err as NodeJS.ErrnoException).code;
  return new BoundedReadError('UNREADABLE', path, `cannot be read (${code ?? String(err)})`, err);
}

/** Reads a regular file of at most `max` bytes; throws {@link BoundedReadError}. */
export function readFileBoundedSync(path: string, max = MAX_USER_FILE_BYTES): Buffer {
  let fd: number;
  try {
    fd = openSync(path, OPEN_FLAGS);
  } catch (err) {
    throw unreadable(path, err);
  }
  try {
    const bad = statError(path, fstatSync(fd), max);
    if (bad) throw bad;
    const chunks: Buffer[] = [];
    let total = 0;
    for (;;) {
      const chunk = Buffer.allocUnsafe(Math.min(1 << 20, max + 1 - total));
      const n = readSync(fd, chunk, 0, chunk.length, null);
      if (n === 0) break;
      total += n;
      if (total > max) throw tooLarge(path, max);
      chunks.push(chunk.subarray(0, n));
    }
    return Buffer.concat(chunks, total);
  } catch (err) {
    throw err instanceof BoundedReadError ? err : unreadable(path, err);
  } finally {
    closeSync(fd);
  }
}

/** The same, without blocking the event loop. */
export async function readFileBounded(path: string, max = MAX_USER_FILE_BYTES): Promise<Buffer> {
  let handle: Awaited<ReturnType<typeof open>>;
  try {
    handle = await open(path, OPEN_FLAGS);
  } catch (err) {
    throw unreadable(path, err);
  }
  try {
    const bad = statError(path, await handle.stat(), max);
    if (bad) throw bad;
    const chunks: Buffer[] = [];
    let total = 0;
    for (;;) {
      const chunk = Buffer.allocUnsafe(Math.min(1 << 20, max + 1 - total));
      const { bytesRead } = await handle.read(chunk, 0, chunk.length, null);
      if (bytesRead === 0) break;
      total += bytesRead;
      if (total > max) throw tooLarge(path, max);
      chunks.push(chunk.subarray(0, bytesRead));
    }
    return Buffer.concat(chunks, total);
  } catch (err) {
    throw err instanceof BoundedReadError ? err : unreadable(path, err);
  } finally {
    await handle.close();
  }
}

/**
 * Why a program would not be able to read `path` within bounds (not a regular file, or over
 * `max`), or null; for paths another process reads, such as the engine's EvalFile and BookFile.
 */
export function boundedFileError(path: string, max: number): BoundedReadError | null {
  let fd: number;
  try {
    fd = openSync(path, OPEN_FLAGS);
  } catch (err) {
    return unreadable(path, err);
  }
  try {
    return statError(path, fstatSync(fd), max);
  } finally {
    closeSync(fd);
  }
}
