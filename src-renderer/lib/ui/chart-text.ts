/**
 * The words of the live evaluation charts: their titles and the accessible summary of the
 * latest value ("Evaluation, Black's view: +120 after move 14").
 */
import type { Lang } from '../../../src-main/shared/contract';
import { CHART_CP_LIMIT, type EvalPoint } from '../game/eval-score';

const en = {
  title: 'Evaluation (☗ Black)',
  name: "Evaluation, Black's view",
  none: 'no evaluation yet',
  after: 'after move',
  mateBlack: 'Black mates',
  mateWhite: 'White mates',
  book: 'book move',
  bookLegend: '○ book move (played from the book, not searched: it keeps the value before it)',
};
const ja: typeof en = {
  title: '評価値 (☗ 先手)',
  name: '評価値 (先手から)',
  none: '評価値はまだありません',
  after: '手目',
  mateBlack: '先手の詰み筋',
  mateWhite: '後手の詰み筋',
  book: '定跡手',
  bookLegend: '○ 定跡手（探索せず定跡から指した手。直前の評価値を引き継ぎます）',
};

/** The chart's strings in `lang`. */
export function chartText(lang: Lang): typeof en {
  return lang === 'ja' ? ja : en;
}

/** A value in words: "+120", "−45", or who mates at the chart's edge. */
export function valueText(lang: Lang, value: number): string {
  const s = chartText(lang);
  if (value >= CHART_CP_LIMIT) return s.mateBlack;
  if (value <= -CHART_CP_LIMIT) return s.mateWhite;
  return value > 0 ? `+${value}` : value < 0 ? `−${-value}` : '0';
}

/** The accessible name of a chart: what it shows and its latest point. */
export function chartLabel(lang: Lang, points: EvalPoint[]): string {
  const s = chartText(lang);
  const last = points.at(-1);
  if (!last) return `${s.name}: ${s.none}`;
  const v = valueText(lang, last.value);
  const book = last.book ? ` (${s.book})` : '';
  return lang === 'ja'
    ? `${s.name}: ${last.ply}${s.after} ${v}${book}`
    : `${s.name}: ${v} ${s.after} ${last.ply}${book}`;
}
