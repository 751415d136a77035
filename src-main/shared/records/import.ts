/**
 * The import pipeline: decode → detect → parse → validate every branch with the rules core.
 * Errors are typed values that name the line, the move number and the move text, and carry
 * the valid part before the error.
 */
import { Color, Move, type ImmutableNode, type Record } from 'tsshogi';
import { decodeRecordBytes } from './decode.ts';
import { detectFormat } from './detect.ts';
import {
  bisectFirst,
  describeParseError,
  type ParsedGame,
  type ParseOutcome,
} from './parsed-game.ts';
import { parseKakinoki } from './parse-kakinoki.ts';
import { parseCsa } from './parse-csa.ts';
import { parseJkf } from './parse-jkf.ts';
import { parseUsen, parseUsiLines } from './parse-usi.ts';
import { countNodes, nodeAtPath, pathOf, pruneAt, sameMove } from './tree.ts';
import { validateRecord, type Violation } from './validate.ts';
import { convertFoulEndings } from './foul-ending.ts';
import { firstPieceMismatch } from './piece-check.ts';
import { afterEndingReason, type LineFault } from './line-scan.ts';
import { failureDetail, ki2MarkMismatch } from './parse-failure.ts';
import { tallyMismatch } from './tally-check.ts';
import { byteLimitError, moveLimitError, type ImportLimits } from './limits.ts';
import type { ImportError, ImportResult, RecordFormat, TextEncoding } from './types.ts';

const EMPTY_MESSAGE = 'no position or moves found';
/** Lines-ignored warnings listed one by one per game; the rest are counted. */
const MAX_SKIPPED_WARNINGS = 10;

/** Parses a decoded text in a known format. */
export function parseFormat(text: string, format: RecordFormat): ParseOutcome {
  switch (format) {
    case 'kif':
    case 'ki2':
      return parseKakinoki(text, format);
    case 'csa':
      return parseCsa(text);
    case 'jkf':
      return parseJkf(text);
    case 'usen':
      return parseUsen(text);
    default:
      return parseUsiLines(text);
  }
}

/** The text line that holds a node, found by re-parsing ever longer prefixes of the chunk. */
function lineOfNode(game: ParsedGame, v: Pick<Violation, 'node' | 'path'>): number | undefined {
  if (!game.parsePrefix) return game.lineCount > 0 ? game.toTextLine(1) : undefined;
  const n = bisectFirst(game.lineCount, (k) => {
    const r = game.parsePrefix!(k);
    if (r instanceof Error) return true;
    const node = nodeAtPath(r, v.path);
    return node !== null && sameMove(node, v.node);
  });
  return n <= game.lineCount ? game.toTextLine(n) : undefined;
}

/** Turns a chunk that failed to parse into an error naming its first bad line. */
function parseFailure(game: ParsedGame, gameIndex: number): ImportError {
  const n = bisectFirst(game.lineCount, (k) => game.parsePrefix!(k) instanceof Error);
  const failing = game.parsePrefix!(n);
  const error = failing instanceof Error ? failing : game.failure!;
  const line = game.toTextLine(Math.min(n, game.lineCount));
  const before = n > 1 ? game.parsePrefix!(n - 1) : null;
  const partial = before && !(before instanceof Error) ? validPart(before) : undefined;
  const data = (error as Error & { data?: string }).data?.trim();
  const detail =
    game.format && game.lines && game.parseText
      ? failureDetail(game.format, game.lines, n, data, game.parseText)
      : {};
  const moveText = detail.moveText ?? data;
  const ply = detail.ply ?? game.plyOfLine?.(n);
  const where = `line ${line}${ply !== undefined ? `, move ${ply}` : ''}${moveText !== undefined ? ` "${moveText}"` : ''}`;
  return {
    code: detail.reason ? 'ILLEGAL_MOVE' : 'PARSE',
    line,
    ply,
    moveText,
    gameIndex,
    partial: partial && countNodes(partial) > 0 ? partial : undefined,
    message: `${where}: ${detail.reason ?? describeParseError(error)}`,
  };
}

/** Removes every illegal subtree so what remains is fully valid (the `partial` of an error). */
function validPart(record: Record): Record {
  const result = validateRecord(record);
  if (result.positionError !== null) return record;
  for (const v of result.violations.slice().reverse()) pruneAt(record, v.node);
  return record;
}

/**
 * The first node tsshogi kept as a free-text ending although its text is a move it could not
 * read (why: tsshogi turns "７七歩成(XX)" into an unknown special move instead of an error).
 */
function unreadableMove(record: Record): ImmutableNode | null {
  let found: ImmutableNode | null = null;
  record.forEach((node) => {
    const m = node.move;
    if (
      !found &&
      !(m instanceof Move) &&
      'name' in m &&
      /^(?:[１-９1-9][一二三四五六七八九]|同)/.test(m.name)
    )
      found = node;
  });
  return found;
}

/** A PARSE error for an unreadable move, with its line and the valid part before it. */
function unreadableError(game: ParsedGame, node: ImmutableNode, gameIndex: number): ImportError {
  const path = pathOf(node);
  const v = {
    node,
    path,
    ply: node.ply,
    moveText: 'name' in node.move ? (node.move as { name: string }).name : '',
    reason: '',
  };
  const line = lineOfNode(game, v);
  pruneAt(game.record, node);
  return {
    code: 'PARSE',
    line,
    ply: node.ply,
    moveText: v.moveText,
    gameIndex,
    partial: validPart(game.record),
    message: `${line !== undefined ? `line ${line}, ` : ''}move ${node.ply} "${v.moveText}": cannot read this move`,
  };
}

/**
 * A parser error that carries the moves before it (USI lines) may hide an earlier illegal
 * move, which is then the first error of the file; otherwise the partial is made valid.
 */
function earlierViolation(error: ImportError): ImportError {
  if (!error.partial) return error;
  const result = validateRecord(error.partial);
  const first = result.positionError === null ? result.violations[0] : undefined;
  if (!first) return error;
  const partial = validPart(error.partial);
  const where = `${error.line !== undefined ? `line ${error.line}, ` : ''}move ${first.ply} "${first.moveText}"`;
  return {
    ...error,
    code: 'ILLEGAL_MOVE',
    ply: first.ply,
    moveText: first.moveText,
    partial,
    message: `${where}: ${first.reason}`,
  };
}

/** An error for a move fault at a known text line, with the valid part of `record` before it. */
function moveError(
  record: Record,
  node: ImmutableNode | null,
  line: number | undefined,
  ply: number,
  moveText: string,
  reason: string,
  gameIndex: number,
): ImportError {
  if (node) pruneAt(record, node);
  const partial = validPart(record);
  const where = `${line !== undefined ? `line ${line}, ` : ''}move ${ply} "${moveText}"`;
  return {
    code: 'ILLEGAL_MOVE',
    line,
    ply,
    moveText,
    gameIndex,
    partial: countNodes(partial) > 0 ? partial : undefined,
    message: `${where}: ${reason}`,
  };
}

/**
 * The first move fault of a parsed record: a move the rules refuse, or a move (of any branch
 * in KIF) whose text names another piece than tsshogi moved, whichever comes first in the text. Null if
 * none; a refused start position is an ILLEGAL_POSITION error. Foul endings become warnings.
 */
function moveFault(
  game: ParsedGame,
  record: Record,
  gameIndex: number,
  warnings: string[],
): ImportError | null {
  const result = validateRecord(record);
  if (result.positionError !== null) {
    return {
      code: 'ILLEGAL_POSITION',
      gameIndex,
      line: game.firstLine,
      message: `the start position is illegal: ${result.positionError}`,
    };
  }
  if (result.positionWarning) warnings.push(result.positionWarning);
  const { rest, warnings: fouls } = convertFoulEndings(record, result.violations);
  warnings.push(...fouls);
  const mismatch = game.scan ? firstPieceMismatch(record, game.scan) : null;
  const first = rest[0];
  const violationLine = first ? lineOfNode(game, first) : undefined;
  const mismatchLine = mismatch ? game.toTextLine(mismatch.move.line) : undefined;
  if (mismatch && (!first || violationLine === undefined || mismatchLine! <= violationLine)) {
    return moveError(
      record,
      mismatch.node,
      mismatchLine,
      mismatch.move.ply,
      mismatch.move.text,
      mismatch.reason,
      gameIndex,
    );
  }
  if (!first) return null;
  for (const v of rest.slice(1).reverse()) pruneAt(record, v.node);
  return moveError(
    record,
    first.node,
    violationLine,
    first.ply,
    first.moveText,
    first.reason,
    gameIndex,
  );
}

/** An error for the scan's fault, with the valid part of the text before its line. */
function scanFaultError(
  game: ParsedGame,
  fault: LineFault,
  before: Record | null,
  gameIndex: number,
): ImportError {
  const line = game.toTextLine(fault.line);
  const partial = before ? validPart(before) : undefined;
  // The scan numbers the lines of its chunk; the message numbers those of the file.
  const reason = fault.ended
    ? afterEndingReason({ ...fault.ended, line: game.toTextLine(fault.ended.line) })
    : fault.reason;
  const where = `line ${line}${fault.ply !== undefined ? `, move ${fault.ply}` : ''}${fault.moveText !== undefined ? ` "${fault.moveText}"` : ''}`;
  return {
    code: 'PARSE',
    line,
    ply: fault.ply,
    moveText: fault.moveText,
    gameIndex,
    partial: partial && countNodes(partial) > 0 ? partial : undefined,
    message: `${where}: ${reason}`,
  };
}

/**
 * An illegal move before the bad move on the bad line of a KI2 text (why: a KI2 line holds
 * several moves; tsshogi may read one leniently, e.g. a pawn dropped on an occupied square,
 * and fail only on the next one of the same line). Null if there is none.
 */
function faultEarlierOnLine(game: ParsedGame, cut: number, gameIndex: number): ImportError | null {
  if (!game.lines || !game.parseText || cut > game.lines.length) return null;
  const head = game.lines.slice(0, cut - 1);
  const moves = game.lines[cut - 1]!.split(/(?=[▲△▼▽☗☖])/);
  // The longest run of the line's moves tsshogi can read, then the rules on it.
  for (let i = moves.length - 1; i >= 1; i--) {
    const r = game.parseText([...head, moves.slice(0, i).join('')].join('\n'));
    if (r instanceof Error) continue;
    const fault = moveFault(game, r, gameIndex, []);
    return fault && fault.code === 'ILLEGAL_MOVE' ? fault : null;
  }
  return null;
}

/**
 * The first fault of a game whose text has a bad line (found by our scan or where tsshogi
 * stopped): a move fault before that line if there is one (why: tsshogi reads some illegal
 * moves leniently and stops only moves later), else the bad line itself.
 */
function cutFault(game: ParsedGame, gameIndex: number): ImportError | null {
  const scanned = game.scan?.fault ?? null;
  const failedAt =
    game.failure && game.parsePrefix
      ? bisectFirst(game.lineCount, (k) => game.parsePrefix!(k) instanceof Error)
      : undefined;
  if (!scanned && failedAt === undefined) return null;
  const cut = Math.min(scanned?.line ?? Infinity, failedAt ?? Infinity);
  const parsedBefore = cut > 1 && game.parsePrefix ? game.parsePrefix(cut - 1) : null;
  const before = parsedBefore instanceof Error ? null : parsedBefore;
  if (before) {
    const earlier = moveFault(game, before, gameIndex, []);
    if (earlier && earlier.code === 'ILLEGAL_MOVE') return earlier;
  }
  const sameLine = game.format === 'ki2' ? faultEarlierOnLine(game, cut, gameIndex) : null;
  if (sameLine) return sameLine;
  if (scanned && scanned.line === cut)
    return scanFaultError(
      game,
      scanned,
      before ? (game.parsePrefix!(cut - 1) as Record) : null,
      gameIndex,
    );
  return game.failure ? parseFailure(game, gameIndex) : null;
}

/** Validates one parsed game; an error for its first fault, else null (warnings go to `warnings`). */
function checkGame(game: ParsedGame, gameIndex: number, warnings: string[]): ImportError | null {
  const skipped = game.scan?.skipped ?? [];
  // The first few by line, then a count (why: a notice of a thousand lines helps nobody).
  for (const s of skipped.slice(0, MAX_SKIPPED_WARNINGS))
    warnings.push(`line ${game.toTextLine(s.line)}: ${s.reason}`);
  if (skipped.length > MAX_SKIPPED_WARNINGS)
    warnings.push(`and ${skipped.length - MAX_SKIPPED_WARNINGS} more lines ignored`);
  const cut = cutFault(game, gameIndex);
  if (cut) return cut;
  if (game.failure) return parseFailure(game, gameIndex);
  if (!game.hasPosition && countNodes(game.record) === 0)
    return { code: 'EMPTY', gameIndex, message: EMPTY_MESSAGE };
  const unreadable = unreadableMove(game.record);
  if (unreadable) return unreadableError(game, unreadable, gameIndex);
  const mark =
    game.format === 'ki2' && game.lines
      ? ki2MarkMismatch(game.lines, game.record.initialPosition.color === Color.BLACK)
      : null;
  if (mark) {
    const line = game.toTextLine(mark.line);
    const turn = mark.toMove === Color.BLACK ? 'black' : 'white';
    return {
      code: 'ILLEGAL_MOVE',
      line,
      ply: mark.ply,
      moveText: mark.text,
      gameIndex,
      message: `line ${line}, move ${mark.ply} "${mark.text}": it is ${turn}'s turn`,
    };
  }
  return moveFault(game, game.record, gameIndex, warnings) ?? tallyFault(game, gameIndex);
}

/** A PARSE error at the `まで…手` line when it disagrees with the moves, else null. */
function tallyFault(game: ParsedGame, gameIndex: number): ImportError | null {
  const reason = game.scan ? tallyMismatch(game.record, game.scan) : null;
  if (!reason) return null;
  const line = game.toTextLine(game.scan!.tally!.line);
  // The valid part keeps the moves but not the ending whose result is in doubt.
  const last = game.record.moves.at(-1);
  if (last && !(last.move instanceof Move)) pruneAt(game.record, last);
  return {
    code: 'PARSE',
    line,
    gameIndex,
    partial: countNodes(game.record) > 0 ? game.record : undefined,
    message: `line ${line}: ${reason}`,
  };
}

/**
 * Imports a decoded text: detects the format, parses and validates every game. A library
 * exception on malformed input becomes a PARSE error (why: bad files are expected input, and
 * the app must not crash on them).
 */
export function importDecodedText(
  text: string,
  encoding: TextEncoding,
  warnings: string[] = [],
  fileName?: string,
  limits: ImportLimits = {},
): ImportResult {
  try {
    return importUnguarded(text, encoding, warnings, fileName, limits);
  } catch (e) {
    return {
      ok: false,
      encoding,
      error: { code: 'PARSE', message: `cannot read this text: ${(e as Error).message}` },
    };
  }
}

/**
 * Appends a record that is built when first read: a getter that replaces itself with the
 * record (why: a caller that opens one game of thousands pays for that one only).
 */
function addDeferred(records: Record[], build: () => Record): void {
  const i = records.length;
  Object.defineProperty(records, i, {
    configurable: true,
    enumerable: true,
    get() {
      const value = build();
      Object.defineProperty(records, i, {
        value,
        writable: true,
        configurable: true,
        enumerable: true,
      });
      return value;
    },
  });
}

/** `importDecodedText` without the exception guard. */
function importUnguarded(
  text: string,
  encoding: TextEncoding,
  warnings: string[],
  fileName: string | undefined,
  limits: ImportLimits,
): ImportResult {
  const tooBig = byteLimitError(text.length, limits);
  if (tooBig) return { ok: false, encoding, error: tooBig };
  const format = detectFormat(text, fileName && /\.ki2u?$/i.test(fileName) ? 'ki2' : undefined);
  if (format === null)
    return { ok: false, encoding, error: { code: 'EMPTY', message: EMPTY_MESSAGE } };
  if (format === 'yaneuraou-book') {
    return {
      ok: false,
      encoding,
      error: {
        code: 'UNSUPPORTED_FORMAT',
        message: 'this is a YaneuraOu opening book, not a game record',
      },
    };
  }
  const tooMany = moveLimitError(text, format, limits);
  if (tooMany) return { ok: false, format, encoding, error: tooMany };
  const parsed = parseFormat(text, format);
  if (!parsed.ok) return { ok: false, format, encoding, error: earlierViolation(parsed.error) };
  if (parsed.count === 0)
    return { ok: false, format, encoding, error: { code: 'EMPTY', message: EMPTY_MESSAGE } };
  const records: Record[] = [];
  for (const game of parsed.games) {
    const i = records.length;
    if ('deferred' in game) {
      addDeferred(records, game.deferred);
      continue;
    }
    const error = checkGame(game, i, warnings);
    if (error) {
      if (parsed.count > 1) error.message = `game ${i + 1}: ${error.message}`;
      return { ok: false, format, encoding, error };
    }
    records.push(game.record);
  }
  return { ok: true, format, encoding, warnings, records };
}

/** Imports record text (e.g. pasted from the clipboard): any format, detected by content. */
export function importRecordText(text: string, limits: ImportLimits = {}): ImportResult {
  return importDecodedText(
    text.replace(/^\uFEFF/, '').replace(/\r\n|\r|\u0085/g, '\n'),
    'utf-8',
    [],
    undefined,
    limits,
  );
}

/**
 * Imports a record file's bytes. The file name only helps decoding (`.kifu`/`.ki2u` are UTF-8);
 * the format is detected from the content. Files over the byte limit are refused before decoding.
 */
export function importRecord(
  bytes: Uint8Array,
  fileName?: string,
  limits: ImportLimits = {},
): ImportResult {
  const tooBig = byteLimitError(bytes.length, limits);
  if (tooBig) return { ok: false, error: tooBig };
  const decoded = decodeRecordBytes(bytes, fileName);
  if (!decoded.ok) return { ok: false, error: decoded.error };
  return importDecodedText(decoded.text, decoded.encoding, decoded.warnings, fileName, limits);
}
