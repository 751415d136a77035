// Browser tests (the real start:web host, Debian Chromium): the live evaluation charts of
// issue 20, in a game against the built-in engine and in Study's analysis.
import { test } from 'node:test';
import { join } from 'node:path';
import assert from 'node:assert/strict';
import {
  assertChartDrawn,
  cell,
  fastEngine,
  screenshot,
  SKIP_REASON,
  startGame,
  studyTab,
  useBrowserHost,
} from './harness.ts';
import { moveAndAwaitReply } from './harness-play.ts';
import { openRecord, openStudy } from './harness-study.ts';

const web = useBrowserHost(SKIP_REASON);

test(
  'against the engine, a live chart plots its evaluation after each of its moves',
  { skip: SKIP_REASON ?? false },
  async () => {
    const page = await web.open();
    await page.setViewportSize({ width: 1024, height: 700 });
    await startGame(page, (d) => fastEngine(d, 'white'));
    const chart = page.getByRole('img', { name: /^Evaluation, Black's view/ });
    assert.match((await chart.getAttribute('aria-label')) ?? '', /no evaluation yet/);
    // 1i1h leaves the bundled opening book at once (book moves carry no evaluation), so the
    // engine's reply is searched.
    await moveAndAwaitReply(page, '1i', '1h');
    // The engine's reply (ply 2) is plotted from Black's side.
    await page
      .getByRole('img', { name: /^Evaluation, Black's view: .* after move 2$/ })
      .waitFor({ timeout: 10_000 });
    await assertChartDrawn(chart);
    // The engine plays on byoyomi: its clock stays beside the board, not over the file numbers.
    const clock = await page.getByRole('timer', { name: 'White clock' }).boundingBox();
    const grid = await page.getByRole('grid', { name: 'Board' }).boundingBox();
    assert.ok(clock && grid && clock.x + clock.width <= grid.x, 'the clock is left of the board');
    assert.match(
      (await page.getByRole('timer', { name: 'White clock' }).textContent()) ?? '',
      /0:0\d\s*Byoyomi/,
    );
    await screenshot(page, 'eval-chart-play-1024');
    await page.setViewportSize({ width: 1920, height: 1080 });
    await screenshot(page, 'eval-chart-play-1920');
    await page.close();
  },
);

const GAME = join(import.meta.dirname, '../fixtures/study/rook-blunder.kifu');

test(
  "Study's analysis plots the best line's score at each main-line move it visits; a click on the chart jumps there",
  { skip: SKIP_REASON ?? false },
  async () => {
    const page = await openStudy(web, { width: 1920, height: 1080 });
    const moves = await openRecord(page, GAME, 14);
    await moves.nth(4).click();
    await studyTab(page, 'Analysis');
    await page.getByRole('button', { name: 'Start analysis' }).click();
    const analysis = page.getByRole('region', { name: 'Analysis' });
    await analysis
      .getByRole('img', { name: /^Evaluation, Black's view: .* after move 4$/ })
      .waitFor({ timeout: 60_000 });
    await moves.nth(6).click();
    await analysis
      .getByRole('img', { name: /^Evaluation, Black's view: .* after move 6$/ })
      .waitFor({ timeout: 60_000 });
    await screenshot(page, 'eval-chart-study-1920');
    // A click at the chart's right end goes to the last move of the game.
    // Why the retry: the chart is rebuilt on each analysis update, so the plot element found may
    // be gone (no box) by the time it is measured; the next one is measured instead.
    const canvas = analysis.locator('.u-over');
    let box = await canvas.boundingBox();
    for (let i = 0; !box && i < 50; i++) box = await canvas.boundingBox();
    assert.ok(box, 'the plot area is on screen');
    await page.mouse.click(box.x + box.width - 1, box.y + box.height / 2);
    await page
      .locator('[aria-label="Moves"] li[aria-current="true"]')
      .filter({ hasText: '同　桂' })
      .waitFor();
    await page.getByRole('button', { name: 'Stop analysis' }).click();
    await page.close();
  },
);

test(
  'the live chart reads whole move numbers, fits its scale to the game and draws book moves without gaps',
  { skip: SKIP_REASON ?? false },
  async () => {
    const page = await web.open();
    await startGame(page, (d) => fastEngine(d, 'white'));
    const chart = page.getByRole('img', { name: /^Evaluation, Black's view/ });
    /** The labels the chart's axis shows (kept on the chart by EvalChart). */
    const ticks = async (axis: 'xTicks' | 'yTicks') =>
      ((await chart.evaluate((el, k) => (el as HTMLElement).dataset[k], axis)) ?? '')
        .split(' ')
        .filter(Boolean)
        .map(Number);
    // Before any move: whole move numbers (not 0, 2.5, 5).
    await page.waitForFunction(() => !!document.querySelector('[data-x-ticks]'));
    const xs = await ticks('xTicks');
    assert.ok(xs.length >= 2 && xs.every(Number.isInteger), `x axis ${xs.join(', ')}`);
    // 7g7f is a book move; the engine's book reply carries the value before it (0) and is
    // marked as a book move, so the line starts at once instead of after the book.
    await cell(page, '7g').click();
    await cell(page, '7f').click();
    await page
      .getByRole('img', { name: /^Evaluation, Black's view: 0 after move 2 \(book move\)$/ })
      .waitFor({ timeout: 45_000 });
    await page.getByText(/○ book move/).waitFor();
    // The scale fits an opening: ±500, not ±2000.
    const ys = await ticks('yTicks');
    assert.ok(Math.max(...ys.map(Math.abs)) <= 500, `y axis ${ys.join(', ')}`);
    await assertChartDrawn(chart);
    await screenshot(page, 'eval-chart-book-1280');
    await page.close();
  },
);
