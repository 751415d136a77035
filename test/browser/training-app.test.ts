// Browser test (the real start:web host, Debian Chromium): a user opens Engine › Train classical
// evaluation…, types a records folder, is told a mistyped one does not exist, runs a tiny GA,
// watches the progress bar reach the end and the fitness plot draw its two lines, makes the
// weights the built-in engine's evaluation (seen in Manage engines), and goes back to the shipped ones.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { screenshot, SKIP_REASON, useBrowserHost, menu } from './harness.ts';

/** No page holds this file's engines: training plays its games in the host, without a page (see LeakGuard). */
const HOST_JOBS = {
  pages: false,
  hostJobs: 'training plays its games in the host, without a page',
} as const;
import { axeProblems } from './axe.ts';

const GAMES = new URL(
  '../../../shared/data/games/computer_gpsshogi_tournaments_2004-2013/wcsc19/0504/',
  import.meta.url,
).pathname;
const SKIP =
  SKIP_REASON ??
  (existsSync(GAMES)
    ? false
    : `${GAMES} is absent: the training browser test needs a few game records`);

let records = '';

const web = useBrowserHost(
  SKIP,
  () => {
    records = join(mkdtempSync(join(tmpdir(), 'banmen-train-web-')), 'records');
    mkdirSync(records);
    for (const name of readdirSync(GAMES)
      .filter((n) => n.endsWith('.csa'))
      .sort()
      .slice(0, 3))
      copyFileSync(join(GAMES, name), join(records, name));
  },
  HOST_JOBS,
);

/** Engine › Train classical evaluation… */
async function openTraining(page: Page) {
  await menu(page, 'Engine', 'Train classical evaluation…');
  const dialog = page.getByRole('dialog', { name: 'Train classical evaluation' });
  await dialog.waitFor();
  return dialog;
}

/** Number of x,y pairs of a polyline. */
async function pointsOf(page: Page, series: string): Promise<number> {
  const pts = await page.locator(`polyline[data-series="${series}"]`).getAttribute('points');
  return (pts ?? '').trim().split(/\s+/).filter(Boolean).length;
}

test(
  'a tiny training run from the Engine menu plots its fitness and becomes the engine evaluation',
  { skip: SKIP, timeout: 180_000 },
  async () => {
    const page = await web.browser.newPage();
    try {
      await run(page);
    } catch (err) {
      await screenshot(page, 'training-failure');
      throw err;
    }
    await page.close();
  },
);

/** The user's steps. */
async function run(page: Page): Promise<void> {
  await page.goto(web.host.url);
  await page.locator('.app[data-ready="true"]').waitFor();
  let dialog = await openTraining(page);
  await dialog.getByLabel('Records folder').fill(`${records}-typo`);
  await dialog.getByLabel('Skip opening plies').fill('0');
  await dialog.getByLabel('Max positions (0 = all)').fill('0');
  await dialog.getByLabel('Population').fill('10');
  await dialog.getByLabel('Generations').fill('3');
  await dialog.getByRole('button', { name: 'Start' }).click();
  await dialog
    .getByRole('alert')
    .filter({ hasText: `${records}-typo does not exist` })
    .waitFor();

  await dialog.getByLabel('Records folder').fill(records);
  await dialog.getByRole('button', { name: 'Start' }).click();
  const bar = dialog.getByRole('progressbar', { name: 'Training progress' });
  await dialog.getByText('Finished: 3 generations').waitFor({ timeout: 120_000 });
  assert.equal(await bar.getAttribute('value'), '3', 'the bar is full');
  assert.equal(await bar.getAttribute('max'), '3');
  assert.match(
    (await dialog.getByRole('status').first().textContent()) ?? '',
    /best \d+ of \d+ positions matched/,
  );
  assert.equal(await pointsOf(page, 'best'), 3, 'best fitness: one point a generation');
  assert.equal(await pointsOf(page, 'average'), 3, 'average fitness: one point a generation');
  assert.equal(
    await dialog.locator('svg circle').count(),
    3 * 2 + 2,
    'points of both lines, plus the legend',
  );
  await dialog.getByText('Generation', { exact: true }).waitFor();
  await dialog.getByText('Fitness (matches²)').waitFor();
  await screenshot(page, 'training');
  // The finished run (progress, fitness chart, notes) has no serious accessibility problem.
  for (const scheme of ['dark', 'light'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    assert.deepEqual(await axeProblems(page), [], `axe: the finished training run (${scheme})`);
  }

  await dialog.getByRole('button', { name: 'Use as engine evaluation' }).click();
  const inUse = dialog.getByText(/^The built-in engine evaluates with: .*weights\.json$/);
  await inUse.waitFor();
  const file = ((await inUse.textContent()) ?? '').replace(/^.*: /, '').trim();
  assert.ok(
    file.startsWith(join(web.host.dataDir, 'training')),
    `the weights are under the data folder: ${file}`,
  );
  assert.ok(await dialog.getByRole('button', { name: 'Use as engine evaluation' }).isDisabled());

  // Reopened, the dialog redraws the run from its history.
  await dialog.getByRole('button', { name: 'Close' }).click();
  dialog = await openTraining(page);
  await dialog.getByText('Finished: 3 generations').waitFor();
  assert.equal(await pointsOf(page, 'best'), 3);
  await dialog.getByRole('button', { name: 'Close' }).click();

  // Manage engines shows the option set on the built-in engine.
  await menu(page, 'Engine', 'Manage engines…');
  const manage = page.getByRole('dialog', { name: 'Manage engines' });
  await manage.getByRole('button', { name: /\(built-in\)/ }).click();
  const option = manage.locator('[data-option="ClassicalWeights"] input');
  await option.waitFor({ timeout: 30_000 });
  assert.equal(await option.inputValue(), file);
  await manage.getByRole('button', { name: 'Close' }).click();
  const saved = JSON.parse(readFileSync(join(web.host.dataDir, 'settings.json'), 'utf8'));
  assert.deepEqual(saved.settings.builtinEngineOptions, {
    ClassicalWeights: file,
    ClassicalFull: true,
  });

  dialog = await openTraining(page);
  await dialog.getByRole('button', { name: 'Use shipped weights' }).click();
  await dialog.getByText('The built-in engine evaluates with: the shipped weights').waitFor();
  const shipped = JSON.parse(readFileSync(join(web.host.dataDir, 'settings.json'), 'utf8'));
  assert.deepEqual(
    shipped.settings.builtinEngineOptions ?? {},
    {},
    'the built-in engine no longer names the trained weights',
  );
}
