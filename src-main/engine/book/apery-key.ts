/**
 * Apery's book key: the 64-bit Zobrist hash Apery's `book.bin` is sorted and searched by. Facts
 * taken from Apery's public description and sources (no code copied):
 * - the tables come from MT19937-64 with its default seed, drawn in this order: a key for each
 *   piece code 0..30 (Apery's `PieceNone` is 31) on each square 0..80, then a key for each hand
 *   piece (pawn, lance, knight, silver, gold, bishop, rook) and each count 0..18, then the turn key;
 * - squares count file-major from 1a: index = (file - 1) * 9 + (rank - 1);
 * - piece codes: pawn 1, lance 2, knight 3, silver 4, bishop 5, rook 6, gold 7, king 8, promoted
 *   pawn..silver 9..12, horse 13, dragon 14; a white piece adds 16;
 * - the key XORs the keys of the occupied squares, the side to move's hand only (one key per hand
 *   piece kind, for its count, zero included), and the turn key when white is to move.
 * Checked against the published tables: the first key is 0xc96d191cf6f6aea6, the turn key
 * 0x3fa51fd0a8bb5298 (test/engine/book/apery.test.ts). Pure.
 */
import { Mt64 } from './mt64.ts';

const SQUARES = 81;
const PIECE_CODES = 31;
const HAND_KINDS = 7;
const HAND_COUNTS = 19;

/** Apery's piece type codes by SFEN letter (upper case). */
export const APERY_PIECE_TYPE: Readonly<Record<string, number>> = {
  P: 1,
  L: 2,
  N: 3,
  S: 4,
  B: 5,
  R: 6,
  G: 7,
  K: 8,
};
/** Apery's hand piece order by SFEN letter: pawn, lance, knight, silver, gold, bishop, rook. */
const HAND_INDEX: Readonly<Record<string, number>> = { P: 0, L: 1, N: 2, S: 3, G: 4, B: 5, R: 6 };

/** The tables, drawn once on first use. */
interface Tables {
  piece: bigint[];
  hand: bigint[];
  turn: bigint;
}
let tables: Tables | null = null;

/** Apery's Zobrist tables (piece[code * 81 + square], hand[kind * 19 + count], turn). */
export function aperyTables(): Tables {
  if (tables) return tables;
  const mt = new Mt64();
  const piece: bigint[] = [];
  for (let i = 0; i < PIECE_CODES * SQUARES; i++) piece.push(mt.next());
  const hand: bigint[] = [];
  for (let i = 0; i < HAND_KINDS * HAND_COUNTS; i++) hand.push(mt.next());
  tables = { piece, hand, turn: mt.next() };
  return tables;
}

/** The square index of a USI square (`7g`), or -1 when it is not one. */
export function aperySquare(file: number, rank: number): number {
  return file >= 1 && file <= 9 && rank >= 1 && rank <= 9 ? (file - 1) * 9 + (rank - 1) : -1;
}

/** Why a SFEN cannot be keyed: thrown by {@link aperyKey}. */
export class AperyKeyError extends Error {}

/** XORs the board's keys: SFEN ranks run from rank 1 (a), files from 9 down to 1. */
function boardKey(board: string, t: Tables): bigint {
  let key = 0n;
  const ranks = board.split('/');
  if (ranks.length !== 9) throw new AperyKeyError(`bad board "${board}"`);
  ranks.forEach((text, r) => {
    let file = 9;
    let promoted = false;
    for (const ch of text) {
      if (ch >= '1' && ch <= '9') file -= Number(ch);
      else if (ch === '+') promoted = true;
      else {
        const type = APERY_PIECE_TYPE[ch.toUpperCase()];
        if (type === undefined || file < 1) throw new AperyKeyError(`bad board "${board}"`);
        const code = (promoted ? type + 8 : type) + (ch === ch.toUpperCase() ? 0 : 16);
        key ^= t.piece[code * SQUARES + aperySquare(file, r + 1)]!;
        file--;
        promoted = false;
      }
    }
  });
  return key;
}

/** The counts of the side to move's hand, in Apery's hand order. */
function handCounts(hands: string, black: boolean): number[] {
  const counts = new Array<number>(HAND_KINDS).fill(0);
  if (hands === '-') return counts;
  for (const m of hands.matchAll(/(\d*)([PLNSGBRplnsgbr])/g)) {
    const letter = m[2]!;
    const kind = HAND_INDEX[letter.toUpperCase()]!;
    if (black === (letter === letter.toUpperCase()))
      counts[kind] = counts[kind]! + (m[1] ? Number(m[1]) : 1);
  }
  return counts;
}

/** Apery's book key of a position (SFEN, with or without `sfen ` and move number). */
export function aperyKey(sfen: string): bigint {
  const t = aperyTables();
  const fields = sfen.trim().split(/\s+/);
  if (fields[0] === 'sfen') fields.shift();
  const [board, turn, hands] = fields;
  if (!board || (turn !== 'b' && turn !== 'w') || !hands)
    throw new AperyKeyError(`bad SFEN "${sfen}"`);
  let key = boardKey(board, t);
  handCounts(hands, turn === 'b').forEach((n, kind) => {
    if (n >= HAND_COUNTS) throw new AperyKeyError(`too many pieces in hand in "${sfen}"`);
    key ^= t.hand[kind * HAND_COUNTS + n]!;
  });
  return turn === 'w' ? key ^ t.turn : key;
}
