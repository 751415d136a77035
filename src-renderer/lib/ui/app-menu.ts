/**
 * The browser host's menu bar as data: the menus of the Electron menu (src-main/app/menu.ts) with
 * the same commands, plus their keyboard shortcuts, which the browser host handles itself.
 */
import type { Lang } from '../../../src-main/shared/contract';
import { uiStrings } from './strings';
import { commandOfPress, shortcutOf } from './key-table';

/** The browser host's shortcut of a command (the menu bar is the browser host's only). */
const web = (command: string) => shortcutOf(command, 'web');

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
        { label: s.open, command: 'open-record', shortcut: web('open-record') },
        { label: s.save, command: 'save-record', shortcut: web('save-record') },
        {
          label: s.saveAs,
          command: 'save-record-as',
          shortcut: web('save-record-as'),
          disabled: !study,
        },
        { label: s.paste, command: 'paste-record', shortcut: web('paste-record') },
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
        { label: s.settings, command: 'settings', shortcut: web('settings') },
      ],
    },
    {
      id: 'view',
      label: s.view,
      items: [
        { label: study ? s.play : s.study, command: study ? 'play' : 'study' },
        { label: s.flip, command: 'flip', shortcut: web('flip') },
        SEP,
        { label: 'English', command: 'lang-en' },
        { label: '日本語', command: 'lang-ja' },
      ],
    },
    {
      id: 'game',
      label: s.game,
      items: [
        { label: s.newGame, command: 'new-game', shortcut: web('new-game') },
        { label: s.resign, command: 'resign', disabled: !c.playing },
        { label: s.declare, command: 'declare', disabled: !c.canDeclare },
        { label: s.takeback, command: 'takeback', disabled: !c.canTakeback },
        SEP,
        { label: s.positionEditor, command: 'position-editor' },
        { label: s.checkTsume, command: 'check-tsume' },
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

/**
 * The command of a key press in the browser host, or null (from the one key table). Undo/redo are
 * left to the study view's own keys (they must also reach the comment box).
 */
export function shortcutCommand(e: KeyboardEvent): string | null {
  return commandOfPress(e, 'web');
}
