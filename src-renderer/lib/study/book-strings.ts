/** UI strings of the book panel in English and Japanese (same keys; the type enforces it). */

const en = {
  title: 'Opening book',
  name: 'Book file',
  open: 'Open',
  none: 'Open a book file (a new name starts an empty book).',
  empty: 'The book has no move for this position.',
  move: 'Move',
  score: 'Score',
  depth: 'Depth',
  count: 'Count',
  comment: 'Comment',
  addPlayed: 'Add the move played',
  addAnalysis: 'Add the analysis move',
  delete: 'Delete',
  undo: 'Undo',
  redo: 'Redo',
  save: 'Save',
  exportAs: 'Save as',
  exportName: 'File name to save as (.db .bin .ybb .sbk)',
  saved: 'Saved {name}.',
  dropped: 'The format dropped: {what}',
  positions: 'positions: {n}',
  modified: 'unsaved',
};
type Strings = typeof en;

const ja: Strings = {
  title: '定跡ファイル',
  name: '定跡ファイル名',
  open: '開く',
  none: '定跡ファイルを開いてください（新しい名前なら空の定跡になります）。',
  empty: 'この局面の定跡手はありません。',
  move: '指し手',
  score: '評価値',
  depth: '深さ',
  count: '回数',
  comment: 'コメント',
  addPlayed: '指した手を追加',
  addAnalysis: '検討の最善手を追加',
  delete: '削除',
  undo: '元に戻す',
  redo: 'やり直す',
  save: '保存',
  exportAs: '名前を付けて保存',
  exportName: '保存するファイル名（.db .bin .ybb .sbk）',
  saved: '{name} に保存しました。',
  dropped: 'この形式で失われたもの: {what}',
  positions: '{n} 局面',
  modified: '未保存',
};

/** The book panel's strings (`t('book.…')`). */
export const BOOK = { en: en, ja: ja };
