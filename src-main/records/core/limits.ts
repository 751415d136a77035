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
   * of parsed records (why: at the byte limit a file can hold 3 million moves, about 2 GB).
   */
  maxMoves?: number;
}

/** The defaults (measured with `npm run -s bench:big-records`). */
export const DEFAULT_LIMITS: Required<ImportLimits> = {
  maxBytes: 64 * 1024 * 1024,
  maxMoves: 500_000,
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

/** A TOO_LARGE error when the text holds more moves than the move limit, else null. */
export function moveLimitError(
  text: string,
  format: RecordFormat,
  limits: ImportLimits = {},
): ImportError | null {
  const max = limits.maxMoves ?? DEFAULT_LIMITS.maxMoves;
  if (countMoveStarts(text, format, max) <= max) return null;
  const total = countMoveStarts(text, format);
  return {
    code: 'TOO_LARGE',
    message: `the file holds about ${total.toLocaleString('en')} moves, more than the ${max.toLocaleString('en')} a file may hold`,
  };
}
