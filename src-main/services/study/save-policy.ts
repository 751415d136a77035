/**
 * Where the renderer may write record files (`study:write`). The renderer is not trusted with
 * the file system: under Electron it may write only where main's dialogs put the user (Save As,
 * or a file the user opened through main); in the browser host, which has no native dialogs,
 * only inside the records folder set in the settings.
 */
import { mkdir, realpath } from 'node:fs/promises';
import { basename, dirname, isAbsolute, relative, resolve } from 'node:path';
import { recordExtension } from '../../shared/records/index.ts';

/** A rule for record writes. */
export interface SavePolicy {
  /** The absolute path a path from the renderer names. */
  place(path: string): string;
  /** Why `path` (absolute, from `place`) may not be written, or null. */
  refusal(path: string): Promise<string | null>;
  /** True if missing folders may be created on the way (only inside a records folder). */
  readonly createsFolders: boolean;
  /**
   * Why a batch may not even look at `path` (a file or folder, absolute), or null; each file it
   * holds is then checked with `refusal`.
   */
  scopeRefusal(path: string): Promise<string | null>;
}

/** A path without its record extension: a granted name may be saved in any format. */
function stemOf(path: string): string {
  const full = resolve(path);
  return full.slice(0, full.length - (recordExtension(full)?.length ?? 0));
}

/** True if `path` is `root` or inside it. */
function inside(path: string, root: string): boolean {
  const rel = relative(root, path);
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
}

/** Electron: the paths main granted (Save dialog, files opened through main). */
export class GrantedPaths implements SavePolicy {
  private readonly stems = new Set<string>();
  readonly createsFolders = false;

  /** Allows writes to `path`, in any record format (why: Save As may change the extension). */
  grant(path: string): void {
    this.stems.add(stemOf(path));
  }

  place(path: string): string {
    return resolve(path);
  }

  async refusal(path: string): Promise<string | null> {
    return this.stems.has(stemOf(path))
      ? null
      : `${basename(path)} was not chosen in a Save dialog; use File › Save As to pick where to save`;
  }

  /** Any place: each file is then checked against the grants. */
  async scopeRefusal(): Promise<string | null> {
    return null;
  }
}

/** The browser host: anything inside one folder, with symbolic links resolved. */
export class RecordsFolder implements SavePolicy {
  readonly createsFolders = true;

  /** @param folder the records folder now (from the settings) */
  constructor(private readonly folder: () => string) {}

  /** A relative path means one inside the records folder. */
  place(path: string): string {
    return resolve(this.folder(), path);
  }

  async refusal(path: string): Promise<string | null> {
    const root = resolve(this.folder());
    const message = `Banmen in the browser saves records only inside the records folder ${root}`;
    if (!inside(path, root) || path === root) return message;
    // Why realpath: a symbolic link inside the folder must not lead the write outside it.
    await mkdir(root, { recursive: true });
    const realRoot = await realpath(root);
    const parent = await nearestExisting(dirname(path));
    if (!inside(await realpath(parent), realRoot)) return message;
    // Why the file too: an existing file that is a symbolic link would lead the write out.
    const file = await realpath(path).catch(() => null);
    return file === null || inside(file, realRoot) ? null : message;
  }

  /** The records folder itself or anything inside it (symbolic links resolved). */
  async scopeRefusal(path: string): Promise<string | null> {
    const root = resolve(this.folder());
    const message = `Banmen in the browser reviews records only inside the records folder ${root}`;
    await mkdir(root, { recursive: true });
    const real = await realpath(path).catch(() => null);
    return real !== null && inside(real, await realpath(root)) ? null : message;
  }
}

/** The closest existing folder at or above `dir`. */
async function nearestExisting(dir: string): Promise<string> {
  for (let d = dir; ; d = dirname(d)) {
    try {
      return await realpath(d);
    } catch {
      if (dirname(d) === d) return d;
    }
  }
}
