/**
 * The pieces in hand as a diagram writes them: rook first down to pawn, each with its count in
 * kanji (`歩十八`, as books do) or digits (`歩18`), or `なし` for an empty hand. Pure module.
 */
import type { ImmutableHand } from 'tsshogi';
import { PieceType } from 'tsshogi';
import { PIECE_KANJI } from '../piece-kanji.ts';

/** Order of pieces in a written-out hand (the convention of books and of KIF). */
const HAND_ORDER = [
  PieceType.ROOK,
  PieceType.BISHOP,
  PieceType.GOLD,
  PieceType.SILVER,
  PieceType.KNIGHT,
  PieceType.LANCE,
  PieceType.PAWN,
] as const;

const DIGITS = '〇一二三四五六七八九';

/** 2 → 二, 10 → 十, 18 → 十八 (hand counts are at most 18). */
export function kanjiNumber(n: number): string {
  if (n < 10) return DIGITS[n]!;
  return (n >= 20 ? DIGITS[Math.floor(n / 10)]! : '') + '十' + (n % 10 ? DIGITS[n % 10]! : '');
}

/** One kind of piece in hand. */
export interface HandEntry {
  type: PieceType;
  count: number;
  /** The written form: kanji, then the count unless it is 1. */
  text: string;
}

/** The written-out hand, in book order; empty for an empty hand. */
export function handEntries(hand: ImmutableHand, kanjiCounts: boolean): HandEntry[] {
  const out: HandEntry[] = [];
  for (const type of HAND_ORDER) {
    const count = hand.count(type);
    if (count === 0) continue;
    const suffix = count === 1 ? '' : kanjiCounts ? kanjiNumber(count) : String(count);
    out.push({ type, count, text: PIECE_KANJI[type]! + suffix });
  }
  return out;
}
