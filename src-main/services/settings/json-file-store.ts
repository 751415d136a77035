/**
 * A key-value store in one JSON file, written atomically. A file that cannot be parsed is
 * renamed to a timestamped backup and the store starts empty; a file that cannot be read at all
 * (no permission, a folder in its place) is left alone and the store lives in memory. Either
 * way the caller tells the user.
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync } from 'node:fs';
import { dirname } from 'node:path';
import type { SettingsNotice } from '../../shared/contract.ts';
import type { KeyValueStore } from './kv-store.ts';
import { writeFileAtomicSync } from '../../atomic-write.ts';

/** What the user is told about a store's file: set aside as corrupt, or not readable at all. */
export type StoreNotice = SettingsNotice;

/** What opening a JSON file found. */
export interface OpenedJson {
  data: Record<string, unknown>;
  /** Set when the file was corrupt (backed up) or unreadable (left as it was), else null. */
  notice: StoreNotice | null;
}

/** The error code of a failed file operation, or its message. */
function reasonOf(e: unknown): string {
  return (e as NodeJS.ErrnoException).code ?? (e as Error).message;
}

/** Reads a JSON object file; a corrupt one is backed up (why: never destroy the user's data). */
export function readJsonObjectFile(path: string, now: () => Date = () => new Date()): OpenedJson {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (e) {
    const reason = reasonOf(e);
    if (reason === 'ENOENT') return { data: {}, notice: null };
    return { data: {}, notice: { code: 'SETTINGS_UNREADABLE', path, reason } };
  }
  try {
    // Why strip a BOM: Notepad and some editors add one, and JSON.parse refuses it.
    const parsed: unknown = JSON.parse(text.replace(/^\uFEFF/, ''));
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      return { data: parsed as Record<string, unknown>, notice: null };
    }
  } catch {
    // fall through to the backup
  }
  const backupPath = `${path}.corrupt-${now().toISOString().replace(/[:.]/g, '-')}.bak`;
  try {
    renameSync(path, backupPath);
  } catch (e) {
    // Why not overwrite it: a file we could not set aside is still the user's only copy.
    const reason = `not valid JSON, and it could not be set aside (${reasonOf(e)})`;
    return { data: {}, notice: { code: 'SETTINGS_UNREADABLE', path, reason } };
  }
  return { data: {}, notice: { code: 'SETTINGS_RESET', backupPath } };
}

/** Writes via a temporary file and rename (why: a crash mid-write must not corrupt the file). */
export function writeJsonAtomic(path: string, data: unknown): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileAtomicSync(path, JSON.stringify(data, null, 2));
}

/** A {@link KeyValueStore} persisted to one JSON file (kept in memory only when it was unreadable). */
export class JsonFileStore implements KeyValueStore {
  private readonly data: Record<string, unknown>;
  /** What the user must be told about the file as it was opened, or null. */
  readonly notice: StoreNotice | null;

  constructor(private readonly path: string) {
    const opened = readJsonObjectFile(path);
    this.data = opened.data;
    this.notice = opened.notice;
  }

  /** Saves unless the file was unreadable (why: writing would replace what we could not read). */
  private save(): void {
    if (this.notice?.code !== 'SETTINGS_UNREADABLE') writeJsonAtomic(this.path, this.data);
  }
  /** Copies the file to `<file>.<tag>-<time>.bak`; null when there is no file yet. */
  backup(tag: string): string | null {
    if (!existsSync(this.path)) return null;
    const copy = `${this.path}.${tag}-${new Date().toISOString().replace(/[:.]/g, '-')}.bak`;
    copyFileSync(this.path, copy);
    return copy;
  }
  get(key: string): unknown {
    const v = this.data[key];
    return v === undefined ? undefined : structuredClone(v);
  }
  set(key: string, value: unknown): void {
    this.data[key] = structuredClone(value);
    this.save();
  }
  delete(key: string): void {
    delete this.data[key];
    this.save();
  }
}
