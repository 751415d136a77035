// Browser test (the real start:web host, Debian Chromium) of issue 21 item 16: a Floodgate CSA
// record whose moves carry '** <score> <pv> comments opens in Study with those scores plotted
// and the current move's PV shown as moves in the chosen notation.
import { test } from 'node:test';
import { join } from 'node:path';
import assert from 'node:assert/strict';
import {
  SKIP_REASON,
  assertChartDrawn,
  openSettings,
  screenshot,
  useBrowserHost,
} from './harness.ts';
import { openRecord, openStudy } from './harness-study.ts';

const web = useBrowserHost(SKIP_REASON);
const GAME = join(import.meta.dirname, '../fixtures/records-eval/floodgate-eval.csa');

test(
  "Study plots a Floodgate record's '** evaluations and shows the PV of the move on the board",
  { skip: SKIP_REASON ?? false },
  async () => {
    const page = await openStudy(web, { width: 1920, height: 1080 });
    const moves = await openRecord(page, GAME, 5);
    const recorded = page.getByRole('region', { name: "Recorded evaluation, Black's view" });
    const chart = recorded.getByRole('img');
    const pv = recorded.getByLabel('Recorded PV');

    // Move 4 (△８四歩): the file's score −20 and its PV 2f2e 8d8e 6i7h.
    await moves.nth(4).click();
    await recorded
      .getByRole('img', { name: "Recorded evaluation, Black's view: −20 after move 4" })
      .waitFor();
    assert.equal(
      (await pv.textContent())?.replace(/\s+/g, ' ').trim(),
      '☗ −20 ▲２五歩 △８五歩 ▲７八金',
    );
    await assertChartDrawn(chart);

    // Move 1 (▲７六歩): +50, PV △３四歩 ▲２六歩.
    await moves.nth(1).click();
    await recorded
      .getByRole('img', { name: "Recorded evaluation, Black's view: +50 after move 1" })
      .waitFor();
    assert.match((await pv.textContent()) ?? '', /☗ \+50\s+△３四歩 ▲２六歩/);
    await screenshot(page, 'recorded-eval-study-1920');

    // Western notation shows the same PV in western moves.
    const settings = await openSettings(page);
    await settings.getByLabel('Notation').selectOption('western');
    await page.keyboard.press('Escape');
    await pv.filter({ hasText: /P-3d P-2f/ }).waitFor();
    await page.close();
  },
);
