/**
 * From a game position to a tsume diagram (pure TS): the side to move attacks, its king leaves
 * the board, and the defender holds every piece that is neither on the board nor in the
 * attacker's hand (the tsume convention). Stripping then removes the pieces the mate does not
 * need, farthest from the defending king first; a removed piece goes to the defender's hand.
 */
import { Position } from '../shared/rules/position.ts';
import { formatSetup, parseSfen } from '../shared/rules/sfen.ts';
import type { PositionSetup } from '../shared/rules/sfen.ts';
import {
  BISHOP,
  GOLD,
  HAND_TYPES,
  KING,
  KNIGHT,
  LANCE,
  PAWN,
  ROOK,
  SILVER,
  fileOf,
  handAdd,
  handCount,
  handSub,
  rankOf,
  rawType,
} from '../shared/rules/types.ts';
import type { Color, Hand } from '../shared/rules/types.ts';

/** Pieces of each raw type in a set (kings aside). */
const TOTALS: { [pt: number]: number } = {
  [PAWN]: 18,
  [LANCE]: 4,
  [KNIGHT]: 4,
  [SILVER]: 4,
  [GOLD]: 4,
  [BISHOP]: 2,
  [ROOK]: 2,
};

/** The tsume diagram of a game position (attacker = side to move), or null when unusable. */
export function toTsumeSetup(pos: Position): PositionSetup | null {
  const attacker = pos.sideToMove;
  const defender = (attacker ^ 1) as Color;
  if (pos.inCheck() || pos.kingSquare(defender) < 0 || pos.variant !== 'shogi') return null;
  const s = pos.setup();
  const k = pos.kingSquare(attacker);
  if (k >= 0) s.board[k] = 0;
  s.moveNumber = 1;
  return withDefenderHoldingTheRest(attacker === 0 ? s : flipped(s));
}

/** The setup seen from the other side: black attacks in every shipped problem, as in print. */
function flipped(s: PositionSetup): PositionSetup {
  const board = new Uint8Array(s.board.length);
  s.board.forEach((pc, sq) => {
    if (pc !== 0) board[80 - sq] = pc ^ 16;
  });
  return { ...s, board, hands: [s.hands[1], s.hands[0]], sideToMove: 0 };
}

/** Sets the defender's hand to every piece not on the board or in the attacker's hand. */
function withDefenderHoldingTheRest(s: PositionSetup): PositionSetup | null {
  const attacker = s.sideToMove;
  const used: { [pt: number]: number } = {};
  for (const pc of s.board) {
    if (pc === 0 || (pc & 15) === KING) continue;
    const pt = rawType(pc & 15);
    used[pt] = (used[pt] ?? 0) + 1;
  }
  let hand: Hand = 0;
  for (const pt of HAND_TYPES) {
    const rest = TOTALS[pt]! - (used[pt] ?? 0) - handCount(s.hands[attacker], pt);
    if (rest < 0) return null;
    for (let i = 0; i < rest; i++) hand = handAdd(hand, pt);
  }
  s.hands[attacker ^ 1] = hand;
  return s;
}

/** The setup with the piece on `sq` removed (it joins the defender's hand), or null if illegal. */
export function withoutPiece(s: PositionSetup, sq: number): PositionSetup | null {
  const t: PositionSetup = {
    ...s,
    board: Uint8Array.from(s.board),
    hands: [s.hands[0], s.hands[1]],
  };
  t.board[sq] = 0;
  const full = withDefenderHoldingTheRest(t);
  return full && parseSfen(formatSetup(full)).ok ? full : null;
}

/** The setup with the attacker's hand emptied into the defender's. */
export function withEmptyAttackerHand(s: PositionSetup): PositionSetup | null {
  const t: PositionSetup = {
    ...s,
    board: Uint8Array.from(s.board),
    hands: [s.hands[0], s.hands[1]],
  };
  t.hands[t.sideToMove] = 0;
  return withDefenderHoldingTheRest(t);
}

/**
 * Removes pieces one by one, farthest from the defending king first, keeping each removal
 * after which `keeps` still holds (e.g. "mates in the same number of plies").
 */
export function strip(s: PositionSetup, keeps: (t: PositionSetup) => boolean): PositionSetup {
  const king = s.board.findIndex(
    (pc) => pc !== 0 && (pc & 15) === KING && pc >> 4 !== s.sideToMove,
  );
  const squares = [...s.board.keys()]
    .filter((sq) => s.board[sq] !== 0 && (s.board[sq]! & 15) !== KING)
    .sort((a, b) => distance(b, king) - distance(a, king));
  // Why a first pass over the far pieces at once: one search instead of one per piece, and
  // far pieces rarely matter to a short mate.
  let cur = s;
  const far = squares.filter((sq) => distance(sq, king) > FAR);
  const bare = far.reduce<PositionSetup | null>((t, sq) => (t ? withoutPiece(t, sq) : null), s);
  if (far.length > 1 && bare && keeps(bare)) cur = bare;
  for (const sq of squares) {
    if (cur.board[sq] === 0) continue;
    const t = withoutPiece(cur, sq);
    if (t && keeps(t)) cur = t;
  }
  return cur;
}

/** Distance from the defending king beyond which pieces are first removed together. */
const FAR = 3;

function distance(a: number, b: number): number {
  return Math.max(Math.abs(fileOf(a) - fileOf(b)), Math.abs(rankOf(a) - rankOf(b)));
}

/** A position for a setup (no history). */
export function positionOf(s: PositionSetup): Position {
  return new Position(s);
}

/** The setup with one piece of `pt` moved from the attacker's hand to the defender's. */
export function withoutHandPiece(s: PositionSetup, pt: number): PositionSetup | null {
  const a = s.sideToMove;
  if (handCount(s.hands[a], pt) === 0) return null;
  const t: PositionSetup = {
    ...s,
    board: Uint8Array.from(s.board),
    hands: [s.hands[0], s.hands[1]],
  };
  t.hands[a] = handSub(t.hands[a], pt);
  return withDefenderHoldingTheRest(t);
}
