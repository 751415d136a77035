/**
 * Checks a set-up position before it is used: the reasons a shogi position is impossible, each
 * with a code and a sentence naming the square or piece. Pure module.
 */
import { Color, PieceType, Square, unpromotedPieceType, type ImmutablePosition } from 'tsshogi';
import { PIECE_KANJI } from '../records/core/piece-kanji.ts';

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

const COLOR_JA = { black: '先手', white: '後手' } as const;

/** `7f` style square text. */
function sq(s: Square): string {
  return `${s.file}${String.fromCharCode(96 + s.rank)}`;
}

/** Rank counted from the owner's side (1 = the far rank it moves towards). */
function farRank(color: Color, rank: number): number {
  return color === Color.BLACK ? rank : 10 - rank;
}

/** Kings per colour. */
function kingProblems(pos: ImmutablePosition): PositionProblem[] {
  return [Color.BLACK, Color.WHITE].flatMap((c) => {
    const n = pos.board
      .listNonEmptySquares()
      .filter(
        (s) => pos.board.at(s)!.type === PieceType.KING && pos.board.at(s)!.color === c,
      ).length;
    return n > 1 ? [{ code: 'TWO_KINGS' as const, message: `${COLOR_JA[c]} has ${n} kings` }] : [];
  });
}

/** Nifu and immovable pieces. */
function pawnAndDeadProblems(pos: ImmutablePosition): PositionProblem[] {
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
          message: `nifu: ${COLOR_JA[p.color]} has two pawns on file ${s.file} (${sq(other)} and ${sq(s)})`,
        });
      pawnFiles.set(key, s);
    }
    const dead =
      ((p.type === PieceType.PAWN || p.type === PieceType.LANCE) && far === 1) ||
      (p.type === PieceType.KNIGHT && far <= 2);
    if (dead)
      out.push({
        code: 'DEAD_PIECE',
        message: `the ${COLOR_JA[p.color]} ${PIECE_KANJI[p.type]} on ${sq(s)} could never move`,
      });
  }
  return out;
}

/** Piece counts against a shogi set. */
function countProblems(pos: ImmutablePosition): PositionProblem[] {
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
      message: `${n} ${PIECE_KANJI[t]} (${t}) but a set has ${SET_COUNT[t]}`,
    }));
}

/** The side not to move in check (the previous move would have left its own king in check). */
function checkProblems(pos: ImmutablePosition): PositionProblem[] {
  const other = pos.color === Color.BLACK ? Color.WHITE : Color.BLACK;
  if (!pos.board.findKing(other) || !pos.board.isChecked(other)) return [];
  return [
    {
      code: 'OPPONENT_IN_CHECK',
      message: `${COLOR_JA[other]} is in check but it is ${COLOR_JA[pos.color]}'s move`,
    },
  ];
}

/** Every reason the position is impossible; a side without a king (tsume) is allowed. */
export function validatePosition(pos: ImmutablePosition): PositionValidation {
  const problems = [...kingProblems(pos), ...pawnAndDeadProblems(pos), ...countProblems(pos)];
  if (!problems.some((p) => p.code === 'TWO_KINGS')) problems.push(...checkProblems(pos));
  return problems.length === 0 ? { ok: true } : { ok: false, problems };
}
