/**
 * Words of Play's look back (stepping through the game's moves) and of "Play from here", in
 * English and Japanese.
 */

const EN = {
  lookBack: 'Moves',
  previous: 'Previous move',
  next: 'Next move',
  /** "{n}" is the move shown, "{total}" the moves played. */
  viewing: 'Viewing move {n} of {total}',
  live: 'Back to the game',
  playFromHere: 'Play from here',
  playFromHereHint: 'Start a game against an engine from this position, with clocks',
  playFromStudy: "Play from Study's position",
};
type Strings = typeof EN;

const JA: Strings = {
  lookBack: '手順',
  previous: '1手戻る',
  next: '1手進む',
  viewing: '{n}手目を表示中(全{total}手)',
  live: '対局に戻る',
  playFromHere: 'この局面から対局',
  playFromHereHint: 'この局面からエンジンと持ち時間つきで対局します',
  playFromStudy: '検討中の局面から対局',
};

/** The "play from here" words (`t('playFrom.…')`). */
export const PLAY_FROM = { en: EN, ja: JA };
