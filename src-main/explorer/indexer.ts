/**
 * Keeping the explorer's index up to date with the user's record folders: new and changed
 * files are (re)indexed, files that changed or disappeared stop counting, unchanged files are
 * skipped, so a second run over the same folders costs a directory walk. Progress is reported
 * per file. Files of one USI line per game (gensfen and tournament output) take a fast path
 * through the engine's rules core; the other formats go through the record importer.
 */
import { readFile, stat } from 'node:fs/promises';
import { basename, extname, resolve } from 'node:path';
import { Move, RecordMetadataKey, type ImmutableRecord } from 'tsshogi';
import type { Position } from '../shared/rules/position.ts';
import { parseSfen, parseUsiMove } from '../shared/rules/sfen.ts';
import { STARTPOS_SFEN } from '../shared/rules/sfen-text.ts';
import { MOVE_NONE } from '../shared/rules/types.ts';
import { importRecord, recordOutcome } from '../shared/records/index.ts';
import { listRecordFiles } from '../records/folder-walk.ts';
import type { GameOccurrences, GameResult, PositionIndex } from './position-index.ts';

/** Plies of each game the explorer indexes (why a limit: it is an opening explorer; 60 plies cover the openings and keep the index small). */
export const EXPLORER_PLIES = 60;
/** Games per committed batch (one sort and one run per batch). */
const BATCH_GAMES = 20000;

/** Progress of an update. */
export interface IndexProgress {
  filesDone: number;
  filesTotal: number;
  gamesAdded: number;
  /** Files that could not be read, with the reason. */
  skipped: string[];
}

/** Start positions parsed once (why: parsing an SFEN costs far more than cloning a position). */
const starts = new Map<string, Position | null>();

function startPosition(sfen: string): Position | null {
  if (!starts.has(sfen)) {
    const p = parseSfen(sfen);
    starts.set(sfen, p.ok ? p.position : null);
  }
  return starts.get(sfen)?.clone() ?? null;
}

/** The (key, move) triples of a game's first plies; stops at the first move the rules refuse. */
export function gamePlies(
  startSfen: string,
  moves: readonly string[],
  plies = EXPLORER_PLIES,
): number[] {
  const pos = startPosition(startSfen);
  const out: number[] = [];
  if (!pos) return out;
  for (let i = 0; i < Math.min(plies, moves.length); i++) {
    const m = parseUsiMove(pos, moves[i]!);
    if (m === MOVE_NONE) break;
    out.push(pos.keyHi(), pos.key(), m);
    pos.doMove(m);
  }
  return out;
}

/** The result of a record from its last main-line node (who was to move when it ended, and how). */
export function recordResult(record: ImmutableRecord): GameResult {
  return recordOutcome(record);
}

/** A record's date as YYYYMMDD from its date or start-time header, 0 when it has none. */
export function recordDate(record: ImmutableRecord): number {
  const text =
    record.metadata.getStandardMetadata(RecordMetadataKey.START_DATETIME) ??
    record.metadata.getStandardMetadata(RecordMetadataKey.DATE) ??
    '';
  const m = /(\d{4})[/\-年.](\d{1,2})[/\-月.](\d{1,2})/.exec(text);
  return m ? Number(m[1]) * 10000 + Number(m[2]) * 100 + Number(m[3]) : 0;
}

/** A USI line as a game (`[position] startpos|sfen … [moves …]` or bare moves), or null if it is not one. */
function usiLineGame(line: string): { sfen: string; moves: string[] } | null {
  const t = line.trim().split(/\s+/);
  if (t[0] === 'position') t.shift();
  if (t[0] === 'startpos')
    return t[1] === undefined || t[1] === 'moves'
      ? { sfen: STARTPOS_SFEN, moves: t.slice(2) }
      : null;
  if (t[0] === 'sfen') {
    const at = t.indexOf('moves');
    return {
      sfen: t.slice(1, at < 0 ? undefined : at).join(' '),
      moves: at < 0 ? [] : t.slice(at + 1),
    };
  }
  return t.every((m) => /^(?:[1-9][a-i][1-9][a-i]\+?|[PLNSGBR]\*[1-9][a-i])$/.test(m))
    ? { sfen: STARTPOS_SFEN, moves: t }
    : null;
}

/**
 * The games of one file, or the reason it cannot be read. A game is dated by its own header only
 * (0 when it has none): the file's time says when it was saved, not played (an Edo game is not
 * from last week).
 */
export async function fileGames(path: string): Promise<GameOccurrences[] | string> {
  const bytes = await readFile(path);
  const ext = extname(path).toLowerCase();
  if (ext === '.usi' || ext === '.sfen' || ext === '.txt') {
    const lines = bytes
      .toString('utf8')
      .split(/\r?\n/)
      .filter((l) => l.trim() !== '');
    const games = lines.map(usiLineGame);
    if (games.every((g) => g !== null))
      return games.map((g) => ({
        date: 0,
        result: 'unknown',
        plies: gamePlies(g!.sfen, g!.moves),
      }));
  }
  const imported = importRecord(new Uint8Array(bytes), basename(path));
  if (!imported.ok) return imported.error.message;
  return imported.records.map((r) => ({
    date: recordDate(r),
    result: recordResult(r),
    plies: gamePlies(
      r.initialPosition.sfen,
      r.moves.flatMap((n) => (n.move instanceof Move ? [n.move.usi] : [])),
    ),
  }));
}

/**
 * Brings the index up to date with `folders`: indexes new and changed files, retires files that
 * changed or vanished under these folders. Calls `onProgress` after each file.
 */
export async function updateIndex(
  index: PositionIndex,
  folders: readonly string[],
  onProgress?: (p: IndexProgress) => void,
): Promise<IndexProgress> {
  const roots = folders.map((f) => resolve(f));
  const files: string[] = [];
  for (const root of roots) files.push(...(await listRecordFiles(root).catch(() => [])));
  const present = new Set(files);
  for (const f of index.indexedFiles)
    if (f.live && !present.has(f.path) && roots.some((r) => f.path.startsWith(r)))
      index.retire(f.path);
  const progress: IndexProgress = {
    filesDone: 0,
    filesTotal: files.length,
    gamesAdded: 0,
    skipped: [],
  };
  let batch: Parameters<PositionIndex['commit']>[0] = [];
  let batchGames = 0;
  for (const path of files) {
    const info = await stat(path);
    const known = index.liveFile(path);
    if (!known || known.mtimeMs !== info.mtimeMs || known.size !== info.size) {
      const games = await fileGames(path);
      if (typeof games === 'string') progress.skipped.push(`${path}: ${games}`);
      else {
        batch.push({ file: { path, mtimeMs: info.mtimeMs, size: info.size }, games });
        batchGames += games.length;
        progress.gamesAdded += games.length;
      }
    }
    if (batchGames >= BATCH_GAMES) {
      index.commit(batch);
      batch = [];
      batchGames = 0;
    }
    progress.filesDone++;
    onProgress?.(progress);
  }
  // Why commit an empty batch too: retired files must reach the manifest.
  index.commit(batch);
  return progress;
}
