// Issue 41, defect 1: check is shown. The king in check is highlighted on the board, the status
// line and the live region say check (王手 in the Japanese UI), and a piece that cannot answer the
// check says why when it is clicked. Shogi and minishogi, games played by hand from an SFEN.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { cell, screenshot, SKIP_REASON, startGame, useBrowserHost } from './harness.ts';

const web = useBrowserHost(SKIP_REASON);
const SKIP = SKIP_REASON ?? false;
web.closePagesAfterEach();

/** Black's rook on 9e can check White's king on 5a by 9e5e; White's pawn on 1c cannot answer. */
const SHOGI = '4k4/9/8p/9/R8/9/9/9/4K4 b - 1';
/** Minishogi: Black's rook on 3c checks White's king on 1a by 3c1c; White's pawn on 5b cannot answer. */
const MINI = '4k/p4/2R2/5/K4 b - 1';

/** Starts a hand-played game of `variant` from `sfen` (labels in the UI's language). */
async function handGame(page: Page, variant: string, sfen: string, lang: 'en' | 'ja' = 'en') {
  await startGame(
    page,
    async (d) => {
      await d.locator('#variant').selectOption(variant);
      await d.locator('#start').selectOption('sfen');
      await d.locator('#sfen').fill(sfen);
      await d.locator('#black-player').selectOption('human');
      await d.locator('#white-player').selectOption('human');
    },
    lang,
  );
}

/** Plays `from`→`to` by two clicks. */
async function move(page: Page, from: string, to: string) {
  await cell(page, from).click();
  await cell(page, to).click();
}

for (const [variant, sfen, from, to, king, pawn] of [
  ['shogi', SHOGI, '9e', '5e', '5a', '1c'],
  ['minishogi', MINI, '3c', '1c', '1a', '5b'],
] as const) {
  test(
    `${variant}: the checked king is marked, status and live region say check`,
    { skip: SKIP },
    async () => {
      const page = await web.open();
      await handGame(page, variant, sfen);
      const status = page.getByRole('status').filter({ hasText: 'to move' });
      assert.equal(await status.textContent(), 'Black to move');
      assert.equal(
        await page.locator('.cell.check').count(),
        0,
        'no king is marked before the check',
      );
      await move(page, from, to);
      await page.getByRole('gridcell', { name: `${king}, white king` }).waitFor();
      assert.match(
        (await cell(page, king).getAttribute('aria-label')) ?? '',
        /, in check$/,
        'the king square says it is in check',
      );
      assert.match((await cell(page, king).getAttribute('class')) ?? '', /\bcheck\b/);
      const glow = await cell(page, king).evaluate((el) => getComputedStyle(el).backgroundImage);
      assert.match(glow, /radial-gradient/, 'the checked king is drawn highlighted');
      assert.equal(await status.textContent(), 'White to move · Check');
      const log = page.getByRole('log', { name: 'Moves' });
      assert.match((await log.textContent()) ?? '', /^\s*Black: ☗.*, check\s*$/);
      // A pawn that cannot answer the check: clicking it says why, instead of nothing.
      await cell(page, pawn).click();
      await page.getByRole('status').filter({ hasText: 'this piece cannot answer it' }).waitFor();
      assert.equal(await page.locator('.cell.target').count(), 0);
      await screenshot(page, `check-${variant}`);
      // The king can answer: clicking it shows its moves and the status goes back to the turn.
      await cell(page, king).click();
      assert.ok((await page.locator('.cell.target').count()) > 0);
      assert.equal(await status.textContent(), 'White to move · Check');
    },
  );
}

test('Japanese UI: the status and the live region say 王手', { skip: SKIP }, async () => {
  const page = await web.open('&lang=ja');
  await handGame(page, 'shogi', SHOGI, 'ja');
  await move(page, '9e', '5e');
  await page.getByRole('status').filter({ hasText: '後手の手番・王手' }).waitFor();
  const log = page.getByRole('log', { name: '指し手' });
  assert.match((await log.textContent()) ?? '', /、王手\s*$/);
  await cell(page, '1c').click();
  await page.getByRole('status').filter({ hasText: 'この駒では王手を防げません' }).waitFor();
});
