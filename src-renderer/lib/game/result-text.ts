/**
 * The result line written at the end of the record, in both languages
 * ("まで64手で先手の勝ち（投了）" / "Black wins by resignation after 64 moves"; 下手/上手 in a
 * handicap game).
 */
import type { Lang } from '../../../src-main/shared/contract';
import type { EndReason, GameResult } from './game';
import { sideName } from '../i18n';

const REASON_EN: Record<EndReason, string> = {
  checkmate: 'checkmate',
  resign: 'resignation',
  time: 'time',
  sennichite: 'repetition (sennichite)',
  'perpetual-check': 'perpetual check',
  uchifuzume: 'illegal pawn-drop mate (uchifuzume)',
  'illegal-move': 'illegal move',
  declaration: 'entering-king declaration',
  'max-moves': 'maximum moves',
};

const REASON_JA: Record<EndReason, string> = {
  checkmate: '詰み',
  resign: '投了',
  time: '切れ負け',
  sennichite: '千日手',
  'perpetual-check': '連続王手の千日手',
  uchifuzume: '打ち歩詰め',
  'illegal-move': '反則',
  declaration: '入玉宣言',
  'max-moves': '最大手数',
};

/** The record's closing line for `result` after `moves` plies. */
export function resultText(
  result: GameResult,
  moves: number,
  lang: Lang,
  handicap = false,
): string {
  if (lang === 'ja') {
    if (result.winner === null) return `まで${moves}手で${REASON_JA[result.reason]}により引き分け`;
    return `まで${moves}手で${sideName(lang, result.winner, handicap)}の勝ち（${REASON_JA[result.reason]}）`;
  }
  const after = `after ${moves} move${moves === 1 ? '' : 's'}`;
  if (result.winner === null) return `Draw by ${REASON_EN[result.reason]} ${after}`;
  return `${result.winner === 0 ? 'Black' : 'White'} wins by ${REASON_EN[result.reason]} ${after}`;
}
