/**
 * The one table of every key the app handles: the menu shortcuts (run as commands by the browser
 * host, shown in its menu bar; Electron's native menu has the same accelerators), the study view's
 * move keys, the board's keys and the dialogs' Escape. The Help ▸ Keyboard shortcuts dialog is
 * generated from it, so a key the app handles cannot be missing there.
 *
 * Why New game differs by host: Chromium keeps Ctrl+Shift+N (private window) for itself and never
 * lets a page see it (see {@link CHROMIUM_RESERVED}); Electron has no such window, so it keeps it.
 */
import type { Lang } from '../../../src-main/shared/contract';

/** Which host runs the renderer: the browser host cannot take the keys Chromium reserves. */
export type KeyHost = 'web' | 'electron';

/** The section of the shortcuts dialog an entry is listed in. */
export type KeyGroup = 'menu' | 'moves' | 'board' | 'dialogs';

/** One key (or key family) the app handles. */
export interface KeyEntry {
  /** The keys as the user presses them; per host where they differ. */
  keys: string | Readonly<Record<KeyHost, string>>;
  /** The app command it runs (menu shortcuts only; see app-commands.svelte.ts). */
  command?: string;
  group: KeyGroup;
  what: Readonly<Record<Lang, string>>;
}

/**
 * Keys Chromium handles before any page can (its "reserved" commands: new window, private window,
 * new tab, reopen tab, close tab or window, switch tabs, quit). A page's keydown listener never
 * sees them, so the browser host must not bind them.
 */
export const CHROMIUM_RESERVED: readonly string[] = [
  'Ctrl+N',
  'Ctrl+Shift+N',
  'Ctrl+T',
  'Ctrl+Shift+T',
  'Ctrl+W',
  'Ctrl+Shift+W',
  'Ctrl+Tab',
  'Ctrl+Shift+Tab',
  'Ctrl+PageUp',
  'Ctrl+PageDown',
  'Ctrl+Shift+Q',
];

/** One row of the table: its keys, section, English and Japanese description, and command. */
function key(
  keys: KeyEntry['keys'],
  group: KeyGroup,
  en: string,
  ja: string,
  command?: string,
): KeyEntry {
  return { keys, group, what: { en, ja }, ...(command ? { command } : {}) };
}

/** Every key the app handles, in the order the shortcuts dialog lists them. */
export const KEY_TABLE: readonly KeyEntry[] = [
  key('Ctrl+O', 'menu', 'Open a record', '棋譜を開く', 'open-record'),
  key('Ctrl+S', 'menu', 'Save the record', '棋譜を保存', 'save-record'),
  key('Ctrl+Shift+S', 'menu', 'Save the record as…', '名前を付けて保存', 'save-record-as'),
  key('Ctrl+Shift+V', 'menu', 'Paste a record', '棋譜を貼り付け', 'paste-record'),
  key('Ctrl+,', 'menu', 'Settings', '設定', 'settings'),
  key('Ctrl+Shift+F', 'menu', 'Flip the board', '盤面を反転', 'flip'),
  key({ web: 'Alt+N', electron: 'Ctrl+Shift+N' }, 'menu', 'New game', '新規対局', 'new-game'),
  key('Ctrl+Z', 'menu', 'Undo a record edit (Study)', '棋譜の編集を元に戻す（検討）'),
  key(
    'Ctrl+Shift+Z / Ctrl+Y',
    'menu',
    'Redo a record edit (Study)',
    '棋譜の編集をやり直す（検討）',
  ),
  key('→ / ←', 'moves', 'Next / previous move (Study)', '次の手 / 前の手（検討）'),
  key('↑ / ↓', 'moves', 'Previous / next variation (Study)', '前 / 次の変化（検討）'),
  key(
    'Home / End',
    'moves',
    'Start / last move (Study; End also follows a game)',
    '開始局面 / 最終手（検討。End は対局の最新手に追従）',
  ),
  key('↑ ↓ ← →', 'board', 'Move between squares (on the board)', '盤上のマスを移動'),
  key(
    'Enter / Space',
    'board',
    'Pick up or put down a piece (board and hands)',
    '駒を選ぶ・置く（盤と持ち駒）',
  ),
  key('Esc', 'dialogs', 'Close a dialog or menu', 'ダイアログやメニューを閉じる'),
];

/** The keys of `entry` in `host`. */
export function keysOf(entry: KeyEntry, host: KeyHost): string {
  return typeof entry.keys === 'string' ? entry.keys : entry.keys[host];
}

/** The shortcut of a menu command in `host` (for the menu bar), or undefined. */
export function shortcutOf(command: string, host: KeyHost): string | undefined {
  const entry = KEY_TABLE.find((e) => e.command === command);
  return entry && keysOf(entry, host);
}

/**
 * A key press as the table writes it ("Ctrl+Shift+O", "Alt+N"); Cmd counts as Ctrl on a Mac.
 * Why `code` for letters: Alt+N types "˜" on a Mac keyboard, and Shift changes `key`'s case.
 */
export function pressName(e: KeyboardEvent): string {
  const letter = /^Key([A-Z])$/.exec(e.code)?.[1];
  const key = letter ?? (e.key.length === 1 ? e.key.toUpperCase() : e.key);
  const mods = [
    e.ctrlKey || e.metaKey ? 'Ctrl' : '',
    e.altKey ? 'Alt' : '',
    e.shiftKey ? 'Shift' : '',
  ];
  return [...mods.filter(Boolean), key].join('+');
}

/** The menu command a key press runs in `host`, or null. */
export function commandOfPress(e: KeyboardEvent, host: KeyHost): string | null {
  const name = pressName(e);
  const entry = KEY_TABLE.find((k) => k.command && keysOf(k, host) === name);
  return entry?.command ?? null;
}
