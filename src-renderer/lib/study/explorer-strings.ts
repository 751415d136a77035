/** UI strings of the opening explorer in English and Japanese (same keys; the type enforces it). */
import type { Lang } from '../../../src-main/shared/contract';
import { textOr } from '../text';

const en = {
  title: 'Opening explorer',
  source: 'Source',
  records: 'Record folders and book',
  treeOption: '{name} tree ({games} games)',
  move: 'Move',
  games: 'Games',
  share: 'Share',
  black: 'Black',
  draw: 'Draw',
  white: 'White',
  last: 'Last',
  noResult: 'No result',
  noResultHint: 'Games whose record does not say how they ended',
  lastHint: "The latest date among the games dated in their record (a file's date is not used)",
  undated: 'undated',
  legend:
    "Shares of the games: Black's wins, draws, White's wins and games without a result add up to 100 %. Last: the latest dated game.",
  book: 'Book',
  none: 'No games reach this position.',
  treeMoves: 'Moves of the {name} tree',
  treeGames:
    '{games} games of the {name} tree reach this position; in each, the side to move played {name}.',
  treeNone: 'The {name} tree has no game through this position.',
  folders: 'Record folders',
  add: 'Add folder',
  remove: 'Remove',
  update: 'Update index',
  path: 'Folder path',
  indexing: 'Indexing',
  indexed: 'games indexed',
  // Strategies as players name them (treeName)
  'tree-yagura': 'Yagura',
  'tree-mino': 'Mino',
  'tree-anaguma': 'Anaguma',
  'tree-funagakoi': 'Funagakoi',
  'tree-static-rook': 'Static rook',
  'tree-ranging-rook': 'Ranging rook',
};
type Strings = typeof en;

const ja: Strings = {
  title: '定跡エクスプローラー',
  source: '表示するもの',
  records: '棋譜フォルダと定跡',
  treeOption: '{name}の手順木（{games}局）',
  move: '指し手',
  games: '局数',
  share: '割合',
  black: '先手勝',
  draw: '引分',
  white: '後手勝',
  last: '最終',
  noResult: '結果なし',
  noResultHint: '終局の記載がない棋譜の対局',
  lastHint: '棋譜に日付のある対局のうち最も新しい日付（ファイルの日付は使いません）',
  undated: '日付なし',
  legend: '先手勝・引分・後手勝・結果なしの割合の合計は 100 %。最終：日付のある最新の対局。',
  book: '定跡',
  none: 'この局面の棋譜はありません。',
  treeMoves: '{name}の手順木の指し手',
  treeGames: '{name}の手順木のうち{games}局がこの局面を通ります（手番の側が{name}を指した対局）。',
  treeNone: '{name}の手順木にこの局面を通る対局はありません。',
  folders: '棋譜フォルダ',
  add: 'フォルダを追加',
  remove: '削除',
  update: '索引を更新',
  path: 'フォルダのパス',
  indexing: '索引作成中',
  indexed: '局を索引済み',
  'tree-yagura': '矢倉',
  'tree-mino': '美濃囲い',
  'tree-anaguma': '穴熊',
  'tree-funagakoi': '舟囲い',
  'tree-static-rook': '居飛車',
  'tree-ranging-rook': '振り飛車',
};

/** The explorer strings (`t('explorer.…')`). */
export const EXPLORER = { en: en, ja: ja };

/** A tree's strategy as players name it (the file's name when it is not one we know). */
export function treeName(lang: Lang, name: string): string {
  return textOr(lang, `explorer.tree-${name}`, name);
}
