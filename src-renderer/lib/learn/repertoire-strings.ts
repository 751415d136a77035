/** UI strings of the repertoire drill in English and Japanese (same keys; the type enforces it). */
import type { Lang } from '../../../src-main/shared/contract';

const en = {
  title: 'Drill your repertoire',
  book: 'Your book',
  side: 'You play',
  black: 'Black',
  white: 'White',
  make: 'Make cards',
  made: '{added} new cards ({total} in the deck).',
  noBooks: 'No book yet: make one in Study › Book.',
  ask: 'What do you play here as {side}? (your book {book}, move {ply})',
  inBook: '{move} is in your book.',
  notInBook: '{move} is not your book’s move here.',
  yourMoves: 'Your book here',
  move: 'Move',
  count: 'Count',
  score: 'Score',
  results: 'W–D–L',
  line: 'Book line: {line}',
};
type Strings = typeof en;

const ja: Strings = {
  title: '定跡を覚える',
  book: '自分の定跡',
  side: '手番',
  black: '先手',
  white: '後手',
  make: 'カードを作る',
  made: '新しいカード {added} 枚（デッキに {total} 枚）。',
  noBooks: '定跡がまだありません。検討 › 定跡 で作れます。',
  ask: '{side}ならここで何を指しますか？（定跡 {book}、{ply} 手目）',
  inBook: '{move} は定跡の手です。',
  notInBook: '{move} はこの局面の定跡にありません。',
  yourMoves: 'この局面の定跡',
  move: '指し手',
  count: '回数',
  score: '評価値',
  results: '勝分負',
  line: '定跡手順: {line}',
};

/** The repertoire strings in `lang`. */
export function repertoireStrings(lang: Lang): Strings {
  return lang === 'ja' ? ja : en;
}
