/**
 * A key-value store in one JSON file, written atomically. A file that cannot be parsed is
 * renamed to a timestamped backup and the store starts empty; the caller tells the user.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { KeyValueStore } from './kv-store.ts';

/** What opening a JSON file found. */
export interface OpenedJson {
  data: Record<string, unknown>;
  /** Path of the backup when the file was corrupt and set aside, else null. */
  backupPath: string | null;
}

/** Reads a JSON object file; a corrupt one is backed up (why: never destroy the user's data). */
export function readJsonObjectFile(path: string, now: () => Date = () => new Date()): OpenedJson {
  if (!existsSync(path)) return { data: {}, backupPath: null };
  const text = readFileSync(path, 'utf8');
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      return { data: parsed as Record<string, unknown>, backupPath: null };
    }
  } catch {
    // fall through to the backup
  }
  const backupPath = `${path}.corrupt-${now().toISOString().replace(/[:.]/g, '-')}.bak`;
  renameSync(path, backupPath);
  return { data: {}, backupPath };
}

/** Writes via a temporary file and rename (why: a crash mid-write must not corrupt the file). */
export function writeJsonAtomic(path: string, data: unknown): void {
  mkdirSync(dirname(path), { recursive: true });
  const tmp = `${path}.tmp-${process.pid}`;
  writeFileSync(tmp, JSON.stringify(data, null, 2));
  renameSync(tmp, path);
}

/** A {@link KeyValueStore} persisted to one JSON file. */
export class JsonFileStore implements KeyValueStore {
  private readonly data: Record<string, unknown>;
  /** Backup path if the file was corrupt when opened. */
  readonly backupPath: string | null;

  constructor(private readonly path: string) {
    const opened = readJsonObjectFile(path);
    this.data = opened.data;
    this.backupPath = opened.backupPath;
  }
  get(key: string): unknown {
    const v = this.data[key];
    return v === undefined ? undefined : structuredClone(v);
  }
  set(key: string, value: unknown): void {
    this.data[key] = structuredClone(value);
    writeJsonAtomic(this.path, this.data);
  }
  delete(key: string): void {
    delete this.data[key];
    writeJsonAtomic(this.path, this.data);
  }
}
