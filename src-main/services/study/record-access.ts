/**
 * Record files for the study view: the file named on the command line, the recent-files list,
 * reading a file the user may open (the command-line file or a recent one; OS-opened files go
 * through `record:read`) and writing one where the save policy allows (save-policy.ts: a path
 * main granted, or the browser host's records folder). Bytes cross the IPC boundary as base64 (why: JSON, the browser bridge, has no
 * binary type). Plain Node service.
 */
import { mkdir } from 'node:fs/promises';
import { BoundedReadError, readFileBounded } from '../../bounded-read.ts';
import { basename, dirname, resolve } from 'node:path';
import type { RecentFile, Result } from '../../shared/contract.ts';
import type { KeyValueStore } from '../settings/kv-store.ts';
import { RECORD_EXTENSIONS, isRecordPath } from '../../shared/records/index.ts';
import { systemReason } from '../../records/service.ts';
import type { SavePolicy } from './save-policy.ts';
import { writeFileAtomic } from '../../atomic-write.ts';
import { err } from '../../shared/result.ts';

/** Main's Save dialog (Electron): the chosen path, already granted, or null when cancelled. */
export type SavePathChooser = (suggestedName: string) => Promise<string | null>;

/** Entries kept in the recent-files list. */
export const RECENT_LIMIT = 10;
/** Largest record file read or written. */
const MAX_BYTES = 16 * 1024 * 1024;
const KEY = 'recentFiles';

/** Command-line file, recents, read and write. */
export class RecordAccess {
  private readonly initial: string | null;

  /**
   * @param policy where writes may go
   * @param chooser main's Save dialog (Electron); null in the browser host
   */
  constructor(
    private readonly store: KeyValueStore,
    initialFile: string | null,
    private readonly policy: SavePolicy,
    private readonly chooser: SavePathChooser | null = null,
  ) {
    this.initial = initialFile ? resolve(initialFile) : null;
  }

  /** The command-line file (only if it names a record). */
  initialFile(): string | null {
    return this.initial && isRecordPath(this.initial) ? this.initial : null;
  }

  /** The recent files, newest first. */
  recent(): RecentFile[] {
    const v = this.store.get(KEY);
    return Array.isArray(v) ? (v as RecentFile[]).filter((r) => typeof r?.path === 'string') : [];
  }

  /** Puts a path at the top of the recents. */
  remember(path: string): RecentFile[] {
    const entry = { path, name: basename(path), openedAt: new Date().toISOString() };
    const list = [entry, ...this.recent().filter((r) => r.path !== path)].slice(0, RECENT_LIMIT);
    this.store.set(KEY, list);
    return list;
  }

  /** True if the renderer may read `path` (why: it must not read arbitrary files). */
  private mayRead(path: string): boolean {
    return path === this.initial || this.recent().some((r) => r.path === path);
  }

  /** Reads a record file as base64. */
  async read(path: string): Promise<Result<{ name: string; base64: string }>> {
    if (typeof path !== 'string' || !isRecordPath(path) || !this.mayRead(path))
      return err('FILE_NOT_ALLOWED', 'That file was not opened with Banmen');
    try {
      const buf = await readFileBounded(path, MAX_BYTES + 1);
      if (buf.length > MAX_BYTES)
        return err('FILE_READ_FAILED', `${basename(path)} is too large to be a record`);
      this.remember(path);
      return { ok: true, value: { name: basename(path), base64: buf.toString('base64') } };
    } catch (e) {
      const why = e instanceof BoundedReadError && e.cause ? e.cause : e;
      return err('FILE_READ_FAILED', `${basename(path)} could not be read: ${systemReason(why)}`);
    }
  }

  /** Asks main's Save dialog for a path (granting it); null when cancelled or without one. */
  async chooseSavePath(suggestedName: string): Promise<string | null> {
    if (!this.chooser) return null;
    return this.chooser(basename(String(suggestedName ?? '')));
  }

  /**
   * Writes a record atomically (temporary file + rename) and remembers it, if the save policy
   * allows the path.
   */
  async write(path: string, base64: string): Promise<Result<RecentFile[]>> {
    if (typeof path !== 'string' || typeof base64 !== 'string' || !isRecordPath(path))
      return err('BAD_ARGS', `a record file name must end in ${RECORD_EXTENSIONS.join(', ')}`);
    const full = this.policy.place(path);
    const refused = await this.policy.refusal(full);
    if (refused) return err('FILE_NOT_ALLOWED', refused);
    const buf = Buffer.from(base64, 'base64');
    if (buf.length > MAX_BYTES) return err('BAD_ARGS', 'the record is too large');
    try {
      if (this.policy.createsFolders) await mkdir(dirname(full), { recursive: true });
      await writeFileAtomic(full, buf);
      return { ok: true, value: this.remember(full) };
    } catch (e) {
      return err('FILE_WRITE_FAILED', `${basename(full)} could not be written: ${systemReason(e)}`);
    }
  }
}
