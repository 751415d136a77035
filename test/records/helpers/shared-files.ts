/**
 * Locates ../shared/data (relative to the repo root) and lists the record files the real-file
 * tests read. Tests skip with a message when the folder is absent.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { importRecord } from '../../../src-main/shared/records/index.ts';
import type { ImportResult } from '../../../src-main/shared/records/index.ts';

export const REPO_ROOT = resolve(import.meta.dirname, '../../..');
export const SHARED_DATA = resolve(REPO_ROOT, '../shared/data');
/** Why a shared-data test skips, or false when the data is there. */
export const SKIP_NO_DATA = existsSync(join(SHARED_DATA, 'kifu_wild'))
  ? false
  : 'shared data (../shared/data) is absent';

/** Every file under a folder, recursively, sorted. */
function walk(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, out);
    else out.push(path);
  }
  return out;
}

/** Paths (relative to shared/data) of every file under kifu_wild/ and games/. */
export function realFiles(): string[] {
  if (SKIP_NO_DATA) return [];
  return [...walk(join(SHARED_DATA, 'kifu_wild')), ...walk(join(SHARED_DATA, 'games'))].map((p) =>
    relative(SHARED_DATA, p),
  );
}

const cache = new Map<string, ImportResult>();
/** Imports a shared-data file (cached: several tests read the same files). */
export function importShared(rel: string): ImportResult {
  let r = cache.get(rel);
  if (!r) {
    r = importRecord(readFileSync(join(SHARED_DATA, rel)), rel);
    cache.set(rel, r);
  }
  return r;
}
