/**
 * Who won a record, read from its final special move (resign, mate, time-out, fouls, entering
 * king, impasse…). One reading for the position explorer's statistics and the tuner's
 * winner-only positions. Pure module.
 */
import { Move, SpecialMoveType, Color, type ImmutableRecord } from 'tsshogi';

/** The winner of a record, `draw`, or `unknown` (no ending, an interruption, another ending). */
export type RecordOutcome = 'black' | 'white' | 'draw' | 'unknown';

/** The outcome of a record from the last node of its main line. */
export function recordOutcome(record: ImmutableRecord): RecordOutcome {
  const last = record.moves.at(-1);
  if (!last || last.move instanceof Move || !last.prev) return 'unknown';
  // Why the previous node: the side to move after the last real move is the one that resigned,
  // was mated, or declared.
  const mover = last.prev.nextColor === Color.BLACK ? 'black' : 'white';
  const other = mover === 'black' ? 'white' : 'black';
  switch (last.move.type) {
    case SpecialMoveType.RESIGN:
    case SpecialMoveType.MATE:
    case SpecialMoveType.TIMEOUT:
    case SpecialMoveType.FOUL_LOSE:
    case SpecialMoveType.LOSE_BY_DEFAULT:
      return other;
    case SpecialMoveType.FOUL_WIN:
    case SpecialMoveType.ENTERING_OF_KING:
    case SpecialMoveType.WIN_BY_DEFAULT:
    case SpecialMoveType.TRY:
      return mover;
    case SpecialMoveType.DRAW:
    case SpecialMoveType.REPETITION_DRAW:
    case SpecialMoveType.IMPASS:
    case SpecialMoveType.MAX_MOVES:
      return 'draw';
    default:
      return 'unknown';
  }
}
