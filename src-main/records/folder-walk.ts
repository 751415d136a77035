/**
 * The one folder walker: the files under a folder, recursively, that a test accepts, sorted by
 * path so that every run reads them in the same order. Record files by default; callers with
 * other file kinds (the tuner's JSONL and USI lines) pass their own test. Node (file system).
 */
import { readdirSync, statSync, type Dirent } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { isRecordPath } from '../shared/records/file-names.ts';

/** Decides from a file's path whether the walk keeps it. */
export type FileTest = (path: string) => boolean;

/** Every file under `dir` (recursively) that `accept` takes, sorted; async for the app's main process. */
export async function listFiles(dir: string, accept: FileTest = isRecordPath): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const linked = entries.filter((e) => e.isSymbolicLink());
  const linkedFiles = new Set<Dirent>();
  for (const e of linked)
    if ((await stat(entryPath(e)).catch(() => null))?.isFile()) linkedFiles.add(e);
  return pick(entries, accept, (e) => linkedFiles.has(e));
}

/** The same, synchronously (the command-line tools and the sync loaders). */
export function listFilesSync(dir: string, accept: FileTest = isRecordPath): string[] {
  const entries = readdirSync(dir, { recursive: true, withFileTypes: true });
  return pick(
    entries,
    accept,
    (e) => statSync(entryPath(e), { throwIfNoEntry: false })?.isFile() ?? false,
  );
}

/** Every record file under a folder (recursively), sorted. */
export function listRecordFiles(dir: string): Promise<string[]> {
  return listFiles(dir, isRecordPath);
}

/**
 * The accepted files among a recursive listing, sorted by path. Why links are asked about: a
 * link to a record is a record, while Node's recursive listing does not follow links to folders
 * (why that is kept: a link loop would never end).
 */
function pick(entries: Dirent[], accept: FileTest, isLinkedFile: (e: Dirent) => boolean): string[] {
  return entries
    .filter((e) => (e.isFile() || (e.isSymbolicLink() && isLinkedFile(e))) && accept(entryPath(e)))
    .map(entryPath)
    .sort(byPath);
}

/** The full path of a listed entry. */
function entryPath(e: Dirent): string {
  return join(e.parentPath, e.name);
}

/** Folder by folder, names in code-unit order (why: the order of a walk that reads one folder at a time). */
function byPath(a: string, b: string): number {
  const pa = a.split(/[\\/]/);
  const pb = b.split(/[\\/]/);
  for (let i = 0; i < Math.min(pa.length, pb.length); i++)
    if (pa[i] !== pb[i]) return pa[i]! < pb[i]! ? -1 : 1;
  return pa.length - pb.length;
}
