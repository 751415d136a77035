/**
 * Checks a set-up position before it is used: the reasons a shogi position is impossible, each
 * with a code and a sentence naming the square or piece. Pure module.
 */
import { Color, PieceType, Square, unpromotedPieceType, type ImmutablePosition } from 'tsshogi';
import { PIECE_KANJI, PIECE_NAME_EN } from '../records/piece-kanji.ts';
import { say } from './words.ts';

/** The language of the messages: English words only in 'en', Japanese in 'ja'. */
export type ProblemLang = 'en' | 'ja';

/** Why a position is refused. */
export type PositionErrorCode =
  | 'TWO_KINGS' // more than one king of one colour
  | 'NIFU' // two unpromoted pawns of one colour on a file
  | 'DEAD_PIECE' // a pawn, lance or knight that could never move again
  | 'OPPONENT_IN_CHECK' // the side NOT to move is in check
  | 'TOO_MANY_PIECES'; // more pieces of a kind than a shogi set has

/** One reason, for the user. */
export interface PositionProblem {
  code: PositionErrorCode;
  message: string;
}

/** Result of `validatePosition`: every problem found (empty when the position is possible). */
export type PositionValidation = { ok: true } | { ok: false; problems: PositionProblem[] };

/** Pieces of each kind in a shogi set (both colours, promoted pieces count as their base kind). */
const SET_COUNT: { [t: string]: number } = {
  pawn: 18,
  lance: 4,
  knight: 4,
  silver: 4,
  gold: 4,
  bishop: 2,
  rook: 2,
  king: 2,
};

/** A side's name: Black/White, 先手/後手. */
const side = (c: Color, lang: ProblemLang): string =>
  say(lang, c === Color.BLACK ? 'black' : 'white');

/** Piece names by language: English words, the kanji in Japanese. */
const PIECE = { en: PIECE_NAME_EN, ja: PIECE_KANJI } as const;

/** "Black's pawn" / 先手の歩. */
function ownedPiece(c: Color, type: string, lang: ProblemLang): string {
  return say(lang, 'ownedPiece', { side: side(c, lang), piece: PIECE[lang][type] ?? '' });
}

/** Square text by language: `7f` in English, `７六` in Japanese. */
const SQUARE = {
  en: (s: Square) => `${s.file}${String.fromCharCode(96 + s.rank)}`,
  ja: (s: Square) => `${'０１２３４５６７８９'[s.file]}${'〇一二三四五六七八九'[s.rank]}`,
};
const sq = (s: Square, lang: ProblemLang): string => SQUARE[lang](s);

/** Rank counted from the owner's side (1 = the far rank it moves towards). */
function farRank(color: Color, rank: number): number {
  return color === Color.BLACK ? rank : 10 - rank;
}

/** Kings per colour. */
function kingProblems(pos: ImmutablePosition, lang: ProblemLang): PositionProblem[] {
  return [Color.BLACK, Color.WHITE].flatMap((c) => {
    const n = pos.board
      .listNonEmptySquares()
      .filter(
        (s) => pos.board.at(s)!.type === PieceType.KING && pos.board.at(s)!.color === c,
      ).length;
    const message = say(lang, 'twoKings', { side: side(c, lang), n });
    return n > 1 ? [{ code: 'TWO_KINGS' as const, message }] : [];
  });
}

/** Nifu and immovable pieces. */
function pawnAndDeadProblems(pos: ImmutablePosition, lang: ProblemLang): PositionProblem[] {
  const out: PositionProblem[] = [];
  const pawnFiles = new Map<string, Square>();
  for (const s of pos.board.listNonEmptySquares()) {
    const p = pos.board.at(s)!;
    const far = farRank(p.color, s.rank);
    if (p.type === PieceType.PAWN) {
      const key = `${p.color}${s.file}`;
      const other = pawnFiles.get(key);
      if (other)
        out.push({
          code: 'NIFU',
          message: say(lang, 'nifu', {
            side: side(p.color, lang),
            file: s.file,
            a: sq(other, lang),
            b: sq(s, lang),
          }),
        });
      pawnFiles.set(key, s);
    }
    const dead =
      ((p.type === PieceType.PAWN || p.type === PieceType.LANCE) && far === 1) ||
      (p.type === PieceType.KNIGHT && far <= 2);
    if (dead)
      out.push({
        code: 'DEAD_PIECE',
        message: say(lang, 'deadPiece', {
          piece: ownedPiece(p.color, p.type, lang),
          square: sq(s, lang),
        }),
      });
  }
  return out;
}

/** Piece counts against a shogi set. */
function countProblems(pos: ImmutablePosition, lang: ProblemLang): PositionProblem[] {
  const count: { [t: string]: number } = {};
  for (const s of pos.board.listNonEmptySquares()) {
    const t = unpromotedPieceType(pos.board.at(s)!.type);
    if (t !== PieceType.KING) count[t] = (count[t] ?? 0) + 1; // kings: TWO_KINGS says it better
  }
  for (const c of [Color.BLACK, Color.WHITE])
    pos.hand(c).forEach((t, n) => (count[t] = (count[t] ?? 0) + n));
  return Object.entries(count)
    .filter(([t, n]) => n > SET_COUNT[t]!)
    .map(([t, n]) => ({
      code: 'TOO_MANY_PIECES' as const,
      message: say(lang, 'tooMany', { n, piece: PIECE[lang][t] ?? '', set: SET_COUNT[t]! }),
    }));
}

/** The side not to move in check (the previous move would have left its own king in check). */
function checkProblems(pos: ImmutablePosition, lang: ProblemLang): PositionProblem[] {
  const other = pos.color === Color.BLACK ? Color.WHITE : Color.BLACK;
  if (!pos.board.findKing(other) || !pos.board.isChecked(other)) return [];
  return [
    {
      code: 'OPPONENT_IN_CHECK',
      message: say(lang, 'opponentInCheck', {
        side: side(pos.color, lang),
        other: side(other, lang),
      }),
    },
  ];
}

/**
 * Every reason the position is impossible, in `lang`; a side without a king (tsume) is allowed.
 */
export function validatePosition(
  pos: ImmutablePosition,
  lang: ProblemLang = 'en',
): PositionValidation {
  const problems = [
    ...kingProblems(pos, lang),
    ...pawnAndDeadProblems(pos, lang),
    ...countProblems(pos, lang),
  ];
  if (!problems.some((p) => p.code === 'TWO_KINGS')) problems.push(...checkProblems(pos, lang));
  return problems.length === 0 ? { ok: true } : { ok: false, problems };
}
