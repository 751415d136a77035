/**
 * What every format parser returns: tsshogi records plus the means to point at the line of
 * the file that holds a given node (why: error messages must name the line, and tsshogi
 * parsers do not keep line numbers).
 */
import type { Record } from 'tsshogi';
import type { ImportError } from './types.ts';
import type { LineScan } from './line-scan.ts';

/** One game read from a text, with line bookkeeping. */
export interface ParsedGame {
  record: Record;
  /** 1-based text line where the game's chunk starts. */
  firstLine: number;
  /** Number of lines in the chunk the parser saw (after any fix-up); 0 where lines do not locate moves (JKF, USEN). */
  lineCount: number;
  /** Parses only the first `n` lines of the chunk; absent where lines do not order moves (JKF, USEN). */
  parsePrefix?: (n: number) => Record | Error;
  /** Maps a 1-based chunk line (after fix-ups) to the 1-based line of the original text. */
  toTextLine: (chunkLine: number) => number;
  /** True if the chunk gave a start position explicitly (a header, a board, `PI`, an SFEN …). */
  hasPosition: boolean;
  /** The chunk's lines as parsed (after fix-ups) and their format, for error details. */
  lines?: string[];
  format?: 'kif' | 'ki2' | 'csa';
  /** Parses a whole text of the chunk's format (to reach the position before a bad line). */
  parseText?: (text: string) => Record | Error;
  /** The move a chunk line holds when a line is one move (JKF: element k of `moves` is move k). */
  plyOfLine?: (chunkLine: number) => number;
  /** Our own line scan of the chunk (KIF and CSA): the first bad line, skipped lines, written moves. */
  scan?: LineScan;
  /** Set when the whole chunk failed to parse; `record` is then empty and `parsePrefix` finds the line. */
  failure?: Error;
}

/**
 * A game the quick check proved clean (multi-game CSA): its record is built when first read
 * (why: building thousands of tsshogi records was most of a big file's load time).
 */
export interface DeferredGame {
  deferred: () => Record;
}

/** Result of parsing a text in one format. */
export type ParseOutcome =
  | {
      ok: true;
      /** How many games `games` yields. */
      count: number;
      /** The games in file order; may be parsed lazily as it is iterated (CSA), so iterate once. */
      games: Iterable<ParsedGame | DeferredGame>;
    }
  | { ok: false; error: ImportError };

/** The smallest n in [1, max] for which `test(n)` holds, assuming it is monotone; max + 1 if none. */
export function bisectFirst(max: number, test: (n: number) => boolean): number {
  let lo = 1;
  let hi = max + 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (test(mid)) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/** Words for tsshogi's error classes (why: their messages are the bad text only). */
export function describeParseError(e: Error): string {
  switch (e.name !== 'Error' ? e.name : e.constructor.name) {
    case 'InvalidMoveError':
      return 'cannot read this move';
    case 'InvalidLineError':
      return 'a position line after the moves started';
    case 'InvalidBoardError':
      return 'cannot read this board line';
    case 'InvalidHandPieceError':
      return 'cannot read a piece in hand';
    case 'InvalidTurnError':
      return 'the move is for the side not to move';
    case 'PieceNotExistsError':
      return 'the piece named is not on the origin square';
    case 'InvalidMoveNumberError':
      return 'bad move number';
    case 'InvalidDestinationError':
      return '"同" with no previous move';
    case 'InvalidPieceNameError':
      return 'unknown piece name';
    case 'InvalidUSIError':
      return 'cannot read this USI text';
    default:
      return e.message || 'cannot read this line';
  }
}
