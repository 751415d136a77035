/**
 * Building an opening book from record files: every game's main line, from its start position,
 * for the first `plies` plies, each position and the move played there counted once per game.
 * Games from handicap or composed positions count too (their positions differ from the even
 * game's). A file that cannot be read is reported and skipped; the others still count.
 */
import { stat } from 'node:fs/promises';
import { Move, type ImmutableRecord } from 'tsshogi';
import { Book } from '../engine/book/book.ts';
import { parseSfen, parseUsiMove } from '../shared/rules/sfen.ts';
import { BLACK, MOVE_NONE } from '../shared/rules/types.ts';
import type { Position } from '../shared/rules/position.ts';
import type { BookResults } from '../engine/book/db2016.ts';
import { recordOutcome, type RecordOutcome } from '../shared/records/index.ts';
import { listRecordFiles } from './folder-walk.ts';
import { readRecordFile } from './service.ts';

/** Options of {@link buildBook}. */
export interface BuildBookOptions {
  /** How many plies of each game enter the book. */
  plies: number;
  /** Moves played fewer times than this are left out. */
  minCount: number;
  /** Keep each game's result with its moves (the book panel shows them; `book build` does not). */
  results?: boolean;
  /** Called after each file with how many files are done out of how many. */
  onProgress?: (done: number, total: number, file: string) => void;
}

/** What a build read. */
export interface BuildBookReport {
  files: number;
  games: number;
  /** Games left out because the same game (start and every move) was already read. */
  duplicates: number;
  /** Files or games that could not be used, each with the reason. */
  skipped: string[];
}

/** A game's result from the side to move in `pos` (undefined when the result is unknown). */
function resultFor(pos: Position, outcome: RecordOutcome): BookResults | undefined {
  if (outcome === 'unknown') return undefined;
  if (outcome === 'draw') return { win: 0, draw: 1, loss: 0 };
  const won = (outcome === 'black') === (pos.side === BLACK);
  return { win: won ? 1 : 0, draw: 0, loss: won ? 0 : 1 };
}

/**
 * Adds one game's first `plies` moves to `book`, each with the game's result when `outcome` is
 * known; returns false (adding nothing after the fault) when the start position or a move is not
 * valid for the engine's rules.
 */
export function addGameToBook(
  book: Book,
  startSfen: string,
  moves: readonly string[],
  plies: number,
  outcome: RecordOutcome = 'unknown',
): boolean {
  const parsed = parseSfen(startSfen);
  if (!parsed.ok) return false;
  const pos = parsed.position;
  for (let i = 0; i < Math.min(plies, moves.length); i++) {
    const m = parseUsiMove(pos, moves[i]!);
    if (m === MOVE_NONE) return false;
    book.addMove(pos.sfen(), moves[i]!, 1, resultFor(pos, outcome));
    pos.doMove(m);
  }
  return true;
}

/** The main line of a record as USI moves, up to the first non-move (resignation, …). */
export function mainLineUsi(record: ImmutableRecord): string[] {
  const out: string[] = [];
  for (const node of record.moves) {
    if (!(node.move instanceof Move)) {
      if (node.ply === 0) continue;
      break;
    }
    out.push(node.move.usi);
  }
  return out;
}

/** Sets each move's ponder to the most played reply in the book, if the reply's position is in it. */
export function fillPonders(book: Book): void {
  for (const entry of book.entries()) {
    const parsed = parseSfen(entry.sfen);
    if (!parsed.ok) continue;
    const pos = parsed.position;
    for (const m of book.probe(entry.sfen)!) {
      const move = parseUsiMove(pos, m.move);
      if (move === MOVE_NONE) continue;
      pos.doMove(move);
      const replies = book.probe(pos.sfen());
      // Why the most played reply: it is the reply the book itself would expect the opponent to choose.
      if (replies) m.ponder = replies.reduce((a, b) => (b.count > a.count ? b : a)).move;
      pos.undoMove(move);
    }
  }
}

/** The record files named: files as given, folders searched recursively by extension. */
export async function expandInputs(
  inputs: readonly string[],
): Promise<{ files: string[]; missing: string[] }> {
  const files: string[] = [];
  const missing: string[] = [];
  for (const input of inputs) {
    const info = await stat(input).catch(() => null);
    if (!info) missing.push(input);
    else if (info.isDirectory()) files.push(...(await listRecordFiles(input)));
    else files.push(input);
  }
  return { files, missing };
}

/** Builds a book from record files and folders. */
export async function buildBook(
  inputs: readonly string[],
  opts: BuildBookOptions,
): Promise<{ book: Book; report: BuildBookReport }> {
  const book = new Book();
  const { files, missing } = await expandInputs(inputs);
  const seen = new Set<string>();
  const report: BuildBookReport = {
    files: 0,
    games: 0,
    duplicates: 0,
    skipped: missing.map((m) => `${m}: no such file or folder`),
  };
  for (const file of files) {
    const read = await readRecordFile(file);
    report.files++;
    if (!read.ok) report.skipped.push(`${file}: ${read.error.message}`);
    else
      read.records.forEach((r, i) => {
        const moves = mainLineUsi(r);
        // Why: a collection often holds one game twice (a KIF and a KI2 copy); it counts once.
        const whole = `${r.initialPosition.sfen}|${moves.join(' ')}`;
        if (seen.has(whole)) return void report.duplicates++;
        seen.add(whole);
        const outcome = opts.results ? recordOutcome(r) : 'unknown';
        if (addGameToBook(book, r.initialPosition.sfen, moves, opts.plies, outcome)) report.games++;
        else report.skipped.push(`${file}: game ${i + 1} has a move the engine's rules refuse`);
      });
    opts.onProgress?.(report.files, files.length, file);
  }
  if (opts.minCount > 1) book.prune(opts.minCount);
  book.sortByCount();
  fillPonders(book);
  return { book, report };
}
