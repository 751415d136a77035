/**
 * How a game's end is written so that other tools read the right result: the CSA special move
 * (`%TORYO`, `%TIME_UP`, `%ILLEGAL_MOVE`, `%+ILLEGAL_ACTION`/`%-ILLEGAL_ACTION`, …) and the KIF
 * ending (投了, 切れ負け, 反則負け, 反則勝ち, …) through tsshogi's special moves.
 *
 * Every CSA ending except `%±ILLEGAL_ACTION` speaks of the side to move (`%TORYO`: it resigned;
 * `%TIME_UP`, `%ILLEGAL_MOVE`: it loses), and so does KIF (反則負け: the side to move loses, 反則勝ち:
 * it wins). A crash, hang or disabled engine is written as that engine's illegal action (its side's
 * sign), which is right whoever is to move. An adjudicated game is a resignation (`%TORYO`, 投了) of the
 * loser when it is to move; when the winner is to move a resignation would name the wrong loser, so it
 * is written as the loser's illegal action. An adjudicated draw is `%HIKIWAKE` (持将棋). All carry an
 * "adjudicated" comment.
 */
import { SpecialMoveType } from 'tsshogi';
import type { GameResult } from './game.ts';

/** The end of a game in both formats. */
export interface Ending {
  /** The CSA line, with its `%`. */
  csa: string;
  /** The tsshogi special move (KIF and the records module). */
  special: SpecialMoveType;
  /** A comment line for endings a plain reader would not explain (adjudication). */
  note?: string;
}

/** The fields that decide the ending. */
export type EndedGame = Pick<
  GameResult,
  'winner' | 'reason' | 'detail' | 'startSfen' | 'openingMoves' | 'moves'
>;

/** True if black is to move in the game's final position. */
export function blackToMoveAtEnd(g: EndedGame): boolean {
  const blackStarts = g.startSfen.split(' ')[1] !== 'w';
  return blackStarts === ((g.openingMoves.length + g.moves.length) % 2 === 0);
}

/** The ending of a finished game. */
export function gameEnding(g: EndedGame): Ending {
  const blackToMove = blackToMoveAtEnd(g);
  const loser = g.winner === null ? null : g.winner === 'black' ? 'white' : 'black';
  const loserToMove = loser !== null && (loser === 'black') === blackToMove;
  // The loser's illegal action, which names its side explicitly.
  const foulOfLoser = (): Ending => ({
    csa: `%${loser === 'black' ? '+' : '-'}ILLEGAL_ACTION`,
    special: loserToMove ? SpecialMoveType.FOUL_LOSE : SpecialMoveType.FOUL_WIN,
  });
  switch (g.reason) {
    case 'resign':
      return { csa: '%TORYO', special: SpecialMoveType.RESIGN };
    case 'checkmate':
      return { csa: '%TSUMI', special: SpecialMoveType.MATE };
    case 'sennichite':
      return { csa: '%SENNICHITE', special: SpecialMoveType.REPETITION_DRAW };
    case 'declaration':
      return { csa: '%KACHI', special: SpecialMoveType.ENTERING_OF_KING };
    case 'false-declaration':
    case 'illegal-move':
      return { csa: '%ILLEGAL_MOVE', special: SpecialMoveType.FOUL_LOSE };
    case 'time-loss':
      return { csa: '%TIME_UP', special: SpecialMoveType.TIMEOUT };
    case 'max-moves':
      return { csa: '%MAX_MOVES', special: SpecialMoveType.MAX_MOVES };
    case 'perpetual-check':
      return foulOfLoser();
    case 'crash':
    case 'hang':
    case 'disabled':
      if (loser === null) return { csa: '%HIKIWAKE', special: SpecialMoveType.DRAW };
      return foulOfLoser();
    case 'score-adjudication': {
      const note = `adjudicated: ${g.detail ?? 'score'}`;
      if (loserToMove) return { csa: '%TORYO', special: SpecialMoveType.RESIGN, note };
      return { ...foulOfLoser(), note };
    }
    case 'draw-adjudication':
      return {
        csa: '%HIKIWAKE',
        special: SpecialMoveType.DRAW,
        note: `adjudicated: ${g.detail ?? 'draw'}`,
      };
  }
}
