// Browser test of the candidate arrows as a way into their lines (issue 44 item 1): hovering a
// candidate arrow previews its line exactly as hovering that line in the list does, leaving
// brings the candidates back, and clicking an arrow plays its move.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { cell, screenshot, SKIP_REASON, studyTab, useBrowserHost } from './harness.ts';
import { openRecord, openStudy, studyMoves } from './harness-study.ts';

const GAME = join(import.meta.dirname, '../fixtures/study/rook-blunder.kifu');
const web = useBrowserHost(SKIP_REASON);
web.closePagesAfterEach();

const CANDIDATES = 'svg[aria-label^="Engine arrows"] g.cand';
const LINE = 'svg[aria-label^="Line preview"] g.arrow';

/** The USI moves of the numbered line preview drawn on the board, in order (empty: none). */
const previewed = (page: Page) =>
  page.evaluate(
    (sel) => [...document.querySelectorAll(sel)].reverse().map((g) => g.getAttribute('data-usi')),
    LINE,
  );

test(
  'hovering a candidate arrow previews its line as the lines list does; a click plays its move',
  { skip: SKIP_REASON ?? false },
  async () => {
    const page = await openStudy(web);
    await openRecord(page, GAME, 14);
    await studyTab(page, 'Analysis');
    await studyMoves(page).nth(4).click();
    await page.getByRole('button', { name: 'Start analysis' }).click();
    await page.waitForFunction((s) => document.querySelectorAll(s).length === 3, CANDIDATES, {
      timeout: 60_000,
    });
    // The second line hovered in the list: its first moves, numbered, replace the candidates.
    const rows = page.getByRole('list', { name: 'Analysis lines' }).getByRole('listitem');
    await rows.nth(1).locator('.score').hover();
    await page.locator(LINE).first().waitFor();
    const fromList = await previewed(page);
    const second = fromList[0]!;
    assert.ok(fromList.length > 1, 'the list previews the line');
    await page.mouse.move(0, 0);
    await page.locator(LINE).first().waitFor({ state: 'detached' });

    // The pointer on that candidate's arrow (its label): the same line, over faint candidates.
    await page.locator(`${CANDIDATES}[data-usi="${second}"] .hit circle`).hover();
    await page.locator(LINE).first().waitFor();
    const fromArrow = await previewed(page);
    assert.equal(fromArrow[0], second, 'the line starts with the hovered candidate');
    assert.ok(fromArrow.length > 1 && fromArrow.length <= 6, `${fromArrow.length} moves shown`);
    assert.equal(await page.locator('svg.overlay.scored.faint').count(), 1, 'candidates faint');
    await screenshot(page, 'study-candidate-hover');
    await page.mouse.move(0, 0);
    await page.locator(LINE).first().waitFor({ state: 'detached' });
    assert.equal(await page.locator('svg.overlay.scored.faint').count(), 0, 'candidates back');

    // A click on the arrow plays its move on the board.
    await page.locator(`${CANDIDATES}[data-usi="${second}"] .hit circle`).click();
    await page.waitForFunction(
      (to) =>
        document
          .querySelector(`[role="gridcell"][aria-label^="${to},"]`)
          ?.classList.contains('last'),
      second.slice(2, 4),
      { timeout: 20_000 },
    );
    assert.match((await cell(page, second.slice(2, 4)).getAttribute('class')) ?? '', /last/);
    await page.getByRole('button', { name: 'Stop analysis' }).click();
    await page.getByRole('button', { name: 'Start analysis' }).waitFor();
  },
);
