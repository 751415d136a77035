/**
 * USI/SFEN text: one game per line. Accepts `position startpos|sfen … [moves …]`, the same
 * without `position`, `moves …` alone, a bare SFEN, and a bare list of USI moves (from the
 * start position, as game dumps write them). Every token is checked; nothing is skipped silently.
 */
import { InitialPositionSFEN, Position, Record, SpecialMoveType } from 'tsshogi';
import type { ImportError } from './types.ts';
import type { ParsedGame, ParseOutcome } from './parsed-game.ts';
import { BARE_SFEN_LINE, BARE_USI_LINE } from './detect.ts';
import { setFirstMoveNumber, sfenMoveNumber } from './move-number.ts';

const USI_MOVE = /^(?:[1-9][a-i][1-9][a-i]\+?|[PLNSGBR]\*[1-9][a-i])$/;
const SPECIALS: { [token: string]: SpecialMoveType } = {
  resign: SpecialMoveType.RESIGN,
  win: SpecialMoveType.ENTERING_OF_KING,
  draw: SpecialMoveType.DRAW,
  rep_draw: SpecialMoveType.REPETITION_DRAW,
};

/** Splits a line into its SFEN (or null for startpos) and its move tokens. */
function splitLine(line: string): { sfen: string; moves: string[] } | string {
  const t = line.replace(/^position +/, '').split(/ +/);
  if (BARE_USI_LINE.test(line)) return { sfen: InitialPositionSFEN.STANDARD, moves: t };
  if (BARE_SFEN_LINE.test(line)) return { sfen: line, moves: [] };
  let i = 0;
  let sfen: string = InitialPositionSFEN.STANDARD;
  if (t[0] === 'startpos') i = 1;
  else if (t[0] === 'sfen') {
    const end = t[5] === undefined || t[5] === 'moves' ? 5 : t[4] === 'moves' ? 4 : -1;
    if (end < 0) return 'cannot read the SFEN';
    sfen = t.slice(1, end).join(' ');
    i = end;
  } else if (t[0] !== 'moves') return 'expected "position", "startpos", "sfen" or "moves"';
  if (i < t.length && t[i] !== 'moves') return `expected "moves" but found "${t[i]}"`;
  return { sfen, moves: t.slice(i + 1) };
}

/** Builds the record of one line; an error names the token. */
function parseLine(line: string, lineNo: number): Record | ImportError {
  const split = splitLine(line);
  if (typeof split === 'string')
    return { code: 'PARSE', line: lineNo, message: `line ${lineNo}: ${split}` };
  const pos = Position.newBySFEN(split.sfen);
  if (!pos)
    return {
      code: 'PARSE',
      line: lineNo,
      message: `line ${lineNo}: cannot read the SFEN "${split.sfen}"`,
    };
  const record = new Record(pos);
  // Why: "… w - 2" means the first move is move 2, which tsshogi would number 1.
  setFirstMoveNumber(record, sfenMoveNumber(split.sfen));
  for (let k = 0; k < split.moves.length; k++) {
    const token = split.moves[k]!;
    const ply = k + 1;
    if (SPECIALS[token]) {
      record.append(SPECIALS[token]!, { ignoreValidation: true });
      break;
    }
    const where = `line ${lineNo}, move ${ply} "${token}"`;
    if (!USI_MOVE.test(token))
      return {
        code: 'PARSE',
        line: lineNo,
        ply,
        moveText: token,
        message: `${where}: not a USI move`,
      };
    const move = record.position.createMoveByUSI(token);
    if (!move) {
      return {
        code: 'ILLEGAL_MOVE',
        line: lineNo,
        ply,
        moveText: token,
        partial: record,
        message: `${where}: there is no piece on ${token.slice(0, 2)}`,
      };
    }
    record.append(move, { ignoreValidation: true });
  }
  record.goto(0);
  return record;
}

/** Parses USI/SFEN text (LF line endings): one game per non-empty line. */
export function parseUsiLines(text: string): ParseOutcome {
  const games: ParsedGame[] = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!.trim();
    if (line === '' || line.startsWith('#')) continue;
    const result = parseLine(line, i + 1);
    if (!(result instanceof Record))
      return { ok: false, error: { ...result, gameIndex: games.length } };
    games.push({
      record: result,
      firstLine: i + 1,
      lineCount: 1,
      toTextLine: () => i + 1,
      hasPosition: true,
    });
  }
  return { ok: true, count: games.length, games };
}

/** Parses a USEN string (one game, the URL-safe notation). */
export function parseUsen(text: string): ParseOutcome {
  const record = Record.newByUSEN(text.trim());
  if (record instanceof Error)
    return {
      ok: false,
      error: { code: 'PARSE', line: 1, message: `line 1: cannot read the USEN text` },
    };
  return {
    ok: true,
    count: 1,
    games: [{ record, firstLine: 1, lineCount: 0, toTextLine: () => 1, hasPosition: true }],
  };
}
