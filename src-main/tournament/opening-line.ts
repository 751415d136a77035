/**
 * One opening and one line of an opening book (SFEN, `position …` or bare USI moves): the model
 * that both the text books (openings.ts) and the record books (record-openings.ts) produce, kept
 * apart so that the two loaders do not import each other. Pure.
 */

/** One opening: a start SFEN ('startpos' for the variant's initial position) and USI moves. */
export interface Opening {
  /** 0-based line index in the file (blank and comment lines counted). */
  line: number;
  sfen: string | 'startpos';
  moves: string[];
  /** Where it came from, for messages, when not line `line` of the book file (record books). */
  source?: string;
}

/** Why an opening file could not be used. */
export interface OpeningError {
  code: 'OPENINGS_UNREADABLE' | 'OPENINGS_BAD_LINE' | 'OPENINGS_EMPTY';
  message: string;
}

export type OpeningsResult = { ok: true; openings: Opening[] } | { ok: false; error: OpeningError };

/** A USI move, drops included (the only text of a book line that may be quoted). */
export const MOVE_RE = /^([1-9][a-i][1-9][a-i]\+?|[PLNSGBR]\*[1-9][a-i])$/;

/**
 * Parses one line: `[position] startpos [moves …]`, `[position] sfen <4 fields> [moves …]`,
 * a bare SFEN (optionally followed by `moves …`), or bare USI moves from the start position.
 * Returns undefined for blank and `#` comment lines.
 */
export function parseOpeningLine(text: string, line: number): Opening | undefined | string {
  let toks = text
    .trim()
    .split(/\s+/)
    .filter((t) => t !== '');
  if (toks.length === 0 || toks[0]!.startsWith('#')) return undefined;
  if (toks[0] === 'position') toks = toks.slice(1);
  const m = toks.indexOf('moves');
  const head = m < 0 ? toks : toks.slice(0, m);
  const moves = m < 0 ? [] : toks.slice(m + 1);
  if (head[0] === 'startpos' && head.length === 1) return { line, sfen: 'startpos', moves };
  if (head[0] === 'sfen') head.shift();
  if (head.length > 0 && head.every((t) => MOVE_RE.test(t)) && m < 0)
    return { line, sfen: 'startpos', moves: head };
  if (head.length === 3 || head.length === 4) return { line, sfen: head.join(' '), moves };
  // Why no quote of the line: the path may name any file (issue 42 F6: `/etc/shadow`).
  return 'the line is neither "startpos", an SFEN nor USI moves';
}
