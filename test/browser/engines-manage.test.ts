// Browser test (the real start:web host, Debian Chromium): Manage engines registers an external
// engine, shows its USI options, saves a changed one and shows it again after reopening.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { screenshot, SKIP_REASON, useBrowserHost, menu } from './harness.ts';

const FAIRY = '/usr/games/fairy-stockfish';
const SKIP = SKIP_REASON ?? (existsSync(FAIRY) ? false : `${FAIRY} is not installed`);

// Why the list: the browser host runs only the engine programs it was started with.
const web = useBrowserHost(SKIP, () => ({ env: { BANMEN_ENGINES: FAIRY } }));

/** Opens Manage engines from the menu bar's Engine menu. */
async function openDialog(page: Page) {
  await menu(page, 'Engine', 'Manage engines…');
  const dialog = page.getByRole('dialog', { name: 'Manage engines' });
  await dialog.waitFor();
  return dialog;
}

test(
  'register Fairy-Stockfish, edit Skill Level, save, reopen and see it',
  { skip: SKIP },
  async () => {
    const page = await web.browser.newPage();
    await page.goto(web.host.url);
    await page.getByRole('grid', { name: 'Board' }).waitFor();
    let dialog = await openDialog(page);

    await dialog.getByText('External USI engines').click();
    await dialog.getByLabel('Engine program').selectOption(FAIRY);
    await dialog.getByRole('button', { name: 'Add engine' }).click();
    const fsf = dialog.getByRole('button', { name: /^Fairy-Stockfish/ });
    await fsf.waitFor({ timeout: 20_000 });
    await fsf.click();

    const skill = dialog.locator('[data-option="Skill Level"] input');
    await skill.waitFor({ timeout: 20_000 });
    assert.equal(await skill.inputValue(), '20', 'the engine default is shown');
    assert.equal(await skill.getAttribute('min'), '-20');
    assert.equal(await skill.getAttribute('max'), '20');
    await skill.fill('99');
    await skill.press('Tab');
    assert.equal(await skill.inputValue(), '20', 'a value above the maximum is clamped');
    await skill.fill('5');
    await skill.press('Tab');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText(/^Saved\./).waitFor();
    await screenshot(page, 'engines-manage');
    await dialog.getByRole('button', { name: 'Close' }).click();

    dialog = await openDialog(page);
    await dialog.getByRole('button', { name: /^Fairy-Stockfish/ }).click();
    const again = dialog.locator('[data-option="Skill Level"] input');
    await again.waitFor({ timeout: 20_000 });
    assert.equal(await again.inputValue(), '5', 'the saved value is shown after reopening');

    const saved = JSON.parse(readFileSync(join(web.host.dataDir, 'settings.json'), 'utf8'));
    const entry = saved.settings.externalEngines.find((e: { path: string }) => e.path === FAIRY);
    assert.deepEqual(entry.options, { 'Skill Level': 5 }, 'only the changed value is stored');
    await page.close();
  },
);

test('the built-in engine is listed with its options', { skip: SKIP }, async () => {
  const page = await web.browser.newPage();
  await page.goto(web.host.url);
  await page.getByRole('grid', { name: 'Board' }).waitFor();
  const dialog = await openDialog(page);
  await dialog.getByRole('button', { name: /\(built-in\)/ }).click();
  const skill = dialog.locator('[data-option="SkillLevel"] input');
  await skill.waitFor({ timeout: 30_000 });
  assert.ok(Number(await skill.getAttribute('max')) > 0);
  await screenshot(page, 'engines-manage-builtin');
  await page.close();
});

test(
  'an external engine is renamed in Manage engines; the new name is what New game offers',
  { skip: SKIP },
  async () => {
    const page = await web.browser.newPage();
    await page.goto(web.host.url);
    await page.getByRole('grid', { name: 'Board' }).waitFor();
    const dialog = await openDialog(page);
    await dialog.getByText('External USI engines').click();
    const name = dialog.getByRole('textbox', { name: /^Name: Fairy-Stockfish/ });
    await name.fill('   ');
    await name.press('Enter');
    await dialog.getByRole('alert').filter({ hasText: 'The engine name is empty' }).waitFor();
    assert.match(await name.inputValue(), /^Fairy-Stockfish/, 'a refused name is put back');
    await name.fill('Fairy (club level)');
    await name.press('Enter');
    await dialog.getByRole('button', { name: 'Fairy (club level)', exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'New game' }).click();
    const newGame = page.getByRole('dialog', { name: 'New game' });
    assert.ok(
      (await newGame.locator('#white-player option').allTextContents()).includes(
        'Fairy (club level)',
      ),
    );
    await page.close();
  },
);
