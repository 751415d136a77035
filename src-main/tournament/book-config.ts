/**
 * The tournament's "frontend book" settings (config field `book`, off when absent): a DB2016 book
 * file that plays for whichever engine is to move, up to `maxPly`, choosing among the moves within
 * `margin` centipawns of the position's best by softmax over score or by count. Parsing only;
 * the choice is in tournament-book.ts.
 */
import type { Result } from '../shared/result.ts';
import {
  Invalid,
  int,
  isObj,
  oneOf,
  onlyKeys,
  validating,
  type ConfigError,
} from '../shared/validate.ts';

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

/** Result of {@link parseBookConfig}: the config, or the field at fault (`where`) and why. */
export type BookConfigResult = Result<TournamentBookConfig, ConfigError>;

/** Validates the raw `book` field; relative paths resolve with `resolvePath`. */
export function parseBookConfig(
  raw: unknown,
  resolvePath: (p: string) => string,
): BookConfigResult {
  return validating(() => {
    if (!isObj(raw))
      throw new Invalid('book', 'must be an object, e.g. {"file": "book.db", "maxPly": 24}');
    onlyKeys(raw, BOOK_KEYS, 'book.');
    if (typeof raw.file !== 'string' || raw.file === '')
      throw new Invalid('book.file', 'must be a non-empty string (the path of a DB2016 book file)');
    return {
      file: resolvePath(raw.file),
      maxPly: int(raw, 'maxPly', 'book.maxPly', 1, BOOK_DEFAULTS.maxPly),
      pick: oneOf(raw, 'pick', 'book.pick', ['softmax', 'count'] as const, BOOK_DEFAULTS.pick),
      temperature: int(raw, 'temperature', 'book.temperature', 1, BOOK_DEFAULTS.temperature),
      margin: int(raw, 'margin', 'book.margin', 0, BOOK_DEFAULTS.margin),
    };
  });
}
