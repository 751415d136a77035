/**
 * The words of the live evaluation charts: their titles and the accessible summary of the
 * latest value ("Evaluation, Black's view: +120 after move 14").
 */
import { CHART_CP_LIMIT, type EvalPoint } from '../game/eval-score';
import { t } from '../text';

const en = {
  title: 'Evaluation (☗ Black)',
  name: "Evaluation, Black's view",
  none: 'no evaluation yet',
  mateBlack: 'Black mates',
  mateWhite: 'White mates',
  book: 'book move',
  bookLegend: '○ book move (played from the book, not searched: it keeps the value before it)',
  labelAt: '{name}: {value} after move {ply}{book}',
};
type Strings = typeof en;

const ja: Strings = {
  title: '評価値 (☗ 先手)',
  name: '評価値 (先手から)',
  none: '評価値はまだありません',
  mateBlack: '先手の詰み筋',
  mateWhite: '後手の詰み筋',
  book: '定跡手',
  bookLegend: '○ 定跡手（探索せず定跡から指した手。直前の評価値を引き継ぎます）',
  labelAt: '{name}: {ply}手目 {value}{book}',
};

/** The charts' strings (`t('chart.…')`). */
export const CHART = { en, ja };

/** A value in words: "+120", "−45", or who mates at the chart's edge. */
export function valueText(value: number): string {
  if (value >= CHART_CP_LIMIT) return t('chart.mateBlack');
  if (value <= -CHART_CP_LIMIT) return t('chart.mateWhite');
  return value > 0 ? `+${value}` : value < 0 ? `−${-value}` : '0';
}

/** The accessible name of a chart: what it shows and its latest point. */
export function chartLabel(points: EvalPoint[]): string {
  const last = points.at(-1);
  if (!last) return `${t('chart.name')}: ${t('chart.none')}`;
  const book = last.book ? ` (${t('chart.book')})` : '';
  return t('chart.labelAt', {
    name: t('chart.name'),
    value: valueText(last.value),
    ply: last.ply,
    book,
  });
}
