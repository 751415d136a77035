// Browser test (the real start:web host, Debian Chromium): a user opens Engine › Train network…,
// is told a mistyped records folder does not exist, runs two tiny generations (300 positions at
// depth 1, one epoch, a 2-game match at 300 nodes), watches the loss chart and the generations
// table fill, makes the last net the built-in engine's (saved as its EvalFile), sees the run again
// after reopening the dialog, and goes back to the shipped evaluation.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { screenshot, SKIP_REASON, useBrowserHost, menu } from './harness.ts';

/** No page holds this file's engines: net training runs its data generation in the host, without a page (see LeakGuard). */
const HOST_JOBS = {
  pages: false,
  hostJobs: 'net training runs its data generation in the host, without a page',
} as const;
import { axeProblems } from './axe.ts';
import { trainAddonPath } from '../../src-main/tune/nnue-train/train-addon.ts';

const RECORDS = new URL('../fixtures/openings/records', import.meta.url).pathname;
const SKIP =
  SKIP_REASON ?? (existsSync(trainAddonPath()) ? false : 'the trainer addon is not built');

const web = useBrowserHost(SKIP, undefined, HOST_JOBS);

/** Engine › Train network… */
async function openNetTraining(page: Page): Promise<Locator> {
  await menu(page, 'Engine', 'Train network…');
  const dialog = page.getByRole('dialog', { name: 'Train network' });
  await dialog.waitFor();
  return dialog;
}

test(
  'two tiny generations from the Engine menu fill the loss chart and the table, and the net becomes the engine’s',
  { skip: SKIP, timeout: 600_000 },
  async () => {
    const page = await web.browser.newPage();
    try {
      await run(page);
    } catch (err) {
      await screenshot(page, 'net-training-failure');
      throw err;
    }
    await page.close();
  },
);

/** The user's steps. */
async function run(page: Page): Promise<void> {
  await page.goto(web.host.url);
  await page.locator('.app[data-ready="true"]').waitFor();
  let dialog = await openNetTraining(page);
  await dialog.getByLabel(/^Record folders/).fill(`${RECORDS}-typo`);
  await dialog.getByLabel('Generations', { exact: true }).fill('2');
  await dialog.getByLabel('Minutes per generation').fill('10');
  await dialog.getByLabel('Label depth').fill('1');
  await dialog.getByLabel('Max positions per generation').fill('300');
  await dialog.getByLabel('Epochs').fill('1');
  await dialog.getByLabel('Games per match').fill('2');
  await dialog.getByLabel('Match nodes per move').fill('300');
  await dialog.getByRole('button', { name: 'Start' }).click();
  await dialog
    .getByRole('alert')
    .filter({ hasText: `${RECORDS}-typo does not exist` })
    .waitFor();

  await dialog.getByLabel(/^Record folders/).fill(RECORDS);
  await dialog.getByRole('button', { name: 'Start' }).click();
  // While it runs the form is locked and Stop is offered.
  await dialog.getByRole('button', { name: 'Stop' }).waitFor();
  assert.ok(await dialog.getByLabel('Epochs').isDisabled(), 'the form is locked while running');
  await dialog.getByText('Finished: 2 generations').waitFor({ timeout: 540_000 });
  await checkResults(page, dialog);
  // The results (chart, table, buttons) are what the screenshot is for.
  await dialog.getByRole('button', { name: 'Close' }).scrollIntoViewIfNeeded();
  await screenshot(page, 'net-training');
  for (const scheme of ['dark', 'light'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    assert.deepEqual(await axeProblems(page), [], `axe: the finished net training (${scheme})`);
  }

  await dialog.getByRole('button', { name: 'Use as engine net' }).click();
  const inUse = dialog.getByText(/^The built-in engine evaluates with: .*gen2\.bnnue$/);
  await inUse.waitFor();
  const file = ((await inUse.textContent()) ?? '').replace(/^.*: /, '').trim();
  assert.ok(
    file.startsWith(join(web.host.dataDir, 'net-training')),
    `under the data folder: ${file}`,
  );
  assert.ok(await dialog.getByRole('button', { name: 'Use as engine net' }).isDisabled());
  const saved = JSON.parse(readFileSync(join(web.host.dataDir, 'settings.json'), 'utf8'));
  assert.deepEqual(saved.settings.builtinEngineOptions, { EvalFile: file });

  // Reopened, the dialog shows the run again from the service.
  await dialog.getByRole('button', { name: 'Close' }).click();
  dialog = await openNetTraining(page);
  await dialog.getByText('Finished: 2 generations').waitFor();
  await checkResults(page, dialog);
  await dialog.getByRole('button', { name: 'Use shipped evaluation' }).click();
  await dialog.getByText('The built-in engine evaluates with: the shipped evaluation').waitFor();
  const shipped = JSON.parse(readFileSync(join(web.host.dataDir, 'settings.json'), 'utf8'));
  assert.deepEqual(shipped.settings.builtinEngineOptions ?? {}, {});
}

/** What the user reads: the chart with one point an epoch, and a row a generation with its match. */
async function checkResults(page: Page, dialog: Locator): Promise<void> {
  const chart = dialog.getByRole('figure', { name: 'Training and validation loss per epoch' });
  assert.equal(
    await chart.getAttribute('data-epochs'),
    '2',
    'one epoch a generation, two generations',
  );
  await chart.locator('canvas').first().waitFor();
  await chart.getByText('Training loss').waitFor();
  await chart.getByText('Validation loss').waitFor();
  const table = dialog.getByRole('table', { name: 'Generations' });
  const rows = table.locator('tbody tr');
  assert.equal(await rows.count(), 2);
  for (const [i, against] of ['classical', 'gen 1'].entries()) {
    const cells = (await rows.nth(i).locator('th, td').allTextContents()).map((t) => t.trim());
    assert.equal(cells[0], String(i + 1));
    assert.match(cells[1]!, /^\d{3}$/, 'positions of a tiny generation');
    assert.match(cells[4]!, /^0\.\d{4}$/, 'validation loss');
    assert.equal(cells[5], against);
    const [w, d, l] = cells[6]!.split('/').map((x) => Number(x.trim()));
    assert.equal(w! + d! + l!, 2, 'a 2-game match');
    assert.match(cells[7]!, /^[+−]\d+ ± \d+$/, 'Elo ± 95%');
  }
  assert.ok(page.url().startsWith(web.host.url.split('#')[0]!));
}
