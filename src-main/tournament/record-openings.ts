/**
 * Openings from game records: a KIF, KI2, CSA or JKF file, or a folder of them (cutechess-cli's
 * `-openings file=… format=pgn`, for shogi's formats). Each game's main line, from its start
 * position, is one opening; the records module reads and checks the files (encoding, format,
 * every move), and the book's `plies` cuts them as it cuts text books.
 */
import { statSync } from 'node:fs';
import { readFileBoundedSync } from '../bounded-read.ts';
import { basename } from 'node:path';
import { importRecord, isGameRecordPath, usiLine } from '../shared/records/index.ts';
import { listFilesSync } from '../records/folder-walk.ts';
import { parseOpeningLine, type Opening, type OpeningsResult } from './opening-line.ts';

/**
 * Reads the openings of a record file or a folder of record files. `line` numbers the games in
 * the order read (0-based); `source` names the file (and game, for files with several). A file
 * that does not read fails the whole book, unless `onSkip` is given: then it is reported there
 * and left out (the app's net training takes what a user's folder offers).
 */
export function loadRecordOpenings(
  path: string,
  onSkip?: (message: string) => void,
): OpeningsResult {
  let files: string[];
  try {
    // Sorted (why: the book's order is the same on every run).
    files = statSync(path).isDirectory() ? listFilesSync(path, isGameRecordPath) : [path];
  } catch (e) {
    return unreadable(`${path}: ${(e as Error).message}`);
  }
  const openings: Opening[] = [];
  for (const file of files) {
    let bytes: Uint8Array;
    try {
      bytes = readFileBoundedSync(file);
    } catch (e) {
      if (onSkip) {
        onSkip((e as Error).message);
        continue;
      }
      return unreadable((e as Error).message);
    }
    const r = importRecord(bytes, basename(file));
    if (!r.ok && onSkip) {
      onSkip(`${file}: ${r.error.message}`);
      continue;
    }
    if (!r.ok) return badLine(`${file}: ${r.error.message}`);
    for (const [i, record] of r.records.entries()) {
      const source = r.records.length > 1 ? `${file} (game ${i + 1})` : file;
      const o = parseOpeningLine(usiLine(record), openings.length);
      // Why a check: usiLine always writes a line the parser reads; anything else is a bug.
      if (typeof o !== 'object') throw new Error(`${source}: unreadable USI line`);
      openings.push({ ...o, source });
    }
  }
  if (openings.length === 0)
    return { ok: false, error: { code: 'OPENINGS_EMPTY', message: `${path}: no game record` } };
  return { ok: true, openings };
}

function unreadable(message: string): OpeningsResult {
  return { ok: false, error: { code: 'OPENINGS_UNREADABLE', message } };
}

function badLine(message: string): OpeningsResult {
  return { ok: false, error: { code: 'OPENINGS_BAD_LINE', message } };
}
