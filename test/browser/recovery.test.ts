// Browser tests: nothing is lost — a damaged settings file is backed up and the user told, and
// an unfinished game is offered back after the window is closed.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  SKIP_REASON,
  cell,
  openBrowser,
  recordItems,
  screenshot,
  startGame,
  startHost,
} from './harness.ts';

test(
  'a corrupt settings file is backed up, the defaults are used and the user is told',
  { skip: SKIP_REASON ?? false },
  async () => {
    const dir = mkdtempSync(join(tmpdir(), 'banmen-corrupt-'));
    writeFileSync(join(dir, 'settings.json'), '{"settings": {"lang": "ja", ');
    const host = await startHost({}, dir);
    const browser = await openBrowser();
    try {
      const page = await browser.newPage();
      await page.goto(host.url);
      const alert = page.getByRole('alert').filter({ hasText: 'settings file was damaged' });
      await alert.waitFor();
      assert.match((await alert.textContent()) ?? '', /settings\.json\.corrupt-.*\.bak/);
      assert.ok(readdirSync(dir).some((f) => f.startsWith('settings.json.corrupt-')));
      await page.getByRole('grid', { name: 'Board' }).waitFor();
      await screenshot(page, 'settings-reset-notice');
    } finally {
      await browser.close();
      await host.stop();
    }
  },
);

test(
  'an unreadable settings file (a folder in its place): the app starts, says so, and leaves it',
  { skip: SKIP_REASON ?? false },
  async () => {
    const dir = mkdtempSync(join(tmpdir(), 'banmen-unreadable-'));
    mkdirSync(join(dir, 'settings.json'));
    const host = await startHost({}, dir);
    const browser = await openBrowser();
    try {
      const page = await browser.newPage();
      await page.goto(host.url);
      const alert = page.getByRole('alert').filter({ hasText: 'could not be read' });
      await alert.waitFor();
      assert.match(
        (await alert.textContent()) ?? '',
        /settings\.json could not be read \(EISDIR\)/,
      );
      await page.getByRole('grid', { name: 'Board' }).waitFor();
      assert.ok(statSync(join(dir, 'settings.json')).isDirectory(), 'the folder is left alone');
      await screenshot(page, 'settings-unreadable-notice');
    } finally {
      await browser.close();
      await host.stop();
    }
  },
);

test(
  'an unfinished game is autosaved and offered back on the next start',
  { skip: SKIP_REASON ?? false },
  async () => {
    const dir = mkdtempSync(join(tmpdir(), 'banmen-autosave-'));
    let host = await startHost({}, dir);
    let browser = await openBrowser();
    try {
      const page = await browser.newPage();
      await page.goto(host.url);
      await startGame(
        page,
        async (d) => void (await d.locator('#white-player').selectOption('human')),
      );
      await cell(page, '7g').click();
      await cell(page, '7f').click();
      await cell(page, '3c').click();
      await cell(page, '3d').click();
      await recordItems(page).nth(1).waitFor();
    } finally {
      // Why a hard stop: this is the "crash / power cut" case, nothing gets to save on exit.
      await browser.close();
      await host.stop();
    }
    host = await startHost({}, dir);
    browser = await openBrowser();
    try {
      const page = await browser.newPage();
      await page.goto(host.url);
      await page.getByRole('alert').filter({ hasText: 'Resume the unfinished game?' }).waitFor();
      await page.getByRole('button', { name: 'Resume' }).click();
      await page.getByRole('gridcell', { name: '3d, white pawn' }).waitFor();
      assert.deepEqual(await recordItems(page).allTextContents(), ['▲７六歩', '△３四歩']);
      await cell(page, '2g').click();
      await cell(page, '2f').click();
      await recordItems(page).nth(2).waitFor();
      await screenshot(page, 'resumed-game');
    } finally {
      await browser.close();
      await host.stop();
    }
  },
);
