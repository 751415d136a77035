/**
 * The app-wide UI strings in English and Japanese (both tables have the same keys; the type
 * enforces it). Read them with `t('key')` from `./text`.
 */
import { t } from './text';

const en = {
  board: 'Board',
  newGame: 'New game',
  start: 'Start',
  startingEngines: 'Starting the engine…',
  cancel: 'Cancel',
  resign: 'Resign',
  flip: 'Flip board',
  declare: 'Declare win',
  takeback: 'Take back',
  copySfen: 'Copy SFEN',
  copyUsi: 'Copy USI',
  black: 'Black',
  white: 'White',
  empty: 'empty',
  variant: 'Variant',
  shogi: 'Shogi',
  minishogi: 'Minishogi',
  player: 'Player',
  human: 'Human',
  builtin: 'Built-in engine',
  skillLevel: 'Skill level',
  levelBeginner: 'beginner',
  levelCasual: 'casual player',
  levelClub: 'club player',
  levelStrong: 'strong amateur',
  levelFull: 'full strength',
  startPosition: 'Start position',
  sfen: 'SFEN',
  timeControl: 'Time control',
  mainTime: 'Main time (min)',
  byoyomi: 'Byoyomi (s)',
  increment: 'Increment (s)',
  maxMoves: 'Max moves (0 = none)',
  promoteQ: 'Promote?',
  promote: 'Promote',
  noPromote: 'Do not promote',
  record: 'Record',
  thinking: 'Thinking…',
  yourMove: 'Your move',
  toMove: 'to move',
  check: 'Check',
  inCheck: 'in check',
  engineArrows: 'Engine arrows',
  checkNoMove:
    'Check: this piece cannot answer it. Move the king, take the checking piece or block.',
  language: 'Language',
  pieceStyle: 'Pieces',
  kanji: 'Kanji',
  oneChar: 'One character',
  coordinates: 'Coordinates',
  japanese: 'Japanese',
  western: 'Western',
  notation: 'Notation',
  beeps: 'Beep in the last 10 s',
  resume: 'Resume the unfinished game?',
  resumeYes: 'Resume',
  resumeNo: 'Discard',
  settingsReset:
    'The settings file was damaged. It was backed up to {path} and the defaults are used.',
  settingsUnreadable:
    'The settings file {path} could not be read ({reason}). It was left as it is; the defaults are used and changes are not saved until you restart.',
  engineDied: 'The engine stopped.',
  badSfen: 'That SFEN is not a valid position.',
  start_position: 'Start position',
  evalLabel: 'Eval',
  depth: 'Depth',
  bookMove: 'Book move',
  clockOf: '{side} clock',
  notifications: 'Notifications',
  dismiss: 'OK',
  moveCount: '{n} moves',
  externalEngines: 'External USI engines',
  enginePath: 'Engine program',
  addEngine: 'Add engine',
  chooseEngine: 'Add engine…',
  pickEngine: 'Pick a program',
  noEnginePrograms:
    'No engine programs offered. Start the host with --engine <program> or BANMEN_ENGINES to offer some (docs/security.md).',
  remove: 'Remove',
  saveRecord: 'Save record',
  savedDownload: "Saved as {name} in the browser's downloads folder.",
  openRecord: 'Open record',
  cannotSave: 'This game cannot be saved as KIF (minishogi): copy it as USI instead.',
  // board (issue 44): the user's drawings and the line preview on the board
  yourArrows: 'Your arrows',
  linePreview: 'Line preview',
  // issue 45: texts that were inline language checks in components
  dropRecord: 'Drop a record file to open it in Study',
  gameInfo: 'Game information',
  gameToolbar: 'Game',
  movesLog: 'Moves',
  announceCheck: ', check',
  sideToMove: '{side} to move',
  withCheck: ' · {check}',
  // The new-game dialog's book for the engines
  bookTitle: 'Book for the engines',
  bookFile: 'Book',
  bookNone: 'None (engines choose their own moves)',
  bookMaxPly: 'Up to ply',
  bookMargin: 'Margin (cp)',
  bookPick: 'Choice',
  bookSoftmax: 'By score (softmax)',
  bookCount: 'By count',
} as const;

type Strings = { [K in keyof typeof en]: string };

const ja: Strings = {
  board: '盤面',
  newGame: '新規対局',
  start: '対局開始',
  startingEngines: 'エンジンを起動しています…',
  cancel: 'キャンセル',
  resign: '投了',
  flip: '盤面反転',
  declare: '入玉宣言',
  takeback: '待った',
  copySfen: 'SFENをコピー',
  copyUsi: 'USIをコピー',
  black: '先手',
  white: '後手',
  empty: '空き',
  variant: '種類',
  shogi: '本将棋',
  minishogi: '5五将棋',
  player: '対局者',
  human: '人間',
  builtin: '内蔵エンジン',
  skillLevel: '棋力',
  levelBeginner: '入門',
  levelCasual: '初級',
  levelClub: '中級',
  levelStrong: '有段者',
  levelFull: '最強',
  startPosition: '開始局面',
  sfen: 'SFEN',
  timeControl: '持ち時間',
  mainTime: '持ち時間 (分)',
  byoyomi: '秒読み (秒)',
  increment: '加算 (秒)',
  maxMoves: '最大手数 (0 = 無制限)',
  promoteQ: '成りますか?',
  promote: '成る',
  noPromote: '不成',
  record: '棋譜',
  thinking: '思考中…',
  yourMove: 'あなたの手番',
  toMove: 'の手番',
  check: '王手',
  inCheck: '王手されています',
  engineArrows: '候補手の矢印',
  checkNoMove:
    '王手です。この駒では王手を防げません。玉を逃げるか、王手の駒を取るか、合駒をしてください。',
  language: '言語',
  pieceStyle: '駒',
  kanji: '二文字駒',
  oneChar: '一文字駒',
  coordinates: '座標',
  japanese: '日本式',
  western: '西洋式',
  notation: '表記',
  beeps: '残り10秒で音を鳴らす',
  resume: '中断した対局を再開しますか?',
  resumeYes: '再開',
  resumeNo: '破棄',
  settingsReset: '設定ファイルが壊れていました。{path} に退避し、初期設定を使います。',
  settingsUnreadable:
    '設定ファイル {path} を読めませんでした（{reason}）。ファイルはそのままにし、初期設定を使います。再起動まで変更は保存されません。',
  engineDied: 'エンジンが停止しました。',
  badSfen: 'SFEN が正しい局面ではありません。',
  start_position: '開始局面',
  evalLabel: '評価値',
  depth: '深さ',
  bookMove: '定跡手',
  clockOf: '{side}の時計',
  notifications: '通知',
  dismiss: 'OK',
  moveCount: '{n}手',
  externalEngines: '外部 USI エンジン',
  enginePath: 'エンジンのプログラム',
  addEngine: 'エンジンを追加',
  chooseEngine: 'エンジンを追加…',
  pickEngine: 'プログラムを選択',
  noEnginePrograms:
    '追加できるエンジンのプログラムがありません。ホストの起動時に指定してください（docs/security.md）。',
  remove: '削除',
  saveRecord: '棋譜を保存',
  savedDownload: '{name} としてブラウザのダウンロードフォルダに保存しました。',
  openRecord: '棋譜を開く',
  cannotSave: 'この対局は KIF で保存できません (5五将棋)。USI でコピーしてください。',
  // board (issue 44): the user's drawings and the line preview on the board
  yourArrows: 'あなたの矢印',
  linePreview: '読み筋のプレビュー',
  // issue 45: texts that were inline language checks in components
  dropRecord: 'ドロップすると棋譜を検討で開きます',
  gameInfo: '対局情報',
  gameToolbar: '対局',
  movesLog: '指し手',
  announceCheck: '、王手',
  sideToMove: '{side}の手番',
  withCheck: '・{check}',
  // The new-game dialog's book for the engines
  bookTitle: 'エンジンの定跡',
  bookFile: '定跡',
  bookNone: 'なし（エンジンが自分で指す）',
  bookMaxPly: '手数まで',
  bookMargin: '評価値の幅',
  bookPick: '選び方',
  bookSoftmax: '評価値（ソフトマックス）',
  bookCount: '出現回数',
};

export type { Strings };

/** The app-wide strings (keys without a prefix in `t`). */
export const APP = { en: en, ja: ja };

/** Fills `{name}` placeholders. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k] ?? ''));
}

/**
 * A side's name: Black/White, 先手/後手, or 下手/上手 in a Japanese handicap game (the player who
 * receives the handicap is 下手 and moves second; the giver is 上手).
 */
export function sideName(color: 0 | 1, handicap = false): string {
  if (handicap) return t(`game.sideH${color}`);
  return t(color === 0 ? 'black' : 'white');
}

/** The label of a side's pieces in hand ("black hand", 先手の持ち駒, 下手の持ち駒). */
export function handName(color: 0 | 1, handicap: boolean): string {
  return t(handicap ? `game.handH${color}` : `game.hand${color}`);
}
