// Browser test of Study's dense layout (issue 44 item 7) and the analysis-line preview (item 1):
// at 1280×800, with an analysis at MultiPV 3 running, the board, the record with per-move times,
// the comment, three lines, the evaluation chart, the elapsed-time chart and the arrows are all
// on screen without scrolling. Hovering a line draws its moves numbered; clicking a move of it
// plays the line to there as a variation.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { SKIP_REASON, screenshot, studyTab, useBrowserHost } from './harness.ts';
import { openRecord, openStudy, studyMoves } from './harness-study.ts';

const TIMED = join(import.meta.dirname, '../fixtures/study/timed-rook-blunder.kif');
const web = useBrowserHost(SKIP_REASON);
web.closePagesAfterEach();
const VIEW = { width: 1280, height: 800 };

/** Fails unless `what` is drawn wholly inside the 1280×800 window. */
async function onScreen(page: Page, what: Locator, name: string): Promise<void> {
  const box = await what.boundingBox();
  assert.ok(box, `${name} is drawn`);
  assert.ok(box.width > 0 && box.height > 0, `${name} has a size`);
  const inside =
    box.x >= 0 &&
    box.y >= 0 &&
    box.x + box.width <= VIEW.width &&
    box.y + box.height <= VIEW.height;
  assert.ok(inside, `${name} at ${JSON.stringify(box)} is inside ${VIEW.width}×${VIEW.height}`);
}

test(
  'at 1280×800 the dense Study layout shows everything at once while MultiPV 3 runs; a hovered line previews',
  { skip: SKIP_REASON ?? false },
  async () => {
    const page = await openStudy(web, VIEW);
    await openRecord(page, TIMED, 14);
    await studyTab(page, 'Analysis');
    await studyMoves(page).nth(9).click();
    await page.getByRole('spinbutton', { name: 'MultiPV' }).fill('3');
    await page.getByRole('button', { name: 'Start analysis' }).click();
    const cands = page.locator('svg[aria-label^="Engine arrows"] g.cand');
    await page.waitForFunction(
      () => document.querySelectorAll('svg[aria-label^="Engine arrows"] g.cand').length === 3,
      undefined,
      { timeout: 60_000 },
    );
    const lines = page.getByRole('list', { name: 'Analysis lines' }).getByRole('listitem');
    await lines.nth(2).waitFor();
    await page.getByRole('img', { name: /^Evaluation, Black's view: [^n]/ }).waitFor();
    // Why waited for again: the engine's updates replace the lines one by one.
    await page.waitForFunction(
      () => document.querySelectorAll('[aria-label="Analysis lines"] > li').length === 3,
    );
    await screenshot(page, 'study-dense');
    // The README's pair (docs/screenshots/study-dense-light.png and -dark.png) comes from here.
    await page.emulateMedia({ colorScheme: 'dark' });
    await screenshot(page, 'study-dense-dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await onScreen(page, page.getByRole('grid', { name: 'Board' }), 'board');
    await onScreen(page, page.getByRole('region', { name: 'Moves' }), 'record');
    await onScreen(page, studyMoves(page).nth(9).locator('.time'), 'time of move 9');
    await onScreen(page, page.getByRole('textbox', { name: 'Comment' }), 'comment');
    for (let i = 0; i < 3; i++) await onScreen(page, lines.nth(i), `line ${i + 1}`);
    await onScreen(page, page.getByRole('img', { name: /^Evaluation, Black's view/ }), 'chart');
    const times = page.getByRole('img', { name: /^Time per move/ });
    await onScreen(page, times, 'time chart');
    assert.match((await times.getAttribute('aria-label'))!, /longest 3:40 at move 10$/);
    for (let i = 0; i < 3; i++) await onScreen(page, cands.nth(i), `arrow ${i + 1}`);
    const scrolls = await page.evaluate(
      () => document.scrollingElement!.scrollHeight > window.innerHeight,
    );
    assert.equal(scrolls, false, 'the page itself does not scroll');

    // Hovering the second line's score draws its first moves, numbered from 1.
    await lines.nth(1).locator('.score').hover();
    const preview = page.locator('svg[aria-label^="Line preview"] g.arrow');
    await preview.first().waitFor();
    const numbers = await preview.evaluateAll((gs) => gs.map((g) => g.textContent!.trim()));
    assert.ok(numbers.length >= 2, `numbered arrows: ${numbers.join(' ')}`);
    assert.deepEqual(
      [...numbers].sort((a, b) => Number(a) - Number(b)),
      numbers.map((_, i) => String(i + 1)),
    );
    assert.equal(await cands.count(), 0, 'the preview replaces the candidates');
    await page.mouse.move(5, 5);
    await preview.first().waitFor({ state: 'detached' });
    // Clicking the line's second move plays the line to there (a variation where it leaves the
    // record): the board goes two moves on, to move 11.
    await lines.nth(1).locator('.pv-move').nth(1).click();
    await page
      .locator('[aria-label="Moves"] li[aria-current="true"]')
      .filter({ hasText: /^\s*11\s/ })
      .waitFor();
    await page.getByRole('button', { name: 'Stop analysis' }).click();
    await page.getByRole('button', { name: 'Start analysis' }).waitFor();
  },
);
