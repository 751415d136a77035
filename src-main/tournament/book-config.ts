/**
 * The tournament's "frontend book" settings (config field `book`, off when absent): a DB2016 book
 * file that plays for whichever engine is to move, up to `maxPly`, choosing among the moves within
 * `margin` centipawns of the position's best by softmax over score or by count. Parsing only;
 * the choice is in tournament-book.ts.
 */

import type { FrontendPick } from '../engine/book/frontend-book.ts';

/** How the book chooses among its moves (the frontend book's rules). */
export type BookPickRule = FrontendPick;

/** The validated `book` field; the path is absolute. */
export interface TournamentBookConfig {
  /** A DB2016 book file (`.db`). */
  file: string;
  /** The book answers the game's plies 1 … maxPly (opening-file moves count as plies). */
  maxPly: number;
  pick: BookPickRule;
  /** Softmax temperature in centipawns (higher: more even choices). */
  temperature: number;
  /** Moves scoring more than this below the position's best book move are never played. */
  margin: number;
}

/** Defaults of the optional fields (why these: ShogiHome's frontend book uses a 24-ply book and a 100 cp window). */
export const BOOK_DEFAULTS = { maxPly: 24, pick: 'softmax', temperature: 50, margin: 100 } as const;

/** The fields of `book`. */
const BOOK_KEYS = ['file', 'maxPly', 'pick', 'temperature', 'margin'];

/** Result of {@link parseBookConfig}: the config, or the field at fault and why. */
export type BookConfigResult =
  { ok: true; book: TournamentBookConfig } | { ok: false; field: string; message: string };

/** Validates the raw `book` field; relative paths resolve with `resolvePath`. */
export function parseBookConfig(
  raw: unknown,
  resolvePath: (p: string) => string,
): BookConfigResult {
  const bad = (k: string, message: string): BookConfigResult => ({
    ok: false,
    field: k === '' ? 'book' : `book.${k}`,
    message,
  });
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    return bad('', 'must be an object, e.g. {"file": "book.db", "maxPly": 24}');
  const o = raw as Record<string, unknown>;
  for (const k of Object.keys(o))
    if (!BOOK_KEYS.includes(k))
      return bad(k, `is not a known field (known: ${BOOK_KEYS.join(', ')})`);
  if (typeof o.file !== 'string' || o.file === '')
    return bad('file', 'must be a non-empty string (the path of a DB2016 book file)');
  const int = (k: string, min: number, def: number): number | string => {
    const v = o[k] ?? def;
    return typeof v === 'number' && Number.isInteger(v) && v >= min
      ? v
      : `must be an integer ≥ ${min}`;
  };
  const maxPly = int('maxPly', 1, BOOK_DEFAULTS.maxPly);
  if (typeof maxPly === 'string') return bad('maxPly', maxPly);
  const temperature = int('temperature', 1, BOOK_DEFAULTS.temperature);
  if (typeof temperature === 'string') return bad('temperature', temperature);
  const margin = int('margin', 0, BOOK_DEFAULTS.margin);
  if (typeof margin === 'string') return bad('margin', margin);
  const pick = o.pick ?? BOOK_DEFAULTS.pick;
  if (pick !== 'softmax' && pick !== 'count') return bad('pick', 'must be one of softmax, count');
  return { ok: true, book: { file: resolvePath(o.file), maxPly, pick, temperature, margin } };
}
