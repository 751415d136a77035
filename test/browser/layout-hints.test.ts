// Browser tests of issue 41's defects 11, 17 and 19: a click on the first screen's board says why
// nothing moves and offers the way on; a game-over message or a long file name leaves the
// toolbar on one line and the board its size; the Variations box does not repeat the main line
// when there is no variation, and shows the tree readably when there is one.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { copyFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import {
  cell,
  humanGame,
  resign,
  screenshot,
  SKIP_REASON,
  startGame,
  useBrowserHost,
} from './harness.ts';
import { openRecord, openStudy, playVariation } from './harness-study.ts';

const web = useBrowserHost(SKIP_REASON);
const SKIP = SKIP_REASON ?? false;
web.closePagesAfterEach();
const GAME = join(import.meta.dirname, '../fixtures/study/rook-blunder.kifu');

/** The board's box on screen. */
async function boardBox(page: Page) {
  const box = await page.getByRole('grid', { name: 'Board' }).boundingBox();
  assert.ok(box, 'the board is on screen');
  return box;
}

test(
  "a click on the first screen's board says why nothing moves and how to go on",
  { skip: SKIP },
  async () => {
    const page = await web.open();
    const hint = page.getByRole('status').filter({ hasText: 'No game is running' });
    assert.equal(await hint.count(), 0, 'no hint before the user tries');
    const before = await boardBox(page);
    await cell(page, '7g').click();
    await hint.waitFor();
    assert.match(
      (await hint.textContent()) ?? '',
      /Start a new game to play, or open Study to move pieces freely/,
    );
    assert.deepEqual(await boardBox(page), before, 'the hint does not move the board');
    await screenshot(page, 'first-screen-hint-1280');
    await hint.getByRole('button', { name: 'Close' }).click();
    await hint.waitFor({ state: 'detached' });
    // From the keyboard too: Enter on a square.
    await cell(page, '7g').focus();
    await page.keyboard.press('Enter');
    await hint.waitFor();
    // Its New game button opens the dialog; Open Study shows Study, where pieces move freely.
    await hint.getByRole('button', { name: 'New game' }).click();
    const dialog = page.getByRole('dialog', { name: 'New game' });
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await cell(page, '7g').click();
    await hint.getByRole('button', { name: 'Open Study' }).click();
    await page.getByRole('button', { name: 'Study', pressed: true }).waitFor();
    await cell(page, '7g').click();
    await cell(page, '7f').click();
    await page.getByRole('region', { name: 'Moves' }).getByRole('listitem').nth(1).waitFor();
  },
);

test(
  'a game-over message keeps the toolbar on one line and the board its size',
  { skip: SKIP },
  async () => {
    for (const size of [
      { width: 1024, height: 700 },
      { width: 1280, height: 800 },
    ]) {
      const page = await web.open();
      await page.setViewportSize(size);
      const toolbar = page.getByRole('toolbar', { name: 'Game' });
      const [board0, bar0] = [await boardBox(page), await toolbar.boundingBox()];
      await startGame(page, humanGame());
      await cell(page, '7g').click();
      await cell(page, '7f').click();
      await resign(page);
      const status = page.getByRole('status').filter({ hasText: /wins/ });
      await status.waitFor();
      assert.equal(await status.getAttribute('title'), await status.textContent());
      assert.deepEqual(await boardBox(page), board0, `${size.width}: the board keeps its size`);
      assert.equal((await toolbar.boundingBox())!.height, bar0!.height, 'one toolbar line');
      await screenshot(page, `game-over-layout-${size.width}`);
      await page.close();
    }
  },
);

test(
  'a long file name ends in an ellipsis with the full name as its tooltip; the board keeps its size',
  { skip: SKIP },
  async () => {
    const long = `${'a-very-long-record-file-name-from-a-tournament-archive-'.repeat(3)}final.kifu`;
    const file = join(mkdtempSync(join(tmpdir(), 'long-name-')), long);
    copyFileSync(GAME, file);
    const page = await openStudy(web, { width: 1024, height: 700 });
    const toolbar = page.getByRole('navigation', { name: 'Study' });
    const [board0, bar0] = [await boardBox(page), await toolbar.boundingBox()];
    await openRecord(page, file, 14);
    const name = page.getByLabel('File name');
    assert.equal(await name.getAttribute('title'), long);
    const [scroll, client] = await name.evaluate((el) => [el.scrollWidth, el.clientWidth]);
    assert.ok(scroll > client, 'the name is cut with an ellipsis');
    assert.deepEqual(await boardBox(page), board0, 'the board keeps its size');
    assert.equal((await toolbar.boundingBox())!.height, bar0!.height, 'one toolbar line');
    await screenshot(page, 'study-long-name-1024');
  },
);

test(
  'the Variations box says "No variations" instead of repeating the main line, and shows a variation readably',
  { skip: SKIP },
  async () => {
    const page = await openStudy(web, { width: 1280, height: 800 });
    await openRecord(page, GAME, 14);
    const box = page
      .locator('details')
      .filter({ has: page.locator('summary', { hasText: 'Variations' }) });
    await box.getByText('No variations').waitFor();
    assert.equal(await page.getByRole('treeitem').count(), 0, 'the main line is not repeated');
    await screenshot(page, 'variations-none-1280');
    await playVariation(page, 4, '2g', '2f', /２六歩/);
    const tree = page.getByRole('tree', { name: 'Variations' });
    const current = tree.getByRole('treeitem', { selected: true });
    await current.waitFor();
    // This short game and its variation show whole, without scrolling; the move on the board
    // is in view inside the box.
    const [scroll, client] = await tree.evaluate((el) => [el.scrollHeight, el.clientHeight]);
    assert.ok(scroll <= client + 1, `the tree scrolls: ${scroll} > ${client}`);
    const [t, c] = [(await tree.boundingBox())!, (await current.boundingBox())!];
    assert.ok(c.y >= t.y && c.y + c.height <= t.y + t.height + 1, 'the current move is in view');
    await screenshot(page, 'variations-one-1280');
    await page.setViewportSize({ width: 1024, height: 700 });
    await screenshot(page, 'variations-one-1024');
  },
);
