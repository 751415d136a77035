// Browser tests of issue 20's defects in the dialogs and menus, as a user would meet them: focus
// trapped in New game, menus that close, minishogi in New game, axe scans of every view, Save As,
// the position editor and the language switch.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { menu, screenshot, SKIP_REASON, startGame, studyTab, useBrowserHost } from './harness.ts';
import { openRecord, openStudy, saveAs, showStudy } from './harness-study.ts';
import { axeProblems } from './axe.ts';

const web = useBrowserHost(SKIP_REASON);
const SKIP = SKIP_REASON ?? false;
web.closePagesAfterEach();

const GAME = join(import.meta.dirname, '../fixtures/study/rook-blunder.kifu');

/** Whether the element that has the keyboard focus is inside `selector`. */
const focusInside = (page: Page, selector: string) =>
  page.evaluate((sel) => !!document.activeElement?.closest(sel), selector);

test(
  'the New game dialog keeps the focus inside on Tab and closes on Escape',
  { skip: SKIP },
  async () => {
    const page = await web.open();
    await page.getByRole('button', { name: 'New game' }).click();
    const dialog = page.getByRole('dialog', { name: 'New game' });
    await dialog.waitFor();
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab');
      assert.ok(await focusInside(page, '[role="dialog"]'), `Tab ${i + 1} left the dialog`);
    }
    for (let i = 0; i < 5; i++) await page.keyboard.press('Shift+Tab');
    assert.ok(await focusInside(page, '[role="dialog"]'));
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  },
);

test(
  'menus close on Escape and on an outside click, and never two at once',
  { skip: SKIP },
  async () => {
    const page = await web.open();
    const bar = page.getByRole('menubar');
    await bar.getByRole('menuitem', { name: 'Tournament', exact: true }).click();
    await page.getByRole('menu', { name: 'Tournament' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'detached' });
    await bar.getByRole('menuitem', { name: 'Engine', exact: true }).click();
    await page.getByRole('menu', { name: 'Engine' }).waitFor();
    await bar.getByRole('menuitem', { name: 'Game', exact: true }).hover();
    await page.getByRole('menu', { name: 'Game' }).waitFor();
    assert.equal(await page.getByRole('menu').count(), 1, 'one menu open');
    await page.mouse.click(500, 400);
    await page.getByRole('menu').waitFor({ state: 'detached' });
    await menu(page, 'Edit', 'Settings…');
    await page.getByRole('dialog', { name: 'Settings' }).waitFor();
  },
);

test(
  'switching the New game dialog to minishogi drops a 9×9 SFEN and the game starts',
  { skip: SKIP },
  async () => {
    const page = await web.open();
    await startGame(page, async (d) => {
      await d.locator('#start').selectOption('sfen');
      await d.locator('#sfen').fill('4k4/9/9/9/9/9/9/9/4K4 b - 1');
      await d.locator('#variant').selectOption('minishogi');
      await d.locator('#white-player').selectOption('human');
    });
    assert.equal(await page.getByRole('gridcell').count(), 25);
    assert.equal(await page.getByRole('alert').count(), 0);
  },
);

test(
  'axe finds no serious or critical problem in Play, New game, Settings and Study, light and dark',
  {
    skip: SKIP,
  },
  async () => {
    const page = await web.open();
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.getByRole('button', { name: 'Play', exact: true }).click();
      assert.deepEqual(await axeProblems(page), [], `Play (${scheme})`);
      await page.getByRole('button', { name: 'New game' }).click();
      await page.getByRole('dialog', { name: 'New game' }).waitFor();
      assert.deepEqual(await axeProblems(page), [], `New game (${scheme})`);
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Settings', exact: true }).click();
      await page.getByRole('dialog', { name: 'Settings' }).waitFor();
      assert.deepEqual(await axeProblems(page), [], `Settings (${scheme})`);
      await page.keyboard.press('Escape');
      await showStudy(page);
      await openRecord(page, GAME, 14);
      // Every panel open (game information included), and the Copy as menu.
      await page.evaluate(() =>
        document.querySelectorAll('details').forEach((d) => (d.open = true)),
      );
      // Each side tab in turn (a hidden panel is not scanned).
      for (const tab of ['Analysis', 'Review', 'Explorer']) {
        await studyTab(page, tab);
        assert.deepEqual(await axeProblems(page), [], `Study, ${tab} tab (${scheme})`);
      }
      await page.getByRole('button', { name: 'Copy as' }).click();
      await page.getByRole('menu').waitFor();
      assert.deepEqual(await axeProblems(page), [], `Copy as menu (${scheme})`);
      await page.keyboard.press('Escape');
    }
  },
);

test(
  'the Save As dialog has a title and its path example follows the format',
  { skip: SKIP },
  async () => {
    const page = await openStudy(web);
    const dialog = await saveAs(page);
    await dialog.getByRole('heading', { name: 'Save as…' }).waitFor();
    await dialog.getByLabel('Format').selectOption('csa');
    const path = dialog.getByLabel('Save to path (optional)');
    assert.match((await path.getAttribute('placeholder')) ?? '', /\.csa$/);
  },
);

/** A fresh page with Study's position editor open. */
async function openPositionEditor() {
  const page = await openStudy(web);
  await page.getByRole('button', { name: 'Position editor' }).click();
  return { page, dialog: page.getByRole('dialog', { name: 'Position editor' }) };
}

test(
  'the position editor shows coordinates and English preset names in the English UI',
  { skip: SKIP },
  async () => {
    const { page, dialog } = await openPositionEditor();
    const presets = await dialog.getByLabel('Preset').locator('option').allTextContents();
    assert.ok(presets.includes('Lance handicap'), presets.join(', '));
    assert.ok(!presets.some((p) => /[落詰]/.test(p)), `Japanese presets: ${presets.join(', ')}`);
    const text = (await dialog.textContent()) ?? '';
    assert.match(text, /9\s*8\s*7\s*6\s*5\s*4\s*3\s*2\s*1/);
    assert.match(text, /一\s*二\s*三\s*四\s*五\s*六\s*七\s*八\s*九/);
    assert.deepEqual(await axeProblems(page), []);
    await screenshot(page, 'position-editor');
  },
);

test(
  "the position editor's Undo and Redo follow the edits: enabled once there is one to take back",
  { skip: SKIP },
  async () => {
    const { dialog } = await openPositionEditor();
    const undo = dialog.getByRole('button', { name: 'Undo' });
    const redo = dialog.getByRole('button', { name: 'Redo' });
    assert.equal(await undo.isDisabled(), true);
    await dialog.getByRole('button', { name: 'white rook' }).click();
    await dialog.getByRole('gridcell', { name: /^5e/ }).click();
    assert.equal(
      await dialog.getByRole('gridcell', { name: /^5e/ }).getAttribute('aria-label'),
      '5e, white rook',
    );
    assert.equal(await undo.isDisabled(), false, 'Undo after placing a piece');
    await undo.click();
    assert.equal(
      await dialog.getByRole('gridcell', { name: /^5e/ }).getAttribute('aria-label'),
      '5e',
    );
    assert.equal(await undo.isDisabled(), true, 'Undo with nothing left to take back');
    assert.equal(await redo.isDisabled(), false, 'Redo after an undo');
  },
);

test(
  'with &lang=en in the address, choosing 日本語 in Settings translates the whole window',
  { skip: SKIP },
  async () => {
    const page = await web.open('&lang=en');
    await page.getByRole('button', { name: 'Settings', exact: true }).click();
    const settings = page.getByRole('dialog', { name: 'Settings' });
    await settings.getByRole('combobox', { name: 'Language' }).selectOption('ja');
    await page.getByRole('dialog', { name: '設定' }).waitFor();
    await page.keyboard.press('Escape');
    for (const name of ['新規対局', '盤面反転', '検討'])
      await page.getByRole('button', { name, exact: true }).waitFor();
    await page.getByRole('menubar').getByRole('menuitem', { name: 'ファイル' }).waitFor();
    await page.getByRole('grid', { name: '盤面' }).waitFor();
    // Back to English for the other tests of this host.
    await page.getByRole('button', { name: '設定', exact: true }).click();
    await page
      .getByRole('dialog', { name: '設定' })
      .getByRole('combobox', { name: '言語' })
      .selectOption('en');
    await page.getByRole('dialog', { name: 'Settings' }).waitFor();
  },
);
