/**
 * YaneuraOu's text opening-book format ("DB2016"), read and written:
 *
 *     #YANEURAOU-DB2016 1.00
 *     sfen lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1
 *     7g7f 3c3d 0 32 120
 *     2g2f none none none 80
 *
 * Each `sfen` line opens a position; the lines after it are its moves, each
 * `move ponder value depth count` (ponder `none` when there is none; value, depth and count may
 * be `none`, empty or left out; a ` #` after the fields starts a comment). Lines starting with
 * `#` (other than the header) or `//` are comments.
 * The header is optional (ShogiHome and YaneuraOu read files without one), but a header of
 * another version is refused. A position is keyed by its SFEN without the move number, so the
 * same position reached at different plies is one entry. Pure: no file access here.
 */

import { commentWithTags, withTags } from './book-move-tags.ts';

/** The header line of the version this code reads and writes. */
export const DB2016_HEADER = '#YANEURAOU-DB2016 1.00';

/** One book move of a position. */
export interface BookMove {
  /** USI move, e.g. `7g7f`, `P*5e`, `8h2b+`. */
  move: string;
  /** The expected reply (USI), or null for `none`. */
  ponder: string | null;
  /** Evaluation after the move from the mover's side (centipawns), or null when unknown. */
  value: number | null;
  /** Search depth that gave `value`, or null when unknown. */
  depth: number | null;
  /** How often the move was played in the source games (1 when the file does not say). */
  count: number;
  /** The move's comment (DB2016: the text after ` #` on the move line), absent when none. */
  comment?: string;
  /** Marked "never play": kept in the book, never chosen by a book that plays (absent: false). */
  never?: boolean;
  /** The games' results after this move, from the mover's side (absent when not known). */
  results?: BookResults;
}

/** Wins, draws and losses of the games that played a book move, from the mover's side. */
export interface BookResults {
  win: number;
  draw: number;
  loss: number;
}

/** One position of a book and its moves, in the file's order. */
export interface BookEntry {
  /** The position's SFEN as the file wrote it, move number included. */
  sfen: string;
  moves: BookMove[];
}

/** Why a book file could not be read. */
export type BookErrorCode =
  | 'READ_FAILED'
  | 'BAD_HEADER'
  | 'BAD_SFEN'
  | 'MOVE_BEFORE_SFEN'
  | 'BAD_MOVE'
  | 'BAD_NUMBER'
  | 'BAD_FORMAT'
  | 'UNSUPPORTED_FORMAT'
  | 'NOT_SORTED';

/** A typed error naming the file and the 1-based line. */
export interface BookError {
  code: BookErrorCode;
  file: string;
  /** 1-based line number (0 when the whole file is at fault). */
  line: number;
  /** One line a user can read, file and line included. */
  message: string;
}

/** Result of {@link parseBook}. */
export type ParseBookResult = { ok: true; entries: BookEntry[] } | { ok: false; error: BookError };

/** USI move text: a board move with optional promotion, or a drop. */
const USI_MOVE = /^(?:[1-9][a-i][1-9][a-i]\+?|[PLNSGBR]\*[1-9][a-i])$/;

/** Piece letters of a board field. */
const PIECE_LETTERS = 'PLNSGBRKplnsgbrk';

/** The number of squares a rank's text covers, or -1 when it holds something else. */
function rankSquares(rank: string): number {
  let n = 0;
  for (let i = 0; i < rank.length; i++) {
    const ch = rank[i]!;
    if (ch >= '1' && ch <= '9') n += ch.charCodeAt(0) - 48;
    else if (PIECE_LETTERS.includes(ch)) n++;
    else if (ch !== '+' || !PIECE_LETTERS.includes(rank[i + 1] ?? '')) return -1;
  }
  return n;
}

/**
 * Checks an SFEN's shape (board, turn, hands, optional move number, nine ranks of nine squares);
 * null when it is well formed. Why not the rules core's full parser: it costs tens of
 * microseconds a position, a second for a large book at every engine start; a position that is
 * well formed but illegal is simply never reached by play.
 */
export function sfenShapeError(sfen: string): string | null {
  const [board, turn, hands, ply, extra] = sfen.split(' ');
  if (board === undefined || turn === undefined || hands === undefined || extra !== undefined)
    return `expected "board turn hands [move number]", got "${sfen}"`;
  const ranks = board.split('/');
  if (ranks.length !== 9) return `the board has ${ranks.length} ranks, expected 9`;
  for (const r of ranks) if (rankSquares(r) !== 9) return `rank "${r}" is not nine squares`;
  if (turn !== 'b' && turn !== 'w') return `turn must be b or w, got "${turn}"`;
  if (hands !== '-' && !/^(?:\d{0,2}[PLNSGBRplnsgbr])+$/.test(hands)) return `bad hands "${hands}"`;
  if (ply !== undefined && !/^[1-9]\d{0,8}$/.test(ply)) return `bad move number "${ply}"`;
  return null;
}

/** The SFEN without its move number: the key that merges one position reached at different plies. */
export function bookKey(sfen: string): string {
  const fields = sfen.trim().split(/\s+/);
  if (fields[0] === 'sfen') fields.shift();
  return fields.slice(0, 3).join(' ');
}

/** Builds the error value (why a helper: every message names file and line the same way). */
function fail(
  code: BookErrorCode,
  file: string,
  line: number,
  what: string,
): { ok: false; error: BookError } {
  return { ok: false, error: { code, file, line, message: `${file}:${line}: ${what}` } };
}

/** Reads an optional integer field: absent or `none` gives null; anything else not an integer is an error. */
function optionalInt(text: string | undefined): number | null | undefined {
  if (text === undefined || text === '' || text === 'none') return null;
  return /^[+-]?\d{1,12}$/.test(text) ? Number(text) : undefined;
}

/**
 * The fields of a move line, a trailing `#` comment removed. Fields are split on single spaces
 * first, because ShogiHome writes an unknown value and depth as empty fields (`7i6h none   8`);
 * a line with more than five fields that way is split on runs of whitespace instead.
 */
function moveFields(line: string): string[] {
  const body = line.replace(/\s#.*$/, '').trim();
  const single = body.split(' ');
  return single.length <= 5 ? single : body.split(/\s+/);
}

/** The comment after ` #` on a move line, or undefined when it has none. */
function moveComment(line: string): string | undefined {
  const m = /\s#\s?(.*)$/.exec(line);
  return m && m[1]!.trim() !== '' ? m[1]!.trim() : undefined;
}

/** Parses one move line; a string is the reason it is malformed. */
function parseMoveLine(tokens: string[]): BookMove | { error: BookErrorCode; what: string } {
  const [move, ponder, ...numbers] = tokens as [string, string | undefined, ...string[]];
  if (!USI_MOVE.test(move)) return { error: 'BAD_MOVE', what: `"${move}" is not a USI move` };
  if (ponder !== undefined && ponder !== 'none' && !USI_MOVE.test(ponder))
    return { error: 'BAD_MOVE', what: `ponder "${ponder}" is not a USI move or none` };
  if (numbers.length > 3)
    return {
      error: 'BAD_MOVE',
      what: `expected "move ponder value depth count", got ${tokens.length} fields`,
    };
  const [value, depth, count] = numbers.map(optionalInt);
  const names = ['value', 'depth', 'count'];
  const bad = [value, depth, count].findIndex(
    (v, i) => v === undefined && numbers[i] !== undefined,
  );
  if (bad >= 0)
    return {
      error: 'BAD_NUMBER',
      what: `${names[bad]} "${numbers[bad]}" is not an integer or none`,
    };
  if (count !== undefined && count !== null && count < 0)
    return { error: 'BAD_NUMBER', what: `count ${count} is negative` };
  return {
    move,
    ponder: ponder === undefined || ponder === 'none' ? null : ponder,
    value: value ?? null,
    depth: depth ?? null,
    count: count ?? 1,
  };
}

/**
 * Parses book text (a BOM and CRLF are accepted). `file` only names the source in errors.
 * Positions are checked as SFEN; whether a move is legal is left to the prober, as a book may
 * hold moves of another rule set and one bad move should not cost the whole book.
 */
export function parseBook(text: string, file: string): ParseBookResult {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const entries: BookEntry[] = [];
  let current: BookEntry | null = null;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!.trim();
    const n = i + 1;
    if (line.startsWith('#YANEURAOU-DB')) {
      if (i !== 0 || line !== DB2016_HEADER)
        return fail(
          'BAD_HEADER',
          file,
          n,
          `unsupported header "${line}" (expected "${DB2016_HEADER}" on line 1)`,
        );
      continue;
    }
    if (line === '' || line.startsWith('#') || line.startsWith('//')) continue;
    if (line.startsWith('sfen ')) {
      const sfen = line.slice(5).trim().replace(/\s+/g, ' ');
      const why = sfenShapeError(sfen);
      if (why) return fail('BAD_SFEN', file, n, `bad position: ${why}`);
      current = { sfen, moves: [] };
      entries.push(current);
      continue;
    }
    if (current === null)
      return fail('MOVE_BEFORE_SFEN', file, n, `"${line}" comes before any "sfen" line`);
    const parsed = parseMoveLine(moveFields(line));
    if ('error' in parsed) return fail(parsed.error, file, n, parsed.what);
    current.moves.push(withTags(parsed, moveComment(line)));
  }
  return { ok: true, entries };
}

/**
 * Writes one move line, `none` for the unknown fields, the comment (one line) after ` #`, led by
 * the tags of what DB2016 has no field for (book-move-tags.ts).
 */
export function formatMove(m: BookMove): string {
  const opt = (v: number | null): string => (v === null ? 'none' : String(v));
  const line = `${m.move} ${m.ponder ?? 'none'} ${opt(m.value)} ${opt(m.depth)} ${m.count}`;
  const comment = commentWithTags(m);
  return comment ? `${line} #${comment}` : line;
}

/**
 * Writes a book: the header, then the entries sorted by SFEN key (the order YaneuraOu's readers
 * can search by bisection), each entry's moves in the order given. Entries without moves are left out.
 */
export function formatBook(entries: readonly BookEntry[]): string {
  // Why keys first: a comparator that splits both SFENs costs seconds on a million positions.
  const sorted = entries
    .filter((e) => e.moves.length > 0)
    .map((e) => ({ key: bookKey(e.sfen), e }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const out = [DB2016_HEADER];
  for (const { e } of sorted) {
    out.push(`sfen ${e.sfen}`);
    for (const m of e.moves) out.push(formatMove(m));
  }
  return `${out.join('\n')}\n`;
}
