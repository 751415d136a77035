/**
 * Size limits of record reading (issue 21). A record file is small; a huge one is most likely
 * a mistake, and tsshogi keeps about 0.6 kB per move, so an unbounded file could exhaust the
 * memory. Both limits are checked before any parsing, and refusing gives a TOO_LARGE error
 * that names the size and the limit.
 */
import type { ImportError, RecordFormat } from './types.ts';

/** Limits of one import; every field is optional (the defaults below apply). */
export interface ImportLimits {
  /** Largest file or text, in bytes (UTF-16 code units for a text). Default 64 MiB. */
  maxBytes?: number;
  /**
   * Most moves in one file, over all its games and variations. Default 500,000, about 300 MB
   * of parsed records once loaded (why: at the byte limit a file can hold 3 million moves,
   * about 2 GB). Loading one long game costs more: see `maxGameMoves`.
   */
  maxMoves?: number;
  /**
   * Most moves in one game (its variations included). Default 50,000 (issue 42: loading one
   * game costs far more than holding it — a 50,000-ply KIF peaks at 300 MB RSS, a 499,000-ply
   * one took 1.5 GB — while a file of many short games loads within the move limit).
   */
  maxGameMoves?: number;
}

/** The defaults (measured with `npm run -s bench:big-records`). */
export const DEFAULT_LIMITS: Required<ImportLimits> = {
  maxBytes: 64 * 1024 * 1024,
  maxMoves: 500_000,
  maxGameMoves: 50_000,
};

/** A size in the unit a user reads (MB with one decimal, or bytes). */
function sizeText(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${bytes} bytes`;
}

/** A TOO_LARGE error when `bytes` exceeds the byte limit, else null. */
export function byteLimitError(bytes: number, limits: ImportLimits = {}): ImportError | null {
  const max = limits.maxBytes ?? DEFAULT_LIMITS.maxBytes;
  if (bytes <= max) return null;
  return {
    code: 'TOO_LARGE',
    message: `the file is ${sizeText(bytes)}, more than the ${sizeText(max)} a record may have`,
  };
}

/** Per format, what starts a move (why: a cheap count must not need the parser). */
const MOVE_START: { [f in RecordFormat]?: RegExp } = {
  kif: /^[ \t]*[0-9]+[ \t]/gm,
  ki2: /[▲△▼▽☗☖]/g,
  csa: /(?:^|,)[+-][0-9]{4}[A-Z]{2}/gm,
  usi: /(?:^| )(?:[1-9][a-i][1-9][a-i]\+?|[PLNSGBR]\*[1-9][a-i])(?= |$)/gm,
  jkf: /"move"\s*:/g,
};

/** An upper bound of the moves a text holds (counts what starts a move; comments may add a few). */
export function countMoveStarts(text: string, format: RecordFormat, stopAt = Infinity): number {
  const re = MOVE_START[format];
  if (!re) return 0;
  re.lastIndex = 0;
  let n = 0;
  while (n <= stopAt && re.exec(text) !== null) n++;
  return n;
}

/** The games of a text, as cheaply as the count needs: CSA splits at `/`, USI at lines. */
function gameTexts(text: string, format: RecordFormat): string[] {
  if (format === 'csa') return text.split(/^\/[ \t]*$/m);
  if (format === 'usi' || format === 'sfen') return text.split('\n');
  return [text];
}

/** A TOO_LARGE error when one game holds more moves than the per-game limit, else null. */
function gameLimitError(text: string, format: RecordFormat, max: number): ImportError | null {
  const games = gameTexts(text, format);
  for (let i = 0; i < games.length; i++) {
    if (countMoveStarts(games[i]!, format, max) <= max) continue;
    const total = countMoveStarts(games[i]!, format);
    const which = games.length > 1 ? `game ${i + 1} ` : 'the game ';
    return {
      code: 'TOO_LARGE',
      gameIndex: games.length > 1 ? i : undefined,
      message: `${which}holds about ${total.toLocaleString('en')} moves, more than the ${max.toLocaleString('en')} one game may hold (loading it would need too much memory)`,
    };
  }
  return null;
}

/** A TOO_LARGE error when the text holds more moves than the move limit, else null. */
export function moveLimitError(
  text: string,
  format: RecordFormat,
  limits: ImportLimits = {},
): ImportError | null {
  const max = limits.maxMoves ?? DEFAULT_LIMITS.maxMoves;
  if (countMoveStarts(text, format, max) <= max)
    return gameLimitError(text, format, limits.maxGameMoves ?? DEFAULT_LIMITS.maxGameMoves);
  const total = countMoveStarts(text, format);
  return {
    code: 'TOO_LARGE',
    message: `the file holds about ${total.toLocaleString('en')} moves, more than the ${max.toLocaleString('en')} a file may hold`,
  };
}
