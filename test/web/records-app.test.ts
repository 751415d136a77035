// Browser tests (the real start:web host, Debian Chromium) of issue 21 as a user meets it in the
// app: Save as CSA says it drops the variations, before and after saving (item 13); a path that
// cannot be written gives a plain reason (item 15); a KIF of headers only opens at the even
// start with its headers (item 5).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { SKIP_REASON, cell, screenshot, useBrowserHost } from './harness.ts';

const FIXTURES = join(import.meta.dirname, '../fixtures/records-app');
let records = '';
const web = useBrowserHost(SKIP_REASON, () => {
  const data = mkdtempSync(join(tmpdir(), 'banmen-records-app-'));
  records = join(data, 'records'); // the browser host's records folder, where Save may write
  mkdirSync(records);
  writeFileSync(join(records, 'a-file.kif'), 'not a folder\n');
  return data;
});

/** A page in Study with `file` opened. */
async function openInStudy(file: string): Promise<Page> {
  const page = await web.open();
  await page.getByRole('button', { name: 'Study', exact: true }).click();
  await page.locator('#study-open-input').setInputFiles(join(FIXTURES, file));
  await page.getByLabel('File name').filter({ hasText: file }).waitFor();
  return page;
}

/** Opens Save as…, picks `format` and types `path`; the dialog. */
async function saveAs(page: Page, format: string, path: string) {
  await page.getByRole('button', { name: 'Save as…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save as…' });
  await dialog.getByLabel('Format').selectOption(format);
  await dialog.getByLabel('Save to path (optional)').fill(path);
  return dialog;
}

test(
  'Save as CSA says before and after saving that the variations are dropped',
  { skip: SKIP_REASON ?? false },
  async () => {
    const page = await openInStudy('variation.kifu');
    const dialog = await saveAs(page, 'csa', 'variation.csa');
    await dialog
      .getByRole('note')
      .filter({ hasText: /cannot hold:.*variations/ })
      .waitFor();
    await screenshot(page, 'records-save-as-csa');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page
      .getByRole('status')
      .filter({ hasText: /^Saved; CSA cannot hold: variations/ })
      .waitFor();
    const csa = readFileSync(join(records, 'variation.csa'), 'latin1');
    assert.match(csa, /\+7776FU[\s\S]*-3334FU[\s\S]*\+2726FU[\s\S]*-8384FU/);
    assert.doesNotMatch(csa, /\+2868HI/, 'the variation is not in the CSA file');
  },
);

test(
  'a path that cannot be written gives the reason in words, and nothing is lost',
  { skip: SKIP_REASON ?? false },
  async () => {
    const page = await openInStudy('variation.kifu');
    const dialog = await saveAs(page, 'kif', join(records, 'a-file.kif', 'game.kif'));
    await dialog.getByRole('button', { name: 'Save' }).click();
    const alert = dialog.getByRole('alert');
    await alert.waitFor();
    const text = (await alert.textContent()) ?? '';
    assert.match(text, /game\.kif could not be written: a part of the path is a file/);
    assert.doesNotMatch(text, /ENOTDIR|at .*\.(ts|js):\d+/, 'no system code or stack trace');
    assert.ok(!existsSync(join(records, 'a-file.kif', 'game.kif')));
  },
);

test(
  'a KIF of headers only opens at the even start with its headers',
  { skip: SKIP_REASON ?? false },
  async () => {
    const page = await openInStudy('headers-only.kifu');
    await page.getByText('Game information: 先手の人 – 後手の人').waitFor();
    assert.equal(await cell(page, '7g').getAttribute('aria-label'), '7g, black pawn 歩兵');
    assert.equal(await cell(page, '5a').getAttribute('aria-label'), '5a, white king 王将');
    assert.equal(await page.getByRole('alert', { name: 'Could not open' }).count(), 0);
  },
);

test(
  "a record's engine evaluations are shown under a visible title, with the PV",
  { skip: SKIP_REASON ?? false },
  async () => {
    const page = await web.open();
    await page.setViewportSize({ width: 1280, height: 820 });
    await page.getByRole('button', { name: 'Study', exact: true }).click();
    await page
      .locator('#study-open-input')
      .setInputFiles(join(FIXTURES, '../records-eval/floodgate-eval.csa'));
    const recorded = page.getByRole('region', { name: "Recorded evaluation, Black's view" });
    await recorded
      .getByRole('heading', { name: "Recorded evaluation, Black's view", exact: true })
      .waitFor();
    assert.ok(await recorded.getByRole('heading').isVisible());
    await page.getByRole('region', { name: 'Moves' }).getByRole('listitem').nth(1).click();
    await recorded.getByLabel('Recorded PV').filter({ hasText: '△３四歩 ▲２六歩' }).waitFor();
    await screenshot(page, 'records-recorded-eval-1280');
  },
);
