/** UI strings of the opening explorer in English and Japanese (same keys; the type enforces it). */
import type { Lang } from '../../../src-main/ipc/contract';

const en = {
  title: 'Opening explorer',
  move: 'Move',
  games: 'Games',
  black: 'Black',
  draw: 'Draw',
  white: 'White',
  last: 'Last',
  book: 'Book',
  none: 'No games reach this position.',
  folders: 'Record folders',
  add: 'Add folder',
  remove: 'Remove',
  update: 'Update index',
  path: 'Folder path',
  indexing: 'Indexing',
  indexed: 'games indexed',
};
type Strings = typeof en;

const ja: Strings = {
  title: '定跡エクスプローラー',
  move: '指し手',
  games: '局数',
  black: '先手勝',
  draw: '引分',
  white: '後手勝',
  last: '最終',
  book: '定跡',
  none: 'この局面の棋譜はありません。',
  folders: '棋譜フォルダ',
  add: 'フォルダを追加',
  remove: '削除',
  update: '索引を更新',
  path: 'フォルダのパス',
  indexing: '索引作成中',
  indexed: '局を索引済み',
};

/** The explorer strings of a language. */
export function explorerStrings(lang: Lang): Strings {
  return lang === 'ja' ? ja : en;
}
