/**
 * The browser host's menu bar as data: the menus of the Electron menu (src-main/app/menu.ts) with
 * the same commands, plus their keyboard shortcuts, which the browser host handles itself.
 */
import { commandOfPress, shortcutOf } from './key-table';
import { t } from '../text';

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
export function appMenus(c: MenuContext): AppMenuModel[] {
  const study = c.mode === 'study';
  return [
    {
      id: 'file',
      label: t('ui.file'),
      items: [
        { label: t('ui.open'), command: 'open-record', shortcut: web('open-record') },
        { label: t('ui.save'), command: 'save-record', shortcut: web('save-record') },
        {
          label: t('ui.saveAs'),
          command: 'save-record-as',
          shortcut: web('save-record-as'),
          disabled: !study,
        },
        { label: t('ui.paste'), command: 'paste-record', shortcut: web('paste-record') },
        SEP,
        { label: t('ui.copySfen'), command: 'copy-sfen' },
        { label: t('ui.copyUsi'), command: 'copy-usi' },
      ],
    },
    {
      id: 'edit',
      label: t('ui.edit'),
      items: [
        { label: t('ui.undo'), command: 'undo', shortcut: 'Ctrl+Z', disabled: !study },
        { label: t('ui.redo'), command: 'redo', shortcut: 'Ctrl+Shift+Z', disabled: !study },
        SEP,
        { label: t('ui.settings'), command: 'settings', shortcut: web('settings') },
      ],
    },
    {
      id: 'view',
      label: t('ui.view'),
      items: [
        { label: study ? t('ui.play') : t('ui.study'), command: study ? 'play' : 'study' },
        { label: t('ui.flip'), command: 'flip', shortcut: web('flip') },
        SEP,
        { label: 'English', command: 'lang-en' },
        { label: '日本語', command: 'lang-ja' },
      ],
    },
    {
      id: 'game',
      label: t('ui.game'),
      items: [
        { label: t('ui.newGame'), command: 'new-game', shortcut: web('new-game') },
        { label: t('ui.resign'), command: 'resign', disabled: !c.playing },
        { label: t('ui.declare'), command: 'declare', disabled: !c.canDeclare },
        { label: t('ui.takeback'), command: 'takeback', disabled: !c.canTakeback },
        SEP,
        { label: t('ui.positionEditor'), command: 'position-editor' },
        { label: t('ui.checkTsume'), command: 'check-tsume' },
        { label: t('ui.review'), command: 'review' },
      ],
    },
    {
      id: 'engine',
      label: t('ui.engine'),
      items: [
        { label: t('ui.analysis'), command: 'analysis' },
        { label: t('ui.engines'), command: 'manage-engines' },
        { label: t('ui.train'), command: 'train-classical' },
        { label: t('ui.trainNet'), command: 'train-network' },
      ],
    },
    {
      id: 'tournament',
      label: t('ui.tournament'),
      items: [
        { label: t('ui.tournamentNew'), command: 'tournament-new' },
        { label: t('ui.tournamentOpen'), command: 'tournament-open' },
        { label: t('ui.tournamentSpsa'), command: 'tournament-spsa' },
        ...(c.hiddenTournament ? [{ label: c.hiddenTournament, command: 'show-live' }] : []),
      ],
    },
    {
      id: 'help',
      label: t('ui.help'),
      items: [
        { label: t('ui.shortcuts'), command: 'shortcuts' },
        { label: t('ui.about'), command: 'about' },
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
