// Browser test (the real start:web host, Debian Chromium): a user opens an SPSA tuning folder (a
// real tuner run: 8 of 12 iterations) from Tournament › Open SPSA run… and sees its progress, the
// parameters with start, range and θ, the chart of θ by iteration with its legend, and the history
// table; a folder that is no run is refused in the dialog, naming it; the Japanese UI says the same.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { appendFileSync, cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { menu, screenshot, SKIP_REASON, useBrowserHost } from './harness.ts';

/** No page holds this file's engines: an SPSA run plays its games in the host, without a page (see LeakGuard). */
const HOST_JOBS = {
  pages: false,
  hostJobs: 'an SPSA run plays its games in the host, without a page',
} as const;

const RUN = fileURLToPath(new URL('../fixtures/spsa/run', import.meta.url));
const web = useBrowserHost(SKIP_REASON ?? false, undefined, HOST_JOBS);

/** Text with its whitespace runs collapsed. */
const text = (t: string | null) => (t ?? '').replace(/\s+/g, ' ').trim();

/** Opens `folder` through the menu's dialog (`lang` words). */
async function openRun(page: Page, folder: string, lang: 'en' | 'ja' = 'en') {
  const [tournament, item] =
    lang === 'ja' ? ['大会', /^SPSA調整を開く/] : ['Tournament', /^Open SPSA run/];
  await menu(page, tournament, item);
  const dialog = page.getByRole('dialog', { name: item });
  await dialog.getByRole('textbox').fill(folder);
  await dialog.getByRole('button', { name: lang === 'ja' ? '開く' : 'Open', exact: true }).click();
  return dialog;
}

test(
  'an SPSA run opens from the Tournament menu with its parameters, chart and history table',
  { skip: SKIP_REASON ?? false, timeout: 120_000 },
  async () => {
    const page = await web.browser.newPage();
    try {
      await page.goto(web.host.url);
      await page.locator('.app[data-ready="true"]').waitFor();
      // A folder that is no run: refused in the dialog, naming the folder.
      const empty = mkdtempSync(join(tmpdir(), 'spsa-empty-'));
      const dialog = await openRun(page, empty);
      const alert = dialog.getByRole('alert');
      await alert.waitFor();
      assert.match(
        text(await alert.textContent()),
        /^This folder is not an SPSA run \(.*spsa-empty-/,
      );
      await dialog.getByRole('textbox').fill(RUN);
      await dialog.getByRole('button', { name: 'Open', exact: true }).click();
      await dialog.waitFor({ state: 'detached' });

      const view = page.getByRole('region', { name: 'SPSA run' });
      await view.waitFor();
      assert.match(
        text(await view.getByRole('status').textContent()),
        /^Iterations 8\/12 · Games 16 \(θ\+ \+9 =0 −7\) · θ\+ against θ−$/,
      );
      // The parameters: start, range and the current θ (state.json: 205.23, 38.05).
      const params = view.getByRole('table', { name: 'Parameters' }).getByRole('row');
      assert.deepEqual(await params.nth(1).getByRole('cell').allTextContents(), [
        'FutilityMargin',
        '200',
        '50..500',
        '205.2',
      ]);
      assert.deepEqual(await params.nth(2).getByRole('cell').allTextContents(), [
        'AspirationDelta',
        '40',
        '10..150',
        '38.1',
      ]);
      // The chart: a drawn canvas and a legend naming each parameter with its range.
      const chart = view.getByRole('figure', { name: /θ of 2 parameters over 8 iterations/ });
      await chart.locator('canvas').first().waitFor();
      const box = await chart.locator('canvas').first().boundingBox();
      assert.ok(box && box.width > 200 && box.height > 100, JSON.stringify(box));
      const legend = text(await chart.locator('.u-legend').textContent());
      assert.match(legend, /FutilityMargin \(50\.\.500\)/);
      assert.match(legend, /AspirationDelta \(10\.\.150\)/);
      // Away from the plot the legend gives the current θ; hovering iteration 1 gives θ after it.
      assert.match(legend, /FutilityMargin \(50\.\.500\)\s*205\.2/);
      const over = chart.locator('.u-over');
      const ob = (await over.boundingBox())!;
      await page.mouse.move(ob.x + ob.width / 8, ob.y + ob.height / 2);
      await chart.locator('.u-legend').getByText('202.3').waitFor();
      // The history table, newest first: 8 rows under the header; row 1 of history.csv last.
      const history = view.getByRole('region', { name: 'History' }).getByRole('row');
      assert.equal(await history.count(), 9);
      assert.deepEqual(await history.nth(8).getByRole('cell').allTextContents(), [
        '1',
        '32.1',
        '12.9',
        '232',
        '27',
        '168',
        '53',
        '+2',
        '202.3',
        '39.1',
      ]);
      assert.equal(await history.nth(1).getByRole('cell').first().textContent(), '8');
      await screenshot(page, 'spsa-run');

      // Japanese.
      // Why about:blank first: from the app's own address a fragment change would not reload.
      await page.goto('about:blank');
      await page.goto(web.host.url + '&lang=ja');
      await page.locator('.app[data-ready="true"]').waitFor();
      const jaDialog = await openRun(page, empty, 'ja');
      const jaAlert = jaDialog.getByRole('alert');
      await jaAlert.waitFor();
      assert.match(text(await jaAlert.textContent()), /^このフォルダーはSPSA調整ではありません \(/);
      await jaDialog.getByRole('textbox').fill(RUN);
      await jaDialog.getByRole('button', { name: '開く', exact: true }).click();
      await jaDialog.waitFor({ state: 'detached' });
      const ja = page.getByRole('region', { name: 'SPSA調整' });
      assert.match(
        text(await ja.getByRole('status').textContent()),
        /^反復 8\/12 · 対局数 16（θ\+ 9勝 0分 7敗） · θ\+ 対 θ−$/,
      );
      await ja.getByRole('figure').locator('canvas').first().waitFor();
      await screenshot(page, 'spsa-run-ja');
    } catch (err) {
      await screenshot(page, 'spsa-failure');
      throw err;
    } finally {
      await page.close();
    }
  },
);

test(
  'a run shown while the tuner works on it refreshes: a new iteration appears within seconds',
  { skip: SKIP_REASON ?? false, timeout: 120_000 },
  async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'spsa-live-')), 'run');
    cpSync(RUN, dir, { recursive: true });
    const page = await web.browser.newPage();
    try {
      await page.goto(web.host.url);
      await page.locator('.app[data-ready="true"]').waitFor();
      await openRun(page, dir);
      const view = page.getByRole('region', { name: 'SPSA run' });
      await view.getByRole('status').filter({ hasText: 'Iterations 8/12' }).waitFor();
      // What the tuner does after iteration 9: append its row, then rewrite state.json.
      appendFileSync(join(dir, 'history.csv'), '9,25.7,10.3,230,28,180,48,2,206.000,37.500\n');
      const state = JSON.parse(readFileSync(join(dir, 'state.json'), 'utf8'));
      const games = { wins: 11, draws: 0, losses: 7 };
      writeFileSync(
        join(dir, 'state.json'),
        JSON.stringify({ ...state, iteration: 9, theta: [206, 37.5], games }),
      );
      await view
        .getByRole('status')
        .filter({ hasText: /Iterations 9\/12\s*·\s*Games 18/ })
        .waitFor({ timeout: 15_000 });
      const params = view.getByRole('table', { name: 'Parameters' }).getByRole('row');
      assert.equal(await params.nth(1).getByRole('cell').nth(3).textContent(), '206.0');
      const history = view.getByRole('region', { name: 'History' }).getByRole('row');
      assert.equal(await history.count(), 10);
      assert.equal(await history.nth(1).getByRole('cell').first().textContent(), '9');
    } catch (err) {
      await screenshot(page, 'spsa-live-failure');
      throw err;
    } finally {
      await page.close();
    }
  },
);
