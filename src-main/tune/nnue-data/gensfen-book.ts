/**
 * The openings gensfen plays from: a book file (SFEN or USI-move lines, or game records, read by
 * the tournament's opening loader), else the default book when it is present, else the start
 * position alone. Shared by the CLI and the app's net training.
 */
import { existsSync } from 'node:fs';
import { loadOpenings, type OpeningError } from '../../tournament/openings.ts';
import type { GensfenOpening } from './gensfen.ts';

/** The default book of a development checkout (the shared data beside it). */
export const DEFAULT_GENSFEN_BOOK = '../shared/data/openings/records2016_10818.sfen';

/** The openings, the book file read (null: none, the start position alone) and a note for logs. */
export type GensfenBook =
  | { ok: true; openings: GensfenOpening[]; file: string | null; note: string }
  | { ok: false; error: OpeningError };

/**
 * The openings of `book` in seeded random order (checked move by move); without a book, the default
 * book when it exists, else the start position (why: games still branch by the MultiPV choices).
 */
export function gensfenOpenings(book: string | undefined, seed: number): GensfenBook {
  const file = book ?? (existsSync(DEFAULT_GENSFEN_BOOK) ? DEFAULT_GENSFEN_BOOK : undefined);
  if (file === undefined)
    return {
      ok: true,
      openings: [{ sfen: 'startpos', moves: [] }],
      file: null,
      note: `no book and no ${DEFAULT_GENSFEN_BOOK}: every game starts from the start position`,
    };
  const r = loadOpenings({ file, order: 'random', seed }, 'shogi', seed);
  if (!r.ok) return r;
  return {
    ok: true,
    openings: r.openings.map((o) => ({ sfen: o.sfen, moves: o.moves })),
    file,
    note: `${r.openings.length} openings from ${file}`,
  };
}
