/**
 * CSA (V2, V2.2, V3) reading through tsshogi, split into games at `/` separator lines (why:
 * tsshogi reads only the first game of a multi-game file).
 */
import { Record, importCSA } from 'tsshogi';
import type { DeferredGame, ParsedGame, ParseOutcome } from './parsed-game.ts';
import { isCleanCsaGame } from './csa-quick-check.ts';
import { compactStrings } from './tree.ts';
import { scanCsa } from './scan-csa.ts';
import { csaEventAsTournament } from './csa-event.ts';

/** tsshogi's CSA reader with `$EVENT` read as 棋戦 (see `csaEventAsTournament`). */
function readCsa(text: string): Record | Error {
  const record = importCSA(text);
  if (!(record instanceof Error)) csaEventAsTournament(record);
  return record;
}

/** True if a CSA chunk states a start position (`PI`, `P1`…`P9`, `P+`/`P-`, or a turn line). */
function hasPosition(lines: string[]): boolean {
  return lines.some((l) => /^(?:PI|P[1-9+-]|[+-]$)/.test(l));
}

/**
 * Swaps `%+ILLEGAL_ACTION` and `%-ILLEGAL_ACTION` before tsshogi reads them (why: tsshogi 2.2
 * reads them the wrong way round — `%-ILLEGAL_ACTION` with black to move is white's foul, so
 * black wins, but tsshogi records 反則負け — and swapping the sign gives exactly the right result).
 */
export function fixIllegalActionSign(line: string): string {
  return line.replace(
    /%([+-])ILLEGAL_ACTION/,
    (_, s: string) => `%${s === '+' ? '-' : '+'}ILLEGAL_ACTION`,
  );
}

/**
 * Reads the server result line `#TIME_UP` as the `%TIME_UP` ending when the game has no `%`
 * ending of its own (why: WCSC relays of 2012–13 end time-outs only with that server line).
 */
function serverTimeUp(lines: string[]): string[] {
  const out = lines.slice();
  for (let i = 0; i < out.length; i++) {
    if (out[i]!.trim() !== '#TIME_UP') continue;
    const prev = out
      .slice(0, i)
      .reverse()
      .find((l) => l.trim() !== '' && !l.startsWith("'"));
    if (prev && !prev.startsWith('%')) out[i] = '%TIME_UP';
  }
  return out;
}

/** The record of a game the quick check proved clean (its parse cannot fail). */
function cleanRecord(lines: string[]): Record {
  const record = readCsa(lines.join('\n'));
  if (record instanceof Error)
    throw new Error(`a clean CSA game failed to parse: ${record.message}`);
  compactStrings(record);
  return record;
}

/**
 * Parses one game chunk whose first line is text line `firstLine`. With `defer`, a game the
 * quick check proves clean is returned unbuilt.
 */
function parseChunk(
  rawLines: string[],
  firstLine: number,
  defer: boolean,
): ParsedGame | DeferredGame {
  const lines = serverTimeUp(rawLines.map(fixIllegalActionSign));
  const scan = scanCsa(lines);
  if (defer && isCleanCsaGame(lines, scan)) return { deferred: () => cleanRecord(lines) };
  const parsePrefix = (n: number): Record | Error => readCsa(lines.slice(0, n).join('\n'));
  const record = readCsa(lines.join('\n'));
  if (!(record instanceof Error)) compactStrings(record);
  const game = {
    firstLine,
    lineCount: lines.length,
    parsePrefix,
    toTextLine: (n: number) => firstLine + n - 1,
    hasPosition: hasPosition(lines),
    lines,
    format: 'csa' as const,
    parseText: readCsa,
    scan,
  };
  return record instanceof Error
    ? { ...game, record: new Record(), failure: record }
    : { ...game, record };
}

/** The [start, end) line ranges of the `/`-separated games that hold more than comments. */
function gameRanges(lines: string[]): [number, number][] {
  const ranges: [number, number][] = [];
  let start = 0;
  for (let i = 0; i <= lines.length; i++) {
    if (i < lines.length && lines[i]!.trim() !== '/') continue;
    let content = false;
    for (let k = start; k < i && !content; k++)
      content = lines[k]!.trim() !== '' && !lines[k]!.startsWith("'");
    if (content) ranges.push([start, i]);
    start = i + 1;
  }
  return ranges;
}

/**
 * Parses the games one at a time (why: a file of thousands of games is never all in parsed
 * form at once). In a file of several games, clean games are deferred (see `DeferredGame`).
 */
function* parseGames(
  lines: string[],
  ranges: [number, number][],
): Generator<ParsedGame | DeferredGame> {
  const defer = ranges.length > 1;
  for (const [start, end] of ranges) yield parseChunk(lines.slice(start, end), start + 1, defer);
}

/**
 * Parses a CSA text (LF line endings) into one game per `/`-separated section. The games are
 * parsed as the caller iterates (streaming), so each can be checked and its working data
 * dropped before the next is read.
 */
export function parseCsa(text: string): ParseOutcome {
  const lines = text.split('\n');
  const ranges = gameRanges(lines);
  return { ok: true, count: ranges.length, games: parseGames(lines, ranges) };
}
