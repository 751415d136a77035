// The Electron menu bar and the browser host's menu bar are one menu: the same menus in the same
// order, each with the same commands and keyboard shortcuts (issue 20: "a real menu bar in
// Electron, mirrored by an app menu in the browser host"). Native-only roles are left out. Where
// the key table gives a host its own keys (New game: Alt+N in the browser, which keeps
// Ctrl+Shift+N for itself), each menu shows its host's; no browser shortcut is Chromium's.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { MenuItemConstructorOptions } from 'electron';
import { buildMenuTemplate } from '../../src-main/app/menu.ts';
import { appMenus, type MenuContext } from '../../src-renderer/lib/ui/app-menu.ts';
import type { Lang } from '../../src-main/shared/contract.ts';
import { CHROMIUM_RESERVED, shortcutOf } from '../../src-renderer/lib/ui/key-table.ts';
import { useLanguage } from '../../src-renderer/lib/text.ts';

/** "Shift+CmdOrCtrl+S" and "Ctrl+Shift+S" both as "Ctrl+Shift+S". */
function shortcut(accel: string | undefined): string | undefined {
  if (!accel) return undefined;
  const keys = accel.split('+').map((k) => (k === 'CmdOrCtrl' ? 'Ctrl' : k));
  const order = (k: string) => ['Ctrl', 'Shift', 'Alt'].indexOf(k) >>> 0;
  return keys.sort((a, b) => order(a) - order(b)).join('+');
}

/** Each Electron menu as "command shortcut" lines (a click records the command it sends). */
function electronMenus(lang: Lang): { label: string; items: string[] }[] {
  let sent = '';
  return buildMenuTemplate(lang, (c) => void (sent = c), false).map((m) => ({
    label: String(m.label),
    items: ((m.submenu ?? []) as MenuItemConstructorOptions[])
      .filter((i) => i.click)
      .map((i) => {
        (i.click as () => void)();
        return `${sent} ${shortcut(i.accelerator as string | undefined) ?? ''}`.trim();
      }),
  }));
}

/** Each browser menu as the same lines, over both views (View names the one not shown). */
function browserMenus(lang: Lang): { label: string; items: string[] }[] {
  useLanguage(() => lang); // the renderer's strings follow the app's one language source
  const c = (mode: 'play' | 'study'): MenuContext => ({
    mode,
    playing: true,
    canDeclare: true,
    canTakeback: true,
    hiddenTournament: null,
  });
  const [play, study] = [appMenus(c('play')), appMenus(c('study'))];
  return play.map((m, i) => {
    const lines = [...m.items, ...study[i]!.items].flatMap((e) => {
      if (!('command' in e)) return [];
      // The browser's own keys, where they differ, must be the table's; Electron has its own.
      if (e.shortcut) assert.equal(e.shortcut, shortcutOf(e.command, 'web') ?? e.shortcut);
      assert.ok(!CHROMIUM_RESERVED.includes(e.shortcut ?? ''), `${e.shortcut} is Chromium's`);
      const electron = shortcutOf(e.command, 'electron') ?? e.shortcut;
      return [`${e.command} ${electron ?? ''}`.trim()];
    });
    return { label: m.label, items: [...new Set(lines)] };
  });
}

for (const lang of ['en', 'ja'] as const) {
  test(`Electron's menu bar mirrors the browser host's: menus, commands, shortcuts (${lang})`, () => {
    const native = electronMenus(lang);
    const web = browserMenus(lang);
    assert.deepEqual(
      native.map((m) => m.label),
      web.map((m) => m.label),
    );
    for (const [i, m] of web.entries())
      assert.deepEqual(new Set(native[i]!.items), new Set(m.items), `the ${m.label} menu`);
  });
}
