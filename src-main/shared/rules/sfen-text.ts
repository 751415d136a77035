/**
 * SFEN text ⇄ a plain position description (`PositionSetup`). Kept apart from `Position` so
 * that `position.ts` and `sfen.ts` do not import each other.
 */
import {
  BISHOP,
  BLACK,
  GOLD,
  KING,
  KNIGHT,
  LANCE,
  PAWN,
  PROMOTE,
  ROOK,
  SILVER,
  SQUARE_NB,
  WHITE,
  canPromoteType,
  colorOf,
  handAdd,
  handCount,
  makePiece,
  rawType,
  typeOf,
} from './types.ts';
import type { Color, Hand, Piece, Variant } from './types.ts';

/** The codes of a malformed SFEN. */
export type SfenErrorCode =
  'SFEN_FIELDS' | 'SFEN_BOARD' | 'SFEN_HAND' | 'SFEN_TURN' | 'SFEN_MOVE_NUMBER' | 'SFEN_KINGS';

/** Why an SFEN was rejected: a code and a message saying what and where. */
export interface SfenError {
  code: SfenErrorCode;
  message: string;
}

/** A position as plain data. */
export interface PositionSetup {
  variant: Variant;
  /** Pieces by square (0 = empty), 81 entries even in minishogi. */
  board: Uint8Array;
  hands: [Hand, Hand];
  sideToMove: Color;
  /** SFEN move number (≥ 1). */
  moveNumber: number;
}

export const STARTPOS_SFEN = 'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1';
export const MINISHOGI_STARTPOS_SFEN = 'rbsgk/4p/5/P4/KGSBR b - 1';

const LETTERS = ' PLNSBRGK';
/** Hand order in SFEN text: rook, bishop, gold, silver, knight, lance, pawn. */
export const HAND_ORDER: readonly number[] = [ROOK, BISHOP, GOLD, SILVER, KNIGHT, LANCE, PAWN];
/** Which raw types exist in minishogi (non-zero). */
const MINI_SET = [0, 2, 0, 0, 2, 2, 2, 2, 2];
/**
 * Most pieces of a raw type a position may hold in total: what one packed hand field can count
 * (pawn 31, bishop/rook 3, others 7). More than a real set is allowed because composed perft
 * and problem positions use it (e.g. three rooks).
 */
const HAND_CAPACITY = [0, 31, 7, 7, 7, 3, 3, 7, 2];
const RANK_LETTERS = 'abcdefghi';

type Result<T> = { ok: true; value: T } | { ok: false; error: SfenError };
const fail = (code: SfenErrorCode, message: string): { ok: false; error: SfenError } => ({
  ok: false,
  error: { code, message },
});

/** The piece type of an SFEN letter (case-insensitive), 0 if unknown. */
function typeOfLetter(ch: string): number {
  const i = LETTERS.indexOf(ch.toUpperCase());
  return i > 0 ? i : 0;
}

/** Square name like "7g" for messages. */
function squareName(sq: number): string {
  return `${((sq / 9) | 0) + 1}${RANK_LETTERS[sq % 9]}`;
}

/** Parses the board field into `board` (must be zero-filled). */
function parseBoard(text: string, variant: Variant, board: Uint8Array): SfenError | null {
  const n = variant === 'minishogi' ? 5 : 9;
  const rows = text.split('/');
  if (rows.length !== n)
    return { code: 'SFEN_BOARD', message: `board has ${rows.length} ranks, expected ${n}` };
  for (let r = 0; r < n; r++) {
    const row = rows[r]!;
    let file = n;
    let promoted = false;
    for (let i = 0; i < row.length; i++) {
      const ch = row[i]!;
      const where = `rank ${RANK_LETTERS[r]} (“${row}”), character ${i + 1}`;
      if (ch >= '1' && ch <= '9') {
        if (promoted) return { code: 'SFEN_BOARD', message: `'+' before a digit at ${where}` };
        file -= ch.charCodeAt(0) - 48;
        if (file < 0) return { code: 'SFEN_BOARD', message: `too many squares at ${where}` };
        continue;
      }
      if (ch === '+') {
        if (promoted) return { code: 'SFEN_BOARD', message: `double '+' at ${where}` };
        promoted = true;
        continue;
      }
      const pt = typeOfLetter(ch);
      if (pt === 0)
        return { code: 'SFEN_BOARD', message: `unknown piece letter '${ch}' at ${where}` };
      if (variant === 'minishogi' && MINI_SET[pt] === 0) {
        return { code: 'SFEN_BOARD', message: `no '${ch}' in minishogi at ${where}` };
      }
      if (promoted && !canPromoteType(pt))
        return { code: 'SFEN_BOARD', message: `'${ch}' cannot promote at ${where}` };
      if (file <= 0) return { code: 'SFEN_BOARD', message: `too many squares at ${where}` };
      const c: Color = ch === ch.toUpperCase() ? BLACK : WHITE;
      board[(file - 1) * 9 + r] = makePiece(c, promoted ? pt + PROMOTE : pt);
      file--;
      promoted = false;
    }
    if (promoted)
      return { code: 'SFEN_BOARD', message: `dangling '+' at end of rank ${RANK_LETTERS[r]}` };
    if (file !== 0)
      return {
        code: 'SFEN_BOARD',
        message: `rank ${RANK_LETTERS[r]} (“${row}”) has ${n - file} squares, expected ${n}`,
      };
  }
  return null;
}

/** Options of `parseSetup` / `parseSfen`. */
export interface SfenOptions {
  /**
   * Accept two unpromoted pawns of one side on a file (nifu) on the board. Off by default: such
   * a position cannot arise in a game, but some generated or composed problems (九歩詰め) have it.
   * Dropping another pawn there stays illegal either way.
   */
  allowNifu?: boolean;
}

/** Rejects pieces that could never move and, unless allowed, nifu on the board. */
function checkBoardRules(
  board: Uint8Array,
  variant: Variant,
  options: SfenOptions,
): SfenError | null {
  const n = variant === 'minishogi' ? 5 : 9;
  const pawnFiles = [0, 0];
  for (let sq = 0; sq < SQUARE_NB; sq++) {
    const pc = board[sq]!;
    if (pc === 0) continue;
    const c = colorOf(pc);
    const pt = typeOf(pc);
    const rank = (sq % 9) + 1;
    const rel = c === BLACK ? rank : n + 1 - rank;
    if (((pt === PAWN || pt === LANCE) && rel === 1) || (pt === KNIGHT && rel <= 2)) {
      return {
        code: 'SFEN_BOARD',
        message: `${LETTERS[pt]} on ${squareName(sq)} could never move`,
      };
    }
    if (pt !== PAWN || options.allowNifu) continue;
    const bit = 1 << ((sq / 9) | 0);
    if (pawnFiles[c]! & bit)
      return {
        code: 'SFEN_BOARD',
        message: `two pawns of one side on file ${((sq / 9) | 0) + 1} (nifu)`,
      };
    pawnFiles[c]! |= bit;
  }
  return null;
}

/** Parses the hand field. */
function parseHands(text: string, variant: Variant): Result<[Hand, Hand]> {
  const hands: [Hand, Hand] = [0, 0];
  if (text === '-') return { ok: true, value: hands };
  let count = 0;
  let digits = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (ch >= '0' && ch <= '9') {
      digits += ch;
      continue;
    }
    const pt = typeOfLetter(ch);
    const where = `hand “${text}”, character ${i + 1}`;
    if (pt === 0 || pt === KING) return fail('SFEN_HAND', `'${ch}' cannot be in hand at ${where}`);
    if (variant === 'minishogi' && MINI_SET[pt] === 0)
      return fail('SFEN_HAND', `no '${ch}' in minishogi at ${where}`);
    count = digits === '' ? 1 : Number(digits);
    if (count < 1 || count > HAND_CAPACITY[pt]!)
      return fail('SFEN_HAND', `bad count ${digits} at ${where}`);
    digits = '';
    const c: Color = ch === ch.toUpperCase() ? BLACK : WHITE;
    for (let k = 0; k < count; k++) hands[c] = handAdd(hands[c], pt);
  }
  if (digits !== '')
    return fail('SFEN_HAND', `count ${digits} without a piece at the end of hand “${text}”`);
  return { ok: true, value: hands };
}

/** Checks piece totals (board + hands) against what a hand can hold, and the king count. */
function checkTotals(s: PositionSetup): SfenError | null {
  const set = HAND_CAPACITY;
  const totals = new Array<number>(9).fill(0);
  const kings = [0, 0];
  for (let sq = 0; sq < SQUARE_NB; sq++) {
    const pc = s.board[sq]!;
    if (pc === 0) continue;
    totals[rawType(typeOf(pc))]!++;
    if (typeOf(pc) === KING) kings[colorOf(pc)]!++;
  }
  if (kings[0]! > 1 || kings[1]! > 1)
    return { code: 'SFEN_KINGS', message: `a side has ${Math.max(kings[0]!, kings[1]!)} kings` };
  for (const pt of HAND_ORDER) {
    const inHands = handCount(s.hands[0], pt) + handCount(s.hands[1], pt);
    if (totals[pt]! + inHands > set[pt]!) {
      const code = inHands > 0 ? 'SFEN_HAND' : 'SFEN_BOARD';
      return {
        code,
        message: `${totals[pt]! + inHands} pieces of type ${LETTERS[pt]}, at most ${set[pt]} are supported`,
      };
    }
  }
  return null;
}

/** Parses an SFEN (optionally prefixed by "sfen"; the move number may be omitted, default 1). */
export function parseSetup(
  sfen: string,
  variant: Variant = 'shogi',
  options: SfenOptions = {},
): Result<PositionSetup> {
  const fields = sfen.trim().split(/\s+/);
  if (fields[0] === 'sfen') fields.shift();
  if (fields.length < 3 || fields.length > 4) {
    return fail(
      'SFEN_FIELDS',
      `expected 3 or 4 space-separated fields (board, turn, hand, move number), got ${fields.length}`,
    );
  }
  const board = new Uint8Array(SQUARE_NB);
  const boardError =
    parseBoard(fields[0]!, variant, board) ?? checkBoardRules(board, variant, options);
  if (boardError) return { ok: false, error: boardError };
  if (fields[1] !== 'b' && fields[1] !== 'w')
    return fail('SFEN_TURN', `turn must be 'b' or 'w', got '${fields[1]}'`);
  const hands = parseHands(fields[2]!, variant);
  if (!hands.ok) return hands;
  let moveNumber = 1;
  if (fields.length === 4) {
    if (!/^\d{1,9}$/.test(fields[3]!) || Number(fields[3]) < 1) {
      return fail('SFEN_MOVE_NUMBER', `move number must be a positive integer, got '${fields[3]}'`);
    }
    moveNumber = Number(fields[3]);
  }
  const setup: PositionSetup = {
    variant,
    board,
    hands: hands.value,
    sideToMove: fields[1] === 'b' ? BLACK : WHITE,
    moveNumber,
  };
  const totalsError = checkTotals(setup);
  if (totalsError) return { ok: false, error: totalsError };
  return { ok: true, value: setup };
}

/** Writes the board field. */
function formatBoard(board: ArrayLike<number>, n: number): string {
  const rows: string[] = [];
  for (let r = 0; r < n; r++) {
    let row = '';
    let empty = 0;
    for (let f = n; f >= 1; f--) {
      const pc: Piece = board[(f - 1) * 9 + r]!;
      if (pc === 0) {
        empty++;
        continue;
      }
      if (empty) row += String(empty);
      empty = 0;
      const pt = typeOf(pc);
      const letter = LETTERS[rawType(pt)]!;
      row += (pt > KING ? '+' : '') + (colorOf(pc) === BLACK ? letter : letter.toLowerCase());
    }
    if (empty) row += String(empty);
    rows.push(row);
  }
  return rows.join('/');
}

/** Writes the hand field ("-" when both are empty). */
export function formatHands(hands: readonly Hand[]): string {
  let out = '';
  for (const c of [BLACK, WHITE]) {
    for (const pt of HAND_ORDER) {
      const k = handCount(hands[c]!, pt);
      if (k === 0) continue;
      const letter = c === BLACK ? LETTERS[pt]! : LETTERS[pt]!.toLowerCase();
      out += (k > 1 ? String(k) : '') + letter;
    }
  }
  return out === '' ? '-' : out;
}

/** Formats a position description as SFEN with its move number. */
export function formatSetup(s: PositionSetup): string {
  const n = s.variant === 'minishogi' ? 5 : 9;
  return `${formatBoard(s.board, n)} ${s.sideToMove === BLACK ? 'b' : 'w'} ${formatHands(s.hands)} ${s.moveNumber}`;
}

/** USI name of a square ("7g"). */
export function squareToUsi(sq: number): string {
  return squareName(sq);
}

/** Square from USI text like "7g"; −1 if malformed. */
export function usiToSquare(text: string): number {
  if (text.length !== 2) return -1;
  const f = text.charCodeAt(0) - 48;
  const r = RANK_LETTERS.indexOf(text[1]!);
  if (f < 1 || f > 9 || r < 0) return -1;
  return (f - 1) * 9 + r;
}

/** Piece letter of a type for USI drops ("P"). */
export function typeLetter(pt: number): string {
  return LETTERS[pt]!;
}
export { typeOfLetter };
