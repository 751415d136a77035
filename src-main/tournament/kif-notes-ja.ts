/**
 * The runner's own comments in a tournament KIF, in Japanese (issue 41, item 24): the ending
 * (`alpha の勝ち（投了）`), the opening line from the book and a book move. KIF is the Japanese
 * format: its headers, moves and ending (まで64手で先手の勝ち) are Japanese whatever the UI
 * language, and the files are written by the runner (a service or the CLI, with no UI language)
 * and read later by any KIF reader. So the KIF speaks Japanese throughout; the CSA file keeps
 * the English ASCII comments other CSA tools read.
 *
 * Details the runner composes (adjudication thresholds, times, an illegal move) are said in
 * Japanese; a detail that is the engine's own error text is kept as it is, after `詳細：`.
 */
import type { GameResult } from './game.ts';
import type { Termination } from './referee.ts';

/** Each way a game ends, as a Japanese reader names it. */
const REASON_JA: { [R in Termination]: string } = {
  resign: '投了',
  checkmate: '詰み',
  sennichite: '千日手',
  'perpetual-check': '連続王手の千日手',
  declaration: '入玉宣言',
  'false-declaration': '条件を満たさない入玉宣言',
  'illegal-move': '反則手',
  'time-loss': '時間切れ',
  crash: 'エンジンの異常終了',
  hang: 'エンジンの無応答',
  disabled: '使えなくなったエンジンの不戦',
  'max-moves': '最大手数',
  'score-adjudication': '評価値による投了判定',
  'draw-adjudication': '評価値による引き分け判定',
};

const SIDE_JA = { black: '先手', white: '後手' } as const;

/** Runner-composed details (see referee.ts and game.ts) and their Japanese. */
const DETAILS_JA: [RegExp, (...m: string[]) => string][] = [
  [
    /^both engines scored (black|white) ≥ (\d+) for (\d+) moves$/,
    (side, x, n) => `両エンジンが${n}手続けて${SIDE_JA[side as 'black']}に評価値${x}以上`,
  ],
  [
    /^(black|white) itself scored (black|white) ≥ (\d+) for (\d+) moves$/,
    (who, side, x, n) =>
      `${SIDE_JA[who as 'black']}自身が${n}手続けて${SIDE_JA[side as 'black']}に評価値${x}以上`,
  ],
  [
    /^both engines scored within ±(\d+) for (\d+) moves$/,
    (x, n) => `両エンジンの評価値が${n}手続けて±${x}以内`,
  ],
  [
    /^(\d+) ms, allowed (\d+) ms(?: \((\d+) ms of runner stall not charged\))?$/,
    (used, allowed, stall) =>
      `消費${used}ミリ秒、持ち時間${allowed}ミリ秒` +
      (stall ? `（対局管理側の停止${stall}ミリ秒は除外）` : ''),
  ],
  [/^illegal move "(.*)"$/, (usi) => `反則手「${usi}」`],
  [/^declared a win without the conditions$/, () => '宣言の条件を満たしていない'],
  [/^both engines disabled$/, () => '両エンジンとも使えない'],
];

/** A detail line in Japanese: the runner's own words translated, an engine's text kept as is. */
function detailJa(detail: string): string {
  for (const [re, say] of DETAILS_JA) {
    const m = re.exec(detail);
    if (m) return `判定：${say(...m.slice(1))}`;
  }
  return `詳細：${detail}`;
}

/** The comment of a tournament KIF's ending: who won and why, then the detail if any. */
export function kifEndingNote(
  g: Pick<GameResult, 'winner' | 'black' | 'white' | 'reason' | 'detail'>,
): string {
  const reason = REASON_JA[g.reason];
  const head =
    g.winner === null
      ? `引き分け（${reason}）`
      : `${g.winner === 'black' ? g.black : g.white}の勝ち（${reason}）`;
  return g.detail ? `${head}\n${detailJa(g.detail)}` : head;
}

/** The comment of the start position when the game opened from line `line` (0-based) of the book. */
export function kifOpeningNote(line: number, plies: number): string {
  return `開始局面：定跡ファイルの${line + 1}行目（${plies}手）`;
}

/** The comment of a move the tournament's book played (the value from the mover's point of view). */
export function kifBookMoveNote(book: { value: number | null; count: number }): string {
  const value = book.value === null ? '' : `評価値${book.value}、`;
  return `定跡手（${value}出現${book.count}回）`;
}
