/**
 * The one place that decides which rules engine judges records (why: callers must not care
 * whether the project's rules core or anything else answers). A checker follows one line of
 * play: it answers "is this USI move legal here?", plays moves and takes them back.
 * Backed by the rules core (`src-main/shared/rules`): `parseSfen` judges the start position,
 * `parseUsiMove(pos, usi) !== MOVE_NONE` judges each move.
 */
import { Color, Position as TsPosition, type PieceType } from 'tsshogi';
import { parseSfen, parseUsiMove } from '../rules/sfen.ts';
import { Position } from '../rules/position.ts';
import {
  BLACK,
  MOVE_NONE,
  WHITE,
  handAdd,
  makePiece,
  makeSquare,
  type Hand,
  type Move,
} from '../rules/types.ts';

/** A line-of-play legality oracle. */
export interface RulesChecker {
  /** True if `usi` is a legal move in the current position. */
  isLegal(usi: string): boolean;
  /** Plays a move `isLegal` accepted. */
  play(usi: string): void;
  /** Takes back the last played move. */
  undo(): void;
}

/** Rules-core checker: keeps the played moves to undo them. */
class CoreChecker implements RulesChecker {
  private readonly stack: Move[] = [];
  constructor(private readonly pos: Position) {}
  isLegal(usi: string): boolean {
    return parseUsiMove(this.pos, usi) !== MOVE_NONE;
  }
  play(usi: string): void {
    const m = parseUsiMove(this.pos, usi);
    this.stack.push(m);
    this.pos.doMove(m);
  }
  undo(): void {
    this.pos.undoMove(this.stack.pop()!);
  }
}

const CORE_TYPE: { [t in PieceType]: number } = {
  pawn: 1,
  lance: 2,
  knight: 3,
  silver: 4,
  bishop: 5,
  rook: 6,
  gold: 7,
  king: 8,
  promPawn: 9,
  promLance: 10,
  promKnight: 11,
  promSilver: 12,
  horse: 13,
  dragon: 14,
};

/**
 * Builds a rules-core position without the start-position rule checks (why: composed problems
 * such as 九歩詰め break the nifu rule on purpose; their moves can still be judged).
 */
function lenientPosition(sfen: string): Position | null {
  const ts = TsPosition.newBySFEN(sfen);
  if (!ts) return null;
  const board = new Uint8Array(81);
  for (const sq of ts.board.listNonEmptySquares()) {
    const pc = ts.board.at(sq)!;
    board[makeSquare(sq.file, sq.rank)] = makePiece(
      pc.color === Color.BLACK ? BLACK : WHITE,
      CORE_TYPE[pc.type],
    );
  }
  const hands: [Hand, Hand] = [0, 0];
  for (const [i, c] of [Color.BLACK, Color.WHITE].entries()) {
    ts.hand(c).forEach((t, n) => {
      for (let k = 0; k < n; k++) hands[i] = handAdd(hands[i]!, CORE_TYPE[t]);
    });
  }
  const side = ts.color === Color.BLACK ? BLACK : WHITE;
  return new Position({ variant: 'shogi', board, hands, sideToMove: side, moveNumber: 1 });
}

/** A checker, plus a warning when the start position breaks a rule composed problems may break. */
export type CheckerResult = { checker: RulesChecker; warning?: string } | { refused: string };

/**
 * Creates a checker for the position `sfen`, or the reason the rules refuse that position.
 * Nifu and pieces that can never move are tolerated with a warning; a bad king count, a side
 * not to move in check or a malformed position are refused.
 */
export function createRulesChecker(sfen: string): CheckerResult {
  const parsed = parseSfen(sfen);
  if (parsed.ok) return { checker: new CoreChecker(parsed.position) };
  if (parsed.error.code === 'SFEN_BOARD' && /nifu|could never move/.test(parsed.error.message)) {
    const pos = lenientPosition(sfen);
    if (pos)
      return {
        checker: new CoreChecker(pos),
        warning: `the start position breaks a rule: ${parsed.error.message}`,
      };
  }
  return { refused: parsed.error.message };
}
