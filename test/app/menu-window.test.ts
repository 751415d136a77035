import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { MenuItemConstructorOptions } from 'electron';
import { buildMenuTemplate } from '../../src-main/app/menu.ts';
import { restorableState } from '../../src-main/app/window-state.ts';
import type { MenuCommand } from '../../src-main/shared/contract.ts';

function items(menu: MenuItemConstructorOptions): MenuItemConstructorOptions[] {
  return (menu.submenu ?? []) as MenuItemConstructorOptions[];
}

test('the menu bar has File, Edit, View, Game, Engine, Tournament and Help, and items send commands', () => {
  const sent: MenuCommand[] = [];
  const menu = buildMenuTemplate('en', (c) => void sent.push(c), false);
  assert.deepEqual(
    menu.map((m) => m.label),
    ['File', 'Edit', 'View', 'Game', 'Engine', 'Tournament', 'Help'],
  );
  const game = items(menu[3]!);
  const newGame = game.find((i) => i.label === 'New game')!;
  (newGame.click as () => void)();
  const flip = items(menu[2]!).find((i) => i.label === 'Flip board')!;
  (flip.click as () => void)();
  assert.deepEqual(sent, ['new-game', 'flip']);
  const ja = buildMenuTemplate('ja', () => {}, true);
  assert.equal(ja[0]!.role, 'appMenu', 'macOS gets the app menu first');
  assert.equal(ja[4]!.label, '対局');
});

test('window bounds are restored only when they are sane and on a display', () => {
  const display = [{ x: 0, y: 0, width: 1920, height: 1080 }];
  const saved = { bounds: { x: 100, y: 80, width: 1000, height: 700 }, maximized: true };
  assert.deepEqual(restorableState(saved, display), saved);
  assert.equal(
    restorableState({ bounds: { x: 5000, y: 0, width: 1000, height: 700 } }, display),
    null,
    'monitor gone',
  );
  assert.equal(
    restorableState({ bounds: { x: 0, y: 0, width: 10, height: 10 } }, display),
    null,
    'too small',
  );
  assert.equal(restorableState('garbage', display), null);
});
