/**
 * The native menu bar: File, Edit, View, Game, Engine, Tournament, Help, the same menus, commands
 * and shortcuts as the browser host's menu bar (src-renderer/lib/ui/app-menu.ts; a test checks
 * that they agree), plus the native roles (cut/copy/paste, quit, full screen). Items send contract
 * `app:menu` commands to the renderer. Edit › Undo/Redo go to the renderer, which undoes record
 * edits in the study view (or text edits in a text box).
 */
import type { MenuItemConstructorOptions } from 'electron';
import type { Lang, MenuCommand } from '../shared/contract.ts';

const LABELS = {
  en: {
    file: 'File',
    open: 'Open Record…',
    save: 'Save Record (KIF)…',
    copySfen: 'Copy Position (SFEN)',
    copyUsi: 'Copy Moves (USI)',
    edit: 'Edit',
    game: 'Game',
    newGame: 'New game',
    resign: 'Resign',
    declare: 'Declare Win (Entering King)',
    takeback: 'Take Back',
    engine: 'Engine',
    engines: 'Manage Engines…',
    train: 'Train Classical Evaluation…',
    trainNet: 'Train Network…',
    tournament: 'Tournament',
    tournamentNew: 'New Tournament…',
    tournamentOpen: 'Open Results…',
    tournamentSpsa: 'Open SPSA Run…',
    view: 'View',
    flip: 'Flip board',
    help: 'Help',
    about: 'About Banmen',
    shortcuts: 'Keyboard Shortcuts',
    settings: 'Settings…',
    play: 'Play',
    study: 'Study Record',
    saveAs: 'Save Record As…',
    paste: 'Paste Record',
    undo: 'Undo',
    redo: 'Redo',
    positionEditor: 'Position Editor…',
    checkTsume: 'Check This Tsume',
    analysis: 'Start Analysis',
    review: 'Review Game',
  },
  ja: {
    file: 'ファイル',
    open: '棋譜を開く…',
    save: '棋譜を保存 (KIF)…',
    copySfen: '局面をコピー (SFEN)',
    copyUsi: '指し手をコピー (USI)',
    edit: '編集',
    game: '対局',
    newGame: '新規対局',
    resign: '投了',
    declare: '入玉宣言',
    takeback: '待った',
    engine: 'エンジン',
    engines: 'エンジン管理…',
    train: '古典評価関数の学習…',
    trainNet: 'NNUE評価関数の学習…',
    tournament: '大会',
    tournamentNew: '新規大会…',
    tournamentOpen: '大会結果を開く…',
    tournamentSpsa: 'SPSA調整を開く…',
    view: '表示',
    flip: '盤面反転',
    help: 'ヘルプ',
    about: 'Banmen について',
    shortcuts: 'キーボードショートカット',
    settings: '設定…',
    play: '対局',
    study: '棋譜検討',
    saveAs: '名前を付けて棋譜を保存…',
    paste: '棋譜を貼り付け',
    undo: '元に戻す',
    redo: 'やり直し',
    positionEditor: '局面編集…',
    checkTsume: '詰将棋として検討',
    analysis: '検討開始',
    review: '棋譜解析',
  },
} as const;

/** File items the main process handles itself with native dialogs (Electron). */
export interface NativeFileMenu {
  open(): void;
  saveAs(): void;
}

/**
 * Builds the menu template; `send` forwards a command to the renderer, `native` (when given)
 * takes File › Open and Save As.
 */
export function buildMenuTemplate(
  lang: Lang,
  send: (command: MenuCommand) => void,
  isMac: boolean,
  native?: NativeFileMenu,
): MenuItemConstructorOptions[] {
  const t = LABELS[lang];
  const cmd = (
    label: string,
    command: MenuCommand,
    accelerator?: string,
  ): MenuItemConstructorOptions => ({
    label,
    accelerator,
    click: () => send(command),
  });
  return [
    ...(isMac ? [{ role: 'appMenu' } as MenuItemConstructorOptions] : []),
    {
      label: t.file,
      submenu: [
        native
          ? { label: t.open, accelerator: 'CmdOrCtrl+O', click: () => native.open() }
          : cmd(t.open, 'open-record', 'CmdOrCtrl+O'),
        cmd(t.save, 'save-record', 'CmdOrCtrl+S'),
        native
          ? { label: t.saveAs, accelerator: 'Shift+CmdOrCtrl+S', click: () => native.saveAs() }
          : cmd(t.saveAs, 'save-record-as', 'Shift+CmdOrCtrl+S'),
        cmd(t.paste, 'paste-record', 'Shift+CmdOrCtrl+V'),
        { type: 'separator' },
        cmd(t.copySfen, 'copy-sfen'),
        cmd(t.copyUsi, 'copy-usi'),
        { type: 'separator' },
        isMac ? { role: 'close' } : { role: 'quit' },
      ],
    },
    {
      label: t.edit,
      submenu: [
        cmd(t.undo, 'undo', 'CmdOrCtrl+Z'),
        cmd(t.redo, 'redo', 'Shift+CmdOrCtrl+Z'),
        { type: 'separator' },
        { role: 'cut' },
        { role: 'copy' },
        { role: 'paste' },
        { role: 'selectAll' },
        { type: 'separator' },
        cmd(t.settings, 'settings', 'CmdOrCtrl+,'),
      ],
    },
    {
      label: t.view,
      submenu: [
        cmd(t.play, 'play'),
        cmd(t.study, 'study'),
        cmd(t.flip, 'flip', 'Shift+CmdOrCtrl+F'),
        { type: 'separator' },
        cmd('English', 'lang-en'),
        cmd('日本語', 'lang-ja'),
        { type: 'separator' },
        { role: 'togglefullscreen' },
      ],
    },
    {
      label: t.game,
      submenu: [
        // Why Shift: Ctrl+N is the platform's new window; the browser host uses Alt+N instead
        // (Chromium keeps Ctrl+Shift+N for a private window: src-renderer/lib/ui/key-table.ts).
        cmd(t.newGame, 'new-game', 'Shift+CmdOrCtrl+N'),
        cmd(t.resign, 'resign'),
        cmd(t.declare, 'declare'),
        cmd(t.takeback, 'takeback'),
        { type: 'separator' },
        cmd(t.positionEditor, 'position-editor'),
        cmd(t.checkTsume, 'check-tsume'),
        cmd(t.review, 'review'),
      ],
    },
    {
      label: t.engine,
      submenu: [
        cmd(t.analysis, 'analysis'),
        cmd(t.engines, 'manage-engines'),
        cmd(t.train, 'train-classical'),
        cmd(t.trainNet, 'train-network'),
      ],
    },
    {
      label: t.tournament,
      submenu: [
        cmd(t.tournamentNew, 'tournament-new'),
        cmd(t.tournamentOpen, 'tournament-open'),
        cmd(t.tournamentSpsa, 'tournament-spsa'),
      ],
    },
    {
      label: t.help,
      role: 'help',
      submenu: [cmd(t.shortcuts, 'shortcuts'), cmd(t.about, 'about')],
    },
  ];
}
