/**
 * What the book panel adds in one go, as a small book to merge into the open one: a record's main
 * line, or every record of a folder with each move's count and results. Both reuse `book build`'s
 * reading (records/book-builder.ts), so the panel and the CLI count games the same way.
 */
import { existsSync, statSync } from 'node:fs';
import { isAbsolute } from 'node:path';
import { Book } from '../../engine/book/book.ts';
import { addGameToBook, buildBook } from '../../records/book-builder.ts';
import type { IpcError } from '../../shared/contract.ts';

/** Most plies an import takes from each game (why: a book is about openings; this bounds work). */
export const IMPORT_MAX_PLIES = 200;
/** Longest line accepted from the renderer. */
const MAX_LINE = 2000;

/** A small book to merge, and what was read; or the reason nothing was. */
export type ImportResult =
  { ok: true; book: Book; games: number; skipped: string[] } | { ok: false; error: IpcError };

const fail = (code: IpcError['code'], message: string, detail: string): ImportResult => ({
  ok: false,
  error: { code, message, detail },
});

/** Why a plies count from the renderer is not acceptable, or null. */
export function pliesRefusal(plies: number): string | null {
  return Number.isInteger(plies) && plies >= 1 && plies <= IMPORT_MAX_PLIES
    ? null
    : `the number of moves must be a whole number from 1 to ${IMPORT_MAX_PLIES}`;
}

/** A line (start SFEN and USI moves, unchecked input) up to `plies` moves, as a book. */
export function lineBook(sfen: string, moves: unknown, plies: number): ImportResult {
  const why = pliesRefusal(plies);
  if (why) return fail('BOOK_BAD_LINE', `the line was not added: ${why}`, why);
  if (!Array.isArray(moves) || moves.length > MAX_LINE || moves.some((m) => typeof m !== 'string'))
    return fail('BOOK_BAD_LINE', 'the line was not added: moves must be USI texts', 'moves');
  const book = new Book();
  if (!addGameToBook(book, sfen, moves as string[], plies))
    return fail(
      'BOOK_BAD_LINE',
      `the line was not added: a move or the start position is not legal (${sfen})`,
      sfen,
    );
  return { ok: true, book, games: 1, skipped: [] };
}

/** Every record of a folder (an absolute path) up to `plies` moves, with counts and results. */
export async function folderBook(folder: string, plies: number): Promise<ImportResult> {
  const why = pliesRefusal(plies);
  if (why) return fail('BOOK_BAD_LINE', `the folder was not added: ${why}`, why);
  if (!isAbsolute(folder) || !existsSync(folder) || !statSync(folder).isDirectory())
    return fail('BOOK_NOT_A_FOLDER', `${folder} is not an absolute path to a folder`, folder);
  const { book, report } = await buildBook([folder], { plies, minCount: 1, results: true });
  if (report.games === 0)
    return fail('BOOK_NO_GAMES', `${folder} holds no record the book can use`, folder);
  return { ok: true, book, games: report.games, skipped: report.skipped };
}
