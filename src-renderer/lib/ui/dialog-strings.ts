/**
 * The app dialogs' words in both UI languages (`t('dialog.…')`): Help › Keyboard shortcuts,
 * Help › About, the question before a running game is lost, and the idle Play board's hint.
 */

const en = {
  close: 'Close',
  // Help › Keyboard shortcuts (the keys themselves are in key-table.ts)
  shortcutsTitle: 'Keyboard shortcuts',
  'group:menu': 'Menu commands',
  'group:moves': 'Moves of the record',
  'group:board': 'Board',
  'group:dialogs': 'Dialogs and menus',
  // Help › About
  aboutTitle: 'About Banmen',
  aboutWhat: 'A shogi app for play, study and engine tournaments, with its own USI engine.',
  version: 'Version',
  licence: 'Licence',
  notices: 'Third-party notices',
  loading: 'Loading…',
  // Before a running game is lost
  'resign:title': 'Resign the game?',
  'resign:body': 'The game ends as a loss.',
  'resign:ok': 'Resign',
  'new-game:title': 'Abandon the running game?',
  'new-game:body': 'A new game replaces the game in progress.',
  'new-game:ok': 'Abandon game',
  keepPlaying: 'Keep playing',
  // The idle Play board
  idle: 'No game is running. Start a new game to play, or open Study to move pieces freely.',
  over: 'The game is over. Start a new game, or open Study to move pieces freely.',
  newGame: 'New game',
  openStudy: 'Open Study',
};

const ja: typeof en = {
  close: '閉じる',
  shortcutsTitle: 'キーボード操作',
  'group:menu': 'メニューの操作',
  'group:moves': '棋譜の移動',
  'group:board': '盤',
  'group:dialogs': 'ダイアログとメニュー',
  aboutTitle: 'Banmen について',
  aboutWhat: '対局・検討・エンジン大会のための将棋アプリ。独自の USI エンジンを備えています。',
  version: 'バージョン',
  licence: 'ライセンス',
  notices: 'サードパーティーのライセンス表示',
  loading: '読み込み中…',
  'resign:title': '投了しますか？',
  'resign:body': '対局は負けで終わります。',
  'resign:ok': '投了する',
  'new-game:title': '対局を中断しますか？',
  'new-game:body': '新規対局で現在の対局は失われます。',
  'new-game:ok': '中断する',
  keepPlaying: '対局を続ける',
  idle: '対局中ではありません。新規対局を始めるか、検討で駒を自由に動かせます。',
  over: '対局は終わりました。新規対局を始めるか、検討で駒を自由に動かせます。',
  newGame: '新規対局',
  openStudy: '検討を開く',
};

/** The dialogs' words (`t('dialog.…')`). */
export const DIALOG = { en, ja };
