/**
 * Expert positions for the GA and move matching: a position (SFEN) and the move the expert
 * played there (USI). Read from JSONL files (`{"sfen","bestmove"}` as in the floodgate set),
 * from record files or folders (every position of the main line, optionally only the winner's
 * moves and skipping the opening plies), and from plain USI move lines (one game per line).
 */
import { statSync } from 'node:fs';
import { readFileBoundedSync } from '../bounded-read.ts';
import { extname } from 'node:path';
import { Move as TsMove, Color as TsColor, type Record } from 'tsshogi';
import { importRecord, isGameRecordPath, recordOutcome } from '../shared/records/index.ts';
import { listFilesSync } from '../records/folder-walk.ts';
import { Position } from '../shared/rules/position.ts';
import { moveToUsi, parseUsiMove } from '../shared/rules/sfen.ts';
import { MOVE_NONE } from '../shared/rules/types.ts';

/** One expert decision. */
export interface ExpertPosition {
  sfen: string;
  /** The expert's move in USI. */
  move: string;
  /** File (and line or ply) it came from. */
  source: string;
  /** The move played just before, in USI, when the source knows it. */
  previous?: string;
}

/** Options of loadExpertPositions. */
export interface ExpertLoadOptions {
  /** Keep only the moves of the side that won the game (games without a winner are skipped). */
  winnerOnly?: boolean;
  /** Skip this many plies at the start of every game (opening book moves). */
  skipPlies?: number;
  /** Stop after this many positions. */
  limit?: number;
}

/** A file that could not be read, and why. */
export interface ExpertLoadError {
  file: string;
  message: string;
}

/** One game per line as USI moves (`.sfen` is how opening books of move lines are named). */
const USI_LINE_EXTENSIONS = new Set(['.usi', '.txt', '.sfen']);
const KNOWN_TYPES = 'expected .jsonl, USI move lines (.usi, .txt, .sfen) or a record file';

/**
 * Loads positions from files and folders (recursively). Duplicate (position, move) pairs are
 * kept once. Returns the positions and the files that were skipped.
 */
export function loadExpertPositions(paths: string[], opt: ExpertLoadOptions = {}): ExpertLoad {
  const out: ExpertLoad = { positions: [], errors: [] };
  for (const _ of loadFiles(paths, opt, out));
  return out;
}

/**
 * The same, giving the event loop a turn every ~20 ms: the app's main process runs it, and a big
 * folder of records must not freeze its windows while it loads.
 */
export async function loadExpertPositionsAsync(
  paths: string[],
  opt: ExpertLoadOptions = {},
): Promise<ExpertLoad> {
  const out: ExpertLoad = { positions: [], errors: [] };
  let since = performance.now();
  for (const _ of loadFiles(paths, opt, out)) {
    if (performance.now() - since < 20) continue;
    await new Promise((resolve) => setImmediate(resolve));
    since = performance.now();
  }
  return out;
}

/** What loading gives: the positions, and the files that were skipped. */
export interface ExpertLoad {
  positions: ExpertPosition[];
  errors: ExpertLoadError[];
}

/** Reads the files one by one into `out`, yielding after each. */
function* loadFiles(paths: string[], opt: ExpertLoadOptions, out: ExpertLoad): Generator<void> {
  const { positions, errors } = out;
  const seen = new Set<string>();
  const limit = opt.limit ?? Infinity;
  const add = (p: ExpertPosition): void => {
    const key = `${p.sfen.replace(/ \d+$/, '')}|${p.move}`;
    if (positions.length >= limit || seen.has(key)) return;
    seen.add(key);
    positions.push(p);
  };
  for (const { file, named } of paths.flatMap(listFiles)) {
    if (positions.length >= limit) break;
    try {
      const ext = extname(file).toLowerCase();
      if (ext === '.jsonl') readJsonl(file, opt, add);
      else if (USI_LINE_EXTENSIONS.has(ext)) readUsiLines(file, opt, add);
      else if (isGameRecordPath(file)) readRecordFile(file, opt, add);
      // Other files in a folder are skipped quietly; a file the user named is an error.
      else if (named && statSync(file).isFile())
        throw new Error(`unknown file type "${ext}" (${KNOWN_TYPES})`);
    } catch (e) {
      errors.push({ file, message: (e as Error).message });
    }
    yield;
  }
}

/**
 * Files under a path, sorted for reproducible runs; `named` when the path is the file itself.
 * A path that cannot be read is returned as a named file, so that reading it reports the error.
 */
function listFiles(path: string): { file: string; named: boolean }[] {
  let isDir: boolean;
  try {
    isDir = statSync(path).isDirectory();
  } catch {
    return [{ file: path, named: true }];
  }
  if (!isDir) return [{ file: path, named: true }];
  return listFilesSync(path, () => true).map((file) => ({ file, named: false }));
}

/**
 * One JSONL line parsed; the error names the line only (why: JSON.parse quotes the text, and
 * the file may be any file the user, or a page, named).
 */
function jsonLine(line: string, i: number): unknown {
  try {
    return JSON.parse(line);
  } catch {
    throw new Error(`line ${i + 1}: not a JSON object`);
  }
}

/** JSONL lines `{"sfen","bestmove"[,"turn","gameResult"]}`; winner-only uses gameResult. */
function readJsonl(file: string, opt: ExpertLoadOptions, add: (p: ExpertPosition) => void): void {
  readFileBoundedSync(file)
    .toString('utf8')
    .split('\n')
    .forEach((line, i) => {
      if (!line.trim()) return;
      const o = jsonLine(line, i) as { sfen?: string; bestmove?: string; gameResult?: number };
      if (typeof o.sfen !== 'string' || typeof o.bestmove !== 'string')
        throw new Error(`line ${i + 1}: no sfen/bestmove`);
      if (opt.winnerOnly) {
        const turn = o.sfen.split(' ')[1] === 'b' ? 1 : 2;
        if (o.gameResult !== turn) return;
      }
      add({ sfen: o.sfen, move: o.bestmove, source: `${file}:${i + 1}` });
    });
}

/** One game per line as USI moves from the start position (or `startpos moves …`). */
function readUsiLines(
  file: string,
  opt: ExpertLoadOptions,
  add: (p: ExpertPosition) => void,
): void {
  readFileBoundedSync(file)
    .toString('utf8')
    .split('\n')
    .forEach((line, i) => {
      const moves = line
        .trim()
        .replace(/^(position )?startpos( moves)?/, '')
        .trim()
        .split(/\s+/)
        .filter(Boolean);
      if (moves.length === 0) return;
      const pos = Position.startpos();
      const game: ExpertPosition[] = [];
      const movers: number[] = [];
      for (const usi of moves) {
        const m = parseUsiMove(pos, usi);
        if (m === MOVE_NONE) break;
        const previous = game.length > 0 ? game.at(-1)!.move : undefined;
        game.push({ sfen: pos.sfen(), move: moveToUsi(m), source: `${file}:${i + 1}`, previous });
        movers.push(pos.sideToMove);
        pos.doMove(m);
      }
      // Without a result line, the winner is known only when the game ends in mate.
      const winner = pos.isMated() ? pos.sideToMove ^ 1 : -1;
      game.forEach((p, ply) => {
        if (ply < (opt.skipPlies ?? 0)) return;
        if (opt.winnerOnly && movers[ply] !== winner) return;
        add(p);
      });
    });
}

/** Every position of the main line of each game in a record file. */
function readRecordFile(
  file: string,
  opt: ExpertLoadOptions,
  add: (p: ExpertPosition) => void,
): void {
  const result = importRecord(new Uint8Array(readFileBoundedSync(file)), file);
  if (!result.ok) throw new Error(result.error.message);
  for (const record of result.records) {
    const winner = winnerOf(record);
    if (opt.winnerOnly && winner === null) continue;
    record.moves.forEach((node, i) => {
      const prev = record.moves[i - 1];
      if (!prev || !(node.move instanceof TsMove)) return;
      if (i - 1 < (opt.skipPlies ?? 0)) return;
      if (opt.winnerOnly && prev.nextColor !== winner) return;
      const before = prev.move instanceof TsMove ? prev.move.usi : undefined;
      add({ sfen: prev.sfen, move: node.move.usi, source: `${file}#${i}`, previous: before });
    });
  }
}

/** The winner of a record from its final special move, or null (draw, interruption, unknown). */
export function winnerOf(record: Record): TsColor | null {
  const outcome = recordOutcome(record);
  return outcome === 'black' ? TsColor.BLACK : outcome === 'white' ? TsColor.WHITE : null;
}
