/**
 * The result line written at the end of the record, in the UI language
 * ("まで64手で先手の勝ち（投了）" / "Black wins by resignation after 64 moves"; 下手/上手 in a
 * Japanese handicap game). The words are in `strings.ts`.
 */
import type { GameResult } from './game';
import { t } from '../text';

/** The record's closing line for `result` after `moves` plies. */
export function resultText(result: GameResult, moves: number, handicap = false): string {
  const words = {
    n: moves,
    moves: t(moves === 1 ? 'game.move1' : 'game.moveN'),
    reason: t(`game.reason:${result.reason}`),
  };
  if (result.winner === null) return t('game.draw', words);
  const side = handicap
    ? t(`game.winnerH${result.winner}`)
    : t(result.winner === 0 ? 'black' : 'white');
  return t('game.win', { ...words, side });
}
