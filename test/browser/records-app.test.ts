// Browser tests (the real start:web host, Debian Chromium) of issue 21 as a user meets it in the
// app: Save as CSA says it drops the variations, before and after saving (item 13); a path that
// cannot be written gives a plain reason (item 15); a KIF of headers only opens at the even
// start with its headers (item 5).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { SKIP_REASON, cell, screenshot, startHost, useBrowserHost } from './harness.ts';
import { openStudy, saveAs, showStudy, studyMoves } from './harness-study.ts';

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
  const page = await openStudy(web);
  await page.locator('#study-open-input').setInputFiles(join(FIXTURES, file));
  await page.getByLabel('File name').filter({ hasText: file }).waitFor();
  return page;
}

test(
  'Save as CSA says before and after saving that the variations are dropped',
  { skip: SKIP_REASON ?? false },
  async () => {
    const page = await openInStudy('variation.kifu');
    const dialog = await saveAs(page, { format: 'csa', path: 'variation.csa' });
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
    const dialog = await saveAs(page, {
      format: 'kif',
      path: join(records, 'a-file.kif', 'game.kif'),
    });
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
    const page = await openStudy(web, { width: 1280, height: 820 });
    await page
      .locator('#study-open-input')
      .setInputFiles(join(FIXTURES, '../records-eval/floodgate-eval.csa'));
    const recorded = page.getByRole('region', { name: "Recorded evaluation, Black's view" });
    await recorded
      .getByRole('heading', { name: "Recorded evaluation, Black's view", exact: true })
      .waitFor();
    assert.ok(await recorded.getByRole('heading').isVisible());
    await studyMoves(page).nth(1).click();
    await recorded.getByLabel('Recorded PV').filter({ hasText: '△３四歩 ▲２六歩' }).waitFor();
    await screenshot(page, 'records-recorded-eval-1280');
  },
);

test(
  'a file of several games: any game can be shown, and Save never overwrites the file with one game',
  { skip: SKIP_REASON ?? false },
  async () => {
    // The host opens the file by its path, as from the command line or the recent files.
    const file = join(records, 'three.csa');
    copyFileSync(join(FIXTURES, '../records-damaged/base-three.csa'), file);
    const before = readFileSync(file, 'utf8');
    // (It saves into the records folder, as the other tests' host does.)
    const host = await startHost({ BANMEN_RECORDS_DIR: records }, undefined, [file]);
    const page = await web.browser.newPage();
    try {
      await page.goto(host.url);
      await showStudy(page);
      await page
        .getByLabel('File name')
        .filter({ hasText: /^three\.csa$/ })
        .waitFor();
      const games = page.getByRole('group', { name: 'Games in this file' });
      await games.getByText('1 / 3').waitFor();
      await page
        .getByRole('status')
        .filter({ hasText: 'the file holds 3 games; game 1 is shown' })
        .waitFor();
      // Game 2 of the file (its first move is the first move of base-three's second game).
      const second = /^\+\d{4}[A-Z]{2}$/m.exec(before.split(/^\/$/m)[1]!)![0];
      await games.getByLabel('Game').fill('2');
      await games.getByRole('button', { name: 'Open game' }).click();
      await games.getByText('2 / 3').waitFor();
      await page
        .getByLabel('File name')
        .filter({ hasText: /^three-2\.csa$/ })
        .waitFor();
      await studyMoves(page).nth(1).click();
      await page.getByRole('textbox', { name: 'Comment' }).fill('note on game 2');
      await screenshot(page, 'records-multi-game');
      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      const download = await downloading;
      assert.equal(download.suggestedFilename(), 'three-2.csa');
      const saved = readFileSync((await download.path())!, 'latin1');
      assert.ok(saved.includes(second), `game 2 saved (${second})`);
      assert.equal(readFileSync(file, 'utf8'), before, 'the file of three games is unchanged');
    } finally {
      await page.close();
      await host.stop();
    }
  },
);
