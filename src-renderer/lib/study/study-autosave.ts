/**
 * The study record's autosave: the record as UTF-8 KIF (variations, comments and bookmarks
 * included) with its file name, cursor and unsaved flag, kept in the window's local storage so
 * a reload or a crash does not lose it. Pure helpers over a `Storage`.
 */
import type { Record } from 'tsshogi';
import { exportRecord } from '../../../src-main/shared/records/index';
import { firstMoveNumber } from '../../../src-main/shared/records/move-number';

/** The storage key (one study record per app origin). */
export const STUDY_AUTOSAVE_KEY = 'banmen.study.autosave';

/** What is kept of the study view between sessions. */
export interface StudySnapshot {
  version: 1;
  kif: string;
  fileName: string;
  filePath: string | null;
  encoding: string;
  cursor: number[];
  modified: boolean;
  /** The first move's number when not 1 (a record from an SFEN with its move number; KIF cannot hold it). */
  firstMoveNumber?: number;
}

/** The snapshot of a record, or null when there is nothing worth keeping (an untouched empty record). */
export function snapshotOf(
  record: Record,
  state: Omit<StudySnapshot, 'version' | 'kif'>,
): StudySnapshot | null {
  if (record.moves.length <= 1 && !state.modified && state.fileName === 'untitled.kif') return null;
  const out = exportRecord(record, 'kif', { encoding: 'utf-8' });
  if (!out.ok) return null;
  const first = firstMoveNumber(record);
  const kif = new TextDecoder().decode(out.bytes);
  return { version: 1, kif, ...state, ...(first > 1 ? { firstMoveNumber: first } : {}) };
}

/** Writes the snapshot (null removes it); storage errors (quota, private mode) are ignored. */
export function writeSnapshot(storage: Storage, snapshot: StudySnapshot | null): void {
  try {
    if (snapshot) storage.setItem(STUDY_AUTOSAVE_KEY, JSON.stringify(snapshot));
    else storage.removeItem(STUDY_AUTOSAVE_KEY);
  } catch {
    // Why silent: an autosave that cannot be written must not disturb editing.
  }
}

/** The stored snapshot, or null when there is none or it is not one (another version, garbage). */
export function readSnapshot(storage: Storage): StudySnapshot | null {
  let value: unknown;
  try {
    value = JSON.parse(storage.getItem(STUDY_AUTOSAVE_KEY) ?? 'null');
  } catch {
    return null;
  }
  const v = value as Partial<StudySnapshot> | null;
  const ok =
    !!v &&
    v.version === 1 &&
    typeof v.kif === 'string' &&
    typeof v.fileName === 'string' &&
    (v.filePath === null || typeof v.filePath === 'string') &&
    typeof v.encoding === 'string' &&
    Array.isArray(v.cursor) &&
    v.cursor.every((i) => Number.isInteger(i) && i >= 0) &&
    typeof v.modified === 'boolean' &&
    (v.firstMoveNumber === undefined || Number.isSafeInteger(v.firstMoveNumber));
  return ok ? (v as StudySnapshot) : null;
}
