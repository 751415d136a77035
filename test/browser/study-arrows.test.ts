// Browser test of Study's scored candidate arrows and evaluation bar (issue 44 item 1, issue 41
// defect 13): with MultiPV 3 the board shows three arrows, the best marked ★ with its score and
// the others with their loss; the arrow cap setting limits them; a bar beside the board shows
// Black's evaluation while the analysis runs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { screenshot, SKIP_REASON, studyTab, useBrowserHost } from './harness.ts';
import { openRecord, showStudy, studyMoves } from './harness-study.ts';

const GAME = join(import.meta.dirname, '../fixtures/study/rook-blunder.kifu');
const web = useBrowserHost(SKIP_REASON);
web.closePagesAfterEach();

/** The labels of the arrows drawn over the board, best first (empty when none). */
const arrowLabels = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('svg[aria-label^="Engine arrows"] g.cand')]
      .reverse()
      .map((g) => `${g.classList.contains('best') ? 'best ' : ''}${g.textContent!.trim()}`),
  );

/** Waits until exactly `count` arrows are drawn. */
async function arrowCount(page: Page, count: number): Promise<void> {
  await page.waitForFunction(
    (n) => document.querySelectorAll('svg[aria-label^="Engine arrows"] g.cand').length === n,
    count,
    { timeout: 60_000 },
  );
}

test(
  'MultiPV 3 draws three scored arrows, the best marked; the cap limits them; the bar shows the evaluation',
  { skip: SKIP_REASON ?? false },
  async () => {
    const page = await web.browser.newPage();
    await page.goto(web.host.url);
    await showStudy(page);
    await openRecord(page, GAME, 14);
    await studyTab(page, 'Analysis');
    await studyMoves(page).nth(4).click();
    await page.getByRole('button', { name: 'Start analysis' }).click();
    await arrowCount(page, 3);
    const labels = await arrowLabels(page);
    assert.equal(labels.length, 3);
    assert.match(labels[0]!, /^best ★ (M-?\d+|[+−]\d+)$/, 'the best arrow: ★ and its score');
    for (const l of labels.slice(1)) assert.match(l, /^(−\d+|\+0|M-?\d+|[+−]\d+)$/, l);
    const bar = page.getByRole('meter', { name: 'Evaluation' });
    await page.waitForFunction(
      () =>
        /^☗ /.test(
          document
            .querySelector('[role="meter"][aria-label="Evaluation"]')
            ?.getAttribute('aria-valuetext') ?? '',
        ),
      undefined,
      { timeout: 30_000 },
    );
    const now = Number(await bar.getAttribute('aria-valuenow'));
    assert.ok(now >= 0 && now <= 100, `win rate ${now}`);
    await screenshot(page, 'study-arrows');
    await page.getByRole('spinbutton', { name: 'Arrows' }).fill('1');
    await page.getByRole('spinbutton', { name: 'Arrows' }).dispatchEvent('change');
    await arrowCount(page, 1);
    await page.getByRole('button', { name: 'Stop analysis' }).click();
    await page.getByRole('button', { name: 'Start analysis' }).waitFor();
    await arrowCount(page, 0);
    assert.equal(await bar.count(), 0, 'the bar goes with the analysis');
    // The cap is a setting: it is still 1 after a reload.
    await page.reload();
    await showStudy(page);
    await studyTab(page, 'Analysis');
    assert.equal(await page.getByRole('spinbutton', { name: 'Arrows' }).inputValue(), '1');
  },
);
