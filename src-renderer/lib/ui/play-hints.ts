/**
 * Why a play-view button is greyed out, in words for its tooltip (null when it is enabled or
 * needs no reason).
 */
import type { PlayState } from '../state/play.svelte';
import { t } from '../text';

const en = {
  noGame: 'No game is running.',
  noMove: 'No move to take back yet.',
  engineThinking: 'Wait for the engine to move.',
  cannotDeclare: 'Declaring needs the entering-king conditions (27-point rule).',
  noDeclareMini: 'Minishogi has no entering-king declaration.',
  saveRunning: 'Save the record once the game is over.',
  saveEmpty: 'No moves to save yet.',
  saveMini: 'Minishogi games cannot be analysed in Study (it reads 9×9 records).',
  studyLabel: 'Analyse this game',
  studyRunning: 'Analyse the game once it is over.',
  studyEmpty: 'No moves to analyse yet.',
};
type Strings = typeof en;

const ja: Strings = {
  noGame: '対局中ではありません。',
  noMove: '戻す手がありません。',
  engineThinking: 'エンジンの着手を待ってください。',
  cannotDeclare: '入玉宣言の条件 (27点法) を満たしていません。',
  noDeclareMini: '5五将棋に入玉宣言はありません。',
  saveRunning: '棋譜は対局の終了後に保存できます。',
  saveEmpty: '保存する指し手がありません。',
  saveMini: '5五将棋の棋譜は検討モードで開けません (9×9 の棋譜のみ)。',
  studyLabel: '検討で開く',
  studyRunning: '対局の終了後に検討できます。',
  studyEmpty: '検討する指し手がありません。',
};

/** The tooltips' texts (`t('hints.…')`). */
export const HINTS = { en, ja };

/** True if Save record has something to write: a finished game, or moves (why: not an empty file). */
export function canSave(play: PlayState): boolean {
  return !play.playing && (play.game.entries.length > 0 || !!play.game.result);
}

/** The tooltips of the resign, declare, take-back and save buttons. */
export function playHints(play: PlayState) {
  return {
    resign: play.playing ? null : t('hints.noGame'),
    // Why minishogi apart: the rules core has no declaration there (gameend.ts canDeclareWin).
    declare: play.canDeclare
      ? null
      : !play.playing
        ? t('hints.noGame')
        : play.game.variant !== 'shogi'
          ? t('hints.noDeclareMini')
          : t('hints.cannotDeclare'),
    takeback: play.takebackAllowed
      ? null
      : !play.playing
        ? t('hints.noGame')
        : play.thinking
          ? t('hints.engineThinking')
          : t('hints.noMove'),
    save: play.playing ? t('hints.saveRunning') : canSave(play) ? null : t('hints.saveEmpty'),
    study: play.playing
      ? t('hints.studyRunning')
      : play.game.variant !== 'shogi'
        ? t('hints.saveMini')
        : play.game.entries.length === 0
          ? t('hints.studyEmpty')
          : null,
    studyLabel: t('hints.studyLabel'),
  };
}
