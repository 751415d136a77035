/**
 * The browser host's menu bar as data: the one menu model (`shared/menu-model.ts`, which the
 * Electron menu renders too) with the renderer's labels, greyed-out entries and the keyboard
 * shortcuts the browser host handles itself.
 */
import {
  acceleratorKeys,
  MENU_MODEL,
  type MenuItemModel,
} from '../../../src-main/shared/menu-model';
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

/** Whether an entry is greyed out now. */
function disabled(command: string, c: MenuContext): boolean {
  const study = c.mode === 'study';
  const off: Record<string, boolean> = {
    'save-record-as': !study,
    undo: !study,
    redo: !study,
    resign: !c.playing,
    declare: !c.canDeclare,
    takeback: !c.canTakeback,
  };
  return off[command] ?? false;
}

/** The browser's entry of a model item, or null (native slots; View names only the other view). */
function entry(i: MenuItemModel, c: MenuContext): MenuEntry | null {
  if ('separator' in i) return { separator: true };
  if ('native' in i) return null;
  if (i.command === (c.mode === 'study' ? 'study' : 'play')) return null;
  const label = 'text' in i ? i.text : t(`ui.${i.label}`);
  // The key table's browser key, else the menu's own (undo and redo, which the table leaves to the study view).
  const shortcut =
    web(i.command) ?? ('accel' in i && i.accel ? acceleratorKeys(i.accel) : undefined);
  const off = disabled(i.command, c);
  return {
    label,
    command: i.command,
    ...(shortcut ? { shortcut } : {}),
    ...(off ? { disabled: true } : {}),
  };
}

/** Drops separators at the ends and doubled ones (left where native slots were). */
function tidy(items: MenuEntry[]): MenuEntry[] {
  return items.filter(
    (e, k) =>
      !('separator' in e) || (k > 0 && k < items.length - 1 && !('separator' in items[k - 1]!)),
  );
}

/** The menus of the one menu model, with the entries that do not apply now greyed out. */
export function appMenus(c: MenuContext): AppMenuModel[] {
  return MENU_MODEL.map((m) => {
    const items = tidy(m.items.flatMap((i) => entry(i, c) ?? []));
    if (m.id === 'tournament' && c.hiddenTournament)
      items.push({ label: c.hiddenTournament, command: 'show-live' });
    return { id: m.id, label: t(`ui.${m.label}`), items };
  });
}

/**
 * The command of a key press in the browser host, or null (from the one key table). Undo/redo are
 * left to the study view's own keys (they must also reach the comment box).
 */
export function shortcutCommand(e: KeyboardEvent): string | null {
  return commandOfPress(e, 'web');
}
