/**
 * Access to record files the OS handed to the app (Finder/Explorer "open with", argv). Only
 * paths announced by the main process may be read (why: the renderer must not be able to read
 * arbitrary files).
 */
import { stat } from 'node:fs/promises';
import { readFileBounded } from '../bounded-read.ts';
import { basename } from 'node:path';
import type { RecordFileBytes, Result } from '../shared/contract.ts';
import { byteLimitError, DEFAULT_LIMITS, isRecordPath } from '../shared/records/index.ts';

/** The allow-list of announced record files and their reading. */
export class RecordFiles {
  private readonly allowed = new Set<string>();

  /** Allows the renderer to read `path` (called when the OS opens it with the app). */
  announce(path: string): boolean {
    if (!isRecordPath(path)) return false;
    this.allowed.add(path);
    return true;
  }

  /** Reads an announced record file. */
  async read(path: string): Promise<Result<RecordFileBytes>> {
    if (typeof path !== 'string' || !this.allowed.has(path)) {
      return {
        ok: false,
        error: { code: 'FILE_NOT_ALLOWED', message: 'That file was not opened with Banmen' },
      };
    }
    try {
      // The records module's byte limit, checked before reading (why: one limit, one message).
      const tooBig = byteLimitError((await stat(path)).size);
      if (tooBig)
        return {
          ok: false,
          error: { code: 'FILE_READ_FAILED', message: `${basename(path)}: ${tooBig.message}` },
        };
      const buf = await readFileBounded(path, DEFAULT_LIMITS.maxBytes);
      return { ok: true, value: { name: basename(path), bytes: new Uint8Array(buf) } };
    } catch (err) {
      return {
        ok: false,
        error: {
          code: 'FILE_READ_FAILED',
          message: `${basename(path)} could not be read: ${(err as Error).message}`,
        },
      };
    }
  }
}
