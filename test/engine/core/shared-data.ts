/**
 * Locates ../shared/data (relative to the repo root) for tests; tests skip when it is absent.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Repo root: three levels above test/engine/core. */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
/** The shared data folder (may not exist). */
export const SHARED_DATA = resolve(REPO_ROOT, '../shared/data');

/** Absolute path of a file under shared/data, or null when missing. */
export function sharedPath(rel: string): string | null {
  const p = join(SHARED_DATA, rel);
  return existsSync(p) ? p : null;
}

/** A perft reference entry. */
export interface PerftEntry {
  name?: string;
  sfen: string;
  perft: Record<string, number>;
}

/** The perft reference file's sections, or null when missing. */
export function loadPerftReference(): Record<string, PerftEntry[]> | null {
  const p = sharedPath('perft/perft_reference.json');
  if (!p) return null;
  return JSON.parse(readFileSync(p, 'utf8')) as Record<string, PerftEntry[]>;
}
