/** UI strings of the new-game dialog's book in English and Japanese (same keys; the type enforces it). */
import type { Lang } from '../../../src-main/shared/contract';

const en = {
  title: 'Book for the engines',
  file: 'Book',
  none: 'None (engines choose their own moves)',
  maxPly: 'Up to ply',
  margin: 'Margin (cp)',
  pick: 'Choice',
  softmax: 'By score (softmax)',
  count: 'By count',
};
type Strings = typeof en;

const ja: Strings = {
  title: 'エンジンの定跡',
  file: '定跡',
  none: 'なし（エンジンが自分で指す）',
  maxPly: '手数まで',
  margin: '評価値の幅',
  pick: '選び方',
  softmax: '評価値（ソフトマックス）',
  count: '出現回数',
};

/** The new-game book strings in `lang`. */
export function playBookStrings(lang: Lang): Strings {
  return lang === 'ja' ? ja : en;
}
