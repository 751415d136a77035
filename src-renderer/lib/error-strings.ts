/**
 * Sentences for the host's error codes (`t('error.CODE')`). English is empty: the host's messages
 * are already English, so the English UI shows them as they are.
 */
const ja = {
  ENGINE_START_FAILED: 'エンジンを起動できませんでした',
  ENGINE_DIED: 'エンジンが異常終了しました。対局は残っています。別の対局者で続けられます',
  ENGINE_EXITED: 'エンジンが終了しました',
  ENGINE_TIMEOUT: 'エンジンが応答しません',
  ENGINE_NOT_RUNNING: 'エンジンが動いていません',
  ENGINE_BUSY: 'エンジンは使用中です',
  UNKNOWN_ENGINE: '登録されていないエンジンです',
  TOO_MANY_ENGINES: '同時に検討できるエンジンは 4 つまでです',
  NOT_AN_ENGINE: 'USIエンジンではありません',
  USI_EMPTY: 'エンジンが何も出力しませんでした',
  USI_FIELD_INVALID: 'USIの値に改行やNUL文字は使えません',
  TRAIN_BAD_OPTIONS: '学習の設定が正しくありません',
  TRAIN_NO_SOURCE: '棋譜フォルダーまたは局面ファイルを確認してください',
  TRAIN_NO_POSITIONS: '選んだ棋譜から局面が見つかりませんでした',
  TRAIN_BUSY: '学習を実行中です',
  TRAIN_UNKNOWN_RUN: 'その学習の記録がありません',
  TRAIN_NO_WEIGHTS: 'この学習には重みがありません',
  TRAIN_FAILED: '学習に失敗しました',
  NET_BAD_OPTIONS: 'NNUE学習の設定が正しくありません',
  NET_NO_SOURCE: '棋譜フォルダー・教師データ・初期ネットを確認してください',
  NET_NO_POSITIONS: '局面を生成できませんでした。1 世代の時間を増やしてください',
  NET_BUSY: 'NNUE学習を実行中です',
  NET_UNKNOWN_RUN: 'その学習の記録がありません',
  NET_NO_NET: 'この学習にはまだネットがありません',
  NET_FAILED: 'NNUE学習に失敗しました',
  EXPLORER_NOT_A_FOLDER: 'フォルダーの絶対パスではありません',
  EXPLORER_BAD_POSITION: '局面を読み取れませんでした',
  EXPLORER_INDEX_FAILED: '棋譜の索引作成が止まりました',
  EXPLORER_NO_TREES: '戦法の手順木を読み込めませんでした',
  EXPLORER_UNKNOWN_TREE: 'その戦法の手順木はありません',
};

const en: Record<keyof typeof ja, string> = Object.fromEntries(
  Object.keys(ja).map((code) => [code, '']),
) as Record<keyof typeof ja, string>;

/** The error sentences (`t('error.…')`). */
export const ERRORS = { en, ja };

/** Whether the table has a sentence for `code`. */
export function hasErrorText(code: string): code is keyof typeof ja {
  return Object.hasOwn(ja, code);
}
