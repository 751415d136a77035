// Issue 41, defect 15: after a reload, the board behind the Resume bar shows the saved game (a
// minishogi game on its 5×5 board), and resuming brings back the evaluation chart and the
// clocks as they were when the page went away (the move in progress charged, not forgotten).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import {
  SKIP_REASON,
  assertChartDrawn,
  cell,
  fastEngine,
  recordItems,
  startGame,
  useBrowserHost,
} from './harness.ts';
import { moveAndAwaitReply } from './harness-play.ts';

const web = useBrowserHost(SKIP_REASON);
web.closePagesAfterEach();
const SKIP = SKIP_REASON ?? false;

/** A clock face's main time in seconds ("9:03" → 543). */
async function clockSeconds(page: Page, name: string): Promise<number> {
  const text = (await page.getByRole('timer', { name }).textContent()) ?? '';
  const m = text.match(/(\d+):(\d\d)/);
  assert.ok(m, `clock text ${text}`);
  return Number(m[1]) * 60 + Number(m[2]);
}

test(
  'behind the Resume bar, a minishogi game shows its 5×5 board with the moves played',
  { skip: SKIP },
  async () => {
    const page = await web.open();
    await startGame(page, async (d) => {
      await d.locator('#variant').selectOption('minishogi');
      await d.locator('#black-player').selectOption('human');
      await d.locator('#white-player').selectOption('human');
    });
    await cell(page, '5d').click();
    await cell(page, '5c').click();
    await recordItems(page).nth(0).waitFor();
    await page.waitForTimeout(500); // the autosave request after the move
    await page.reload();
    await page.getByRole('button', { name: 'Resume' }).waitFor();
    const board = page.getByRole('grid', { name: 'Board' });
    assert.equal(await board.getByRole('gridcell').count(), 25, 'a 5×5 board');
    assert.match((await cell(page, '5c').getAttribute('aria-label')) ?? '', /black pawn/);
    await page.getByRole('button', { name: 'Discard' }).click();
    assert.equal(await board.getByRole('gridcell').count(), 81, 'discarded: the even start');
  },
);

test(
  "resumed after a reload, the chart has the game's evaluations and the clocks are as they were",
  { skip: SKIP },
  async () => {
    const page = await web.open();
    await startGame(page, async (d) => {
      await d.locator('#variant').selectOption('shogi'); // the dialog keeps the last game's
      await d.locator('#black-player').selectOption('human');
      await d.getByRole('group', { name: /Black/ }).getByLabel('Main time (min)').fill('10');
      await fastEngine(d, 'white');
    });
    // 1i1h leaves the opening book at once, so the engine's reply is searched and scored.
    await moveAndAwaitReply(page, '1i', '1h');
    const scored = page.getByRole('img', { name: /^Evaluation, Black's view: .* after move 2$/ });
    await scored.waitFor();
    // Black thinks for a while: the clock runs down from 10:00 during the move in progress.
    await page.waitForTimeout(4000);
    const before = await clockSeconds(page, 'Black clock');
    assert.ok(before <= 596, `Black's clock ran: ${before} s`);
    await page.reload();
    await page.getByRole('button', { name: 'Resume' }).waitFor();
    // Behind the bar already: the game's moves and its chart.
    assert.match((await cell(page, '1h').getAttribute('aria-label')) ?? '', /black lance/);
    await scored.waitFor();
    await page.getByRole('button', { name: 'Resume' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: 'Black to move' })
      .waitFor({ timeout: 60_000 }); // the engine starts again first (slow on a busy machine)
    await scored.waitFor();
    await assertChartDrawn(page.getByRole('img', { name: /^Evaluation, Black's view/ }));
    const after = await clockSeconds(page, 'Black clock');
    // Not back at 10:00 (or at the time the move began): within the reload's own seconds.
    assert.ok(after <= before && after >= before - 5, `Black's clock ${before} s, then ${after} s`);
    await page.getByRole('button', { name: 'Resign' }).click();
    await page
      .getByRole('dialog', { name: 'Resign the game?' })
      .getByRole('button', { name: 'Resign' })
      .click();
  },
);
