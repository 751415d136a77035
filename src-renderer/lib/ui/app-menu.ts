/**
 * The browser host's menu bar as data: the menus of the Electron menu (src-main/app/menu.ts) with
 * the same commands, plus their keyboard shortcuts, which the browser host handles itself.
 */
import type { Lang } from '../../../src-main/ipc/contract';
import { uiStrings } from './strings';

/** One menu entry: a command, or a separator. */
export type MenuEntry =
  { label: string; command: string; shortcut?: string; disabled?: boolean } | { separator: true };

/** One menu of the bar. */
export interface AppMenuModel {
  id: string;
  label: string;
  items: MenuEntry[];
}

/** What the menus need to know to grey out entries. */
export interface MenuContext {
  mode: 'play' | 'study' | 'practice' | 'tsume';
  playing: boolean;
  canDeclare: boolean;
  canTakeback: boolean;
  /** A tournament that runs but is not on screen (its name), to show it again. */
  hiddenTournament: string | null;
}

const SEP: MenuEntry = { separator: true };

/** The menus in the order of a desktop app: File, Edit, View, Game, Engine, Tournament, Help. */
export function appMenus(lang: Lang, c: MenuContext): AppMenuModel[] {
  const s = uiStrings(lang);
  const study = c.mode === 'study';
  return [
    {
      id: 'file',
      label: s.file,
      items: [
        { label: s.open, command: 'open-record', shortcut: 'Ctrl+O' },
        { label: s.save, command: 'save-record', shortcut: 'Ctrl+S' },
        { label: s.saveAs, command: 'save-record-as', shortcut: 'Ctrl+Shift+S', disabled: !study },
        { label: s.paste, command: 'paste-record', shortcut: 'Ctrl+Shift+V' },
        SEP,
        { label: s.copySfen, command: 'copy-sfen' },
        { label: s.copyUsi, command: 'copy-usi' },
      ],
    },
    {
      id: 'edit',
      label: s.edit,
      items: [
        { label: s.undo, command: 'undo', shortcut: 'Ctrl+Z', disabled: !study },
        { label: s.redo, command: 'redo', shortcut: 'Ctrl+Shift+Z', disabled: !study },
        SEP,
        { label: s.settings, command: 'settings', shortcut: 'Ctrl+,' },
      ],
    },
    {
      id: 'view',
      label: s.view,
      items: [
        { label: study ? s.play : s.study, command: study ? 'play' : 'study' },
        { label: s.flip, command: 'flip', shortcut: 'Ctrl+Shift+F' },
        SEP,
        { label: 'English', command: 'lang-en' },
        { label: '日本語', command: 'lang-ja' },
      ],
    },
    {
      id: 'game',
      label: s.game,
      items: [
        { label: s.newGame, command: 'new-game', shortcut: 'Ctrl+Shift+N' },
        { label: s.resign, command: 'resign', disabled: !c.playing },
        { label: s.declare, command: 'declare', disabled: !c.canDeclare },
        { label: s.takeback, command: 'takeback', disabled: !c.canTakeback },
        SEP,
        { label: s.positionEditor, command: 'position-editor' },
        { label: s.review, command: 'review' },
      ],
    },
    {
      id: 'engine',
      label: s.engine,
      items: [
        { label: s.analysis, command: 'analysis' },
        { label: s.engines, command: 'manage-engines' },
        { label: s.train, command: 'train-classical' },
        { label: s.trainNet, command: 'train-network' },
      ],
    },
    {
      id: 'tournament',
      label: s.tournament,
      items: [
        { label: s.tournamentNew, command: 'tournament-new' },
        { label: s.tournamentOpen, command: 'tournament-open' },
        { label: s.tournamentSpsa, command: 'tournament-spsa' },
        ...(c.hiddenTournament ? [{ label: c.hiddenTournament, command: 'show-live' }] : []),
      ],
    },
    {
      id: 'help',
      label: s.help,
      items: [
        { label: s.shortcuts, command: 'shortcuts' },
        { label: s.about, command: 'about' },
      ],
    },
  ];
}

/** The shortcut strings of the menus and the commands they run. */
const SHORTCUTS: Record<string, string> = {
  'Ctrl+O': 'open-record',
  'Ctrl+S': 'save-record',
  'Ctrl+Shift+S': 'save-record-as',
  'Ctrl+Shift+V': 'paste-record',
  'Ctrl+,': 'settings',
  'Ctrl+Shift+F': 'flip',
  'Ctrl+Shift+N': 'new-game',
};

/**
 * The command of a key press, or null. Undo/redo are left to the study view's own keys
 * (they must also reach the comment box); Cmd counts as Ctrl on a Mac.
 */
export function shortcutCommand(e: KeyboardEvent): string | null {
  if (!(e.ctrlKey || e.metaKey) || e.altKey) return null;
  const key = e.key.length === 1 ? e.key.toUpperCase() : e.key;
  return SHORTCUTS[`Ctrl+${e.shiftKey ? 'Shift+' : ''}${key}`] ?? null;
}
