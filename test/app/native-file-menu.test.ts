import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { MenuItemConstructorOptions } from 'electron';
import { buildMenuTemplate } from '../../src-main/app/menu.ts';
import type { MenuCommand } from '../../src-main/shared/contract.ts';

function items(menu: MenuItemConstructorOptions): MenuItemConstructorOptions[] {
  return (menu.submenu ?? []) as MenuItemConstructorOptions[];
}
const click = (i: MenuItemConstructorOptions | undefined) => (i!.click as () => void)();
/** A top-level menu by its label (the order is the menu bar's, which may change). */
const menuNamed = (menu: MenuItemConstructorOptions[], label: string) =>
  items(menu.find((m) => m.label === label)!);

test('under Electron, File › Open and Save As open native dialogs; Manage engines goes to the renderer', () => {
  const sent: MenuCommand[] = [];
  const native: string[] = [];
  const menu = buildMenuTemplate('en', (c) => void sent.push(c), false, {
    open: () => void native.push('open'),
    saveAs: () => void native.push('save-as'),
  });
  const file = menuNamed(menu, 'File');
  click(file.find((i) => i.label === 'Open Record…'));
  click(file.find((i) => i.label === 'Save Record As…'));
  click(file.find((i) => i.label === 'Save Record (KIF)…'));
  const engine = menuNamed(menu, 'Engine');
  const manage = engine.find((i) => i.label === 'Manage Engines…');
  assert.notEqual(manage?.enabled, false, 'Manage engines is enabled');
  click(manage);
  assert.deepEqual(native, ['open', 'save-as']);
  assert.deepEqual(sent, ['save-record', 'manage-engines']);
  assert.equal(file.find((i) => i.label === 'Open Record…')!.accelerator, 'CmdOrCtrl+O');
});

test('without native dialogs (browser host), Open and Save As go to the renderer', () => {
  const sent: MenuCommand[] = [];
  const file = items(buildMenuTemplate('en', (c) => void sent.push(c), false)[0]!);
  click(file.find((i) => i.label === 'Open Record…'));
  click(file.find((i) => i.label === 'Save Record As…'));
  assert.deepEqual(sent, ['open-record', 'save-record-as']);
});
