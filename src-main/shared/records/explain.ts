/**
 * Says in words why a move is illegal, e.g. "the bishop cannot reach 2b" or "two pawns on
 * file 5 (nifu)". Called only after the rules core refused the move (why: the core answers
 * yes/no fast; the words are only needed once, for the error message).
 */
import { Color, Move, PieceType, Square, isPromotable, type ImmutablePosition } from 'tsshogi';
import { PIECE_NAME_EN } from './piece-kanji.ts';

/** English name of a tsshogi piece type. */
export function pieceName(t: PieceType): string {
  return PIECE_NAME_EN[t] ?? t;
}

const ORTHO: Array<[number, number]> = [
  [0, -1],
  [0, 1],
  [1, 0],
  [-1, 0],
];
const DIAG: Array<[number, number]> = [
  [1, -1],
  [-1, -1],
  [1, 1],
  [-1, 1],
];
const GOLD_STEPS: Array<[number, number]> = [
  [0, -1],
  [1, -1],
  [-1, -1],
  [1, 0],
  [-1, 0],
  [0, 1],
];

/** Step and slide vectors from black's side (rank − 1 is forward). */
function vectors(t: PieceType): {
  steps: Array<[number, number]>;
  slides: Array<[number, number]>;
} {
  switch (t) {
    case PieceType.PAWN:
      return { steps: [[0, -1]], slides: [] };
    case PieceType.LANCE:
      return { steps: [], slides: [[0, -1]] };
    case PieceType.KNIGHT:
      return {
        steps: [
          [1, -2],
          [-1, -2],
        ],
        slides: [],
      };
    case PieceType.SILVER:
      return { steps: [[0, -1], ...DIAG], slides: [] };
    case PieceType.BISHOP:
      return { steps: [], slides: DIAG };
    case PieceType.ROOK:
      return { steps: [], slides: ORTHO };
    case PieceType.KING:
      return { steps: [...ORTHO, ...DIAG], slides: [] };
    case PieceType.HORSE:
      return { steps: ORTHO, slides: DIAG };
    case PieceType.DRAGON:
      return { steps: DIAG, slides: ORTHO };
    default:
      return { steps: GOLD_STEPS, slides: [] };
  }
}

/** 'reach' if the piece can go from→to, 'blocked' if only a piece in between stops it, else 'never'. */
function reach(
  pos: ImmutablePosition,
  t: PieceType,
  color: Color,
  from: Square,
  to: Square,
): 'reach' | 'blocked' | 'never' {
  const sign = color === Color.BLACK ? 1 : -1;
  const df = to.file - from.file;
  const dr = to.rank - from.rank;
  const { steps, slides } = vectors(t);
  if (steps.some(([f, r]) => f * sign === df && r * sign === dr)) return 'reach';
  for (const [f, r] of slides) {
    for (let k = 1; k < 9; k++) {
      if (f * sign * k !== df || r * sign * k !== dr) continue;
      for (let j = 1; j < k; j++) {
        if (pos.board.at(new Square(from.file + f * sign * j, from.rank + r * sign * j)))
          return 'blocked';
      }
      return 'reach';
    }
  }
  return 'never';
}

/** The last rank(s) where a piece of this type could never move again, for its colour. */
function isDeadEnd(t: PieceType, color: Color, rank: number): boolean {
  const r = color === Color.BLACK ? rank : 10 - rank;
  if (t === PieceType.PAWN || t === PieceType.LANCE) return r === 1;
  if (t === PieceType.KNIGHT) return r <= 2;
  return false;
}

/** True if `rank` is in the promotion zone of `color`. */
function inZone(color: Color, rank: number): boolean {
  return color === Color.BLACK ? rank <= 3 : rank >= 7;
}

/** Reasons specific to drops. */
function explainDrop(pos: ImmutablePosition, move: Move, side: string): string | null {
  const t = move.from as PieceType;
  if (pos.hand(move.color).count(t) === 0) return `${side} has no ${pieceName(t)} in hand`;
  if (pos.board.at(move.to)) return `${move.to.usi} is occupied`;
  if (isDeadEnd(t, move.color, move.to.rank))
    return `a ${pieceName(t)} dropped on ${move.to.usi} could never move`;
  if (t === PieceType.PAWN) {
    for (let rank = 1; rank <= 9; rank++) {
      const p = pos.board.at(new Square(move.to.file, rank));
      if (p && p.color === move.color && p.type === PieceType.PAWN)
        return `two pawns on file ${move.to.file} (nifu)`;
    }
    if (pos.isPawnDropMate(move)) return 'a pawn drop may not give mate (uchifuzume)';
  }
  return null;
}

/** Reasons specific to board moves. */
function explainBoardMove(pos: ImmutablePosition, move: Move, from: Square): string | null {
  const piece = pos.board.at(from);
  if (!piece) return `there is no piece on ${from.usi}`;
  if (piece.color !== move.color) return `the piece on ${from.usi} belongs to the opponent`;
  const name = pieceName(piece.type);
  const target = pos.board.at(move.to);
  if (target && target.color === move.color) return `${move.to.usi} holds a piece of the same side`;
  const r = reach(pos, piece.type, piece.color, from, move.to);
  if (r === 'never') return `the ${name} cannot reach ${move.to.usi}`;
  if (r === 'blocked') return `the ${name}'s path to ${move.to.usi} is blocked`;
  if (move.promote && !isPromotable(piece.type)) return `a ${name} cannot promote`;
  if (move.promote && !inZone(move.color, from.rank) && !inZone(move.color, move.to.rank)) {
    return `the ${name} cannot promote outside the promotion zone`;
  }
  if (!move.promote && isDeadEnd(piece.type, move.color, move.to.rank))
    return `the ${name} must promote on ${move.to.usi}`;
  return null;
}

/** A short English reason why `move` is illegal in `pos`. */
export function explainIllegalMove(pos: ImmutablePosition, move: Move): string {
  const side = move.color === Color.BLACK ? 'black' : 'white';
  if (move.color !== pos.color)
    return `it is ${pos.color === Color.BLACK ? 'black' : 'white'}'s turn`;
  const reason =
    move.from instanceof Square
      ? explainBoardMove(pos, move, move.from)
      : explainDrop(pos, move, side);
  return reason ?? `it leaves ${side}'s king in check`;
}
