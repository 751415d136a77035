/**
 * The native menu bar: the one menu model (`shared/menu-model.ts`, which the browser host's menu
 * bar renders too) with Electron's labels, accelerators and native roles (cut/copy/paste, quit,
 * full screen). Items send contract
 * `app:menu` commands to the renderer. Edit › Undo/Redo go to the renderer, which undoes record
 * edits in the study view (or text edits in a text box).
 */
import type { MenuItemConstructorOptions } from 'electron';
import type { Lang, MenuCommand } from '../shared/contract.ts';
import {
  MENU_MODEL,
  type MenuItemModel,
  type MenuLabel,
  type NativeSlot,
} from '../shared/menu-model.ts';

const LABELS: { readonly [l in Lang]: Readonly<Record<MenuLabel, string>> } = {
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
};

/** File items the main process handles itself with native dialogs (Electron). */
export interface NativeFileMenu {
  open(): void;
  saveAs(): void;
}

/** The native roles of a slot of the model. */
function nativeItems(slot: NativeSlot, isMac: boolean): MenuItemConstructorOptions[] {
  if (slot === 'quit') return [isMac ? { role: 'close' } : { role: 'quit' }];
  if (slot === 'fullscreen') return [{ role: 'togglefullscreen' }];
  return [{ role: 'cut' }, { role: 'copy' }, { role: 'paste' }, { role: 'selectAll' }];
}

/**
 * Builds the menu template from the one menu model; `send` forwards a command to the renderer,
 * `native` (when given) takes File › Open and Save As.
 */
export function buildMenuTemplate(
  lang: Lang,
  send: (command: MenuCommand) => void,
  isMac: boolean,
  native?: NativeFileMenu,
): MenuItemConstructorOptions[] {
  const t = LABELS[lang];
  const own: Partial<Record<MenuCommand, () => void>> = native
    ? { 'open-record': () => native.open(), 'save-record-as': () => native.saveAs() }
    : {};
  const entry = (i: MenuItemModel): MenuItemConstructorOptions[] => {
    if ('separator' in i) return [{ type: 'separator' }];
    if ('native' in i) return nativeItems(i.native, isMac);
    const label = 'text' in i ? i.text : t[i.label];
    const accelerator = 'accel' in i ? i.accel : undefined;
    const command = i.command;
    return [{ label, accelerator, click: own[command] ?? (() => send(command)) }];
  };
  return [
    ...(isMac ? [{ role: 'appMenu' } as MenuItemConstructorOptions] : []),
    ...MENU_MODEL.map((m): MenuItemConstructorOptions => ({
      label: t[m.label],
      ...(m.id === 'help' ? { role: 'help' as const } : {}),
      submenu: m.items.flatMap(entry),
    })),
  ];
}
