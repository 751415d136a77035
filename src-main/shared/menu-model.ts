/**
 * The one menu model: the menus, their commands in order, separators, Electron's accelerators and
 * where Electron's native roles go. Both menu bars render it: the Electron menu
 * (`src-main/app/menu.ts`, with its native roles) and the browser host's mirror
 * (`src-renderer/lib/ui/app-menu.ts`, with its greyed-out entries and its own keys from the key
 * table). Each host words the labels from its own table by the `label` names here. Pure module.
 */
import type { MenuCommand } from './contract/app.ts';

/** The names of the menus' labels (keys of Electron's label table and of the renderer's `ui.`). */
export type MenuLabel =
  | 'file'
  | 'open'
  | 'save'
  | 'saveAs'
  | 'paste'
  | 'copySfen'
  | 'copyUsi'
  | 'edit'
  | 'undo'
  | 'redo'
  | 'settings'
  | 'view'
  | 'play'
  | 'study'
  | 'flip'
  | 'game'
  | 'newGame'
  | 'resign'
  | 'declare'
  | 'takeback'
  | 'positionEditor'
  | 'checkTsume'
  | 'review'
  | 'engine'
  | 'analysis'
  | 'engines'
  | 'train'
  | 'trainNet'
  | 'tournament'
  | 'tournamentNew'
  | 'tournamentOpen'
  | 'tournamentSpsa'
  | 'help'
  | 'shortcuts'
  | 'about';

/** Native items only Electron has: quit/close, the text-edit roles, full screen. */
export type NativeSlot = 'quit' | 'edit-roles' | 'fullscreen';

/** One entry: a command (labelled by name, or by a fixed text), a separator, or a native slot. */
export type MenuItemModel =
  | { command: MenuCommand; label: MenuLabel; accel?: string }
  | { command: MenuCommand; text: string }
  | { separator: true }
  | { native: NativeSlot };

/** One menu of the bar. */
export interface MenuModel {
  id: 'file' | 'edit' | 'view' | 'game' | 'engine' | 'tournament' | 'help';
  label: MenuLabel;
  items: MenuItemModel[];
}

const SEP = { separator: true } as const;
const item = (command: MenuCommand, label: MenuLabel, accel?: string): MenuItemModel =>
  accel ? { command, label, accel } : { command, label };

/** The menus in the order of a desktop app: File, Edit, View, Game, Engine, Tournament, Help. */
export const MENU_MODEL: readonly MenuModel[] = [
  {
    id: 'file',
    label: 'file',
    items: [
      item('open-record', 'open', 'CmdOrCtrl+O'),
      item('save-record', 'save', 'CmdOrCtrl+S'),
      item('save-record-as', 'saveAs', 'Shift+CmdOrCtrl+S'),
      item('paste-record', 'paste', 'Shift+CmdOrCtrl+V'),
      SEP,
      item('copy-sfen', 'copySfen'),
      item('copy-usi', 'copyUsi'),
      SEP,
      { native: 'quit' },
    ],
  },
  {
    id: 'edit',
    label: 'edit',
    items: [
      item('undo', 'undo', 'CmdOrCtrl+Z'),
      item('redo', 'redo', 'Shift+CmdOrCtrl+Z'),
      SEP,
      { native: 'edit-roles' },
      SEP,
      item('settings', 'settings', 'CmdOrCtrl+,'),
    ],
  },
  {
    id: 'view',
    label: 'view',
    items: [
      item('play', 'play'),
      item('study', 'study'),
      item('flip', 'flip', 'Shift+CmdOrCtrl+F'),
      SEP,
      { command: 'lang-en', text: 'English' },
      { command: 'lang-ja', text: '日本語' },
      SEP,
      { native: 'fullscreen' },
    ],
  },
  {
    id: 'game',
    label: 'game',
    items: [
      // Why Shift: Ctrl+N is the platform's new window; the browser host uses Alt+N instead
      // (Chromium keeps Ctrl+Shift+N for a private window: src-renderer/lib/ui/key-table.ts).
      item('new-game', 'newGame', 'Shift+CmdOrCtrl+N'),
      item('resign', 'resign'),
      item('declare', 'declare'),
      item('takeback', 'takeback'),
      SEP,
      item('position-editor', 'positionEditor'),
      item('check-tsume', 'checkTsume'),
      item('review', 'review'),
    ],
  },
  {
    id: 'engine',
    label: 'engine',
    items: [
      item('analysis', 'analysis'),
      item('manage-engines', 'engines'),
      item('train-classical', 'train'),
      item('train-network', 'trainNet'),
    ],
  },
  {
    id: 'tournament',
    label: 'tournament',
    items: [
      item('tournament-new', 'tournamentNew'),
      item('tournament-open', 'tournamentOpen'),
      item('tournament-spsa', 'tournamentSpsa'),
    ],
  },
  {
    id: 'help',
    label: 'help',
    items: [item('shortcuts', 'shortcuts'), item('about', 'about')],
  },
];

/** Electron's accelerator as a key name ("Shift+CmdOrCtrl+S" → "Ctrl+Shift+S"). */
export function acceleratorKeys(accel: string): string {
  const keys = accel.split('+').map((k) => (k === 'CmdOrCtrl' ? 'Ctrl' : k));
  const order = (k: string) => ['Ctrl', 'Shift', 'Alt'].indexOf(k) >>> 0;
  return keys.sort((a, b) => order(a) - order(b)).join('+');
}
